/**
 * GetGrafiekGegevens, GetHistorisch and GetHerberekening over HTTP (decision 015): content against
 * the stored results and the engine, the split rule/data change, and the permission order
 * 401 → 404 → 403 (another farm's years never shown).
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afleidingWortelsSchema, herberekeningSchema, historischSchema, grafiekGegevensSchema, routes, type StroomDiagram } from '@kw/contract';
import { bereken, parametersVoorJaar, valideerInvoer, type Resultaat } from '@kw/engine';
import { klwUitkomst } from '../src/db/schema';
import { zonderMachtigingen } from './helpers/machtiging';
import { ENGINE_VERSIE, samengesteldeInvoer } from '../src/modules/uitkomst/uitkomst.service';
import { GEEN_UITKOMST } from '../src/modules/rapportage/rapportage.service';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

const klant = (email: string, klw?: number) => new Klant(s.app).alsIngelogd(email, klw);

async function opgeslagen(klwId: number): Promise<Resultaat> {
  const [r] = await s.database.db.select({ resultaat: klwUitkomst.resultaat }).from(klwUitkomst).where(eq(klwUitkomst.kringloopwijzerId, klwId));
  return r.resultaat as Resultaat;
}

async function herberekend(klwId: number, jaar: number, regelJaar: number): Promise<Resultaat> {
  const [k] = await s.database.db.select().from(klwUitkomst).where(eq(klwUitkomst.kringloopwijzerId, klwId));
  const invoer = await samengesteldeInvoer(s.database.db, { id: klwId, relatieId: k.relatieId, jaar });
  const v = valideerInvoer(invoer!);
  if (!v.ok) throw new Error('ongeldige invoer');
  return bereken(v.data, { regelJaar });
}

/** A sankey must be a DAG: no flow may lead back to where it came from. */
function heeftKringloop(d: StroomDiagram): boolean {
  const uit = new Map<string, string[]>();
  for (const st of d.stromen) uit.set(st.van, [...(uit.get(st.van) ?? []), st.naar]);
  const bezig = new Set<string>();
  const klaar = new Set<string>();
  const bezoek = (n: string): boolean => {
    if (bezig.has(n)) return true;
    if (klaar.has(n)) return false;
    bezig.add(n);
    const gevonden = (uit.get(n) ?? []).some(bezoek);
    bezig.delete(n);
    klaar.add(n);
    return gevonden;
  };
  return d.knopen.some((k) => bezoek(k.naam));
}

async function intrekken<T>(email: string, doe: () => Promise<T>): Promise<T> {
  return zonderMachtigingen(s.database.db, email, doe);
}

