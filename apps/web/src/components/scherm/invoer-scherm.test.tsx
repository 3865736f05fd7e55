import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { CallContext, FormulierDefinitie, SchermGegevens } from '@kw/contract';
import { api } from '../../lib/api-client';
import { DataProviders } from '../layout/data-providers';
import InvoerScherm, { type SchermInfo } from './invoer-scherm';
import { TEST_DEFINITIE, testGegevens } from './test-definitie';

// antd in jsdom is slow: a whole screen render takes seconds.
// Slower still when both cores are busy: generous limits.
vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 60_000 });

const INFO: SchermInfo = { sleutel: 'proef', api: 'Proef', titel: 'Proefscherm', opgeslagenOmschrijving: 'Het proefscherm is opgeslagen' };
const origineel = api.defaults.adapter;

const context = (statusId = 1, deelnemer = true): CallContext => ({
  gebruikerId: 1,
  deelnemerId: 1,
  proxyId: null,
  proxyKvk: null,
  kringloopwijzerId: 3024,
  naam: 'Test',
  kringloopwijzerJaar: 2024,
  kringloopwijzerStatusId: statusId,
  gebruikerKvKNummer: null,
  gebruikerIsDeelnemer: deelnemer,
  gebruikerIsSBMedewerker: !deelnemer,
  gebruikerIsAuthorized: false,
  volmacht: false,
  gebruikerIsDemoGebruiker: false,
});

interface Opties {
  gegevens?: SchermGegevens;
  definitie?: FormulierDefinitie;
  ctx?: CallContext;
  opslaan?: (body: { versie: number; gegevens: SchermGegevens['gegevens'] }) => { status: number; data: unknown };
}

/** Renders the generic screen against a fake API (no network, no delay); records the calls. */
function toon(opties: Opties = {}) {
  const verzoeken: Array<{ methode: string; url: string; data?: unknown }> = [];
  let huidig = opties.gegevens ?? testGegevens();
  api.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const url = config.url ?? '';
    const methode = (config.method ?? 'get').toUpperCase();
    const body = typeof config.data === 'string' && config.data ? JSON.parse(config.data) : config.data;
    verzoeken.push({ methode, url, data: body });
    let status = 200;
    let data: unknown = {};
    if (url.endsWith('/Menu/RefreshToken')) data = { access_token: 'test.3024' };
    else if (url.endsWith('/GetCallContextModel')) data = opties.ctx ?? context();
    else if (url.endsWith('/GetFormulierDefinitie')) data = opties.definitie ?? TEST_DEFINITIE;
    else if (url.endsWith('/GetProefGegevens')) data = huidig;
    else if (url.endsWith('/SaveProefGegevens')) {
      const antwoord = opties.opslaan?.(body) ?? { status: 200, data: { ...huidig, versie: huidig.versie + 1, gegevens: body.gegevens } };
      status = antwoord.status;
      data = antwoord.data;
      if (status === 200) huidig = data as SchermGegevens;
    }
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 400) throw new AxiosError(`status ${status}`, AxiosError.ERR_BAD_REQUEST, config, {}, response);
    return response;
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/proef/Index/:klwId', element: <InvoerScherm scherm={INFO} /> }], { initialEntries: ['/proef/Index/3024'] });
  render(
    <DataProviders client={client}>
      <RouterProvider router={router} />
    </DataProviders>,
  );
  return { verzoeken };
}

/** The input element named by a label (an AutoComplete also names its wrapper). */
const invoer = (label: string) => screen.getAllByLabelText(label).find((el) => el.tagName === 'INPUT') as HTMLInputElement;
const opslaanKnop = () => screen.queryByRole('button', { name: /Alles opslaan/ });
const itemVan = (element: HTMLElement) => element.closest('.ant-form-item') as HTMLElement;

/**
 * Records the text of every notification that appears: antd closes them after 4,5 s, which a
 * busy machine can pass before the next DOM query runs.
 */
function volgMeldingen() {
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

async function typ(label: string, tekst: string) {
  const el = invoer(label);
  fireEvent.focus(el);
  fireEvent.change(el, { target: { value: tekst } });
  fireEvent.blur(el);
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  api.defaults.adapter = origineel;
  vi.restoreAllMocks();
});

