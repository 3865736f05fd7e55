/**
 * The read replica for real (decision 031, revision "a real streaming replica"): a PostgreSQL hot standby streaming
 * from the primary (`scripts/leesreplica-opzetten.sh` makes one on 127.0.0.1:5433 from the local cluster), a server
 * with KLW_LEES_DATABASE_URL on it. Measures what staff see of the replica's lag: the time from a farmer's submission
 * (answered by the primary) until the staff dashboard, read from the replica, counts it; at rest and with the register
 * at BENCH_VEELVOUD× the deadline peak on the primary; and pg_stat_replication's replay lag beside it.
 * `BENCH_REPLICA_URL=postgres://postgres@127.0.0.1:5433/postgres npx tsx bench/leesreplica.bench.ts`
 * (BENCH_RONDES submissions per phase, default 30; BENCH_REPLICA_SCRIPT=1: then the standby is stopped and started
 * with that script, and what the dashboard and a farmer get meanwhile is printed). Not in `npm run bench`: it needs
 * the second cluster.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import pg from 'pg';
import { routes, sbDashboardRoutes, type SbDashboard } from '@kw/contract';
import { openDatabase } from '../apps/server/src/db/client';
import { gebruikers } from '../apps/server/src/db/schema';
import { startNode, stop, waitFor } from './http.bench';
import { zetBenchOp } from './invoer.bench.opzet';
import { registerLast } from './invoer.bench';
import { stafInloggen } from './koppelingen.bench.opzet';
import { get, openLoop, post } from './save-loop';

const REPLICA = process.env.BENCH_REPLICA_URL;
const RONDES = Number(process.env.BENCH_RONDES ?? 30);
const VEELVOUD = Number(process.env.BENCH_VEELVOUD ?? 5);
const PIEK = { lezen: 60, opslaan: 20 };
const POORT = 18096;

const wacht = (ms: number) => new Promise((r) => setTimeout(r, ms));
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** One staff dashboard call: its status, the submitted count when it answered 200, else its message, and how long it took. */
async function dashboard(base: string, token: string, jaar: number): Promise<{ status: number; ingediend?: number; melding?: string; ms: number }> {
  const t0 = performance.now();
  const r = await fetch(`${base}${sbDashboardRoutes.dashboard.path}?jaar=${jaar}`, { headers: { authorization: `Bearer ${token}` } });
  const tekst = await r.text();
  const ms = performance.now() - t0;
  return r.ok ? { status: r.status, ingediend: (JSON.parse(tekst) as SbDashboard).voortgang.ingediend, ms } : { status: r.status, melding: (JSON.parse(tekst) as { message: string }).message, ms };
}

async function ingediend(base: string, token: string, jaar: number): Promise<{ n: number; ms: number }> {
  const d = await dashboard(base, token, jaar);
  if (d.ingediend === undefined) throw new Error(`dashboard ${d.status} ${d.melding}`);
  return { n: d.ingediend, ms: d.ms };
}

const inWoorden = (d: { status: number; melding?: string }) => (d.melding ? `${d.status} ${d.melding}` : String(d.status));

