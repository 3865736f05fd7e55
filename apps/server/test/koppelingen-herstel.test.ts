/**
 * kill -9 during ingest (decision 020): a supplier posts milk messages to the real server (its own
 * process); the process is killed with SIGKILL mid-ingest; besides what the kill leaves behind, a
 * few messages are stored unprocessed directly (as a kill between store and process leaves them);
 * a new process starts, its start-up sweep processes what was left and the supplier resends every
 * message. Then every message is stored once, verwerkt, processed exactly once (one attempt), and
 * each delivery is in the year once: no doubled deliveries. Also: two sweeps at once on one
 * database process each message once. PGlite and PostgreSQL (KW_TEST_DB).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { inboxPaden, koppelingRoutes } from '@kw/contract';
import { REPO_ROOT } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { DEMO_KLANTNUMMERS, DEMO_LEVERANCIERS } from '../src/db/seed-koppelingen';
import { koppelingBerichten, koppelingVerwerking, leveranciers, melkleveringen } from '../src/db/schema';
import { verwerkAchtergebleven } from '../src/modules/koppelingen/koppelingen.herstel';
import { maakTijdelijkePgDatabase } from './helpers/tijdelijke-pg-database';
import { maakTestDatabase, pgliteTemplate, pgTemplate, testDbSoort } from './helpers/testdb';

const MAIN = path.join(REPO_ROOT, 'apps', 'server', 'src', 'main.ts');
const ZUIVEL = DEMO_LEVERANCIERS.find((l) => l.sleutel === 'zuivel')!;
/** a UBN the demo data does not use: every delivery with it came from this test */
const UBN = '7654321';
const kinderen: ChildProcess[] = [];
const opruimen: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const k of kinderen) if (k.exitCode === null && k.signalCode === null) k.kill('SIGKILL');
  for (const o of opruimen.reverse()) await o();
});

async function vrijePoort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const poort = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return poort;
}

