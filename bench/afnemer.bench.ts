/**
 * The consumer API under load (decisions 027, 034), on PostgreSQL: BENCH_AFNEMER_RATE requests/s
 * (default 200, open loop) for BENCH_AFNEMER_SECONDEN s (default 60) over BENCH_AFNEMER_BOEREN farms
 * (default 1,000) with approved participations of 12 consumers, a mix of products (key figures, BEX,
 * input Dier, submission status), none with If-None-Match: every call is a delivery that checks the
 * participation and writes the farmer's access row. Beside it, in the same run, a bare Fastify route
 * at the same rate: the ratio of the p99s is the figure to read on a shared machine. Halfway a farmer
 * revokes a participation through the API; the very next call for that farm, and every later one in
 * the load, must be refused, and no access row may follow the revocation.
 * Target: p99 ≤ 50 ms. `npx tsx bench/afnemer.bench.ts` (DATABASE_URL, default the local server); run from run-all.ts.
 */
import { readFileSync } from 'node:fs';
import { and, eq, gt, sql } from 'drizzle-orm';
import { gegevensdelingRoutes as g } from '@kw/contract';
import { openDatabase } from '../apps/server/src/db/client';
import { deelnames, toegangslog } from '../apps/server/src/db/schema';
import { startNode, stop, waitFor, type Meting } from './http.bench';
import { zetBenchOp } from './invoer.bench.opzet';
import { PRODUCTEN, zetAfnemersOp } from './afnemer.bench.opzet';
import { get, openLoop, post } from './save-loop';

const BOEREN = Number(process.env.BENCH_AFNEMER_BOEREN ?? 1_000);
const SECONDEN = Number(process.env.BENCH_AFNEMER_SECONDEN ?? 60);
const RATE = Number(process.env.BENCH_AFNEMER_RATE ?? 200);
/** extra arguments for the server's node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where a delivery's CPU goes */
const NODE_ARGS = (process.env.BENCH_AFNEMER_NODE_ARGS ?? '').split(' ').filter(Boolean);
/** Share of each product in the load, ten per round. ASSUMED (te verifiëren): key figures most asked for, then the status and BEX. */
const MIX = ['kengetallen', 'kengetallen', 'kengetallen', 'kengetallen', 'indienstatus', 'indienstatus', 'bex', 'bex', 'invoer-dier', 'invoer-dier'] as const;

export interface AfnemerBenchUitkomst {
  boeren: number;
  seconden: number;
  rate: number;
  levering: Meting;
  bare: Meting;
  /** p99 of the consumer API over p99 of the bare route, same rate, same run */
  p99VerhoudingBare: number;
  statussen: Record<string, number>;
  serverCpuMsPerAanroep: number;
  intrekking: { direct: number; latereAanroepen: number; geleverdNa: number; toegangsrijenNa: number };
  load: string;
}

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
function cpuMs(pid: number): number {
  const velden = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(velden[11]) + Number(velden[12])) * 10;
}
const regel = (m: Meting) => `p50 ${String(m.p50).padStart(5)}  p95 ${String(m.p95).padStart(5)}  p99 ${String(m.p99).padStart(5)} ms${m.errors ? ` (fouten ${m.errors})` : ''}`;

