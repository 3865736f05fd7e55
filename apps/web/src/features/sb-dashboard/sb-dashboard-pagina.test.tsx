/**
 * /sbDashboard against the port-3000 mock as SB staff: the counts with the 'niet gestart'
 * explanation, every queue a link to its route, the Meldingen card only when a list is passed,
 * and the server's refusal shown in words for anyone else.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { herstelAdapter, toonMetAntwoorden } from '../../lib/test-met-antwoorden';
import SbDashboardPagina, { UITLEG_NIET_GESTART } from './sb-dashboard-pagina';

// jsdom draws no SVG charts (no layout, no ResizeObserver)
vi.mock('../../components/grafiek/echarts-lijn', () => ({ default: () => null }));

afterEach(() => {
  cleanup();
  herstelAdapter();
});

const staf = { rol: 'sb-medewerker' as const };

// antd's tables and lists render slowly in jsdom on a shared 2-core machine
describe('dashboard servicebureau', { timeout: 30_000 }, () => {
  it('toont de voortgang, de uitleg van niet gestart en elke wachtrij als link naar zijn scherm; de meldingen van nu (geen: dat staat er)', async () => {
    toonMetAntwoorden({ route: '/sbDashboard', element: <SbDashboardPagina />, antwoorden: {}, instellingen: staf });
    await screen.findByRole('heading', { name: 'Voortgang 2024' });
    expect(screen.getAllByText('1.354').length).toBeGreaterThan(0);
    expect(screen.getByText('69% van 1.957')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uitleg: Niet gestart' })).toBeTruthy();
    expect(UITLEG_NIET_GESTART).toMatch(/zonder enige opgeslagen invoer/);
    const werkvoorraad = screen.getByRole('list', { name: 'Werkvoorraad' });
    const links = within(werkvoorraad).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/mandates', '/registratie/relatie', '/registratie/relatie', '/unapproved-participations', '/manage-purposes', '/importberichten-opnieuw-verwerken']);
    expect(within(werkvoorraad).getByText('Onbekend klantnummer: 4')).toBeTruthy();
    // the notices running now come from GET /api/Meldingen (decision 030); the mock has none at start
    await screen.findByText('Er zijn geen meldingen.');
    expect(screen.getByRole('img', { name: /kringloopwijzers over 2024 ingediend; in totaal 1\.354 van 1\.957/ })).toBeTruthy();
  });

  it('de kaart Meldingen verschijnt wanneer een lijst wordt meegegeven', async () => {
    toonMetAntwoorden({ route: '/sbDashboard', element: <SbDashboardPagina meldingen={[{ id: 1, titel: 'Onderhoud zaterdag', tekst: 'Van 08:00 tot 10:00.' }]} />, antwoorden: {}, instellingen: staf });
    await screen.findByRole('heading', { name: 'Meldingen' });
    expect(screen.getByText('Onderhoud zaterdag')).toBeTruthy();
  });

  it('Bedrijf zoeken met een leeg veld zegt wat er in moet, in plaats van niets te doen', async () => {
    toonMetAntwoorden({ route: '/sbDashboard', element: <SbDashboardPagina />, antwoorden: {}, instellingen: staf });
    const zoek = await screen.findByRole('searchbox', { name: 'Zoek een bedrijf op naam, KvK, UBN of BRS' });
    const status = () => screen.getAllByRole('status').map((s) => s.textContent).join('');
    expect(status()).not.toContain('Vul eerst');
    fireEvent.click(screen.getByRole('button', { name: /Zoeken/ }));
    expect(status()).toContain('Vul eerst een naam, KvK-, UBN- of BRS-nummer in.');
    fireEvent.change(zoek, { target: { value: 'Vries' } });
    fireEvent.click(screen.getByRole('button', { name: /Zoeken/ }));
    expect(status()).not.toContain('Vul eerst');
  });

  it('een boer ziet de weigering van de server in woorden', async () => {
    toonMetAntwoorden({ route: '/sbDashboard', element: <SbDashboardPagina />, antwoorden: {}, instellingen: { rol: 'deelnemer' } });
    await screen.findByText('Het dashboard is er alleen voor medewerkers van de servicedesk.');
  });
});
