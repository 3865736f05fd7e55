/**
 * The policy walk (decision 019): every API call × every relation to a farm — own farm, each
 * mandate kind, staff with and without a reason, a foreign farm, a revoked and an expired
 * mandate — against the policy table (apps/server/src/beleid/beleidstabel.ts). 0 deviations,
 * on PGlite and on PostgreSQL. A registered call without a row in the table fails too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deelnemersRoutes, gegevensdelingRoutes, herberekeningRoutes, koppelingRoutes, machtigingRoutes, pilotRoutes, register, routes, schermCalls, toegangRoutes, toestemmingRoutes, vandaagIso } from '@kw/contract';
import { beleidMarkdown } from '../src/beleid/beleid-markdown';
import { BUITEN_BELEID, RELATIES, beleidsTabel, registerRegels, type BeleidsRegel, type Relatie } from '../src/beleid/beleidstabel';
import { deelnames, doelen, gebruikers, koppelingen, koppelingVerwerking, kringloopwijzers, leveranciers, machtigingen, pilotBedrijven, pilots, relaties } from '../src/db/schema';
import { datumVanaf, maakOrganisatie, verleenMachtigingen } from '../src/db/seed-hulp';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVries: number;
const klanten = new Map<Relatie, Klant>();

// Opening a farm with a reason grants access: that call goes last, so it cannot open the farm
// for the relations walked after it.
const volledig: BeleidsRegel[] = [...beleidsTabel, ...registerRegels(register.map((r) => ({ titel: r.titel, ...schermCalls(r) })))];
const tabel = [...volledig].sort(
  (a, b) => Number(a.pad === toegangRoutes.servicedesk.path) - Number(b.pad === toegangRoutes.servicedesk.path),
);

/** A user of a new organisation with one mandate for De Vries in the given state. */
async function orgGebruiker(email: string, kvk: string, m: { soort: 'inzien' | 'beheren'; status: 'actief' | 'ingetrokken'; van?: string; tot?: string }) {
  const db = s.database.db;
  const [voorbeeld] = await db.select().from(gebruikers).where(eq(gebruikers.email, 'adviseur@demo.nl'));
  const organisatieId = await maakOrganisatie(db, { naam: `Organisatie ${email}`, kvkNummer: kvk, soort: 'accountant' });
  await db.insert(gebruikers).values({ email, naam: email, wachtwoordHash: voorbeeld.wachtwoordHash, organisatieId, isAdviseur: true });
  const [mm] = await verleenMachtigingen(db, { organisatieId, relatieIds: [deVries], soort: m.soort, ingangsdatum: m.van, einddatum: m.tot });
  if (m.status !== 'actief') await db.update(machtigingen).set({ status: m.status }).where(eq(machtigingen.id, mm.id));
}

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 100_000 });
  ids = await demoKlwIds(s.database);
  const db = s.database.db;
  [{ id: deVries }] = await db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
  await orgGebruiker('inzien@test.nl', '81000001', { soort: 'inzien', status: 'actief' });
  await orgGebruiker('ingetrokken@test.nl', '81000002', { soort: 'beheren', status: 'ingetrokken' });
  await orgGebruiker('verlopen@test.nl', '81000003', { soort: 'beheren', status: 'actief', van: '2020-01-01', tot: '2020-12-31' });
  const [mw] = await db.select().from(gebruikers).where(eq(gebruikers.email, 'medewerker@demo.nl'));
  await db.insert(gebruikers).values({ email: 'medewerker2@test.nl', naam: 'Tweede medewerker', wachtwoordHash: mw.wachtwoordHash, isSBMedewerker: true });
  const email: Record<Relatie, string> = {
    eigen: 'deelnemer@demo.nl',
    volmacht: 'volmacht@demo.nl',
    beheren: 'adviseur@demo.nl',
    inzien: 'inzien@test.nl',
    servicedesk: 'medewerker@demo.nl',
    medewerker: 'medewerker2@test.nl',
    vreemd: 'deelnemer2@demo.nl',
    ingetrokken: 'ingetrokken@test.nl',
    verlopen: 'verlopen@test.nl',
  };
  for (const rel of RELATIES) {
    const k = new Klant(s.app);
    await k.login(email[rel]);
    if (rel === 'servicedesk') expect((await k.post(toegangRoutes.servicedesk.path, { relatieId: deVries, reden: 'beleidswandeling: controle' })).statusCode).toBe(200);
    expect((await k.ververs()).statusCode).toBe(200);
    klanten.set(rel, k);
  }
});
afterAll(async () => s?.stop());

