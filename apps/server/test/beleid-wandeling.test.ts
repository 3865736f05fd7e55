/**
 * The policy walk (issue 17 §7): every API call × every relation to a farm — own farm, each
 * mandate kind, staff with and without a reason, a foreign farm, a revoked and an expired
 * mandate — against the policy table (apps/server/src/beleid/beleidstabel.ts). 0 deviations,
 * on PGlite and on PostgreSQL. A registered call without a row in the table fails too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deelnemersRoutes, machtigingRoutes, register, routes, schermCalls, toegangRoutes, vandaagIso } from '@kw/contract';
import { beleidMarkdown } from '../src/beleid/beleid-markdown';
import { BUITEN_BELEID, RELATIES, beleidsTabel, registerRegels, type BeleidsRegel, type Relatie } from '../src/beleid/beleidstabel';
import { gebruikers, kringloopwijzers, machtigingen, relaties } from '../src/db/schema';
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
  const machtiging = machtigingVerzoek(p);
  if (machtiging) return machtiging;
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
 * The mandate calls (issue 17 §1): each step meets a fresh mandate of Smit Accountants on De
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

