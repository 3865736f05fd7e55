import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AxiosError, type AxiosAdapter, type AxiosResponse } from 'axios';
import { routes, type MenuModel } from '@kw/contract';
import { api } from '../../lib/api-client';
import { gedeeldeQueryClient } from '../../lib/query-client';
import { maakMockAdapter } from '../../lib/mocks/adapter';
import { mockKlwId, STANDAARD_INSTELLINGEN, type MockInstellingen } from '../../lib/mocks/instellingen';
import { routeObjecten } from '../../app/router';

// antd in jsdom is slow: a whole frame render takes seconds.
vi.setConfig({ testTimeout: 30_000 });

// Every spec route is built now; the menu's marker for one that is not is shown here on /Brokers, as if its
// catalogue row said `gebouwd: false` (the menu asks isGebouwdeUrl, which reads that row).
vi.mock('../../lib/route-tabel', async (origineel) => {
  const m = await origineel<typeof import('../../lib/route-tabel')>();
  return { ...m, isGebouwdeUrl: (url: string) => url !== '/Brokers' && m.isGebouwdeUrl(url) };
});

const EIGEN = mockKlwId(2024);
const VAN_EEN_ANDER = 5018;

interface Opties {
  ingelogd?: boolean;
  /** turns the menu model into one without a record (a staff member with no farm chosen) */
  zonderRecord?: boolean;
  /** the mocked user's role (default: the farmer) */
  rol?: MockInstellingen['rol'];
}

/** The real route table against the in-browser fake API; record 5018 is refused with 403. */
function toon(pad: string, { ingelogd = true, zonderRecord = false, rol = STANDAARD_INSTELLINGEN.rol }: Opties = {}) {
  const basis = maakMockAdapter({ vertraging: 0, refreshVertraging: 0, instellingen: () => ({ ...STANDAARD_INSTELLINGEN, rol }), sessie: { ingelogd: () => ingelogd, zet: () => {} } });
  const adapter: AxiosAdapter = async (config) => {
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : {};
    if (config.url?.endsWith(routes.refreshToken.path) && body.selectedKringloopwijzerId === VAN_EEN_ANDER) {
      const antwoord = { data: { statusCode: 403, message: 'U heeft geen toegang tot deze kringloopwijzer.' }, status: 403, statusText: '403', headers: {}, config } as AxiosResponse;
      throw new AxiosError('Request failed with status code 403', AxiosError.ERR_BAD_REQUEST, config, {}, antwoord);
    }
    const antwoord = await basis(config);
    if (zonderRecord && config.url?.endsWith(routes.menu.path)) {
      const menu = antwoord.data as MenuModel;
      antwoord.data = {
        ...menu,
        bedrijfsnaam: '',
        kringloopwijzerId: null,
        klwId: null,
        jaarLijst: [],
        statusId: null,
        menuItems: menu.menuItems.map((s) => ({ ...s, url: null, children: s.children.map((c) => ({ ...c, url: null })) })),
      };
    }
    return antwoord;
  };
  api.defaults.adapter = adapter;
  const router = createMemoryRouter(routeObjecten(false), { initialEntries: [pad] });
  render(<RouterProvider router={router} />);
  return router;
}

// The first render loads the lazy chunks of the frame and antd: give it time.
const WACHT = { timeout: 15_000 };
const hoofdmenu = () => screen.findByRole('navigation', { name: 'Hoofdmenu' }, WACHT);

beforeEach(() => {
  gedeeldeQueryClient().clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  // Calls still under way after a test must not reach the network (jsdom would try localhost).
  gedeeldeQueryClient().clear();
  api.defaults.adapter = () => Promise.reject(new Error('test voorbij'));
  vi.restoreAllMocks();
});

