/**
 * The register bench's data and server (shared by invoer.bench.ts and invoer.cpu.ts): BOEREN
 * farms with every demo screen, Krachtvoer with 30 products and manual milk data, one adviser
 * authorized for all of them, a server on a scratch PostgreSQL database and a token per farm.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { hash } from '@node-rs/argon2';
import { register } from '@kw/contract';
import { openDatabase, type Db } from '../apps/server/src/db/client';
import { gebruikers, handmatigeMelkgegevens, klwInvoer, kringloopwijzers, relaties, sessies } from '../apps/server/src/db/schema';
import { maakOrganisatie, verleenMachtigingen } from '../apps/server/src/db/seed-hulp';
import { demoSchermen } from '../apps/server/src/db/seed-invoer';
import { werkUitkomstBij } from '../apps/server/src/modules/uitkomst/uitkomst.service';
import { maakTijdelijkePgDatabase } from '../apps/server/test/helpers/tijdelijke-pg-database';
import { startNode, stop, waitFor } from './http.bench';
import { krachtvoer30 } from './invoer.bench.constanten';

const EMAIL = 'invoerbench@bench.nl';
const WACHTWOORD = 'bench';

export interface BenchOpzet {
  base: string;
  url: string;
  server: ChildProcess;
  records: Array<{ id: number; relatieId: number; jaar: number }>;
  /** the bench adviser's token per farm (beheren: every read writes an access row, decision 019) */
  tokens: string[];
  /** the farm's own participant's token per farm (reads write no access row) */
  eigenTokens: string[];
  /** the environment the server runs with (database, JWT secret): a second server on the same data starts with it */
  serverEnv: Record<string, string>;
  opruimen(): Promise<void>;
}

