/**
 * The port-3000 mocks answer the report, chart, history, Indienen and Heropenen calls with
 * figures the engine computes from the mocked record's input (checked here against the engine
 * run on that input, before and after a save) and in the contract's shapes (parsed here).
 */
import { describe, expect, it } from 'vitest';
import axios, { AxiosError } from 'axios';
import { bereken, valideerInvoer, type BedrijfsjaarInvoer } from '@kw/engine';
import {
  callContextSchema,
  grafiekGegevensSchema,
  herberekeningSchema,
  historischSchema,
  indienControleSchema,
  jaarStatusSchema,
  MELDING_AL_AFGESLOTEN,
  MELDING_ALLEEN_MEDEWERKER,
  MELDING_NIET_INDIENEN,
  menuModelSchema,
  rapportGegevensSchema,
  routes,
  STATUS_TOELICHTING_AFGESLOTEN,
} from '@kw/contract';
import { maakMockAdapter } from './adapter';
import { STANDAARD_INSTELLINGEN, type MockInstellingen } from './instellingen';

function mock(instellingen: Partial<MockInstellingen> = {}) {
  let inst: MockInstellingen = { ...STANDAARD_INSTELLINGEN, ...instellingen };
  const http = axios.create({
    adapter: maakMockAdapter({
      vertraging: 0,
      refreshVertraging: 0,
      instellingen: () => inst,
      bewaarInstellingen: (i) => void (inst = i),
      sessie: { ingelogd: () => true, zet: () => {} },
    }),
  });
  let token = '';
  const kop = () => ({ Authorization: `Bearer ${token}` });
  return {
    instellingen: () => inst,
    zetRol: (rol: MockInstellingen['rol']) => void (inst = { ...inst, rol }),
    kies: async (klwId?: number) => {
      token = (await http.post(routes.refreshToken.path, klwId ? { selectedKringloopwijzerId: klwId } : {})).data.access_token;
    },
    get: async (pad: string, params?: Record<string, unknown>) => (await http.get(pad, { headers: kop(), params })).data,
    post: async (pad: string, body?: unknown) => (await http.post(pad, body, { headers: kop() })).data,
    /** the error answer of a call that must fail */
    fout: async (methode: 'get' | 'post', pad: string, params?: Record<string, unknown>) => {
      try {
        await http.request({ method: methode, url: pad, headers: kop(), params });
      } catch (e) {
        const r = (e as AxiosError<{ statusCode: number; message: string }>).response!;
        return { status: r.status, message: r.data.message };
      }
      throw new Error(`${pad} did not fail`);
    },
  };
}

/** The engine run on the record's input as the mock assembles it (DownloadInvoer). */
async function engineVan(m: ReturnType<typeof mock>, regelJaar?: number) {
  const v = valideerInvoer(await m.get(routes.downloadInvoer.path));
  if (!v.ok) throw new Error('invalid mock input');
  return bereken(v.data as BedrijfsjaarInvoer, regelJaar ? { regelJaar } : {});
}