describe('het kader (app-shell)', () => {
  it('toont bij een kringloopwijzer zonder toegang (403) een pagina in het kader, met de weg naar start', async () => {
    toon(`/melklevering/Index/${VAN_EEN_ANDER}`);
    expect(await screen.findByRole('heading', { name: 'Geen toegang' }, WACHT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Naar de startpagina' }).getAttribute('href')).toBe('/Home/new');
    expect(screen.getByRole('button', { name: /Uitloggen/ })).toBeTruthy();
    // The frame loads the user's own menu, not 'Laden...' forever.
    const menu = await hoofdmenu();
    expect(await within(menu).findByRole('link', { name: /Melklevering/ }, WACHT)).toBeTruthy();
    expect(within(menu).getByRole('link', { name: /Melklevering/ }).getAttribute('href')).toBe(`/melklevering/Index/${EIGEN}`);
    expect(screen.queryByText('Laden...')).toBeNull();
    expect(document.title).toBe('Geen toegang - Kringloopwijzer');
  });

  it('toont bij een onbekende kringloopwijzer (404) een pagina in het kader', async () => {
    toon('/melklevering/Index/99999');
    expect(await screen.findByRole('heading', { name: 'Kringloopwijzer niet gevonden' }, WACHT)).toBeTruthy();
    expect(await within(await hoofdmenu()).findByRole('link', { name: /Melklevering/ }, WACHT)).toBeTruthy();
  });

  it('toont een onbekend adres in het kader als de gebruiker is ingelogd', async () => {
    toon('/bestaat/niet');
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' }, WACHT)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Uitloggen/ })).toBeTruthy();
    expect(await within(await hoofdmenu()).findByRole('link', { name: /Melklevering/ }, WACHT)).toBeTruthy();
  });

  it('toont een onbekend adres als kale pagina met een link naar inloggen als niemand is ingelogd', async () => {
    const router = toon('/bestaat/niet', { ingelogd: false });
    expect(await screen.findByRole('heading', { name: 'Pagina niet gevonden' }, WACHT)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Naar inloggen' }, WACHT)).getAttribute('href')).toBe('/login');
    expect(router.state.location.pathname).toBe('/bestaat/niet');
    expect(screen.queryByRole('button', { name: /Uitloggen/ })).toBeNull();
  });

  it('zegt in het menu welke schermen nog niet gebouwd zijn', async () => {
    // /Brokers stands for a route not built (the mock above); every other item is built
    toon(`/Koppelingen/Index/${EIGEN}`, { rol: 'sb-medewerker' });
    const menu = await hoofdmenu();
    const brokers = await within(menu).findByRole('link', { name: /Brokers/ }, WACHT);
    expect(brokers.textContent).toContain('nog niet gebouwd');
    expect(within(menu).getByRole('link', { name: /Dataproducten/ }).textContent).not.toContain('nog niet gebouwd');
    expect(within(menu).getByRole('link', { name: /Koppelingen/ }).textContent).not.toContain('nog niet gebouwd');
    // Percelen is a register screen now (decision 014)
    expect(within(menu).getByRole('link', { name: /Percelen/ }).textContent).not.toContain('nog niet gebouwd');
    expect(within(menu).getByRole('link', { name: /Melklevering/ }).textContent).not.toContain('nog niet gebouwd');
    // A register screen is built: no marker.
    expect(within(menu).getByRole('link', { name: /Krachtvoer/ }).textContent).not.toContain('nog niet gebouwd');
  });

  it('zegt een medewerker zonder gekozen bedrijf eerst een deelnemer te kiezen, in plaats van dode menu-items', async () => {
    toon('/Home/new', { zonderRecord: true });
    const menu = await hoofdmenu();
    expect(await within(menu).findByText('Kies eerst een deelnemer', undefined, WACHT)).toBeTruthy();
    expect(within(menu).getByRole('link', { name: /Deelnemer kiezen/ }).getAttribute('href')).toBe('/Deelnemers');
    expect(within(menu).queryByText('Krachtvoer')).toBeNull();
  });

  it('begint met een link naar de inhoud, voor het menu', async () => {
    toon(`/voer/krachtvoer/Index/${EIGEN}`);
    await hoofdmenu();
    const links = [...document.querySelectorAll('a, button, select, input:not([type=hidden])')];
    expect(links[0].textContent).toBe('Naar de inhoud');
    links[0].dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(document.activeElement?.id).toBe('inhoud');
    expect(document.activeElement?.tagName).toBe('MAIN');
  });
});
