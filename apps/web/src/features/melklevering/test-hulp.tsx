/** Test helper: renders the Melklevering screen against the in-browser fake API (no network, no delay). */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { MelkLeveringGegevens } from '@kw/contract';
import { api } from '../../lib/api-client';
import { DataProviders } from '../../components/layout/data-providers';
import { maakMockAdapter } from '../../lib/mocks/adapter';
import { mockMelkLevering } from '../../lib/mocks/data';
import { mockKlwId, STANDAARD_INSTELLINGEN, type MockInstellingen } from '../../lib/mocks/instellingen';
import MelkleveringPagina from './melklevering-page';

const origineel = api.defaults.adapter;

/** Renders the screen against the in-browser fake API (no network, no delay). */
export function toon(instellingen: Partial<MockInstellingen> = {}, aanpassen?: (d: MelkLeveringGegevens) => MelkLeveringGegevens) {
  const inst: MockInstellingen = { ...STANDAARD_INSTELLINGEN, ...instellingen };
  const id = mockKlwId(inst.jaar);
  const melk = new Map<number, MelkLeveringGegevens>();
  const basis = mockMelkLevering(id, inst);
  melk.set(id, aanpassen ? aanpassen(basis) : basis);
  const verzoeken: Array<{ url?: string; data?: unknown }> = [];
  const adapter = maakMockAdapter({ vertraging: 0, refreshVertraging: 0, instellingen: () => inst, sessie: { ingelogd: () => true, zet: () => {} }, melk });
  api.defaults.adapter = (config) => {
    verzoeken.push({ url: config.url, data: config.data });
    return adapter(config);
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/melklevering/Index/:klwId', element: <MelkleveringPagina /> }, { path: '/elders', element: <p>Elders</p> }], { initialEntries: [`/melklevering/Index/${id}`] });
  render(
    <DataProviders client={client}>
      <RouterProvider router={router} />
    </DataProviders>,
  );
  return { id, melk, verzoeken, router };
}


export function herstelAdapter() {
  api.defaults.adapter = origineel;
}
