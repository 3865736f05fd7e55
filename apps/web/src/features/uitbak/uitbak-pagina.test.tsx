/**
 * The outbox page against the port-3000 mocks: staff see the messages with their state and open a
 * text in its row; the search asks the server with `aan`; anyone else reads the server's refusal.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { herstelAdapter, toonMetAntwoorden } from '../../lib/test-met-antwoorden';
import UitbakPagina from './uitbak-pagina';
import { datumTijd } from './uitbak-weergave';

afterEach(() => {
  cleanup();
  herstelAdapter();
});

describe('Uitgaande e-mail', { timeout: 30_000 }, () => {
  it('de servicedesk ziet de berichten met status; de tekst opent in de rij; zoeken vraagt de server met aan=', async () => {
    const { verzoeken } = toonMetAntwoorden({ route: '/beheer/uitbak', element: <UitbakPagina />, antwoorden: {}, instellingen: { rol: 'sb-medewerker' } });
    await screen.findByText('Machtiging ingetrokken');
    expect(screen.getByText('Verzonden')).toBeTruthy();
    expect(screen.getByText('Wacht op verzending')).toBeTruthy();
    expect(screen.getByText('Mislukt, wordt opnieuw geprobeerd')).toBeTruthy();
    expect(screen.getByText('Er is geen mailserver ingesteld')).toBeTruthy();
    expect(screen.getByText('20-11-2026 10:15')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /uitvouwen|expand/i })[0]);
    expect(await screen.findByText(/vraagt een machtiging "beheren" voor uw bedrijf/)).toBeTruthy();
    const zoek = screen.getByRole('searchbox', { name: 'Zoek op ontvanger' });
    fireEvent.change(zoek, { target: { value: 'adviseur' } });
    fireEvent.keyDown(zoek, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.queryByText('Machtiging aangevraagd door Visser Melkveeadvies')).toBeNull());
    expect(screen.getByText('adviseur@demo.nl')).toBeTruthy();
    expect(verzoeken.some((v) => v.url.includes('/api/Beheer/Uitbak'))).toBe(true);
  });

  it('een deelnemer leest de weigering van de server, en geen tabel', async () => {
    toonMetAntwoorden({ route: '/beheer/uitbak', element: <UitbakPagina />, antwoorden: {}, instellingen: { rol: 'deelnemer' } });
    await screen.findByText('Alleen medewerkers van de servicedesk kunnen de uitgaande e-mail bekijken.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('datum en tijd als DD-MM-YYYY HH:mm; leeg blijft leeg', () => {
    expect(datumTijd(null)).toBe('');
    expect(datumTijd('geen datum')).toBe('');
    expect(datumTijd('2026-01-05T07:03:00')).toBe('05-01-2026 07:03');
  });
});
