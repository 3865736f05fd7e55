/**
 * The login page and OpenID Connect (decision 018): the eHerkenning button only when the server
 * says it is configured, pointing at the server's Start route; a refused login's code in the URL
 * shows the contract's Dutch message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { oidcRoutes } from '@kw/contract';
import { api } from '../../lib/api-client';
import LoginPagina from './login-page';

const origineel = api.defaults.adapter;
afterEach(() => {
  cleanup();
  api.defaults.adapter = origineel;
});

function toon(pad: string, beschikbaar: boolean) {
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const data = config.url === oidcRoutes.instellingen.path ? { beschikbaar, knopTekst: 'Inloggen met eHerkenning' } : {};
    return { data, status: 200, statusText: '200', headers: {}, config, request: {} };
  };
  const router = createMemoryRouter([{ path: '/login', element: <LoginPagina /> }], { initialEntries: [pad] });
  render(<RouterProvider router={router} />);
}

describe('inlogpagina met OIDC', { timeout: 30_000 }, () => {
  it('ingesteld: de knop wijst naar Start', async () => {
    toon('/login', true);
    const knop = await screen.findByRole('link', { name: 'Inloggen met eHerkenning' });
    expect(knop.getAttribute('href')).toBe('/api/Auth/Oidc/Start');
  });

  it('niet ingesteld: geen knop', async () => {
    toon('/login', false);
    await screen.findByRole('button', { name: 'Probeer de demo' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Inloggen met eHerkenning')).toBeNull();
  });

  it('een geweigerde login toont de Nederlandse melding; een onbekende code niets', async () => {
    toon('/login?oidc=onbekende-kvk', true);
    expect((await screen.findByRole('alert')).textContent).toBe('Uw KvK-nummer is nog niet bekend; vraag registratie aan bij de servicedesk.');
    cleanup();
    toon('/login?oidc=<b>vals</b>', true);
    await screen.findByRole('link', { name: 'Inloggen met eHerkenning' });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
