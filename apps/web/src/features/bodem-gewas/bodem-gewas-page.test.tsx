/** Bodem en gewas against the port-3000 mocks: the overview is drawn from the engine result, with nothing to enter. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { maakMockAdapter } from '../../lib/mocks/adapter';
import { mockKlwId, STANDAARD_INSTELLINGEN } from '../../lib/mocks/instellingen';
import { DataProviders } from '../../components/layout/data-providers';
import BodemGewasPagina from './bodem-gewas-page';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 60_000 });
const origineel = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = origineel;
});

describe('Bodem en gewas (alleen lezen)', () => {
  it('toont per gewas de oppervlakte en opbrengst, zonder invoervelden of opslaan', async () => {
    const id = mockKlwId(STANDAARD_INSTELLINGEN.jaar);
    api.defaults.adapter = maakMockAdapter({ vertraging: 0, refreshVertraging: 0, instellingen: () => STANDAARD_INSTELLINGEN, sessie: { ingelogd: () => true, zet: () => {} } });
    const router = createMemoryRouter([{ path: '/bodem/overzicht/Index/:klwId', element: <BodemGewasPagina /> }], { initialEntries: [`/bodem/overzicht/Index/${id}`] });
    render(
      <DataProviders client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </DataProviders>,
    );
    await waitFor(() => expect(document.querySelector('[data-testid="bodem-gewas-grasland"]')).toBeTruthy());
    expect(document.title).toBe('Bodem en gewas - Kringloopwijzer');
    const gras = document.querySelector('[data-testid="bodem-gewas-grasland"]')!.textContent ?? '';
    expect(gras).toMatch(/Grasland\d/); // the area follows the name
    expect(document.querySelectorAll('input').length).toBe(0);
    expect(document.body.textContent).not.toContain('Alles opslaan');
  });
});
