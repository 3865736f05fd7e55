/**
 * Test helper: renders a screen against the port-3000 mocks (token, context, menu) with extra
 * answers for the calls a test is about (no network, no delay), and records every request.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { api } from './api-client';
import { DataProviders } from '../components/layout/data-providers';
import { maakMockAdapter } from './mocks/adapter';
import { mockKlwId, STANDAARD_INSTELLINGEN, type MockInstellingen } from './mocks/instellingen';

export type ExtraAntwoord = (config: InternalAxiosRequestConfig) => { status: number; data: unknown; headers?: Record<string, string> };

const origineel = api.defaults.adapter;

export function toonMetAntwoorden(opties: { route: string; element: ReactElement; antwoorden: Record<string, ExtraAntwoord>; instellingen?: Partial<MockInstellingen>; hash?: string }) {
  const inst: MockInstellingen = { ...STANDAARD_INSTELLINGEN, ...opties.instellingen };
  const id = mockKlwId(inst.jaar);
  const mocks = maakMockAdapter({ vertraging: 0, refreshVertraging: 0, instellingen: () => inst, sessie: { ingelogd: () => true, zet: () => {} } });
  const verzoeken: Array<{ methode: string; url: string }> = [];
  api.defaults.adapter = async (config) => {
    const url = config.url ?? '';
    const methode = (config.method ?? 'get').toUpperCase();
    verzoeken.push({ methode, url });
    const pad = url.split('?')[0];
    const extra = opties.antwoorden[`${methode} ${pad}`];
    if (!extra) return mocks(config);
    const { status, data, headers } = extra(config);
    const antwoord: AxiosResponse = { data, status, statusText: String(status), headers: headers ?? {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, antwoord);
    return antwoord;
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const pad = opties.route.replace(':klwId', String(id));
  const router = createMemoryRouter([{ path: opties.route, element: opties.element }, { path: '*', element: <p>Elders</p> }], { initialEntries: [`${pad}${opties.hash ?? ''}`] });
  render(
    <DataProviders client={client}>
      <RouterProvider router={router} />
    </DataProviders>,
  );
  return { id, verzoeken, router };
}

export function herstelAdapter() {
  api.defaults.adapter = origineel;
}

/** Records the text of every notification that appears (antd closes them after 4,5 s). */
export function volgMeldingen() {
  const gezien: string[] = [];
  const waarnemer = new MutationObserver(() => {
    for (const el of Array.from(document.querySelectorAll('.ant-notification-notice'))) {
      const tekst = el.textContent ?? '';
      if (!gezien.includes(tekst)) gezien.push(tekst);
    }
  });
  waarnemer.observe(document.body, { childList: true, subtree: true });
  return { gezien, stop: () => waarnemer.disconnect() };
}