describe('GetGrafiekGegevens', () => {
  it('de zes indicatoren met referentiebanden en bron, stromen, NH3, broeikasgassen en rantsoen uit de opgeslagen uitkomst', async () => {
    const res = await (await klant('deelnemer@demo.nl', ids.vries2024)).get(routes.grafiekGegevens.path);
    expect(res.statusCode).toBe(200);
    const g = grafiekGegevensSchema.parse(res.json());
    const r = await opgeslagen(ids.vries2024);
    expect(g.jaar).toBe(2024);
    expect(g.rekenregelversie).toBe(r.versie);
    expect(Object.fromEntries(g.indicatoren.map((i) => [i.sleutel, i.waarde]))).toEqual(r.dashboard);
    const n = g.indicatoren.find((i) => i.sleutel === 'stikstofbodemoverschotKgNPerHa')!;
    expect(n.referentie).toEqual({ streef: 140, grens: 150, richting: 'max' });
    expect(n.oordeel).toBe(n.waarde < 140 ? 'streef' : n.waarde < 150 ? 'grens' : 'buiten');
    expect(g.indicatoren.find((i) => i.sleutel === 'ammoniakKgNh3PerGve')!.referentie).toBeNull();
    // the farmer reads in words that the bands are not an official KLW reference group (the 'te verifiëren' mark stays in the code)
    expect(g.referentieBron).toContain('geen officiële KLW-referentiegroep');
    // herd → manure → soil → crop → herd, as a DAG
    const stroom = (d: StroomDiagram, van: string, naar: string) => d.stromen.find((x) => x.van === van && x.naar === naar)?.waarde;
    expect(stroom(g.stikstofstromen, 'Vee', 'Mest')).toBeCloseTo(r.bex.excretie.excretieTotaalNKg, 6);
    // everything the herd takes in (ration + milk for calves) flows into "Vee"
    const naarVee = g.stikstofstromen.stromen.filter((x) => x.naar === 'Vee').reduce((t, x) => t + x.waarde, 0);
    expect(naarVee).toBeCloseTo(r.bex.excretie.opnameNKg, 6);
    expect(stroom(g.stikstofstromen, 'Bodem', 'Gewas')).toBeCloseTo(r.gewasopbrengst.gewasNKg, 6);
    expect(stroom(g.stikstofstromen, 'Mest', 'Bodem')).toBeGreaterThan(0);
    expect(stroom(g.stikstofstromen, 'Gewas', 'Voer voor het eigen vee')).toBeGreaterThan(0);
    expect(stroom(g.fosfaatstromen, 'Bodem', 'Gewas')).toBeCloseTo(r.gewasopbrengst.gewasP2o5Kg, 6);
    expect(g.stikstofstromen.eenheid).toBe('kg N');
    expect(g.fosfaatstromen.eenheid).toBe('kg P2O5');
    for (const d of [g.stikstofstromen, g.fosfaatstromen]) {
      expect(heeftKringloop(d)).toBe(false);
      expect(d.stromen.every((x) => x.waarde > 0)).toBe(true);
      expect(new Set(d.stromen.flatMap((x) => [x.van, x.naar]))).toEqual(new Set(d.knopen.map((k) => k.naam)));
    }
    expect(g.ammoniak.reduce((t, a) => t + a.waarde, 0)).toBeCloseTo(r.bea.totaalKgNh3, 0);
    expect(g.broeikasgassen.reduce((t, a) => t + a.waarde, 0)).toBeCloseTo(r.bec.perKgFpcm.totaal, 3);
    expect(g.rantsoen.find((x) => x.label === 'Vers gras')?.waarde).toBeCloseTo(r.voer.versGras.kgDs, 6);
  });

  it('een cijfer met bron heeft een afleiding met dezelfde waarde; de indicatoren hebben elk hun dashboard-wortel', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const g = grafiekGegevensSchema.parse((await k.get(routes.grafiekGegevens.path)).json());
    const { wortels } = afleidingWortelsSchema.parse((await k.get(routes.afleiding.path)).json());
    const metBron = [...g.ammoniak, ...g.broeikasgassen].filter((d) => d.bron);
    expect(metBron.length).toBe(g.ammoniak.length + g.broeikasgassen.length);
    for (const d of metBron) {
      const knoop = d.bron!.replace(/^dumpfile\./, '');
      expect(wortels[knoop], knoop).toBeDefined();
      expect(wortels[knoop].waarde).toBeCloseTo(d.waarde, 6);
    }
    for (const i of g.indicatoren) expect(wortels[`dashboard.${i.sleutel}`].waarde).toBeCloseTo(i.waarde, 6);
    // the ration: fresh grass is one trace quantity; the other groups are sums of feeds without a node
    expect(g.rantsoen.filter((d) => d.bron).map((d) => d.label)).toEqual(['Vers gras']);
  });

  it.each([
    ['De Vries 2024', 'vries2024', 'deelnemer@demo.nl'],
    ['De Vries 2022', 'vries2022', 'deelnemer@demo.nl'],
    ['Jansen 2024', 'jansen2024', 'medewerker@demo.nl'],
  ] as const)('%s: elke stroom en rantsoengroep met bron is precies de waarde van zijn afleidingswortel, in dezelfde eenheid', async (_naam, record, email) => {
    const k = await klant(email, ids[record]);
    const g = grafiekGegevensSchema.parse((await k.get(routes.grafiekGegevens.path)).json());
    const { wortels } = afleidingWortelsSchema.parse((await k.get(routes.afleiding.path)).json());
    const delen = [
      ...g.stikstofstromen.stromen.map((x) => ({ naam: `N ${x.van} → ${x.naar}`, waarde: x.waarde, bron: x.bron, eenheid: 'kg N' })),
      ...g.fosfaatstromen.stromen.map((x) => ({ naam: `P2O5 ${x.van} → ${x.naar}`, waarde: x.waarde, bron: x.bron, eenheid: 'kg P2O5' })),
      ...g.rantsoen.map((x) => ({ naam: `rantsoen ${x.label}`, waarde: x.waarde, bron: x.bron, eenheid: 'kg DS' })),
    ];
    const metBron = delen.filter((d) => d.bron);
    for (const d of metBron) {
      const w = wortels[d.bron!];
      expect(w, d.naam).toBeDefined();
      expect(w.eenheid, d.naam).toBe(d.eenheid);
      expect(w.waarde, d.naam).toBeCloseTo(d.waarde, 6);
      // the node itself answers (the drawer asks by the root's name)
      const knoop = await k.get(`${routes.afleiding.path}?knoop=${encodeURIComponent(d.bron!)}`);
      expect(knoop.statusCode, d.naam).toBe(200);
      expect(knoop.json().knoop.waarde).toBeCloseTo(d.waarde, 6);
    }
    const gelinkt = new Set(metBron.map((d) => d.naam));
    // the flows a farm always has that ARE one trace quantity
    for (const naam of ['N Vee → Mest', 'N Mest → Bodem', 'N Bodem → Gewas', 'N Mest → Verliezen stal en opslag', 'P2O5 Mest → Bodem', 'P2O5 Bodem → Gewas', 'rantsoen Vers gras']) {
      if (delen.some((d) => d.naam === naam)) expect(gelinkt.has(naam), naam).toBe(true);
    }
    // differences of results and P2O5 herd flows (kg P in the trace) stay without a link
    for (const naam of ['N Aangekocht voer → Vee', 'N Vee → Melk en vlees', 'P2O5 Vee → Mest', 'P2O5 Eigen ruwvoer en gras → Vee']) expect(gelinkt.has(naam), naam).toBe(false);
    expect(metBron.length).toBeGreaterThanOrEqual(8);
  });

  it('401 zonder token; 404 zonder uitkomst; 403 na intrekken van de machtiging', async () => {
    expect((await new Klant(s.app).get(routes.grafiekGegevens.path, false)).statusCode).toBe(401);
    const leeg = await (await klant('deelnemer2@demo.nl', ids.jansen2019)).get(routes.grafiekGegevens.path);
    expect(leeg.statusCode).toBe(404);
    expect(leeg.json().message).toBe(GEEN_UITKOMST);
    const adviseur = await klant('adviseur@demo.nl', ids.vries2024);
    const res = await intrekken('adviseur@demo.nl', () => adviseur.get(routes.grafiekGegevens.path));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('U heeft geen toegang tot deze kringloopwijzer.');
  });

  it('medewerker en adviseur mogen de grafieken zien (alleen lezen)', async () => {
    expect((await (await klant('medewerker@demo.nl', ids.jansen2024)).get(routes.grafiekGegevens.path)).statusCode).toBe(200);
    expect((await (await klant('adviseur@demo.nl', ids.vries2022)).get(routes.grafiekGegevens.path)).statusCode).toBe(200);
  });
});

