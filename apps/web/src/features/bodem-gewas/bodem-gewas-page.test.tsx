/** Bodem en gewas against the port-3000 mocks: per crop, with subtotals, drawn from the engine result, with nothing to enter. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, render, waitFor, within } from '@testing-library/react';
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
  it('toont per gewas en per grondgebruik de oppervlakte, bemesting en opbrengst, met ≈ en "Waarom dit getal?", zonder invoervelden', async () => {
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
    const gras = document.querySelector<HTMLElement>('[data-testid="bodem-gewas-grasland"]')!;
    expect(within(gras).getByRole('rowheader').textContent).toMatch(/^Grasland samen/);
    // a crop row of grassland, before its subtotal, marks the figures split by area
    const gewasRijen = [...document.querySelectorAll<HTMLElement>('[data-testid^="bodem-gewas-gewas-grasland-"]')];
    expect(gewasRijen.length).toBeGreaterThan(0);
    expect(gewasRijen[0].textContent).toContain('≈');
    expect(document.querySelector('[data-testid="bodem-gewas-totaal"]')!.textContent).toMatch(/^Totaal bedrijf/);
    // the grassland yield opens its trace
    const opbrengst = document.querySelector<HTMLElement>('[data-testid="bodem-opbrengst-grasland"]')!;
    expect(within(opbrengst).getByRole('button', { name: /Grasland samen, opbrengst drogestof in kg DS\/ha: .*Waarom dit getal\?/ })).toBeTruthy();
    expect(within(gras).getByRole('button', { name: /Grasland samen, stikstof dierlijke mest in kg: .*Waarom dit getal\?/ })).toBeTruthy();
    expect(document.body.textContent).toContain('naar oppervlakte');
    expect(document.querySelectorAll('input').length).toBe(0);
    expect(document.body.textContent).not.toContain('Alles opslaan');
  });
});
