// The "uit koppeling" marker in the one renderer (decision 020): a field card and a table cell the link wrote are
// marked with supplier and date; typing over the value turns the marker into "handmatig aangepast" with the link's
// value, and "Overnemen" puts it back; a field the link did not write has no marker.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import type { AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import type { CallContext, HerkomstAntwoord } from '@kw/contract';
import { api } from '../../lib/api-client';
import { DataProviders } from '../layout/data-providers';
import InvoerScherm, { type SchermInfo } from './invoer-scherm';
import { markeringVan, zelfdeWaarde, type HerkomstVeld } from './koppeling-herkomst';
import { TEST_DEFINITIE, testGegevens } from './test-definitie';

vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 60_000 });

const INFO: SchermInfo = { sleutel: 'proef', api: 'Proef', titel: 'Proefscherm', opgeslagenOmschrijving: 'Opgeslagen' };
const origineel = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = origineel;
});

const veld = (v: Partial<HerkomstVeld> & Pick<HerkomstVeld, 'veld' | 'waarde'>): HerkomstVeld => ({
  scherm: 'proef',
  label: v.veld,
  leverancier: 'Veevoeders Oost',
  datum: '12-05-2024',
  tekst: 'uit koppeling: Veevoeders Oost, 12-05-2024',
  toegepast: true,
  ...v,
});

const HERKOMST: HerkomstAntwoord = {
  kringloopwijzerId: 3024,
  velden: [
    veld({ veld: 'veestapel.melkkoeien.gemiddeldAantal', waarde: 112, leverancier: 'ZuivelNL (RVO-gegevens)', tekst: 'uit koppeling: ZuivelNL (RVO-gegevens), 05-07-2024', datum: '05-07-2024' }),
    veld({ veld: 'krachtvoer.producten[Standaardbrok].aanvoerKg', waarde: 100_000 }),
    // a later message kept aside: the farmer's 1000 stands, the link proposed 1030
    veld({ veld: 'krachtvoer.producten[Standaardbrok].vemPerKgDs', waarde: 1030, toegepast: false }),
    // another screen: not shown here
    veld({ veld: 'veestapel.melkkoeien.ras', waarde: 'jersey', scherm: 'veestapel' }),
  ],
};

function toon() {
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    let data: unknown = {};
    if (url.endsWith('/Menu/RefreshToken')) data = { access_token: 'test.3024' };
    else if (url.endsWith('/GetCallContextModel')) data = { kringloopwijzerId: 3024, kringloopwijzerJaar: 2024, kringloopwijzerStatusId: 1, gebruikerIsDeelnemer: true, gebruikerIsSBMedewerker: false } as Partial<CallContext>;
    else if (url.endsWith('/GetFormulierDefinitie')) data = TEST_DEFINITIE;
    else if (url.endsWith('/GetProefGegevens')) data = testGegevens();
    else if (url.endsWith('/Koppelingen/Herkomst')) data = HERKOMST;
    return { data, status: 200, statusText: '200', headers: {}, config, request: {} };
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/proef/Index/:klwId', element: <InvoerScherm scherm={INFO} /> }], { initialEntries: ['/proef/Index/3024'] });
  render(
    <DataProviders client={client}>
      <RouterProvider router={router} />
    </DataProviders>,
  );
}

const merken = () => Array.from(document.querySelectorAll<HTMLElement>('[data-testid="koppeling-merk"]'));
const invoer = (label: string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;

describe('het merk "uit koppeling" in de generieke renderer', () => {
  it('markeert velden en cellen uit een koppeling; overtypen maakt er "handmatig aangepast" van, Overnemen zet de waarde terug', async () => {
    toon();
    await screen.findByRole('heading', { name: /Proefscherm/ });
    await waitFor(() => expect(merken()).toHaveLength(3));
    const [kaart, aanvoer, vem] = merken();
    // the card shows the whole sentence; the table cell short words with the sentence for screen readers
    expect(kaart.textContent).toBe(' uit koppeling: ZuivelNL (RVO-gegevens), 05-07-2024');
    expect(kaart.dataset.soort).toBe('koppeling');
    expect(aanvoer.textContent).toContain('uit koppeling: Veevoeders Oost, 12-05-2024');
    expect(aanvoer.closest('td')).not.toBeNull();
    expect(vem.dataset.soort).toBe('aangepast');
    expect(vem.textContent).toContain('handmatig aangepast; Veevoeders Oost stuurde later 1.030 VEM/kg DS (12-05-2024)');
    // the link's proposal, taken over, marks the form changed
    fireEvent.click(screen.getByRole('button', { name: 'Krachtvoer, regel 1: VEM: waarde 1.030 VEM/kg DS van Veevoeders Oost overnemen' }));
    await waitFor(() => expect(merken()[2].dataset.soort).toBe('koppeling'));
    expect(invoer('Krachtvoer, regel 1: VEM').value).toBe('1.030');
    expect(screen.getByText('Niet opgeslagen wijzigingen')).toBeTruthy();

    // typing over the linked number: the marker says so at once, with what the link gave
    const el = invoer('Gemiddeld aantal melkkoeien');
    fireEvent.focus(el);
    fireEvent.change(el, { target: { value: '118' } });
    fireEvent.blur(el);
    await waitFor(() => expect(merken()[0].dataset.soort).toBe('aangepast'));
    expect(merken()[0].textContent).toContain('handmatig aangepast; ZuivelNL (RVO-gegevens) gaf 112,0 dieren (05-07-2024)');
  });
});

describe('de regel van het merk', () => {
  const h = veld({ veld: 'x', waarde: 12.5 });
  const opmaak = (w: unknown) => String(w);
  it('zelfde waarde: binnen afronding, leeg is leeg', () => {
    expect(zelfdeWaarde(12.5000001, 12.5)).toBe(true);
    expect(zelfdeWaarde(12.6, 12.5)).toBe(false);
    expect(zelfdeWaarde(null, '')).toBe(true);
    expect(zelfdeWaarde(null, 0)).toBe(false);
    expect(zelfdeWaarde('2024-05-01', '2024-05-01')).toBe(true);
  });
  it('zonder herkomst geen merk; met de waarde van de koppeling "uit koppeling"; anders "handmatig aangepast"', () => {
    expect(markeringVan(undefined, 1, opmaak)).toBeNull();
    expect(markeringVan(h, 12.5, opmaak)).toMatchObject({ soort: 'koppeling', tekst: 'uit koppeling: Veevoeders Oost, 12-05-2024', voorstel: null });
    expect(markeringVan(h, 13, opmaak)).toMatchObject({ soort: 'aangepast', tekst: 'handmatig aangepast; Veevoeders Oost gaf 12.5 (12-05-2024)', voorstel: 12.5 });
    expect(markeringVan({ ...h, toegepast: false }, null, opmaak)?.tekst).toContain('stuurde later 12.5');
  });
});