describe('mocks: rapport, grafieken, historie', () => {
  it('GetRapportGegevens: the chosen sections, figures from the engine, also after a save', async () => {
    const m = mock();
    await m.kies();
    const r = rapportGegevensSchema.parse(await m.get(routes.rapportGegevens.path, { secties: 'dashboard,bex' }));
    expect(r.secties.map((s) => s.id)).toEqual(['dashboard', 'bex']);
    expect(r).toMatchObject({ kringloopwijzerId: 5024, jaar: 2024, statusId: 1, statusOmschrijving: 'Open', bedrijfsnaam: 'Melkveebedrijf De Vries' });
    expect(r.datum).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const engine = await engineVan(m);
    expect(r.rekenregelversie).toBe(engine.versie);
    const waarden = (g: typeof r) => g.secties.flatMap((s) => s.tabellen.flatMap((t) => t.rijen.flatMap((rij) => rij.cellen.map((c) => c.waarde))));
    expect(waarden(r)).toContain(engine.dashboard.stikstofbodemoverschotKgNPerHa);
    expect(waarden(r)).toContain(engine.bex.uitkomst.excretieNKg);

    // A save changes the input: the report follows the engine, nothing is fixed.
    const doc = await m.get('/api/Krachtvoer/GetKrachtvoerGegevens');
    doc.gegevens.krachtvoer.producten[0].aanvoerKg *= 2;
    await m.post('/api/Krachtvoer/SaveKrachtvoerGegevens', { versie: doc.versie, gegevens: doc.gegevens });
    const na = rapportGegevensSchema.parse(await m.get(routes.rapportGegevens.path, { secties: 'dashboard' }));
    const engineNa = await engineVan(m);
    expect(engineNa.dashboard.stikstofbodemoverschotKgNPerHa).not.toBe(engine.dashboard.stikstofbodemoverschotKgNPerHa);
    expect(waarden(na)).toContain(engineNa.dashboard.stikstofbodemoverschotKgNPerHa);

    expect(await m.fout('get', routes.rapportGegevens.path, { secties: 'bex,onzin' })).toEqual({ status: 400, message: expect.stringContaining('Onbekende rapportonderdelen: onzin') });
  });

  it('GetGrafiekGegevens: indicators, flows and parts from the engine', async () => {
    const m = mock();
    await m.kies();
    const g = grafiekGegevensSchema.parse(await m.get(routes.grafiekGegevens.path));
    const engine = await engineVan(m);
    for (const i of g.indicatoren) expect(i.waarde).toBe(engine.dashboard[i.sleutel]);
    expect(g.stikstofstromen.stromen.length).toBeGreaterThan(0);
    expect(g.rantsoen.reduce((s, d) => s + d.waarde, 0)).toBeGreaterThan(0);
  });

  it('GetHistorisch and GetHerberekening: every year by the engine, the split adds up (decision 015)', async () => {
    const m = mock();
    await m.kies();
    const h = historischSchema.parse(await m.get(routes.historisch.path));
    expect(h.jaren.map((j) => j.jaar)).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024]);
    expect(h.jaren.map((j) => j.statusId)).toEqual([2, 2, 2, 2, 2, 2, 1]);
    const j2024 = h.jaren.at(-1)!;
    const engine = await engineVan(m);
    expect(j2024.indicatoren!.ammoniakKgNh3PerHa).toBe(engine.dashboard.ammoniakKgNh3PerHa);
    expect(h.huidigeRekenregelversie).toBe(engine.versie);
    expect(new Set(h.jaren.map((j) => j.rekenregelversie)).size).toBeGreaterThan(1);

    const hb = herberekeningSchema.parse(await m.get(routes.herberekening.path, { klwId: 5018 }));
    expect(hb.referentie).toEqual({ kringloopwijzerId: 5024, jaar: 2024 });
    await m.kies(5018);
    const onder2024 = await engineVan(m, 2024);
    const eigen = await engineVan(m);
    for (const r of hb.regels) {
      expect(r.herberekend).toBe(onder2024.dashboard[r.sleutel]);
      expect(r.opgeslagen).toBe(eigen.dashboard[r.sleutel]);
      expect(r.regelwijziging + r.datawijziging).toBeCloseTo(r.verschil, 9);
    }
    expect((await m.fout('get', routes.herberekening.path, { klwId: 'x' })).status).toBe(400);
    expect(await m.fout('get', routes.herberekening.path, { klwId: 5017 })).toEqual({ status: 404, message: 'Deze kringloopwijzer bestaat niet.' });

    // compared with a chosen year (vergelijkMet), as on the server: the split still adds up
    const met2020 = herberekeningSchema.parse(await m.get(routes.herberekening.path, { klwId: 5018, vergelijkMet: 5020 }));
    expect(met2020.referentie).toEqual({ kringloopwijzerId: 5020, jaar: 2020 });
    for (const r of met2020.regels) expect(r.regelwijziging + r.datawijziging).toBeCloseTo(r.verschil, 9);
    expect((await m.fout('get', routes.herberekening.path, { klwId: 5018, vergelijkMet: 6020 })).status).toBe(400);
    // the trace of another year of the same farm (the history's cells); another farm's is refused
    expect((await m.get(routes.afleiding.path, { klwId: 5020 })).kringloopwijzerId ?? 5020).toBe(5020);
    expect((await m.fout('get', routes.afleiding.path, { klwId: 6020 })).status).toBe(403);
  });
});

describe('mocks: indienen en heropenen', () => {
  it('Indienen sets the status to 2: context, menu and saves follow; staff reopens, others get 403', async () => {
    const m = mock();
    await m.kies();
    const controle = indienControleSchema.parse(await m.get(routes.indienControle.path));
    expect(controle).toMatchObject({ kanIndienen: true, reden: null, blokkades: [] });
    expect(await m.fout('post', routes.heropenen.path)).toEqual({ status: 403, message: MELDING_ALLEEN_MEDEWERKER });

    const ingediend = jaarStatusSchema.parse(await m.post(routes.indienen.path));
    expect(ingediend).toEqual({ kringloopwijzerId: 5024, statusId: 2, statusOmschrijving: 'Afgesloten', statusToelichting: STATUS_TOELICHTING_AFGESLOTEN });
    expect(callContextSchema.parse(await m.get(routes.callContext.path)).kringloopwijzerStatusId).toBe(2);
    const menu = menuModelSchema.parse(await m.post(routes.menu.path, { kringloopwijzerId: 5024 }));
    expect(menu).toMatchObject({ statusId: 2, statusOmschrijving: 'Afgesloten', statusToelichting: STATUS_TOELICHTING_AFGESLOTEN });
    expect((await m.get(routes.melkLevering.path)).kringloopwijzerStatus).toBe(2);
    expect((await m.get('/api/Krachtvoer/GetKrachtvoerGegevens')).kringloopwijzerStatus).toBe(2);
    expect((await m.fout('post', '/api/Krachtvoer/SaveKrachtvoerGegevens')).status).toBe(403);
    expect(await m.get(routes.indienControle.path)).toMatchObject({ kanIndienen: false, reden: MELDING_AL_AFGESLOTEN });
    expect((await m.get(routes.rapportGegevens.path, { secties: 'bex' })).statusId).toBe(2);
    expect(await m.fout('post', routes.indienen.path)).toEqual({ status: 409, message: MELDING_AL_AFGESLOTEN });
    expect(m.instellingen().statussen).toEqual({ 5024: 2 });

    m.zetRol('sb-medewerker');
    expect(jaarStatusSchema.parse(await m.post(routes.heropenen.path))).toMatchObject({ kringloopwijzerId: 5024, statusId: 1, statusOmschrijving: 'Open' });
    expect(callContextSchema.parse(await m.get(routes.callContext.path)).kringloopwijzerStatusId).toBe(1);
    expect((await m.fout('post', routes.heropenen.path)).status).toBe(409);
    // staff may not submit: the pre-flight says why and the call is refused
    expect(await m.get(routes.indienControle.path)).toMatchObject({ kanIndienen: false, reden: MELDING_NIET_INDIENEN });
    expect(await m.fout('post', routes.indienen.path)).toEqual({ status: 403, message: MELDING_NIET_INDIENEN });
  });

});