describe('GetHistorisch', () => {
  it('alle jaren van het bedrijf van de gekozen kringloopwijzer, oudste eerst, met rekenregelversie en de opgeslagen indicatoren', async () => {
    const res = await (await klant('deelnemer@demo.nl', ids.vries2022)).get(routes.historisch.path);
    expect(res.statusCode).toBe(200);
    const h = historischSchema.parse(res.json());
    expect(h.bedrijfsnaam).toContain('De Vries');
    expect(h.jaren.map((j) => j.jaar)).toEqual([2018, 2020, 2022, 2024]);
    for (const j of h.jaren) {
      const r = await opgeslagen(j.kringloopwijzerId);
      expect(j.rekenregelversie).toBe(parametersVoorJaar(j.jaar).versie);
      expect(j.rekenregelversie).toBe(r.versie);
      expect(j.engineVersie).toMatch(/^@kw\/engine \d+\.\d+\.\d+$/);
      expect(j.berekendOp).toMatch(/^\d{2}-\d{2}-\d{4}$/);
      expect(j.indicatoren).toEqual(r.dashboard);
    }
    expect(h.jaren.map((j) => j.statusOmschrijving)).toEqual(['Afgesloten', 'Afgesloten', 'Afgesloten', 'Open']);
    expect(h.huidigeRekenregelversie).toBe(parametersVoorJaar(2024).versie);
    expect(h.huidigeEngineVersie).toBe(ENGINE_VERSIE);
  });

  it('nooit de jaren van een ander bedrijf: Jansen ziet alleen Jansen (2019 zonder uitkomst)', async () => {
    const h = historischSchema.parse((await (await klant('deelnemer2@demo.nl', ids.jansen2024)).get(routes.historisch.path)).json());
    expect(h.jaren.map((j) => [j.jaar, j.indicatoren === null])).toEqual([
      [2019, true],
      [2024, false],
    ]);
    expect(h.jaren.every((j) => j.kringloopwijzerId !== ids.vries2024)).toBe(true);
  });

  it('medewerker: het bedrijf van de gekozen kringloopwijzer; adviseur: het bedrijf met mandaat', async () => {
    const m = historischSchema.parse((await (await klant('medewerker@demo.nl', ids.jansen2024)).get(routes.historisch.path)).json());
    expect(m.jaren.map((j) => j.jaar)).toEqual([2019, 2024]);
    const a = historischSchema.parse((await (await klant('adviseur@demo.nl', ids.vries2024)).get(routes.historisch.path)).json());
    expect(a.jaren).toHaveLength(4);
  });

  it('401 zonder token; 404 zonder gekozen kringloopwijzer en eigen bedrijf; 403 na intrekken', async () => {
    expect((await new Klant(s.app).get(routes.historisch.path, false)).statusCode).toBe(401);
    const medewerker = await klant('medewerker@demo.nl');
    const geen = await medewerker.get(routes.historisch.path);
    expect(geen.statusCode).toBe(404);
    expect(geen.json().message).toBe('Er is geen kringloopwijzer geselecteerd.');
    const adviseur = await klant('adviseur@demo.nl', ids.vries2024);
    expect((await intrekken('adviseur@demo.nl', () => adviseur.get(routes.historisch.path))).statusCode).toBe(403);
  });
});