/** The caller's session token re-scoped to any record (as a stale or forged token would be). */
function tokenVoor(k: Klant, klw: number | null) {
  const { sid, sub } = s.app.jwt.decode<{ sid: string; sub: string }>(k.token!)!;
  return s.app.jwt.sign({ sub, sid, klw });
}

const eigen = () => klanten.get('eigen')!;

/** A request for the call that passes validation, so only the policy can refuse it. */
async function verzoek(regel: BeleidsRegel, klw: number): Promise<{ url: string; payload?: unknown }> {
  const p = regel.pad;
  if (p === routes.herberekening.path) return { url: `${p}?klwId=${klw}` };
  if (p === routes.formulierDefinitie.path) return { url: `${p}?scherm=krachtvoer` };
  if (p === toegangRoutes.toegangslog.path || p === '/api/Profiel/MijnGegevens') return { url: `${p}?relatieId=${deVries}` };
  if (p === '/api/Profiel/Bedrijfswijziging') return { url: p, payload: { relatieId: deVries, nieuwKvk: '87654321', overgangsdatum: '2026-12-01' } };
  // account and staff calls: the gate comes before the body (an empty body then answers 400 to who passes)
  if (regel.methode === 'POST' && (p.startsWith('/api/Profiel/') || p.startsWith('/api/Relaties'))) return { url: p, payload: {} };
  if (p === deelnemersRoutes.kengetallen.path) return { url: p, payload: { relatieIds: [deVries], jaar: 2024, formaat: 'csv' } };
  if (p === toegangRoutes.servicedesk.path) return { url: p, payload: { relatieId: deVries, reden: 'beleidswandeling: openen' } };
  if (p === herberekeningRoutes.starten.path) return { url: p, payload: { reden: 'beleidswandeling: herberekenen' } };
  if (p === herberekeningRoutes.stoppen.path) return { url: p, payload: { reden: 'beleidswandeling: stoppen' } };
  const machtiging = machtigingVerzoek(p);
  if (machtiging) return machtiging;
  const koppeling = koppelingVerzoek(p);
  if (koppeling) return koppeling;
  const deling = gegevensdelingVerzoek(p);
  if (deling) return deling;
  const pilot = pilotVerzoek(p);
  if (pilot) return pilot;
  const toestemming = toestemmingVerzoek(p);
  if (toestemming) return toestemming;
  if (p === routes.menu.path || p === routes.indienen.path || p === routes.heropenen.path) return { url: p, payload: {} };
  if (p === routes.melkLeveringOpslaan.path) {
    const huidig = await eigen().get(routes.melkLevering.path, tokenVoor(eigen(), klw));
    return { url: p, payload: huidig.json() };
  }
  const scherm = register.find((r) => schermCalls(r).opslaan === p);
  if (scherm) {
    const huidig = (await eigen().get(schermCalls(scherm).lezen, tokenVoor(eigen(), klw))).json();
    return { url: p, payload: { versie: huidig.versie, gegevens: huidig.gegevens ?? {}, kringloopwijzerId: klw } };
  }
  return { url: p };
}

/**
 * The mandate calls (decision 019): each step meets a fresh mandate of Smit Accountants on De
 * Vries (elektronisch opvragen), requested for a confirm or refusal, active for a revocation.
 */
function machtigingVerzoek(p: string): Promise<{ url: string; payload?: unknown }> | undefined {
  const termijn = { ingangsdatum: vandaagIso(), einddatum: datumVanaf(30) };
  const vers = async (status: 'aangevraagd' | 'actief') => {
    const [smit] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.kvkNummer, '78901234'));
    const [m] = await s.database.db.insert(machtigingen).values({ relatieId: deVries, organisatieId: smit.id, soort: 'elektronisch_opvragen', status, ...termijn }).returning();
    return { url: p, payload: { relatieId: deVries, machtigingId: m.id, versie: m.versie } };
  };
  if (p === machtigingRoutes.vanBedrijf.path) return Promise.resolve({ url: `${p}?relatieId=${deVries}` });
  if (p === machtigingRoutes.verlenen.path) return Promise.resolve({ url: p, payload: { relatieId: deVries, organisatieKvk: '78901234', soort: 'elektronisch_opvragen', ...termijn } });
  if (p === machtigingRoutes.aanvragen.path) return Promise.resolve({ url: p, payload: { kvkNummer: '12345678', soort: 'elektronisch_opvragen', ...termijn } });
  if (p === machtigingRoutes.bevestigen.path || p === machtigingRoutes.weigeren.path) return vers('aangevraagd');
  if (p === machtigingRoutes.intrekken.path) return vers('actief');
  return undefined;
}

