/**
 * CPU per register call (decision 013): the 2-core machine's budget at 10× the deadline peak is
 * ~2.5 ms of Node + PostgreSQL CPU per request, so this counts CPU, not wall time, which other
 * work on the machine inflates. Sends N GETs (mixed over the screens) and N saves (Krachtvoer,
 * 30 products, engine run included) one at a time and reads the server process's and its
 * PostgreSQL backends' CPU from /proc before and after. Like a browser it accepts brotli/gzip. `npx tsx bench/invoer.cpu.ts`
 * (BENCH_N requests per kind, default 400; BENCH_CPU_PROF=1 writes a V8 profile of the server
 * to /tmp/invoer-prof; BENCH_PORT, default 18098; BENCH_ALLEEN=opslaan|lezen: one kind only).
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { register, schermCalls } from '@kw/contract';
import { ALS_BROWSER, get, post, versieUit } from './save-loop';
import { krachtvoer30 } from './invoer.bench.constanten';
import { zetBenchOp } from './invoer.bench.opzet';

const N = Number(process.env.BENCH_N ?? 400);
const TICK_MS = 10; // USER_HZ = 100 on Linux: /proc/<pid>/stat counts CPU in 10 ms ticks

/** utime + stime of a process in ms; 0 when it is gone. */
export function cpuMs(pid: number): number {
  try {
    const velden = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(velden[11]) + Number(velden[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

export async function backendPids(basisUrl: string, dbUrl: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: basisUrl });
  await c.connect();
  try {
    const naam = new URL(dbUrl).pathname.slice(1);
    const r = await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [naam]);
    return r.rows.map((x) => x.pid);
  } finally {
    await c.end();
  }
}

export async function meetCpu(n = N) {
  const basis = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  // BENCH_NODE_VLAGGEN: V8/Node flags for the server process only (e.g. a GC setting to compare)
  const vlaggen = (process.env.BENCH_NODE_VLAGGEN ?? '').split(' ').filter(Boolean);
  const prof = [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/invoer-prof'] : []), ...vlaggen];
  // 18098: 18094 is bench/koppelingen.bench.ts's; BENCH_PORT for another
  const o = await zetBenchOp(Number(process.env.BENCH_BOEREN ?? 100), Number(process.env.BENCH_PORT ?? 18098), prof);
  try {
    const kv = register.find((s) => s.sleutel === 'krachtvoer')!;
    const versies = o.records.map(() => 1);
    const leesMet = (tokens: string[]) => async (i: number) => {
      const f = i % o.records.length;
      const scherm = i % 2 === 0 ? kv : register[i % register.length];
      const status = await get(`${o.base}${schermCalls(scherm).lezen}`, tokens[f]);
      if (status !== 200) throw new Error(`GET ${status}`);
    };
    // the adviser's reads write an access row each (decision 019), the farmer's none: the difference is the log's cost
    const lees = leesMet(o.tokens);
    const leesEigen = leesMet(o.eigenTokens);
    const bewaar = async (i: number) => {
      const f = i % o.records.length;
      const { status, text } = await post(`${o.base}${schermCalls(kv).opslaan}`, o.tokens[f], `{"versie":${versies[f]},"gegevens":${JSON.stringify(krachtvoer30(i))}}`, ALS_BROWSER);
      if (status !== 200) throw new Error(`save ${status} ${text.slice(0, 200)}`);
      versies[f] = versieUit(text);
    };
    const pids = async () => backendPids(basis, o.url);
    const meet = async (doe: (i: number) => Promise<void>) => {
      for (let i = 0; i < 50; i++) await doe(i); // warm up (JIT, prepared statements, pool)
      const bp = await pids();
      const node0 = cpuMs(o.server.pid!);
      const pg0 = bp.reduce((s, p) => s + cpuMs(p), 0);
      const t0 = performance.now();
      for (let i = 0; i < n; i++) await doe(i + 50);
      const wand = (performance.now() - t0) / n;
      const node = (cpuMs(o.server.pid!) - node0) / n;
      const pgCpu = (bp.reduce((s, p) => s + cpuMs(p), 0) - pg0) / n;
      return { wandMs: +wand.toFixed(2), nodeMs: +node.toFixed(2), pgMs: +pgCpu.toFixed(2), samenMs: +(node + pgCpu).toFixed(2) };
    };
    /**
     * The farmer's and the adviser's reads in alternating blocks of BLOK calls, CPU summed per
     * kind: on the shared machine the load drifts within seconds, and measured one after the
     * other the two kinds met different loads (differences of −0.8 to +0.8 ms between runs).
     */
    const BLOK = 25;
    const meetAfwisselend = async (a: (i: number) => Promise<void>, b: (i: number) => Promise<void>) => {
      for (let i = 0; i < 50; i++) { await a(i); await b(i); }
      const bp = await pids();
      const som = [{ node: 0, pg: 0, wand: 0 }, { node: 0, pg: 0, wand: 0 }];
      for (let blok = 0; blok * BLOK < n; blok++) {
        for (const [k, doe] of [a, b].entries()) {
          const node0 = cpuMs(o.server.pid!), pg0 = bp.reduce((s, p) => s + cpuMs(p), 0), t0 = performance.now();
          for (let i = 0; i < BLOK; i++) await doe(50 + blok * BLOK + i);
          som[k].wand += performance.now() - t0;
          som[k].node += cpuMs(o.server.pid!) - node0;
          som[k].pg += bp.reduce((s, p) => s + cpuMs(p), 0) - pg0;
        }
      }
      const aantal = Math.ceil(n / BLOK) * BLOK;
      return som.map((x) => ({ wandMs: +(x.wand / aantal).toFixed(2), nodeMs: +(x.node / aantal).toFixed(2), pgMs: +(x.pg / aantal).toFixed(2), samenMs: +((x.node + x.pg) / aantal).toFixed(2) }));
    };
    // BENCH_ALLEEN=opslaan or =lezen: only that kind (a before/after pair of one kind fits in a shorter, steadier window)
    const alleen = process.env.BENCH_ALLEEN;
    const leeg = { wandMs: NaN, nodeMs: NaN, pgMs: NaN, samenMs: NaN };
    const [lezenEigen, lezen] = alleen === 'opslaan' ? [leeg, leeg] : await meetAfwisselend(leesEigen, lees);
    const opslaan = alleen === 'lezen' ? leeg : await meet(bewaar);
    // the floors: a bare route (/health: no token, no database, a small answer) and one round trip to
    // PostgreSQL (/ready: `select 1`), through the same server and hooks; no register call can cost less
    const vloer = (pad: string) => async () => {
      const status = await get(`${o.base}${pad}`, o.tokens[0]);
      if (status !== 200) throw new Error(`${pad} ${status}`);
    };
    const kaal = alleen ? leeg : await meet(vloer('/health'));
    const eenRondgang = alleen ? leeg : await meet(vloer('/ready'));
    console.log(`CPU per call (${n} calls each, one at a time, the two GETs in alternating blocks of ${BLOK}; load ${readFileSync('/proc/loadavg', 'utf8').trim()}):`);
    console.log(`  GET by the farmer (no access row): Node ${lezenEigen.nodeMs} ms + PostgreSQL ${lezenEigen.pgMs} ms = ${lezenEigen.samenMs} ms CPU (wall ${lezenEigen.wandMs} ms)`);
    console.log(`  GET by the adviser (access row) : Node ${lezen.nodeMs} ms + PostgreSQL ${lezen.pgMs} ms = ${lezen.samenMs} ms CPU (wall ${lezen.wandMs} ms)`);
    console.log(`  the access log adds ${(lezen.samenMs - lezenEigen.samenMs).toFixed(2)} ms CPU per read (target ≤ 0.2 ms)`);
    console.log(`  save : Node ${opslaan.nodeMs} ms + PostgreSQL ${opslaan.pgMs} ms = ${opslaan.samenMs} ms CPU (wall ${opslaan.wandMs} ms)`);
    console.log(`  bare route (/health): Node ${kaal.nodeMs} ms + PostgreSQL ${kaal.pgMs} ms = ${kaal.samenMs} ms CPU (wall ${kaal.wandMs} ms): the HTTP floor of this server on this machine`);
    console.log(`  one database round trip (/ready): Node ${eenRondgang.nodeMs} ms + PostgreSQL ${eenRondgang.pgMs} ms = ${eenRondgang.samenMs} ms CPU (wall ${eenRondgang.wandMs} ms): the floor of a call that reads`);
    const mix = (60 * lezen.samenMs + 20 * opslaan.samenMs) / 1000;
    console.log(`  at the peak mix (60 GET/s + 20 saves/s): ${mix.toFixed(2)} CPU-s per s per 1×; 2 cores → at most ~${(2 / mix).toFixed(1)}× (without the load generator)`);
    return { lezen, lezenEigen, opslaan, kaal, eenRondgang };
  } finally {
    await o.opruimen();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await meetCpu();