describe('InvoerScherm (generieke renderer)', () => {
  it("toont 'Laden...', dan de kaarten met velden, de tabel, de titel en het resultatenpaneel", async () => {
    toon();
    expect(screen.getByText('Laden...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: /Proefscherm/ })).toBeTruthy();
    expect(document.title).toBe('Proefscherm - Kringloopwijzer');
    expect(screen.getByRole('heading', { name: 'Melkkoeien' })).toBeTruthy();
    expect(invoer('Gemiddeld aantal melkkoeien').value).toBe('112,0');
    expect(screen.getByRole('combobox', { name: 'Ras' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Biologisch' })).toBeTruthy();
    expect(screen.getByText('Nee')).toBeTruthy();
    expect(invoer('Opmerking')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Uitleg: Gemiddeld aantal melkkoeien' })).toBeTruthy();
    expect(invoer('Krachtvoer, regel 1: Aanvoer').value).toBe('100.000');
    // The use per row and the totals row: 2.000 + 100.000 − 3.000.
    expect(screen.getByTestId('verbruik-1').textContent).toContain('99.000 kg');
    expect(screen.getByTestId('verbruik-totaal').textContent).toContain('99.000 kg');
    // Results panel: value (whole numbers from 100 up), change with the last save (150 → 142,4: ▼ 8).
    const paneel = screen.getByRole('complementary', { name: 'Resultaten' });
    expect(within(paneel).getByText('142')).toBeTruthy();
    expect(within(paneel).getByTestId('verandering-nBodemoverschot').textContent).toBe('▼ gedaald met 8');
    expect(within(paneel).getByText('gelijk gebleven')).toBeTruthy();
    await waitFor(() => expect(opslaanKnop()).toBeTruthy());
  });

  it('markeert verplichte velden bij het laden zonder melding, en toont bereikmeldingen in het Nederlands', async () => {
    const g = testGegevens();
    g.gegevens = { veestapel: { melkkoeien: { ras: 'jersey' } } as never, krachtvoer: { producten: [{ naam: 'Brok', aanvoerKg: 10, dsGPerKg: 885, vemPerKgDs: 3000, reGPerKgDs: 180, pGPerKgDs: 5 }] } };
    toon({ gegevens: g });
    await screen.findByRole('heading', { name: /Proefscherm/ });
    await waitFor(() => expect(itemVan(invoer('Gemiddeld aantal melkkoeien')).className).toContain('ant-form-item-has-error'));
    expect(within(itemVan(invoer('Gemiddeld aantal melkkoeien'))).queryByRole('alert')?.textContent ?? '').toBe('');
    await waitFor(() => expect(screen.getByText('Krachtvoer, regel 1: VEM moet tussen 0 en 2.500 VEM/kg DS liggen.')).toBeTruthy());
    expect(itemVan(invoer('Opmerking')).className).not.toContain('ant-form-item-has-error');
  });

  it('voegt regels toe, dupliceert en verwijdert ze; het verbruik per regel rekent mee en een negatief verbruik staat er in woorden', async () => {
    toon();
    await screen.findByRole('heading', { name: /Proefscherm/ });
    fireEvent.click(screen.getByRole('button', { name: 'Krachtvoer: regel 1 dupliceren' }));
    await waitFor(() => expect(invoer('Krachtvoer, regel 2: Product').value).toBe('Standaardbrok (kopie)'));
    expect(invoer('Krachtvoer, regel 2: Aanvoer').value).toBe('100.000');
    await waitFor(() => expect(screen.getByTestId('verbruik-totaal').textContent).toContain('198.000 kg'));

    await typ('Krachtvoer, regel 2: Eindvoorraad', '250.000');
    await waitFor(() => expect(screen.getByTestId('verbruik-2').textContent).toContain('-148.000 kg'));
    expect(within(screen.getByTestId('verbruik-2')).getByText(/Negatief verbruik/)).toBeTruthy();
    expect(within(screen.getByTestId('verbruik-1')).queryByText(/Negatief verbruik/)).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Krachtvoer: regel toevoegen' }));
    await waitFor(() => expect(invoer('Krachtvoer, regel 3: Aanvoer')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Krachtvoer: regel 1 verwijderen' }));
    await waitFor(() => expect(screen.queryByLabelText('Krachtvoer, regel 3: Aanvoer')).toBeNull());
    expect(invoer('Krachtvoer, regel 1: Product').value).toBe('Standaardbrok (kopie)');
  });

  it('een product uit de catalogus kiezen vult de gehalten, die daarna te wijzigen blijven', async () => {
    toon();
    await screen.findByRole('heading', { name: /Proefscherm/ });
    fireEvent.click(screen.getByRole('button', { name: 'Krachtvoer: regel toevoegen' }));
    await waitFor(() => expect(invoer('Krachtvoer, regel 2: Product')).toBeTruthy());
    // The catalogue is a datalist on the name input: picking an option puts its name in the input.
    expect(document.querySelector('datalist option[value="Sojaschroot"]')).toBeTruthy();
    fireEvent.change(invoer('Krachtvoer, regel 2: Product'), { target: { value: 'Sojaschroot' } });
    await waitFor(() => expect(invoer('Krachtvoer, regel 2: VEM').value).toBe('1.050'));
    expect(invoer('Krachtvoer, regel 2: DS').value).toBe('880');
    expect(invoer('Krachtvoer, regel 2: RE').value).toBe('495');
    expect(invoer('Krachtvoer, regel 2: P').value).toBe('7,0');
    await typ('Krachtvoer, regel 2: VEM', '1010');
    await waitFor(() => expect(invoer('Krachtvoer, regel 2: VEM').value).toBe('1.010'));
  });

  it('slaat alles op met versie en document, meldt het succes met de omschrijving van het scherm', async () => {
    const { verzoeken } = toon();
    await screen.findByRole('heading', { name: /Proefscherm/ });
    await typ('Gemiddeld aantal melkkoeien', '120,5');
    expect(await screen.findByText('Niet opgeslagen wijzigingen')).toBeTruthy();
    const meldingen = volgMeldingen();
    await act(async () => {
      fireEvent.click(opslaanKnop()!);
    });
    await waitFor(() => expect(meldingen.gezien).toContainEqual(expect.stringContaining('Succesvol opgeslagen')));
    expect(meldingen.gezien.join(' ')).toContain('Het proefscherm is opgeslagen');
    meldingen.stop();
    const post = verzoeken.find((v) => v.methode === 'POST' && v.url.endsWith('/api/Proef/SaveProefGegevens'));
    expect(post?.data).toMatchObject({ versie: 1, gegevens: { veestapel: { melkkoeien: { gemiddeldAantal: 120.5, ras: 'holstein-friesian' } }, krachtvoer: { producten: [{ naam: 'Standaardbrok', aanvoerKg: 100_000 }] } } });
    // Empty optional values are left out (the schema's defaults apply).
    expect(JSON.stringify(post?.data)).not.toContain('opmerking');
    await waitFor(() => expect(screen.queryByText('Niet opgeslagen wijzigingen')).toBeNull());
  });

  it('een geweigerde opslag: één melding per errorDetails-item, het veld gemarkeerd en gefocust', async () => {
    toon({
      opslaan: () => ({
        status: 400,
        data: { statusCode: 400, message: 'Niet alle velden zijn juist ingevuld.', errorDetails: [{ field: 'krachtvoer.producten.0.pGPerKgDs', message: 'Krachtvoer, regel 1: P is te hoog.' }, { field: 'veestapel.melkkoeien.ras', message: 'Ras klopt niet.' }] },
      }),
    });
    await screen.findByRole('heading', { name: /Proefscherm/ });
    const meldingen = volgMeldingen();
    await act(async () => {
      fireEvent.click(opslaanKnop()!);
    });
    await waitFor(() => expect(meldingen.gezien.filter((t) => t.includes('Er ging iets fout'))).toHaveLength(2));
    expect(meldingen.gezien.join(' ')).toContain('Krachtvoer, regel 1: P is te hoog.');
    meldingen.stop();
    await waitFor(() => expect(document.activeElement).toBe(invoer('Krachtvoer, regel 1: P')));
    expect(itemVan(invoer('Krachtvoer, regel 1: P')).className).toContain('ant-form-item-has-error');
  });

  it('een signalering is een link die het veld focust', async () => {
    toon();
    await screen.findByRole('heading', { name: /Proefscherm/ });
    fireEvent.click(screen.getByRole('link', { name: 'Het ruw-eiwitgehalte van het krachtvoer is hoog.' }));
    expect(document.activeElement).toBe(invoer('Krachtvoer, regel 1: RE'));
  });

  it.each([
    ['een afgesloten jaar', { ctx: context(2), gegevens: testGegevens({ kringloopwijzerStatus: 2 }) }, 'Dit jaar is afgesloten'],
    ['een SB-medewerker', { ctx: context(1, false) }, 'U kunt de gegevens van dit bedrijf bekijken'],
  ])('alleen lezen voor %s: geen Alles opslaan, geen invoervelden, waarden als tekst', async (_naam, opties, melding) => {
    toon(opties);
    await screen.findByRole('heading', { name: /Proefscherm/ });
    expect(await screen.findByText(new RegExp(melding))).toBeTruthy();
    expect(opslaanKnop()).toBeNull();
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /regel toevoegen/ })).toBeNull();
    expect(screen.getByText('112,0 dieren')).toBeTruthy();
    expect(screen.getByText('Holstein-Friesian')).toBeTruthy();
    expect(screen.getByText('100.000 kg')).toBeTruthy();
  });
});
