// The Koppelingen column on /Deelnemers against the port-3000 mocks (decision 020): the farm with the mocked data
// links shows its worst link as a tag with a word and the reason; farms without a link say "Geen koppeling".
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { slechtsteGezondheid, GEZONDHEID_NAMEN } from '@kw/contract';
import { herstelAdapter, toonMetAntwoorden } from '../../lib/test-met-antwoorden';
import { mockKoppelingStanden } from '../../lib/mocks/koppelingen';
import DeelnemersPagina from './deelnemers-page';

afterEach(() => {
  cleanup();
  herstelAdapter();
});

describe('de kolom Koppelingen op Deelnemers', () => {
  it('per bedrijf de slechtste koppeling: kleur én woord, met de reden; zonder koppeling "Geen koppeling"', async () => {
    toonMetAntwoorden({ route: '/Deelnemers', element: <DeelnemersPagina aanvraagVenster={() => null} />, antwoorden: {}, instellingen: { rol: 'volmacht', jaar: 2024 } });
    await screen.findByText('Melkveebedrijf De Vries', {}, { timeout: 30_000 });
    // (plain DOM queries: role queries are slow in jsdom; jsdom draws the narrow layout, the tag sits in the farm's cell)
    const cellen = () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="koppeling-gezondheid"]'));
    await waitFor(() => expect(cellen().length).toBeGreaterThan(2));
    const rij = (naam: string) => screen.getByText(naam).closest('tr')!;
    const vries = rij('Melkveebedrijf De Vries').querySelector<HTMLElement>('[data-testid="koppeling-gezondheid"]')!;
    // the same pure function as the server, over the mocked links
    const verwacht = slechtsteGezondheid(mockKoppelingStanden(2024));
    expect(verwacht.gezondheid).not.toBe('grijs');
    expect(vries.textContent).toContain(GEZONDHEID_NAMEN[verwacht.gezondheid]);
    if (verwacht.gezondheid !== 'groen') expect(vries.textContent).toContain(verwacht.reden);
    expect(rij('Hoeve Bosrand').querySelector('[data-testid="koppeling-gezondheid"]')!.textContent).toContain('Geen koppeling');
  }, 120_000);
});