/** An HS256 access token as the server makes them (plugins/auth.ts: sub, sid = the session's token_ref, klw). */
function tekenToken(geheim: string, inhoud: { sub: string; sid: string; klw: number }): string {
  const b64 = (x: object) => Buffer.from(JSON.stringify(x)).toString('base64url');
  const nu = Math.floor(Date.now() / 1000);
  const kop = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...inhoud, iat: nu, exp: nu + 15 * 60 })}`;
  return `${kop}.${createHmac('sha256', geheim).update(kop).digest('base64url')}`;
}

/**
 * `serverMap`: the checkout whose server runs (default this one).
 * `voorStart`: more data seeded into the same database before the server starts and the tokens are made (the soak adds
 * its 20,000 farms there, so its 15-minute tokens are fresh when the load begins).
 */
export async function zetBenchOp(boeren: number, port: number, extraNodeArgs: string[] = [], voorStart?: (db: Db) => Promise<void>, serverMap?: string): Promise<BenchOpzet> {
  const basis = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const base = `http://127.0.0.1:${port}`;
  // Another bench's server on this port would answer our /ready and our calls (with 401s for our tokens): refuse to start,
  // before the database is made (it would be left behind).
  if (await fetch(`${base}/ready`).then(() => true, () => false)) throw new Error(`Poort ${port} is al in gebruik door een andere server; kies een andere (BENCH_PORT).`);
  const tijdelijk = await maakTijdelijkePgDatabase(basis, 'kw_invoerbench');
  let server: ChildProcess | undefined;
  try {
    const database = await openDatabase({ databaseUrl: tijdelijk.url });
    const t0 = performance.now();
    const records = await seed(database.db, boeren);
    if (voorStart) await voorStart(database.db);
    // Each farm's own participant with a live session, so half the reads can be the farmer's
    // (no access row) and half the adviser's (one access row each): decision 019.
    const geheim = randomBytes(32).toString('hex');
    const wachtwoordHash = await hash(randomBytes(16).toString('hex'));
    const boeren_ = await database.db
      .insert(gebruikers)
      .values(records.map((r) => ({ email: `boer-${r.relatieId}@bench.nl`, naam: `Boer ${r.relatieId}`, wachtwoordHash, isDeelnemer: true, relatieId: r.relatieId })))
      .returning({ id: gebruikers.id, relatieId: gebruikers.relatieId });
    const perBedrijf = new Map(boeren_.map((b) => [b.relatieId, b.id]));
    const sessiesVanBoeren = records.map((r) => ({ id: randomBytes(32).toString('base64url'), tokenRef: randomBytes(32).toString('base64url'), gebruikerId: perBedrijf.get(r.relatieId)!, verlooptOp: new Date(Date.now() + 8 * 3600_000) }));
    await database.db.insert(sessies).values(sessiesVanBoeren);
    const eigenTokens = records.map((r, i) => tekenToken(geheim, { sub: String(sessiesVanBoeren[i].gebruikerId), sid: sessiesVanBoeren[i].tokenRef, klw: r.id }));
    await database.close();
    console.log(`${records.length} boeren met ${register.length} schermen gezaaid in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
    // LOG_LEVEL info: the production default, so the benches pay for the log lines production writes (decision 003, revision 28-11-2026)
    const serverEnv = { DATABASE_URL: tijdelijk.url, HOST: '127.0.0.1', LOG_LEVEL: 'info', KLW_LOGIN_RATE_MAX: '100000', KLW_JWT_SECRET: geheim };
    // serverMap: another checkout's server on the same data (bench/invoer.paar.ts compares two side by side)
    server = startNode([...extraNodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], { ...serverEnv, PORT: String(port) }, serverMap);
    await waitFor(`${base}/ready`);
    const tokens: string[] = [];
    const inloggen = inloggerBench(base);
    for (const r of records) tokens.push(await inloggen(r.id));
    const s = server;
    return {
      base,
      url: tijdelijk.url,
      server: s,
      records,
      tokens,
      eigenTokens,
      serverEnv,
      opruimen: async () => {
        await stop(s);
        await tijdelijk.verwijder();
      },
    };
  } catch (e) {
    if (server) await stop(server);
    await tijdelijk.verwijder();
    throw e;
  }
}

async function seed(db: Db, boeren: number): Promise<Array<{ id: number; relatieId: number; jaar: number }>> {
  const organisatieId = await maakOrganisatie(db, { naam: 'Invoerbench Advies', kvkNummer: null, soort: 'adviesbureau' });
  const [g] = await db.insert(gebruikers).values({ email: EMAIL, naam: 'Invoerbench', wachtwoordHash: await hash(WACHTWOORD), isAdviseur: true, organisatieId }).returning();
  const records: Array<{ id: number; relatieId: number; jaar: number }> = [];
  for (let start = 0; start < boeren; start += 100) {
    const rel = await db
      .insert(relaties)
      .values(Array.from({ length: Math.min(100, boeren - start) }, (_, i) => ({ naam: `Invoerbedrijf ${start + i + 1}`, naamKort: `IB ${start + i + 1}`, ubns: [] })))
      .returning();
    const klw = await db.insert(kringloopwijzers).values(rel.map((r) => ({ relatieId: r.id, jaar: 2024, statusId: 1, statusOmschrijving: 'Open' }))).returning();
    await verleenMachtigingen(db, { organisatieId, relatieIds: rel.map((r) => r.id), soort: 'beheren', door: g.id });
    await db.insert(handmatigeMelkgegevens).values(
      klw.map((k) => ({ relatieId: k.relatieId, kringloopwijzerId: k.id, gebruikHandmatigeMelkRegistratie: true, handmatigKg: 850_000, handmatigVet: 4.4, handmatigEiwit: 3.5, handmatigUreum: 22, handmatigFosfor: 98, gevoerdAanKalverenKg: 9_000, overigeProductieKg: 500, versie: 1 })),
    );
    const rijen = klw.flatMap((k, i) =>
      Object.entries({ ...demoSchermen({ naam: `IB ${i}`, koeien: 90, grasHa: 40, melkKg: 850_000 }, 2024), krachtvoer: krachtvoer30(i) }).map(([scherm, gegevens]) => ({
        relatieId: k.relatieId,
        kringloopwijzerId: k.id,
        scherm,
        gegevens,
        versie: 1,
      })),
    );
    await db.insert(klwInvoer).values(rijen);
    records.push(...klw.map((k) => ({ id: k.id, relatieId: k.relatieId, jaar: k.jaar })));
  }
  for (const r of records) await werkUitkomstBij(db, r);
  return records;
}

/** A login on a bench's server as the browser does it (the XSRF cookie first): the cookies and the XSRF token to send. */
export async function inloggenOpServer(base: string, email: string, wachtwoord: string): Promise<{ cookie: string; xsrf: string }> {
  const first = await fetch(`${base}/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const login = await fetch(`${base}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` },
    body: JSON.stringify({ email, wachtwoord }),
  });
  if (!login.ok) throw new Error(`login ${login.status}`);
  return { xsrf, cookie: `XSRF-TOKEN=${xsrf}; klw_sessie=${/klw_sessie=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]}` };
}

/**
 * The bench adviser's token for one farm (one login per server, a RefreshToken per farm). The login is kept per set-up:
 * a bench that sets up twice in one process (bench/pdf-naast.bench.ts) meets a new database behind the same address.
 */
function inloggerBench(base: string): (klwId: number) => Promise<string> {
  let sessie: { cookie: string; xsrf: string } | null = null;
  return async (klwId) => {
    sessie ??= await inloggenOpServer(base, EMAIL, WACHTWOORD);
    const res = await fetch(`${base}/Menu/RefreshToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': sessie.xsrf, cookie: sessie.cookie },
      body: JSON.stringify({ selectedKringloopwijzerId: klwId }),
    });
    if (!res.ok) throw new Error(`refresh ${res.status} ${await res.text()}`);
    return ((await res.json()) as { access_token: string }).access_token;
  };
}

