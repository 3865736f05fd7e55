/**
 * /Deelnemers for a large organisation (target p99 ≤ 100 ms): 2,000 farms with a mandate, each with a
 * record and a stored outcome (result included), on PostgreSQL. Measures the first page and a
 * search in an open loop at a modest rate (target p99 ≤ 100 ms) and the key figures of 500
 * farms as one XLSX (target ≤ 3 s). `npx tsx bench/deelnemers.bench.ts` (DATABASE_URL, default
 * the local server).
 */
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { deelnemersRoutes } from '@kw/contract';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { gebruikers, handmatigeMelkgegevens, klwInvoer, klwUitkomst, kringloopwijzers, relaties } from '../apps/server/src/db/schema';
import { maakOrganisatie, verleenMachtigingen } from '../apps/server/src/db/seed-hulp';
import { demoSchermen } from '../apps/server/src/db/seed-invoer';
import { werkUitkomstBij } from '../apps/server/src/modules/uitkomst/uitkomst.service';
import { maakTijdelijkePgDatabase } from '../apps/server/test/helpers/tijdelijke-pg-database';
import { startNode, stop, waitFor, type Meting } from './http.bench';
import { get, openLoop } from './save-loop';
import { inloggenOpServer } from './invoer.bench.opzet';

const BOEREN = Number(process.env.BENCH_DEELNEMERS ?? 2_000);
const SECONDEN = Number(process.env.BENCH_SECONDS ?? 10);
/** A modest rate: an organisation's advisers opening the list and searching at the busiest hour, and then some. */
const PER_SECONDE = 20;
const KENGETALLEN_BEDRIJVEN = 500;
const EMAIL = 'deelnemersbench@bench.nl';
const WACHTWOORD = 'bench';
// 18094 is bench/koppelingen.bench.ts's, 18098 bench/invoer.cpu.ts's: two benches of one machine must not answer each other's logins
const PORT = Number(process.env.BENCH_PORT ?? 18095);

const NAMEN = ['Melkveebedrijf', 'Maatschap', 'Zuivelhoeve', 'Hoeve', 'V.O.F.', 'Boerderij'];
const ACHTER = ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit', 'Meijer', 'de Boer', 'Mulder', 'de Groot', 'Bos', 'Vos', 'Peters', 'Hendriks', 'van Dijk'];

export interface DeelnemersBenchUitkomst {
  boeren: number;
  eerstePagina: Meting;
  zoeken: Meting;
  kengetallenXlsxMs: { median: number; max: number; kb: number };
}

/** Bulk seed: farms, records (2024 open for all, 2023 submitted for half), mandates, one real outcome copied to every record. */
export async function seed(db: Db): Promise<number[]> {
  const organisatieId = await maakOrganisatie(db, { naam: 'Deelnemersbench Advies', kvkNummer: '99000001', soort: 'adviesbureau' });
  const [g] = await db.insert(gebruikers).values({ email: EMAIL, naam: 'Deelnemersbench', wachtwoordHash: await hash(WACHTWOORD), isAdviseur: true, organisatieId }).returning();
  const relatieIds: number[] = [];
  for (let start = 0; start < BOEREN; start += 500) {
    const n = Math.min(500, BOEREN - start);
    const rel = await db
      .insert(relaties)
      .values(
        Array.from({ length: n }, (_, j) => {
          const i = start + j;
          const naam = `${NAMEN[i % NAMEN.length]} ${ACHTER[(i * 7) % ACHTER.length]} ${i + 1}`;
          return { naam, naamKort: naam, kvkNummer: String(60_000_000 + i), ubns: [String(2_000_000 + i), String(3_000_000 + i)], brs: String(100_000_000 + i * 3), soort: 'bedrijf' as const };
        }),
      )
      .returning({ id: relaties.id });
    relatieIds.push(...rel.map((r) => r.id));
  }
  await verleenMachtigingen(db, { organisatieId, relatieIds, soort: 'beheren', door: g.id });
  const records = await db.insert(kringloopwijzers).values(relatieIds.map((relatieId) => ({ relatieId, jaar: 2024, statusId: 1 }))).returning();
  await db.insert(kringloopwijzers).values(relatieIds.filter((_, i) => i % 2 === 0).map((relatieId) => ({ relatieId, jaar: 2023, statusId: 2 })));
  // one real farm-year computed by the engine; its outcome stands for every record (seeding 2,000 saves would take minutes)
  const eerste = records[0];
  await db.insert(klwInvoer).values(Object.entries(demoSchermen({ naam: 'DB', koeien: 90, grasHa: 40, melkKg: 850_000 }, 2024)).map(([scherm, gegevens]) => ({ relatieId: eerste.relatieId, kringloopwijzerId: eerste.id, scherm, gegevens, versie: 1 })));
  await db.insert(handmatigeMelkgegevens).values({ relatieId: eerste.relatieId, kringloopwijzerId: eerste.id, gebruikHandmatigeMelkRegistratie: true, handmatigKg: 850_000, handmatigVet: 4.4, handmatigEiwit: 3.5, handmatigUreum: 22, handmatigFosfor: 98, versie: 1 });
  const u = await werkUitkomstBij(db, eerste);
  if (!u?.resultaat) throw new Error('het voorbeeldbedrijf gaf geen resultaat');
  const anderen = records.slice(1);
  for (let start = 0; start < anderen.length; start += 250) {
    await db.insert(klwUitkomst).values(
      anderen.slice(start, start + 250).map((k, j) => {
        const i = start + j;
        // a few screens with a warning on every fifth farm, so the filter has something to find
        const schermstatus = i % 5 === 0 ? { ...u.schermstatus, krachtvoer: 'waarschuwing' } : u.schermstatus;
        // invoer_versie 0 = the version of a record without input: the stored result counts as current
        return { relatieId: k.relatieId, kringloopwijzerId: k.id, invoerVersie: 0, engineVersie: 'bench', schermstatus, signaleringen: u.signaleringen, resultaat: u.resultaat, dashboard: u.dashboard };
      }),
    );
  }
  await db.execute(sql`analyze`);
  return relatieIds;
}