export async function runLeesreplica() {
  if (!REPLICA) throw new Error('BENCH_REPLICA_URL ontbreekt: maak eerst een replica met scripts/leesreplica-opzetten.sh.');
  const o = await zetBenchOp(RONDES * 2 + 200, 18095);
  const naam = new URL(o.url).pathname.slice(1);
  const leesUrl = new URL(REPLICA);
  leesUrl.pathname = `/${naam}`;
  const hoofd = new pg.Client({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await hoofd.connect();
  // the bench database was made on the primary a moment ago: wait until the standby has replayed it
  for (let i = 0; ; i++) {
    const c = new pg.Client({ connectionString: leesUrl.toString() });
    try {
      await c.connect();
      await c.query('select 1 from kringloopwijzers limit 1');
      break;
    } catch (e) {
      if (i > 100) throw e;
      await wacht(100);
    } finally {
      await c.end().catch(() => {});
    }
  }
  const base = `http://127.0.0.1:${POORT}`;
  const server = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], { ...o.serverEnv, KLW_LEES_DATABASE_URL: leesUrl.toString(), PORT: String(POORT) });
  try {
    await waitFor(`${base}/ready`);
    const database = await openDatabase({ databaseUrl: o.url });
    const wachtwoord = randomBytes(12).toString('hex');
    await database.db.insert(gebruikers).values({ email: 'replicabench@bench.nl', naam: 'Replicabench Servicedesk', wachtwoordHash: await hash(wachtwoord), isSBMedewerker: true });
    await database.close();
    const staf = await stafInloggen(base, 'replicabench@bench.nl', wachtwoord);
    const jaar = o.records[0].jaar;
    const last = registerLast({ ...o, base, records: o.records.slice(RONDES * 2), tokens: o.tokens.slice(RONDES * 2), eigenTokens: o.eigenTokens.slice(RONDES * 2) });

    const fase = async (eerste: number): Promise<{ zichtbaar: number[]; replay: number[]; oproep: number[] }> => {
      const zichtbaar: number[] = [];
      const replay: number[] = [];
      const oproep: number[] = [];
      for (let i = eerste; i < eerste + RONDES; i++) {
        const voor = await ingediend(base, staf, jaar);
        oproep.push(voor.ms);
        const { status, text } = await post(`${base}${routes.indienen.path}`, o.tokens[i], '{}');
        if (status !== 200) throw new Error(`indienen ${status} ${text}`);
        const t0 = performance.now();
        while ((await ingediend(base, staf, jaar)).n !== voor.n + 1) {
          if (performance.now() - t0 > 30_000) throw new Error('de replica telde de indiening na 30 s nog niet');
          await wacht(2);
        }
        zichtbaar.push(performance.now() - t0);
        const r = await hoofd.query<{ ms: number | null }>("select extract(epoch from replay_lag) * 1000 as ms from pg_stat_replication where state = 'streaming' limit 1");
        if (r.rows[0]?.ms != null) replay.push(Number(r.rows[0].ms));
        await wacht(50);
      }
      return { zichtbaar, replay, oproep };
    };
    const regel = (x: { zichtbaar: number[]; replay: number[]; oproep: number[] }) =>
      `(één dashboardoproep duurt p50 ${pct(x.oproep, 50).toFixed(0)} ms) zichtbaar op het dashboard na p50 ${pct(x.zichtbaar, 50).toFixed(0)} / p95 ${pct(x.zichtbaar, 95).toFixed(0)} / max ${Math.max(...x.zichtbaar).toFixed(0)} ms` +
      (x.replay.length ? `; replay_lag p50 ${pct(x.replay, 50).toFixed(1)} / max ${Math.max(...x.replay).toFixed(1)} ms` : '; replay_lag niet gemeld');

    console.log(`Leesreplica (echte hot standby, ${REPLICA.replace(/\/\/[^@]*@/, '//')}), ${RONDES} indieningen per fase:`);
    const rust = await fase(0);
    console.log(`  in rust: ${regel(rust)}`);
    // the same with the register on the primary: the open loop runs LAST_S seconds, the submissions run inside it
    const lastS = 30;
    const [onderLast, lezen, opslaan] = await Promise.all([
      fase(RONDES),
      openLoop(PIEK.lezen * VEELVOUD, lastS, last.lees),
      openLoop(PIEK.opslaan * VEELVOUD, lastS, last.bewaar),
    ]);
    console.log(`  naast het register op ${VEELVOUD}× de piek (${lastS} s): ${regel(onderLast)}; register GET p99 ${lezen.p99} ms, opslaan p99 ${opslaan.p99} ms, fouten ${lezen.non2xx + lezen.errors + opslaan.non2xx + opslaan.errors}`);

    // BENCH_REPLICA_SCRIPT=1: the standby made by scripts/leesreplica-opzetten.sh is stopped and started again
    if (process.env.BENCH_REPLICA_SCRIPT === '1') {
      execFileSync('scripts/leesreplica-opzetten.sh', ['stop'], { stdio: 'ignore' });
      const weg = [inWoorden(await dashboard(base, staf, jaar)), inWoorden(await dashboard(base, staf, jaar))];
      const boer = await get(`${base}${routes.startGegevens.path}`, o.tokens[RONDES * 2]);
      console.log(`  replica gestopt: dashboard ${weg.join(' | ')}; de boer (startpagina) ${boer}`);
      execFileSync('scripts/leesreplica-opzetten.sh', ['start'], { stdio: 'ignore' });
      const t0 = performance.now();
      let d = await dashboard(base, staf, jaar);
      while (d.status !== 200 && performance.now() - t0 < 60_000) {
        await wacht(50);
        d = await dashboard(base, staf, jaar);
      }
      console.log(`  replica weer gestart: dashboard ${inWoorden(d)} na ${(performance.now() - t0).toFixed(0)} ms, zonder herstart van de server`);
    }
  } finally {
    await hoofd.end();
    await stop(server);
    await o.opruimen();
  }
}

if (process.argv[1]?.endsWith('leesreplica.bench.ts')) {
  runLeesreplica().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