/** The real start in its own process, on this database. */
function start(env: Record<string, string>) {
  const { DATABASE_URL: _weg, KW_TEST_DB: _ook, ...basis } = process.env;
  const kind = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: REPO_ROOT, env: { ...basis, LOG_LEVEL: 'error', HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  kinderen.push(kind);
  let uitvoer = '';
  kind.stdout!.on('data', (d) => (uitvoer += d));
  kind.stderr!.on('data', (d) => (uitvoer += d));
  const einde = new Promise<number | null>((r) => kind.on('exit', (code) => r(code)));
  return { kind, einde, uitvoer: () => uitvoer };
}

async function wachtOpReady(basis: string, p: ReturnType<typeof start>) {
  const begin = Date.now();
  while (Date.now() - begin < 90_000) {
    if (p.kind.exitCode !== null) throw new Error(`server gestopt (${p.kind.exitCode}): ${p.uitvoer()}`);
    const ok = await fetch(`${basis}/ready`).then((r) => r.status === 200).catch(() => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`/ready niet op tijd: ${p.uitvoer()}`);
}

/** Message i: one delivery on day i of 2024 (a date of its own, so a doubled delivery shows). */
function bericht(i: number) {
  const datum = new Date(Date.UTC(2024, 0, 1 + i)).toISOString().slice(0, 10);
  return { berichtId: `herstel-${i}`, klantnummer: DEMO_KLANTNUMMERS.melkleveringen, ubn: UBN, leveringen: [{ datum, tijd: '05:30', kg: 9_000 + i, vetProcent: 4.4, eiwitProcent: 3.5, ureumMgPer100ml: 22 }] };
}

async function token(basis: string): Promise<string> {
  const res = await fetch(`${basis}${koppelingRoutes.token.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: ZUIVEL.clientId, client_secret: ZUIVEL.clientSecret }).toString(),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

const post = (basis: string, t: string, b: unknown) =>
  fetch(`${basis}${inboxPaden.melkleveringen}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` }, body: JSON.stringify(b) });

/** A database a child process can use: a PGlite directory (one process at a time) or a scratch PostgreSQL database. */
async function maakDatabase(): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
  if (testDbSoort === 'postgres') {
    const basisUrl = process.env.DATABASE_URL!;
    const t = await maakTijdelijkePgDatabase(basisUrl, 'kw_test', await pgTemplate(basisUrl));
    opruimen.push(() => t.verwijder());
    return { env: { DATABASE_URL: t.url }, open: () => openDatabase({ databaseUrl: t.url, poolMax: 4 }) };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kw-herstel-'));
  opruimen.push(() => rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'pglite');
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  return { env: { KLW_DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

/** Stores messages raw and unprocessed, as the inbox does before it processes them. */
async function bewaarOnverwerkt(database: Database, nummers: number[]) {
  const [l] = await database.db.select({ id: leveranciers.id }).from(leveranciers).where(eq(leveranciers.clientId, ZUIVEL.clientId));
  for (const i of nummers) {
    const b = bericht(i);
    const [r] = await database.db
      .insert(koppelingBerichten)
      .values({ leverancierId: l.id, leverancierBerichtId: b.berichtId, soort: 'melkleveringen', inhoudType: 'application/json', inhoud: JSON.stringify(b) })
      .returning({ id: koppelingBerichten.id });
    await database.db.insert(koppelingVerwerking).values({ leverancierId: l.id, berichtId: r.id, soort: 'melkleveringen', klantnummer: b.klantnummer });
  }
}

/** Per message id: stored rows, status, attempts; per date: deliveries with the test's UBN. */
async function stand(database: Database, ids: string[]) {
  const berichten = await database.db
    .select({ id: koppelingBerichten.leverancierBerichtId, status: koppelingVerwerking.status, pogingen: koppelingVerwerking.pogingen, reden: koppelingVerwerking.reden })
    .from(koppelingBerichten)
    .innerJoin(koppelingVerwerking, and(eq(koppelingVerwerking.leverancierId, koppelingBerichten.leverancierId), eq(koppelingVerwerking.berichtId, koppelingBerichten.id)))
    .where(inArray(koppelingBerichten.leverancierBerichtId, ids));
  const leveringen = await database.db
    .select({ datum: melkleveringen.leverDatum, n: sql<number>`count(*)::int` })
    .from(melkleveringen)
    .where(eq(melkleveringen.ubn, UBN))
    .groupBy(melkleveringen.leverDatum);
  return { berichten, leveringen };
}

describe(`kill -9 tijdens het binnenkomen van berichten (${testDbSoort})`, () => {
  it('elk bevestigd bericht is na de herstart precies één keer verwerkt; geen dubbele leveringen', async () => {
    const db = await maakDatabase();
    const poort = await vrijePoort();
    const basis = `http://127.0.0.1:${poort}`;
    const env = { ...db.env, PORT: String(poort) };

    const eerste = start(env);
    await wachtOpReady(basis, eerste);
    const t1 = await token(basis);
    const TOTAAL = 200;
    const bevestigd = new Set<string>();
    let volgende = 0;
    let gedood = false;
    // four suppliers' connections at once; after 40 acknowledgements the process is killed mid-ingest
    const werker = async () => {
      while (volgende < TOTAAL && !gedood) {
        const b = bericht(volgende++);
        const res = await post(basis, t1, b).catch(() => null);
        if (res?.status === 200) {
          const j = (await res.json()) as { status: string };
          expect(j.status).toBe('verwerkt');
          bevestigd.add(b.berichtId);
        }
        if (bevestigd.size >= 40 && !gedood) {
          gedood = true;
          eerste.kind.kill('SIGKILL');
        }
      }
    };
    await Promise.all([werker(), werker(), werker(), werker()]);
    await eerste.einde;
    expect(eerste.kind.signalCode).toBe('SIGKILL');
    const verstuurd = Math.min(volgende, TOTAAL);
    expect(bevestigd.size).toBeGreaterThanOrEqual(40);

    // what the kill left, and messages stored but never processed (as a kill between store and process leaves them)
    const EXTRA = [300, 301, 302, 303, 304];
    const tussen = await db.open();
    const achtergelaten = await tussen.db.select({ n: sql<number>`count(*)::int` }).from(koppelingVerwerking).where(eq(koppelingVerwerking.status, 'ontvangen'));
    await bewaarOnverwerkt(tussen, EXTRA);
    await tussen.close();

    const tweede = start(env);
    await wachtOpReady(basis, tweede);
    // the supplier resends what it sent (a real one retries what was not acknowledged; resending everything shows idempotency)
    const t2 = await token(basis);
    for (let i = 0; i < verstuurd; i++) {
      const res = await post(basis, t2, bericht(i));
      expect(res.status).toBe(200);
      const j = (await res.json()) as { alOntvangen: boolean; status: string };
      expect(j.status).toBe('verwerkt');
      if (bevestigd.has(`herstel-${i}`)) expect(j.alOntvangen).toBe(true);
    }
    // a clean stop waits for the start-up sweep to finish
    tweede.kind.kill('SIGTERM');
    expect(await tweede.einde).toBe(0);

    const na = await db.open();
    try {
      const ids = [...Array.from({ length: verstuurd }, (_, i) => `herstel-${i}`), ...EXTRA.map((i) => `herstel-${i}`)];
      const s = await stand(na, ids);
      expect(s.berichten).toHaveLength(ids.length);
      for (const b of s.berichten) expect(b, b.id).toMatchObject({ status: 'verwerkt', pogingen: 1 });
      expect(s.leveringen).toHaveLength(ids.length);
      expect(s.leveringen.filter((l) => l.n !== 1)).toEqual([]);
      console.warn(`kill -9 na ${bevestigd.size} bevestigde van ${verstuurd} verstuurde berichten; ${achtergelaten[0].n} bleef 'ontvangen' achter, plus ${EXTRA.length} direct bewaard`);
    } finally {
      await na.close();
    }
  }, 300_000);

  it('twee processen die tegelijk herstellen verwerken elk bericht één keer', async () => {
    const t = await maakTestDatabase();
    opruimen.push(() => t.opruimen());
    const nummers = Array.from({ length: 30 }, (_, i) => 100 + i);
    await bewaarOnverwerkt(t.database, nummers);
    const [a, b] = await Promise.all([verwerkAchtergebleven(t.database.db), verwerkAchtergebleven(t.database.db)]);
    expect(a + b).toBe(nummers.length);
    const s = await stand(t.database, nummers.map((i) => `herstel-${i}`));
    for (const r of s.berichten) expect(r).toMatchObject({ status: 'verwerkt', pogingen: 1 });
    expect(s.leveringen).toHaveLength(nummers.length);
    expect(s.leveringen.every((l) => l.n === 1)).toBe(true);
    // a second sweep finds nothing left
    expect(await verwerkAchtergebleven(t.database.db)).toBe(0);
  }, 120_000);
});
