/**
 * CPU per register call of two checkouts side by side (decision 013's yardstick, `bench/invoer.cpu.ts`, made robust to
 * drift): each server runs on its own copy of the same seeded data, and the calls go to the two in alternating blocks
 * of 25, so both meet the same load. Measured one after the other, the same code moved by ±0.1–0.3 ms per GET between
 * runs on a shared VM (docs/metingen.md), more than most single cuts are worth.
 *
 * `BENCH_PAAR_B=/path/to/other/checkout npx tsx bench/invoer.paar.ts` — A is this checkout, B the other one (a
 * `git worktree add --detach ../oud <commit>` with `node_modules` linked to this one's: the workspace packages then
 * resolve to this checkout's, so compare changes of `apps/server`). BENCH_SOORT=lezen (default; the farmer's GETs, the
 * mix of invoer.cpu.ts) or =opslaan (the adviser's Krachtvoer saves); BENCH_N calls per side (default 2,000).
 */
import { register, schermCalls } from '@kw/contract';
import { ALS_BROWSER, get, post, versieUit } from './save-loop';
import { krachtvoer30 } from './invoer.bench.constanten';
import { zetBenchOp, type BenchOpzet } from './invoer.bench.opzet';
import { backendPids, cpuMs } from './invoer.cpu';

const N = Number(process.env.BENCH_N ?? 2000);
const BLOK = 25;
const soort = process.env.BENCH_SOORT ?? 'lezen';
const mapB = process.env.BENCH_PAAR_B;
if (!mapB) throw new Error('Zet BENCH_PAAR_B op de map van de tweede checkout.');
if (soort !== 'lezen' && soort !== 'opslaan') throw new Error('BENCH_SOORT is lezen of opslaan.');
const basis = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const kv = register.find((s) => s.sleutel === 'krachtvoer')!;

function aanroep(o: BenchOpzet): (i: number) => Promise<void> {
  const versies = o.records.map(() => 1);
  if (soort === 'lezen') {
    return async (i) => {
      const scherm = i % 2 === 0 ? kv : register[i % register.length];
      const status = await get(`${o.base}${schermCalls(scherm).lezen}`, o.eigenTokens[i % o.records.length]);
      if (status !== 200) throw new Error(`GET ${status}`);
    };
  }
  return async (i) => {
    const f = i % o.records.length;
    const { status, text } = await post(`${o.base}${schermCalls(kv).opslaan}`, o.tokens[f], `{"versie":${versies[f]},"gegevens":${JSON.stringify(krachtvoer30(i))}}`, ALS_BROWSER);
    if (status !== 200) throw new Error(`save ${status} ${text.slice(0, 200)}`);
    versies[f] = versieUit(text);
  };
}

const kanten: Array<{ naam: string; o: BenchOpzet }> = [];
try {
  kanten.push({ naam: `A (${process.cwd()})`, o: await zetBenchOp(100, Number(process.env.BENCH_PORT ?? 18091)) });
  kanten.push({ naam: `B (${mapB})`, o: await zetBenchOp(100, Number(process.env.BENCH_PORT ?? 18091) + 1, [], undefined, mapB) });
  const doen = kanten.map((k) => aanroep(k.o));
  for (const doe of doen) for (let i = 0; i < 100; i++) await doe(i); // warm up (JIT, prepared statements, pool)
  const backends = await Promise.all(kanten.map((k) => backendPids(basis, k.o.url)));
  const som = kanten.map(() => ({ node: 0, pg: 0 }));
  for (let blok = 0; blok * BLOK < N; blok++) {
    for (const [k, doe] of doen.entries()) {
      const pid = kanten[k].o.server.pid!;
      const node0 = cpuMs(pid), pg0 = backends[k].reduce((s, p) => s + cpuMs(p), 0);
      for (let i = 0; i < BLOK; i++) await doe(100 + blok * BLOK + i);
      som[k].node += cpuMs(pid) - node0;
      som[k].pg += backends[k].reduce((s, p) => s + cpuMs(p), 0) - pg0;
    }
  }
  const aantal = Math.ceil(N / BLOK) * BLOK;
  console.log(`CPU per ${soort === 'lezen' ? 'GET (the farmer)' : 'save (the adviser)'}, ${aantal} calls each side in alternating blocks of ${BLOK}:`);
  for (const [k, s] of som.entries()) {
    console.log(`  ${kanten[k].naam}: Node ${(s.node / aantal).toFixed(3)} ms + PostgreSQL ${(s.pg / aantal).toFixed(3)} ms = ${((s.node + s.pg) / aantal).toFixed(3)} ms`);
  }
  const verschil = (som[0].node + som[0].pg - som[1].node - som[1].pg) / aantal;
  console.log(`  A − B: ${verschil >= 0 ? '+' : ''}${verschil.toFixed(3)} ms per call`);
} finally {
  for (const k of kanten) await k.o.opruimen();
}
