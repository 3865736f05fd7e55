/**
 * API benchmark: GetMelkLeveringGegevens and SaveMelkLeveringGegevens at 50 connections
 * through the real server (a child process, so the load generator does not share its
 * event loop) on PGlite and on PostgreSQL, beside a bare Fastify route in the same run.
 * Both share this machine's cores, so the ratio to the bare route is the figure to watch.
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../apps/server/src/db/client';
import { maakTijdelijkePgDatabase } from '../apps/server/test/helpers/tijdelijke-pg-database';
import { BENCH_EMAIL, BENCH_PASSWORD, seedBench } from './seed-bench';
import { openLoop, saveLoop, saveOpenLoop } from './save-loop';

const root = resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** Deadline-peak estimate (shared/research/perf-reliability.md A4): ~60 req/s of which ~20 saves/s. */
const PIEK_LEZEN = 60;
const PIEK_OPSLAAN = 20;

export interface Meting {
  p50: number;
  /** only the open-loop runs report it */
  p95?: number;
  p99: number;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function meet(opts: autocannon.Options): Promise<Meting> {
  const r = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...opts });
  return {
    p50: r.latency.p50,
    p99: r.latency.p99,
    rps: Math.round(r.requests.average),
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  };
}

export async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** `cwd`: another checkout to run (an A/B comparison of two versions on one database, bench/afnemer.cpu.ts). */
/**
 * A bench's server. Its log (stdout) is dropped, unless BENCH_SERVER_LOG names a file to append it to: an answer
 * 5xx in a bench is explained by the server's error line there.
 */
export function startNode(args: string[], env: Record<string, string>, cwd = root): ChildProcess {
  const log = process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore';
  return spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', log, 'inherit'] });
}

export async function stop(child: ChildProcess) {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

export async function benchBare(): Promise<Meting> {
  const port = 18181;
  const child = startNode(['--import', 'tsx', 'bench/bare-server.ts'], { PORT: String(port) });
  await waitFor(`http://127.0.0.1:${port}/bare`);
  await meet({ url: `http://127.0.0.1:${port}/bare`, duration: 2 });
  const m = await meet({ url: `http://127.0.0.1:${port}/bare` });
  await stop(child);
  return m;
}

/** Login, then one bearer token (scoped to the first farm) for the bench adviser. */
async function inloggen(base: string, klwId: number): Promise<string> {
  const first = await fetch(`${base}/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const headers = { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const login = await fetch(`${base}/api/Auth/Login`, { method: 'POST', headers, body: JSON.stringify({ email: BENCH_EMAIL, wachtwoord: BENCH_PASSWORD }) });
  if (!login.ok) throw new Error(`login ${login.status} ${await login.text()}`);
  const sessie = /klw_sessie=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  const refresh = await fetch(`${base}/Menu/RefreshToken`, {
    method: 'POST',
    headers: { ...headers, cookie: `XSRF-TOKEN=${xsrf}; klw_sessie=${sessie}` },
    body: JSON.stringify({ selectedKringloopwijzerId: klwId }),
  });
  if (!refresh.ok) throw new Error(`refresh ${refresh.status} ${await refresh.text()}`);
  return ((await refresh.json()) as { access_token: string }).access_token;
}

export async function benchApp(soort: 'pglite' | 'postgres'): Promise<{ get: Meting; save: Meting; getPiek: Meting; savePiek: Meting }> {
  const port = soort === 'pglite' ? 18091 : 18092;
  const base = `http://127.0.0.1:${port}`;
  let env: Record<string, string>;
  let opruimen: () => Promise<void>;
  if (soort === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'klw-bench-'));
    env = { KLW_DATA_DIR: dir, DATABASE_URL: '' };
    opruimen = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const tijdelijk = await maakTijdelijkePgDatabase(process.env.DATABASE_URL!, 'kw_bench');
    env = { DATABASE_URL: tijdelijk.url };
    opruimen = tijdelijk.verwijder;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.KLW_DATA_DIR });
  const ids = await seedBench(database.db);
  await database.close();

  const server = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info', // the production default (decision 003, revision 28-11-2026)
    KLW_LOGIN_RATE_MAX: '1000',
    KLW_JWT_SECRET: randomBytes(32).toString('hex'),
  });
  try {
    await waitFor(`${base}/ready`);
    const token = await inloggen(base, ids[0]);
    const auth = { authorization: `Bearer ${token}` };
    const getUrl = `${base}/api/MelkLevering/GetMelkLeveringGegevens`;
    await meet({ url: getUrl, headers: auth, duration: 2 });
    const get = await meet({ url: getUrl, headers: auth });

    // One body per farm, each connection saving its own farm with the version it last saw,
    // with a token for that farm (a save is refused for another record than the token's).
    const tokens = await Promise.all(ids.map((id) => inloggen(base, id)));
    const bodies = await Promise.all(
      ids.map(async (_id, i) => {
        const data = await (await fetch(getUrl, { headers: { authorization: `Bearer ${tokens[i]}` } })).json();
        return { ...data, gebruikHandmatigeMelkRegistratie: true, totaalHandmatig: { kg: 950000, vet: 4.41, eiwit: 3.55, ureum: 22, fosfor: 98 }, melkGevoerdAanKalveren: 12000, totaalOverigeProductie: { kg: 500, vet: null, eiwit: null, ureum: null, fosfor: null } };
      }),
    );
    await saveLoop(`${base}/api/MelkLevering/SaveMelkLeveringGegevens`, tokens, bodies, 2, CONNECTIONS);
    const save = await saveLoop(`${base}/api/MelkLevering/SaveMelkLeveringGegevens`, tokens, bodies, DURATION, CONNECTIONS);
    const getPiek = await openLoop(PIEK_LEZEN, DURATION, async () => {
      const res = await fetch(getUrl, { headers: auth });
      await res.arrayBuffer();
      return res.status;
    });
    const savePiek = await saveOpenLoop(`${base}/api/MelkLevering/SaveMelkLeveringGegevens`, tokens, bodies, PIEK_OPSLAAN, DURATION);
    return { get, save, getPiek, savePiek };
  } finally {
    await stop(server);
    await opruimen();
  }
}

export async function runHttpBench() {
  const bare = await benchBare();
  const pglite = await benchApp('pglite');
  const postgres = process.env.DATABASE_URL ? await benchApp('postgres') : null;
  return { connections: CONNECTIONS, seconds: DURATION, bare, pglite, postgres };
}
