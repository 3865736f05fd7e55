/**
 * CPU per consumer-API delivery (decision 034): the load bench's p99 on the shared 2-core machine is
 * set by how much CPU one delivery costs (200/s × 5 ms = one core), so this counts CPU, not wall time.
 * Sends BENCH_N deliveries (default 400) one at a time, mixed as the load bench mixes them, without
 * If-None-Match (every call checks the participation and writes an access row), then BENCH_N/4 per
 * product, and reads the server's and the database's backends' CPU from /proc around each block.
 * `npx tsx bench/afnemer.cpu.ts` (BENCH_BOEREN farms, default 100; BENCH_CPU_PROF=1 writes a V8 profile
 * of the server to /tmp/afnemer-prof, read it with `npx tsx bench/profiel-top.ts /tmp/afnemer-prof 30 leverProduct`).
 *
 * BENCH_AFNEMER_VERGELIJK=DIR: an A/B on one database — a second server from another checkout in DIR
 * (e.g. `git archive <commit>` unpacked, with node_modules linked) answers alternate blocks of 25 calls,
 * so both versions meet the same load on a shared machine (measured one after the other, the load's
 * drift between runs is larger than the difference looked for).
 */
import { readFileSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { gegevensdelingRoutes as g } from '@kw/contract';
import { backendPids, cpuMs } from './invoer.cpu';
import { zetBenchOp } from './invoer.bench.opzet';
import { PRODUCTEN, zetAfnemersOp } from './afnemer.bench.opzet';
import { startNode, stop, waitFor } from './http.bench';
import { get } from './save-loop';

const N = Number(process.env.BENCH_N ?? 400);
const BLOK = 25;
/** as the load bench (afnemer.bench.ts): key figures 40 %, status 20 %, BEX 20 %, Dier 20 % */
const MIX = ['kengetallen', 'kengetallen', 'kengetallen', 'kengetallen', 'indienstatus', 'indienstatus', 'bex', 'bex', 'invoer-dier', 'invoer-dier'] as const;

interface Server {
  naam: string;
  base: string;
  proces: ChildProcess;
}
interface Meting {
  wandMs: number;
  nodeMs: number;
  pgMs: number;
  samenMs: number;
}

export async function meetAfnemerCpu(n = N) {
  const basis = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const prof = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/afnemer-prof'] : [];
  const vergelijk = process.env.BENCH_AFNEMER_VERGELIJK;
  const o = await zetBenchOp(Number(process.env.BENCH_BOEREN ?? 100), 18097, prof);
  const servers: Server[] = [{ naam: 'deze checkout', base: o.base, proces: o.server }];
  try {
    const a = await zetAfnemersOp(o);
    if (vergelijk) {
      const port = 18098;
      const proces = startNode(['--import', 'tsx', 'apps/server/src/main.ts'], { ...o.serverEnv, PORT: String(port) }, vergelijk);
      servers.push({ naam: vergelijk, base: `http://127.0.0.1:${port}`, proces });
      await waitFor(`http://127.0.0.1:${port}/ready`);
    }
    const lever = (product: string) => async (s: Server, i: number) => {
      const k = (i * 7919 + 13) % a.bedrijven.length;
      const b = a.bedrijven[k];
      const status = await get(`${s.base}${g.afnemerProduct.path.replace(':product', product)}?doelId=${b.doelId}&kvk=${b.kvk}&jaar=2024`, a.tokens[b.consument]);
      if (status !== 200) throw new Error(`${s.naam} ${product} ${status}`);
    };
    const gemengd = (s: Server, i: number) => lever(MIX[i % MIX.length])(s, i);
    /** `aantal` calls per server in alternating blocks of BLOK; CPU summed per server */
    const meet = async (doe: (s: Server, i: number) => Promise<void>, aantal: number): Promise<Meting[]> => {
      for (const s of servers) for (let i = 0; i < 50; i++) await doe(s, i); // warm up (JIT, prepared statements, pool)
      // every backend of the scratch database, both servers' pools: in a block only one server works
      const bp = await backendPids(basis, o.url);
      const pgCpu = () => bp.reduce((som, p) => som + cpuMs(p), 0);
      const som = servers.map(() => ({ node: 0, pg: 0, wand: 0 }));
      const blokken = Math.ceil(aantal / BLOK);
      for (let blok = 0; blok < blokken; blok++) {
        for (const [k, s] of servers.entries()) {
          const node0 = cpuMs(s.proces.pid!), pg0 = pgCpu(), t0 = performance.now();
          for (let i = 0; i < BLOK; i++) await doe(s, 50 + blok * BLOK + i);
          som[k].wand += performance.now() - t0;
          som[k].node += cpuMs(s.proces.pid!) - node0;
          som[k].pg += pgCpu() - pg0;
        }
      }
      const d = blokken * BLOK;
      return som.map((x) => ({ wandMs: +(x.wand / d).toFixed(2), nodeMs: +(x.node / d).toFixed(2), pgMs: +(x.pg / d).toFixed(2), samenMs: +((x.node + x.pg) / d).toFixed(2) }));
    };
    const mix = await meet(gemengd, n);
    const perProduct: Record<string, Meting[]> = {};
    for (const p of PRODUCTEN) perProduct[p] = await meet(lever(p), Math.max(50, Math.round(n / 4)));
    const r = (x: Meting) => `Node ${x.nodeMs} ms + PostgreSQL ${x.pgMs} ms = ${x.samenMs} ms CPU (wall ${x.wandMs} ms)`;
    console.log(`CPU per consumer-API delivery (${a.bedrijven.length} farms, one call at a time, access row each; load ${readFileSync('/proc/loadavg', 'utf8').trim()}):`);
    for (const [k, s] of servers.entries()) {
      console.log(servers.length > 1 ? `${s.naam} (blocks of ${BLOK} alternating with the other server):` : s.naam);
      console.log(`  mix (${n} calls): ${r(mix[k])}`);
      for (const p of PRODUCTEN) console.log(`  ${p.padEnd(12)}: ${r(perProduct[p][k])}`);
    }
    return { mix, perProduct };
  } finally {
    for (const s of servers.slice(1)) await stop(s.proces);
    await o.opruimen();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await meetAfnemerCpu();
