/**
 * The recompute panel on /beheer/algemeen (decision 028) against the port-3000 mock, as staff: a run started
 * with a reason shows a stop button; stopping asks a reason and the progress then says who stopped it, when and
 * why; the start button is usable again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { herberekeningRoutes } from '@kw/contract';
import { herstelAdapter, toonMetAntwoorden } from '../../lib/test-met-antwoorden';
import { herstelMockHerberekening } from '../../lib/mocks/herberekening';
import { HerberekeningVoortgang } from './herberekening-voortgang';

afterEach(() => {
  cleanup();
  herstelAdapter();
  herstelMockHerberekening();
});

async function metReden(titel: string, knop: string, reden: string) {
  const venster = await screen.findByRole('dialog', { name: titel });
  fireEvent.change(within(venster).getByLabelText('Reden'), { target: { value: reden } });
  fireEvent.click(within(venster).getByRole('button', { name: knop }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: titel })).toBeNull(), { timeout: 30_000 });
}

describe('Herberekening van open jaren', () => {
  it('een lopende herberekening stoppen met een reden: de voortgang zegt door wie, wanneer en waarom', async () => {
    const { verzoeken } = toonMetAntwoorden({ route: '/beheer/algemeen', element: <HerberekeningVoortgang />, antwoorden: {}, instellingen: { rol: 'sb-medewerker' } });
    await screen.findByText(/Klaar op 20-11-2026 06:01/, {}, { timeout: 30_000 });
    // no stop without a busy run
    expect(screen.queryByRole('button', { name: 'Herberekening stoppen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Alle open jaren herberekenen' }));
    await metReden('Alle open jaren herberekenen', 'Herberekenen', 'Nieuwe Handreiking BEX');
    fireEvent.click(await screen.findByRole('button', { name: 'Herberekening stoppen' }, { timeout: 30_000 }));
    const venster = await screen.findByRole('dialog', { name: 'Herberekening stoppen' });
    expect(within(venster).getByText(/worden niet herberekend; wat al herberekend is, blijft staan/)).toBeTruthy();
    await metReden('Herberekening stoppen', 'Stoppen', 'Verkeerde rekenregels geladen');
    await screen.findByText(/^Gestopt door Medewerker Servicedesk op \d{2}-\d{2}-\d{4} \d{2}:\d{2}: Verkeerde rekenregels geladen\. .* niet herberekend\.$/, {}, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: 'Herberekening stoppen' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Alle open jaren herberekenen' }) as HTMLButtonElement).disabled).toBe(false);
    expect(verzoeken.some((v) => v.methode === 'POST' && v.url === herberekeningRoutes.stoppen.path)).toBe(true);
  }, 120_000);
});