/**
 * The data-link calls (decision 020): each step meets a fresh link of De Vries with the feed
 * supplier (a new customer number each time), staff onboard a supplier with a new KvK each time.
 */
let volgnummer = 0;
function koppelingVerzoek(p: string): Promise<{ url: string; payload?: unknown }> | undefined {
  const db = s.database.db;
  const voer = async () => (await db.select({ id: leveranciers.id }).from(leveranciers).where(eq(leveranciers.clientId, 'demo-veevoeders-oost')))[0].id;
  const vers = async (status: 'aangevraagd' | 'actief') => {
    const [k] = await db.insert(koppelingen).values({ relatieId: deVries, leverancierId: await voer(), soort: 'voerleveringen', klantnummer: `BW-${++volgnummer}`, status }).returning();
    return { url: p, payload: { relatieId: deVries, koppelingId: k.id, versie: k.versie } };
  };
  if (p === koppelingRoutes.toevoegen.path) return voer().then((id) => ({ url: p, payload: { relatieId: deVries, leverancierId: id, soort: 'voerleveringen', klantnummer: `BW-${++volgnummer}` } }));
  if (p === koppelingRoutes.accepteren.path || p === koppelingRoutes.weigeren.path) return vers('aangevraagd');
  if (p === koppelingRoutes.intrekken.path) return vers('actief');
  if (p === koppelingRoutes.nuOphalen.path)
    return db
      .select({ id: koppelingen.id })
      .from(koppelingen)
      .where(and(eq(koppelingen.relatieId, deVries), eq(koppelingen.soort, 'percelen'), eq(koppelingen.status, 'actief')))
      .then(([k]) => ({ url: p, payload: { relatieId: deVries, koppelingId: k.id } }));
  if (p === koppelingRoutes.bericht.path)
    return db
      .select({ id: koppelingVerwerking.berichtId })
      .from(koppelingVerwerking)
      .where(eq(koppelingVerwerking.relatieId, deVries))
      .then(([b]) => ({ url: `${p}?relatieId=${deVries}&berichtId=${b.id}` }));
  if (p === koppelingRoutes.aanmelden.path) return Promise.resolve({ url: p, payload: { naam: `Leverancier ${++volgnummer}`, kvkNummer: String(62_000_000 + volgnummer), soorten: ['analyses'], kanaal: 'direct' } });
  if (p === koppelingRoutes.nieuwGeheim.path) return voer().then((id) => ({ url: p, payload: { leverancierId: id } }));
  if (p === koppelingRoutes.opnieuwVerwerken.path)
    return db
      .select({ id: koppelingVerwerking.berichtId })
      .from(koppelingVerwerking)
      .where(eq(koppelingVerwerking.status, 'mislukt'))
      .then(([b]) => ({ url: p, payload: { berichtIds: [b.id], proefdraai: true } }));
  if (p === koppelingRoutes.afhandelen.path) return Promise.resolve({ url: p, payload: { berichtIds: [2_000_000], reden: 'beleidswandeling' } });
  if (p.startsWith('/api/Koppelingen/Inbox/') && p !== koppelingRoutes.ophaalverzoeken.path) return Promise.resolve({ url: p, payload: {} });
  return undefined;
}

/**
 * The data-sharing calls (decision 027): each step meets a fresh purpose of the demo consumer (in
 * concept, or active with a participation of De Vries in the state the step needs).
 */