async function inloggen(base: string): Promise<string> {
  const { xsrf, cookie } = await inloggenOpServer(base, EMAIL, WACHTWOORD);
  // a token without a selected record: the list is opened before a farm is chosen
  const res = await fetch(`${base}/Menu/RefreshToken`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie }, body: '{}' });
  if (!res.ok) throw new Error(`refresh ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const regel = (m: Meting) => `p50 ${String(m.p50).padStart(4)}  p95 ${String(m.p95).padStart(4)}  p99 ${String(m.p99).padStart(4)} ms  (${m.requests} verzoeken, non-2xx ${m.non2xx}, fouten ${m.errors})`;

export async function runDeelnemersBench(): Promise<DeelnemersBenchUitkomst> {
  const basis = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const tijdelijk = await maakTijdelijkePgDatabase(basis, 'kw_deelnemersbench');
  const base = `http://127.0.0.1:${PORT}`;
  let server: ReturnType<typeof startNode> | undefined;
  try {
    const database = await openDatabase({ databaseUrl: tijdelijk.url });
    const t0 = performance.now();
    const relatieIds = await seed(database.db);
    await database.close();
    console.log(`Deelnemers: ${relatieIds.length} bedrijven met machtiging, record en opgeslagen uitkomst gezaaid in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    server = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], {
      DATABASE_URL: tijdelijk.url,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info', // the production default (decision 003, revision 28-11-2026)
      KLW_LOGIN_RATE_MAX: '100000',
      KLW_JWT_SECRET: randomBytes(32).toString('hex'),
    });
    await waitFor(`${base}/ready`);
    const token = await inloggen(base);
    const lijst = `${base}${deelnemersRoutes.lijst.path}`;
    const zoektermen = ['jansen', 'hoeve', '6000', '60001', '200012', '1000030', 'de groot 1', 'maatschap'];
    const zoek = (i: number) => get(`${lijst}?zoek=${encodeURIComponent(zoektermen[i % zoektermen.length])}`, token);
    // warm-up: connections, prepared plans, JIT of the server
    await openLoop(10, 2, () => get(lijst, token));
    await openLoop(10, 2, zoek);
    const eerstePagina = await openLoop(PER_SECONDE, SECONDEN, () => get(lijst, token));
    console.log(`  eerste pagina (25 van ${relatieIds.length}) @ ${PER_SECONDE}/s:  ${regel(eerstePagina)}  (doel p99 ≤ 100 ms)`);
    const zoeken = await openLoop(PER_SECONDE, SECONDEN, zoek);
    console.log(`  zoeken (naam, KvK, UBN, BRS)   @ ${PER_SECONDE}/s:  ${regel(zoeken)}  (doel p99 ≤ 100 ms)`);

    const body = JSON.stringify({ relatieIds: relatieIds.slice(0, KENGETALLEN_BEDRIJVEN), jaar: 2024, formaat: 'xlsx' });
    const tijden: number[] = [];
    let kb = 0;
    for (let i = 0; i < 5; i++) {
      const s = performance.now();
      const res = await fetch(`${base}${deelnemersRoutes.kengetallen.path}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body });
      const inhoud = await res.arrayBuffer();
      if (!res.ok) throw new Error(`kengetallen ${res.status} ${Buffer.from(inhoud).toString()}`);
      tijden.push(performance.now() - s);
      kb = Math.round(inhoud.byteLength / 1024);
    }
    tijden.sort((a, b) => a - b);
    const kengetallenXlsxMs = { median: Math.round(tijden[2]), max: Math.round(tijden[4]), kb };
    console.log(`  kengetallen van ${KENGETALLEN_BEDRIJVEN} bedrijven als XLSX: median ${kengetallenXlsxMs.median} ms, max ${kengetallenXlsxMs.max} ms, ${kb} KB (doel ≤ 3000 ms)`);
    return { boeren: relatieIds.length, eerstePagina, zoeken, kengetallenXlsxMs };
  } finally {
    if (server) await stop(server);
    await tijdelijk.verwijder();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runDeelnemersBench();
