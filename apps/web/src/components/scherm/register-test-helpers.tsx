/** Renders a register screen against the port-3000 mocks (no delay), for the parametrised web tests. */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { AxiosAdapter } from 'axios';
import { formulierDefinitie, type SchermRegistratie } from '@kw/contract';
import { api } from '../../lib/api-client';
import { maakMockAdapter } from '../../lib/mocks/adapter';
import { mockKlwId, STANDAARD_INSTELLINGEN, type MockInstellingen } from '../../lib/mocks/instellingen';
import { DataProviders } from '../layout/data-providers';
import RegisterScherm from './register-scherm';

/** `route`: one of the screen's routes (default its own); a screen spread over several routes draws that route's view. */
export function toonRegisterScherm(
  scherm: SchermRegistratie,
  instellingen: Partial<MockInstellingen> = {},
  route = scherm.route,
  /** wraps the mocks' adapter, e.g. to record a call or answer one differently */
  omhul?: (basis: AxiosAdapter) => AxiosAdapter,
) {
  const inst: MockInstellingen = { ...STANDAARD_INSTELLINGEN, ...instellingen };
  const id = mockKlwId(inst.jaar);
  const basis = maakMockAdapter({ vertraging: 0, refreshVertraging: 0, instellingen: () => inst, sessie: { ingelogd: () => true, zet: () => {} } }) as AxiosAdapter;
  api.defaults.adapter = omhul ? omhul(basis) : basis;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pad = route.replace(':klwId', String(id));
  const router = createMemoryRouter([{ path: route, element: <RegisterScherm sleutel={scherm.sleutel} route={route} /> }, { path: '*', element: <p>Elders</p> }], { initialEntries: [pad] });
  render(
    <DataProviders client={client}>
      <RouterProvider router={router} />
    </DataProviders>,
  );
  return { definitie: formulierDefinitie(scherm.sleutel, inst.jaar)!, klwId: id };
}

/** The cards of a category, found by their heading (plain DOM queries: role queries are slow in jsdom). */
export const kaartVan = (naam: string) =>
  Array.from(document.querySelectorAll('section h2'))
    .filter((h) => h.textContent === naam)
    .map((h) => h.closest('section') as HTMLElement);