function gegevensdelingVerzoek(p: string): Promise<{ url: string; payload?: unknown }> | undefined {
  const db = s.database.db;
  const g = gegevensdelingRoutes;
  const afnemer = async () => (await db.select({ id: relaties.id }).from(relaties).where(eq(relaties.kvkNummer, '68000001')))[0].id;
  const doel = async (status: 'concept' | 'actief') =>
    (await db.insert(doelen).values({ afnemerId: await afnemer(), naam: `Wandeldoel ${++volgnummer}`, boerTekst: 'Tekst', producten: ['kengetallen'], grondslag: 'Toestemming', bewaartermijn: '1 jaar', einddatum: datumVanaf(365), status }).returning())[0];
  const deelname = async (status: 'aangevraagd' | 'goedgekeurd') => {
    const o = await doel('actief');
    return (await db.insert(deelnames).values({ relatieId: deVries, doelId: o.id, producten: ['kengetallen'], status }).returning())[0];
  };
  const stap = async (status: 'aangevraagd' | 'goedgekeurd', reden?: string) => {
    const d = await deelname(status);
    return { url: p, payload: { relatieId: deVries, deelnameId: d.id, versie: d.versie, ...(reden ? { reden } : {}) } };
  };
  if (p === g.deelnames.path) return Promise.resolve({ url: `${p}?lijst=goedgekeurd` });
  if (p === g.doelOpslaan.path)
    return Promise.resolve({ url: p, payload: { afnemerKvk: '68000001', naam: `Wandeldoel ${++volgnummer}`, boerTekst: '', producten: ['bex'], grondslag: '', bewaartermijn: '', begindatum: null, einddatum: null } });
  if (p === g.doelActiveren.path || p === g.doelSluiten.path || p === g.doelLicentiegever.path) return doel('concept').then((o) => ({ url: p, payload: { id: o.id, versie: o.versie } }));
  if (p === g.deelnameAanvragen.path) return doel('actief').then((o) => ({ url: p, payload: { doelId: o.id, kvkNummer: '12345678' } }));
  if (p === g.deelnameNamens.path) return doel('actief').then((o) => ({ url: p, payload: { doelId: o.id, kvkNummer: '12345678', reden: 'beleidswandeling: op papier' } }));
  if (p === g.deelnamesBulk.path) return doel('actief').then((o) => ({ url: p, payload: { doelId: o.id, csv: '12345678', reden: 'beleidswandeling: lijst' } }));
  if (p === g.goedkeuren.path || p === g.opnieuwVersturen.path) return stap('aangevraagd');
  if (p === g.afwijzen.path) return stap('aangevraagd', 'beleidswandeling: nee');
  if (p === g.intrekken.path) return stap('goedgekeurd', 'beleidswandeling: stop');
  if (p === g.ubnBeperking.path) return deelname('goedgekeurd').then((d) => ({ url: p, payload: { relatieId: deVries, deelnameId: d.id, versie: d.versie, ubns: ['1234567'] } }));
  if (p === g.voorbeeld.path) return deelname('aangevraagd').then((d) => ({ url: `${p}?relatieId=${deVries}&deelnameId=${d.id}` }));
  if (p === g.afnemerGeheim.path) return Promise.resolve({ url: p, payload: { afnemerKvk: '68000001' } });
  if (p === g.afnemerProduct.path) return Promise.resolve({ url: `${p.replace(':product', 'kengetallen')}?doelId=1&kvk=12345678&jaar=2024` });
  return undefined;
}

/** The pilot calls: each step meets a fresh pilot (rules of 2025) with De Vries in it; staff save a new one. */
function pilotVerzoek(p: string): Promise<{ url: string; payload?: unknown }> | undefined {
  const db = s.database.db;
  const vers = async () => {
    const [o] = await db.insert(pilots).values({ naam: `Wandelpilot ${++volgnummer}`, doel: 'Beleidswandeling', van: '2026-01-01', tot: '2026-12-31', regelJaar: 2025 }).returning();
    await db.insert(pilotBedrijven).values({ relatieId: deVries, pilotId: o.id });
    return o.id;
  };
  if (p === pilotRoutes.pilotOpslaan.path)
    return Promise.resolve({ url: p, payload: { naam: `Wandelpilot ${++volgnummer}`, doel: 'Beleidswandeling', van: '2026-01-01', tot: '2026-12-31', regelJaar: 2025, bedrijven: '12345678' } });
  if (p === pilotRoutes.verlaten.path) return vers().then((pilotId) => ({ url: p, payload: { pilotId } }));
  if (p === pilotRoutes.vergelijking.path) return vers().then((pilotId) => ({ url: `${p}?pilotId=${pilotId}` }));
  return undefined;
}

