/**
 * Every input route is its own screen (decision 010): a screen spread over several routes draws each
 * route's categories, saves the whole document (the other routes' values kept), and says where a
 * message about a field of another route belongs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { AxiosError, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { schermVan, type SchermGegevens } from '@kw/contract';
import { api } from '../../lib/api-client';
import { kaartVan, toonRegisterScherm } from './register-test-helpers';

vi.setConfig({ testTimeout: 180_000 });
configure({ asyncUtilTimeout: 60_000 });
const origineel = api.defaults.adapter;
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  api.defaults.adapter = origineel;
  vi.restoreAllMocks();
});

const KUNSTMEST = schermVan('kunstmest')!;
const BODEM = schermVan('bodem')!;

/** Records the save calls and lets a test answer them (or the GET) its own way. */
function opname(opties: { opslaan?: (config: InternalAxiosRequestConfig) => AxiosResponse | undefined; lezen?: (data: SchermGegevens) => SchermGegevens } = {}) {
  const bodies: Array<{ gegevens: Record<string, unknown> }> = [];
  const omhul = (basis: AxiosAdapter): AxiosAdapter => async (config) => {
    const url = config.url ?? '';
    if (/\/Save\w+Gegevens$/.test(url)) {
      bodies.push(typeof config.data === 'string' ? JSON.parse(config.data) : config.data);
      const eigen = opties.opslaan?.(config);
      if (eigen) {
        if (eigen.status >= 400) throw new AxiosError(`status ${eigen.status}`, AxiosError.ERR_BAD_REQUEST, config, {}, eigen);
        return eigen;
      }
    }
    const antwoord = await basis(config);
    if (/\/Get\w+Gegevens$/.test(url) && opties.lezen) return { ...antwoord, data: opties.lezen(antwoord.data as SchermGegevens) };
    return antwoord;
  };
  return { bodies, omhul };
}

describe('a screen spread over several routes', () => {
  it('KunstmestVerbruik names each product read-only, adds no rows, and links its sibling route', async () => {
    toonRegisterScherm(KUNSTMEST, {}, '/KunstmestVerbruik/new/Index/:klwId');
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toContain('Kunstmest verbruik'));
    expect(kaartVan('Verbruik per gewas')).toHaveLength(1);
    expect(kaartVan('Kunstmest')).toHaveLength(0);
    await waitFor(() => expect(screen.getByTestId('rijlabel-1').textContent).toBe('KAS 27%'));
    expect(screen.queryByRole('button', { name: /regel toevoegen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /verwijderen/ })).toBeNull();
    expect(screen.getAllByLabelText('Verbruik per gewas, regel 1: Deel op grasland').length).toBeGreaterThan(0);
    expect(screen.queryAllByLabelText('Verbruik per gewas, regel 1: Aanvoer')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Kunstmest' }).getAttribute('href')).toMatch(/^\/Kunstmest\/new\/Index\/\d+$/);
  });

  it('saving on /bodem/overig sends the whole section: the analyses of /bodem/analyses are kept', async () => {
    const { bodies, omhul } = opname();
    toonRegisterScherm(BODEM, {}, '/bodem/overig/Index/:klwId', omhul);
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toContain('Bodem overig'));
    expect(kaartVan('Bodemanalyses')).toHaveLength(0);
    expect(kaartVan('Kalk')).toHaveLength(1);
    const opslaan = await screen.findByRole('button', { name: /Alles opslaan/ });
    await act(async () => {
      fireEvent.click(opslaan);
    });
    await waitFor(() => expect(bodies).toHaveLength(1));
    const bodem = bodies[0].gegevens.bodem as { analyses: unknown[]; kalk: unknown[] };
    // the worked example has two analyses (packages/engine/examples/zandbedrijf-melkvee.json)
    expect(bodem.analyses).toHaveLength(2);
    expect(bodem.analyses[0]).toMatchObject({ perceelId: 'huiskavel', pAlMgP2o5Per100g: 45 });
  });

  it('a refused save names the errors of fields on another route, with a link to that route', async () => {
    const { omhul } = opname({
      opslaan: (config) => ({
        status: 400,
        statusText: '400',
        headers: {},
        config,
        data: {
          statusCode: 400,
          message: 'Niet alle velden zijn juist ingevuld.',
          errorDetails: [{ field: 'kunstmest.producten[0].verdeling.graslandProcent', message: 'Verbruik per gewas, regel 1: Deel op grasland moet tussen 0 en 100 % liggen.' }],
        },
      }),
    });
    toonRegisterScherm(KUNSTMEST, {}, '/Kunstmest/new/Index/:klwId', omhul);
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toContain('Kunstmest'));
    const opslaan = await screen.findByRole('button', { name: /Alles opslaan/ });
    await act(async () => {
      fireEvent.click(opslaan);
    });
    const lijst = await screen.findByTestId('fouten-elders');
    expect(lijst.textContent).toContain('Deel op grasland moet tussen 0 en 100 % liggen.');
    const link = screen.getByRole('link', { name: 'naar Kunstmest verbruik' });
    expect(link.getAttribute('href')).toMatch(/^\/KunstmestVerbruik\/new\/Index\/\d+#kunstmest\.producten\.0\.verdeling\.graslandProcent$/);
  });

  it('a signal about a field of another route links to that route and says which screen it is', async () => {
    const { omhul } = opname({
      lezen: (data) => ({ ...data, signaleringen: [{ code: 'X', ernst: 'waarschuwing', bericht: 'De kalkgift is groot.', scherm: 'bodem', veldPad: 'bodem.kalk.0.kgProduct' }] }),
    });
    toonRegisterScherm(BODEM, {}, '/bodem/analyses/Index/:klwId', omhul);
    const link = await screen.findByRole('link', { name: 'De kalkgift is groot.' });
    expect(link.getAttribute('href')).toMatch(/^\/bodem\/overig\/Index\/\d+#bodem\.kalk\.0\.kgProduct$/);
    expect(link.parentElement?.textContent).toContain('(op Bodem overig)');
  });

  it('Kunstmest: amounts typed in bags stay as typed, the kg stand beside them and in the use', async () => {
    const { omhul } = opname({
      lezen: (data) => {
        const gegevens = structuredClone(data.gegevens) as { kunstmest?: { producten: Record<string, unknown>[] } };
        if (gegevens.kunstmest) Object.assign(gegevens.kunstmest.producten[0], { eenheid: 'zak', kgPerZak: 50, beginvoorraadKg: 0, aanvoerKg: 20, eindvoorraadKg: 4 });
        return { ...data, gegevens } as SchermGegevens;
      },
    });
    toonRegisterScherm(KUNSTMEST, {}, '/Kunstmest/new/Index/:klwId', omhul);
    await waitFor(() => expect(screen.getByTestId('omgerekend-1-aanvoerKg').textContent).toBe('= 1.000 kg'));
    expect(screen.getByTestId('omgerekend-1-eindvoorraadKg').textContent).toBe('= 200 kg');
    const aanvoer = screen.getAllByLabelText('Kunstmest, regel 1: Aanvoer').find((el) => el.tagName === 'INPUT') as HTMLInputElement;
    expect(aanvoer.value).toBe('20');
    // (0 + 20 − 4) zakken × 50 kg
    expect(screen.getByTestId('verbruik-1').textContent).toBe('800 kg');
    expect(screen.queryByTestId('omgerekend-2-aanvoerKg')).toBeNull();
  });
});
