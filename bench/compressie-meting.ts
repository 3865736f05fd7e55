/**
 * GetMelkLeveringGegevens with and without `Accept-Encoding: br, gzip` on PostgreSQL (decision
 * 011): bytes on the wire per answer, and p50/p99/req/s at 50 connections (closed loop) and at
 * the deadline-peak rate of 60 GET/s (open loop). `npx tsx bench/compressie-meting.ts`;
 * DATABASE_URL defaults to the local server, BENCH_SECONDS to 10.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { maakTijdelijkePgDatabase } from '../apps/server/test/helpers/tijdelijke-pg-database';
import { BENCH_EMAIL, BENCH_PASSWORD, seedBench } from './seed-bench';
import { openLoop } from './save-loop';

const root = resolve(import.meta.dirname, '..');
const SECONDEN = Number(process.env.BENCH_SECONDS ?? 10);
const basisUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const poort = 20000 + Math.floor(Math.random() * 20000);
const base = `http://127.0.0.1:${poort}`;

const tijdelijk = await maakTijdelijkePgDatabase(basisUrl, 'kw_bench');
const database = await openDatabase({ databaseUrl: tijdelijk.url });
const ids = await seedBench(database.db);
await database.close();
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL: tijdelijk.url, PORT: String(poort), HOST: '127.0.0.1', LOG_LEVEL: 'warn', KLW_LOGIN_RATE_MAX: '1000', KLW_JWT_SECRET: randomBytes(32).toString('hex') },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** One GET with node:http: status, bytes on the wire and the content encoding. */
function haal(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number; encoding: string }> {
  return new Promise((ok, fout) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (d: Buffer) => (bytes += d.length));
      res.on('end', () => ok({ status: res.statusCode ?? 0, bytes, encoding: String(res.headers['content-encoding'] ?? 'geen') }));
    });
    req.on('error', fout);
    req.end();
  });
}

try {
  for (let i = 0; i < 240; i++) {
    if (await fetch(`${base}/ready`).then((r) => r.ok).catch(() => false)) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const eerste = await fetch(`${base}/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(eerste.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const koppen = { 'content-type': 'application/json', 'x-xsrf-token': xsrf, cookie: `XSRF-TOKEN=${xsrf}` };
  const login = await fetch(`${base}/api/Auth/Login`, { method: 'POST', headers: koppen, body: JSON.stringify({ email: BENCH_EMAIL, wachtwoord: BENCH_PASSWORD }) });
  const sessie = /klw_sessie=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  const ververs = await fetch(`${base}/Menu/RefreshToken`, {
    method: 'POST',
    headers: { ...koppen, cookie: `XSRF-TOKEN=${xsrf}; klw_sessie=${sessie}` },
    body: JSON.stringify({ selectedKringloopwijzerId: ids[0] }),
  });
  const token = ((await ververs.json()) as { access_token: string }).access_token;
  const url = `${base}/api/MelkLevering/GetMelkLeveringGegevens`;

  for (const [naam, extra] of [
    ['zonder Accept-Encoding', {}],
    ['Accept-Encoding: gzip', { 'accept-encoding': 'gzip' }],
    ['Accept-Encoding: br, gzip', { 'accept-encoding': 'gzip, deflate, br' }],
  ] as const) {
    const headers = { authorization: `Bearer ${token}`, ...extra };
    const een = await haal(url, headers);
    await autocannon({ url, headers, connections: 50, duration: 2 });
    const r = await autocannon({ url, headers, connections: 50, duration: SECONDEN });
    const piek = await openLoop(60, SECONDEN, async () => (await haal(url, headers)).status);
    console.log(
      `${naam.padEnd(26)} ${String(een.bytes).padStart(6)} B (${een.encoding})  50 verb.: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s, non-2xx ${r.non2xx}  |  60/s: p50 ${piek.p50} ms, p99 ${piek.p99} ms`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await tijdelijk.verwijder();
}