/**
 * The consent ledger (decision 033): the list and a receipt of one of De Vries's links; ending a
 * grant meets a fresh active link of De Vries each time (the owner's revoke then changes it).
 */
function toestemmingVerzoek(p: string): Promise<{ url: string; payload?: unknown }> | undefined {
  const db = s.database.db;
  const t = toestemmingRoutes;
  const link = async () => {
    const [voer] = await db.select({ id: leveranciers.id }).from(leveranciers).where(eq(leveranciers.clientId, 'demo-veevoeders-oost'));
    return (await db.insert(koppelingen).values({ relatieId: deVries, leverancierId: voer.id, soort: 'voerleveringen', klantnummer: `TB-${++volgnummer}`, status: 'actief' }).returning())[0];
  };
  if (p === t.grootboek.path) return Promise.resolve({ url: `${p}?relatieId=${deVries}&weergave=alle` });
  if (p === t.bewijs.path) return link().then((k) => ({ url: `${p}?relatieId=${deVries}&soort=koppeling&id=${k.id}` }));
  if (p === t.intrekken.path) return link().then((k) => ({ url: p, payload: { relatieId: deVries, soort: 'koppeling', id: k.id, versie: k.versie } }));
  return undefined;
}

/** After a mandate step: no live 'elektronisch opvragen' on De Vries is left, so the next relation starts alike. */
async function herstelMachtigingen() {
  await s.database.db
    .update(machtigingen)
    .set({ status: 'ingetrokken' })
    .where(and(eq(machtigingen.relatieId, deVries), eq(machtigingen.soort, 'elektronisch_opvragen'), inArray(machtigingen.status, ['aangevraagd', 'actief'])));
}

/** Puts back what an allowed submission or reopening changed, so every relation meets the same record. */
async function herstel(klw: number, statusId: number) {
  await s.database.db.update(kringloopwijzers).set({ statusId }).where(eq(kringloopwijzers.id, klw));
}

describe('beleidswandeling', () => {
  it('docs/beleid.md toont de beleidstabel zoals hij is (anders: npm run beleid:docs)', () => {
    const doc = readFileSync(path.resolve(__dirname, '../../../docs/beleid.md'), 'utf8');
    expect(doc).toBe(beleidMarkdown(volledig));
  });

  it('elke API-aanroep staat in de beleidstabel', () => {
    const inTabel = new Set(tabel.map((r) => `${r.methode} ${r.pad}`));
    const zonder = s.app.apiRoutes.filter((r) => !inTabel.has(r) && !BUITEN_BELEID.has(r));
    expect(zonder).toEqual([]);
  });

  it('elke aanroep × elke relatie: 0 afwijkingen', async () => {
    const afwijkingen: string[] = [];
    let stappen = 0;
    for (const regel of tabel) {
      const klw = regel.bereik === 'record-gesloten' ? ids.vries2022 : ids.vries2024;
      const statusVoor = regel.bereik === 'record-gesloten' ? 2 : 1;
      for (const rel of RELATIES) {
        const k = klanten.get(rel)!;
        const { url, payload } = await verzoek(regel, klw);
        const token = regel.bereik === 'bedrijf' || regel.bereik === 'account' || regel.bereik === 'beheer' ? k.token! : tokenVoor(k, klw);
        const res =
          regel.methode === 'GET'
            ? await k.verzoek({ method: 'GET', url, bearer: token })
            : await k.verzoek({ method: 'POST', url, payload: payload as never, bearer: regel.pad === toegangRoutes.servicedesk.path ? false : token });
        stappen++;
        const mag = regel.toegestaan.includes(rel);
        const doorPoort = regel.alleenPoort ? res.statusCode < 500 && res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode >= 200 && res.statusCode < 300;
        const ok = mag ? doorPoort : res.statusCode === 403;
        if (!ok) afwijkingen.push(`${regel.methode} ${regel.pad} (${regel.bereik}) als ${rel}: ${res.statusCode} (verwacht ${mag ? '2xx' : '403'}) ${res.body.slice(0, 120)}`);
        if (regel.pad === routes.indienen.path || regel.pad === routes.heropenen.path) await herstel(klw, statusVoor);
        if (regel.pad.startsWith('/api/Machtigingen/')) await herstelMachtigingen();
      }
    }
    expect(stappen).toBe(tabel.length * RELATIES.length);
    expect(afwijkingen).toEqual([]);
  }, 300_000);
});