describe('GetHerberekening', () => {
  const url = (klwId: number | string) => `${routes.herberekening.path}?klwId=${klwId}`;

  it('2018 onder de huidige regels (die van 2024): regelwijziging + datawijziging = verschil, gelijk aan de rekenkern', async () => {
    const res = await (await klant('deelnemer@demo.nl', ids.vries2024)).get(url(ids.vries2018));
    expect(res.statusCode).toBe(200);
    const h = herberekeningSchema.parse(res.json());
    expect(h.jaar).toBe(2018);
    expect(h.referentie).toEqual({ kringloopwijzerId: ids.vries2024, jaar: 2024 });
    expect(h.eigenRekenregelversie).toBe(parametersVoorJaar(2018).versie);
    expect(h.huidigeRekenregelversie).toBe(parametersVoorJaar(2024).versie);
    const a18 = await opgeslagen(ids.vries2018);
    const a24 = await opgeslagen(ids.vries2024);
    const h18 = await herberekend(ids.vries2018, 2018, 2024);
    for (const r of h.regels) {
      expect(r.opgeslagen).toBe(a18.dashboard[r.sleutel]);
      expect(r.referentieOpgeslagen).toBe(a24.dashboard[r.sleutel]);
      expect(r.herberekend).toBeCloseTo(h18.dashboard[r.sleutel], 9);
      // the engine did not change since 2024 was stored, so its recompute equals its stored result
      expect(r.referentieHerberekend).toBeCloseTo(r.referentieOpgeslagen, 9);
      expect(r.regelwijziging + r.datawijziging).toBeCloseTo(r.verschil, 9);
      expect(r.regelwijziging).toBeCloseTo(r.herberekend - r.opgeslagen, 9);
    }
    // the 2018 and 2024 rules differ for at least one indicator of this farm
    expect(h.regels.some((r) => Math.abs(r.regelwijziging) > 1e-6)).toBe(true);
  });

  it('een oudere engine: een opgeslagen uitkomst die afwijkt telt als regelwijziging, niet als datawijziging', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const voor = herberekeningSchema.parse((await k.get(url(ids.vries2020))).json());
    const oud = await opgeslagen(ids.vries2020);
    const veranderd = { ...oud, dashboard: { ...oud.dashboard, stikstofbodemoverschotKgNPerHa: oud.dashboard.stikstofbodemoverschotKgNPerHa + 10 } };
    await s.database.db.update(klwUitkomst).set({ resultaat: veranderd }).where(and(eq(klwUitkomst.kringloopwijzerId, ids.vries2020)));
    try {
      const na = herberekeningSchema.parse((await k.get(url(ids.vries2020))).json());
      const rv = voor.regels.find((r) => r.sleutel === 'stikstofbodemoverschotKgNPerHa')!;
      const rn = na.regels.find((r) => r.sleutel === 'stikstofbodemoverschotKgNPerHa')!;
      expect(rn.regelwijziging).toBeCloseTo(rv.regelwijziging - 10, 9);
      expect(rn.datawijziging).toBeCloseTo(rv.datawijziging, 9);
    } finally {
      await s.database.db.update(klwUitkomst).set({ resultaat: oud }).where(eq(klwUitkomst.kringloopwijzerId, ids.vries2020));
    }
  });

  it('het referentiejaar zelf: geen regel- en geen datawijziging; niets wordt opgeslagen', async () => {
    const k = await klant('adviseur@demo.nl', ids.vries2024);
    const h = herberekeningSchema.parse((await k.get(url(ids.vries2024))).json());
    for (const r of h.regels) {
      expect(r.datawijziging).toBe(0);
      expect(r.regelwijziging).toBeCloseTo(0, 9);
    }
    const [rij] = await s.database.db.execute(sql`select resultaat ->> 'versie' as v from klw_uitkomst where kringloopwijzer_id = ${ids.vries2018}`).then((x) => (x as unknown as { rows: Array<{ v: string }> }).rows);
    expect(rij.v).toBe(parametersVoorJaar(2018).versie);
  });

  it('vergelijkMet: 2018 tegen 2020 onder de regels van 2024; de delen tellen op tot het verschil tussen die twee jaren', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const h = herberekeningSchema.parse((await k.get(`${url(ids.vries2018)}&vergelijkMet=${ids.vries2020}`)).json());
    expect(h.referentie).toEqual({ kringloopwijzerId: ids.vries2020, jaar: 2020 });
    expect(h.huidigeRekenregelversie).toBe(parametersVoorJaar(2024).versie);
    const a18 = await opgeslagen(ids.vries2018);
    const a20 = await opgeslagen(ids.vries2020);
    const h18 = await herberekend(ids.vries2018, 2018, 2024);
    const h20 = await herberekend(ids.vries2020, 2020, 2024);
    for (const r of h.regels) {
      expect(r.opgeslagen).toBe(a18.dashboard[r.sleutel]);
      expect(r.referentieOpgeslagen).toBe(a20.dashboard[r.sleutel]);
      expect(r.herberekend).toBeCloseTo(h18.dashboard[r.sleutel], 9);
      expect(r.referentieHerberekend).toBeCloseTo(h20.dashboard[r.sleutel], 9);
      expect(r.verschil).toBeCloseTo(a20.dashboard[r.sleutel] - a18.dashboard[r.sleutel], 9);
      expect(r.datawijziging).toBeCloseTo(h20.dashboard[r.sleutel] - h18.dashboard[r.sleutel], 9);
      expect(r.regelwijziging + r.datawijziging).toBeCloseTo(r.verschil, 9);
    }
    // a newer year against an older one: the same split, signs reversed
    const om = herberekeningSchema.parse((await k.get(`${url(ids.vries2020)}&vergelijkMet=${ids.vries2018}`)).json());
    for (const r of om.regels) {
      const heen = h.regels.find((x) => x.sleutel === r.sleutel)!;
      expect(r.verschil).toBeCloseTo(-heen.verschil, 9);
      expect(r.datawijziging).toBeCloseTo(-heen.datawijziging, 9);
    }
    // comparing a year with itself: nothing to split
    const zelf = herberekeningSchema.parse((await k.get(`${url(ids.vries2020)}&vergelijkMet=${ids.vries2020}`)).json());
    expect(zelf.regels.every((r) => r.verschil === 0 && r.datawijziging === 0)).toBe(true);
  });

  it('vergelijkMet: ongeldig → 400, onbekend → 404, zonder uitkomst → 404, ander bedrijf → 403 of 400', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const ongeldig = await k.get(`${url(ids.vries2018)}&vergelijkMet=abc`);
    expect(ongeldig.statusCode).toBe(400);
    expect(ongeldig.json().message).toBe('Geef met vergelijkMet het nummer op van de kringloopwijzer waarmee u wilt vergelijken.');
    expect((await k.get(`${url(ids.vries2018)}&vergelijkMet=999999`)).statusCode).toBe(404);
    expect((await k.get(`${url(ids.vries2018)}&vergelijkMet=${ids.jansen2024}`)).statusCode).toBe(403);
    // staff may see both farms, but years of two farms are not compared
    const m = await klant('medewerker@demo.nl', ids.vries2024);
    const twee = await m.get(`${url(ids.vries2018)}&vergelijkMet=${ids.jansen2024}`);
    expect(twee.statusCode).toBe(400);
    expect(twee.json().message).toBe('U kunt alleen jaren van hetzelfde bedrijf met elkaar vergelijken.');
    const zonder = await (await klant('medewerker@demo.nl', ids.jansen2024)).get(`${url(ids.jansen2024)}&vergelijkMet=${ids.jansen2019}`);
    expect(zonder.statusCode).toBe(404);
    expect(zonder.json().message).toBe('Voor 2019 is nog geen uitkomst berekend; vergelijken is niet mogelijk.');
  });

  it('401 → 404 → 403 → 400: geen token, onbekend, ander bedrijf, ongeldig nummer', async () => {
    expect((await new Klant(s.app).get(url(ids.vries2018), false)).statusCode).toBe(401);
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const onbekend = await k.get(url(999_999));
    expect(onbekend.statusCode).toBe(404);
    expect(onbekend.json().message).toBe('Deze kringloopwijzer bestaat niet.');
    const ander = await k.get(url(ids.jansen2024));
    expect(ander.statusCode).toBe(403);
    expect(ander.json().message).toBe('U heeft geen toegang tot deze kringloopwijzer.');
    for (const fout of ['abc', '-3', '']) {
      const r = await k.get(url(fout));
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('Geef met klwId het nummer van de kringloopwijzer op.');
    }
    expect((await k.get(routes.herberekening.path)).statusCode).toBe(400);
    const leeg = await (await klant('deelnemer2@demo.nl', ids.jansen2024)).get(url(ids.jansen2019));
    expect(leeg.statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('beschrijft de drie aanroepen met hun antwoordschema', async () => {
    const doc = (await new Klant(s.app).get(routes.openapi.path, false)).json();
    for (const pad of [routes.grafiekGegevens.path, routes.historisch.path, routes.herberekening.path]) {
      expect(doc.paths[pad].get.responses['200'].content['application/json'].schema.type).toBe('object');
    }
    expect(doc.paths[routes.herberekening.path].get.parameters.map((p: { name: string }) => p.name)).toEqual(['klwId', 'vergelijkMet']);
  });
});