export async function runAfnemerBench(): Promise<AfnemerBenchUitkomst> {
  const o = await zetBenchOp(BOEREN, 18096, NODE_ARGS);
  const barePort = 18183;
  const bareServer = startNode(['--import', 'tsx', 'bench/bare-server.ts'], { PORT: String(barePort) });
  try {
    const a = await zetAfnemersOp(o);
    await waitFor(`http://127.0.0.1:${barePort}/bare`);
    const url = (k: number, product: string) => {
      const b = a.bedrijven[k];
      return `${o.base}${g.afnemerProduct.path.replace(':product', product)}?doelId=${b.doelId}&kvk=${b.kvk}&jaar=2024`;
    };
    // the farm whose participation is revoked halfway (one the load asks for again and again)
    const doelwit = 13 % a.bedrijven.length;
    let ingetrokkenOp = Number.POSITIVE_INFINITY;
    const intrekking = { direct: 0, latereAanroepen: 0, geleverdNa: 0, toegangsrijenNa: 0 };
    const statussen: Record<string, number> = {};
    const stuur = async (i: number) => {
      const k = i % 50 === 0 ? doelwit : (i * 7919 + 13) % a.bedrijven.length;
      const t0 = performance.now();
      const status = await get(url(k, MIX[i % MIX.length]), a.tokens[a.bedrijven[k].consument]);
      statussen[status] = (statussen[status] ?? 0) + 1;
      if (k === doelwit && t0 > ingetrokkenOp) {
        intrekking.latereAanroepen++;
        if (status === 200) intrekking.geleverdNa++;
      }
      // the revoked farm's 403 is the expected answer, not a failure of the API
      return status === 403 && k === doelwit && t0 > ingetrokkenOp ? 200 : status;
    };
    // warm up: the code paths, PostgreSQL's plans, the bare route
    await openLoop(50, 3, stuur);
    await openLoop(50, 2, () => get(`http://127.0.0.1:${barePort}/bare`, ''));
    for (const s of Object.keys(statussen)) delete statussen[s];

    const bare = await openLoop(RATE, Math.min(20, SECONDEN), () => get(`http://127.0.0.1:${barePort}/bare`, ''));
    const b = a.bedrijven[doelwit];
    const trekIn = async () => {
      await new Promise((r) => setTimeout(r, (SECONDEN * 1000) / 2));
      const res = await post(`${o.base}${g.intrekken.path}`, o.eigenTokens[doelwit], JSON.stringify({ relatieId: b.relatieId, deelnameId: b.deelnameId, versie: b.versie, reden: 'Bench: de boer trekt in.' }));
      if (res.status !== 200) throw new Error(`intrekken ${res.status} ${res.text}`);
      ingetrokkenOp = performance.now();
      intrekking.direct = await get(url(doelwit, 'kengetallen'), a.tokens[b.consument]);
    };
    const cpuVoor = cpuMs(o.server.pid!);
    const [levering] = await Promise.all([openLoop(RATE, SECONDEN, stuur), trekIn()]);
    const serverCpuMsPerAanroep = Math.round(((cpuMs(o.server.pid!) - cpuVoor) / levering.requests) * 100) / 100;
    const load = loadavg();

    const database = await openDatabase({ databaseUrl: o.url, poolMax: 1 });
    try {
      const [d] = await database.db.select({ beslistOp: deelnames.beslistOp }).from(deelnames).where(and(eq(deelnames.relatieId, b.relatieId), eq(deelnames.id, b.deelnameId)));
      const [{ n }] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(toegangslog)
        .where(and(eq(toegangslog.relatieId, b.relatieId), eq(toegangslog.rol, 'afnemer'), gt(toegangslog.tijdstip, d.beslistOp!)));
      intrekking.toegangsrijenNa = n;
    } finally {
      await database.close();
    }
    const p99VerhoudingBare = Math.round((levering.p99 / Math.max(1, bare.p99)) * 10) / 10;
    console.log(`Afnemer-API, PostgreSQL, ${a.bedrijven.length} bedrijven met een goedgekeurde deelname bij ${a.tokens.length} afnemers, open loop ${SECONDEN} s:`);
    console.log(`  ${RATE} leveringen/s (${PRODUCTEN.join(', ')}; elk met toegangslogregel): ${regel(levering)}  doel p99 ≤ 50 ms  statussen ${JSON.stringify(statussen)}`);
    console.log(`  kale Fastify-route, zelfde tempo en run: ${regel(bare)}   p99-verhouding afnemer/kaal ${p99VerhoudingBare}×`);
    console.log(`  intrekking halverwege: eerstvolgende aanroep HTTP ${intrekking.direct} (moet 403); daarna ${intrekking.latereAanroepen} aanroepen voor dat bedrijf, ${intrekking.geleverdNa} geleverd (moet 0); toegangslogregels na de intrekking ${intrekking.toegangsrijenNa} (moet 0)`);
    console.log(`  server-CPU gemiddeld ${serverCpuMsPerAanroep} ms per aanroep (PostgreSQL niet meegeteld)   load ${load}`);
    return { boeren: a.bedrijven.length, seconden: SECONDEN, rate: RATE, levering, bare, p99VerhoudingBare, statussen, serverCpuMsPerAanroep, intrekking, load };
  } finally {
    await stop(bareServer);
    await o.opruimen();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAfnemerBench();
