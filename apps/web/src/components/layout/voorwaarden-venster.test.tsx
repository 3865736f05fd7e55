/**
 * The blocking terms dialog over the real route table and the port-3000 mocks: shown while the
 * menu model says the current terms are not accepted, no way out but accepting or logging out;
 * accepting posts the version shown and closes it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AxiosAdapter } from 'axios';
import { GEBRUIKSVOORWAARDEN, profielRoutes } from '@kw/contract';
import { api } from '../../lib/api-client';
import { gedeeldeQueryClient } from '../../lib/query-client';
import { maakMockAdapter } from '../../lib/mocks/adapter';
import { mockKlwId, STANDAARD_INSTELLINGEN } from '../../lib/mocks/instellingen';
import { herstelProfielMock, zetMockVoorwaardenOud } from '../../lib/mocks/profiel';
import { routeObjecten } from '../../app/router';

// antd in jsdom is slow, and the dialog is a lazy chunk on top of the frame's: generous waits
vi.setConfig({ testTimeout: 60_000 });
const WACHT = { timeout: 25_000 };

function toon(pad: string) {
  const basis = maakMockAdapter({ vertraging: 0, refreshVertraging: 0, instellingen: () => STANDAARD_INSTELLINGEN, sessie: { ingelogd: () => true, zet: () => {} } });
  const posts: Array<{ url: string; body: unknown }> = [];
  const adapter: AxiosAdapter = async (config) => {
    if (config.method?.toUpperCase() === 'POST') posts.push({ url: config.url ?? '', body: typeof config.data === 'string' && config.data ? JSON.parse(config.data) : null });
    return basis(config);
  };
  api.defaults.adapter = adapter;
  const router = createMemoryRouter(routeObjecten(false), { initialEntries: [pad] });
  render(<RouterProvider router={router} />);
  return { router, posts };
}

beforeEach(() => {
  gedeeldeQueryClient().clear();
  herstelProfielMock();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  gedeeldeQueryClient().clear();
  api.defaults.adapter = () => Promise.reject(new Error('test voorbij'));
  herstelProfielMock();
  vi.restoreAllMocks();
});

describe('gebruiksvoorwaarden na het inloggen', () => {
  it('niet geaccepteerd: een blokkerend venster; accepteren stuurt de getoonde versie en sluit het', async () => {
    zetMockVoorwaardenOud();
    const { posts } = toon(`/Home/new`);
    const venster = await screen.findByRole('dialog', { name: 'Gebruiksvoorwaarden' }, WACHT);
    expect(within(venster).getByText(`Versie ${GEBRUIKSVOORWAARDEN.versie}.`)).toBeTruthy();
    expect(within(venster).getByText(GEBRUIKSVOORWAARDEN.alineas[2])).toBeTruthy();
    // no close button, Escape does nothing
    expect(within(venster).queryByRole('button', { name: /sluiten|close/i })).toBeNull();
    fireEvent.keyDown(venster, { key: 'Escape', code: 'Escape' });
    expect(screen.getByRole('dialog', { name: 'Gebruiksvoorwaarden' })).toBeTruthy();

    fireEvent.click(within(venster).getByRole('button', { name: 'Ik accepteer de gebruiksvoorwaarden' }));
    await waitFor(() => expect(posts.some((p) => p.url.endsWith(profielRoutes.voorwaarden.path))).toBe(true), WACHT);
    expect(posts.find((p) => p.url.endsWith(profielRoutes.voorwaarden.path))!.body).toEqual({ versie: GEBRUIKSVOORWAARDEN.versie });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Gebruiksvoorwaarden' })).toBeNull(), WACHT);
  });

  it('de andere uitweg is uitloggen', async () => {
    zetMockVoorwaardenOud();
    const { router } = toon(`/voer/krachtvoer/Index/${mockKlwId(2024)}`);
    const venster = await screen.findByRole('dialog', { name: 'Gebruiksvoorwaarden' }, WACHT);
    fireEvent.click(within(venster).getByRole('button', { name: 'Uitloggen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), WACHT);
  });

  it('geaccepteerd (de demogebruikers): geen venster', async () => {
    toon(`/Home/new`);
    await screen.findByRole('navigation', { name: 'Hoofdmenu' }, WACHT);
    await screen.findAllByRole('link', { name: /Melklevering/ }, WACHT);
    expect(screen.queryByRole('dialog', { name: 'Gebruiksvoorwaarden' })).toBeNull();
  });
});
