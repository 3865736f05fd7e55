/**
 * The register calls under load (decision 013): GET and save mixed over the screens and 1,000
 * farms on PostgreSQL, half the saves Krachtvoer with 30 products, the other half spread over every
 * other screen with its demo document (decision 013: Bodem and Mest too; engine run included), in an
 * open loop at the deadline peak (60 reads/s + 20 saves/s, shared/research/perf-reliability.md
 * A4) and at multiples of it up to 10×. Reports p50/p99 per multiple and the highest multiple
 * with p99 ≤ 50 ms. `npx tsx bench/invoer.bench.ts` (DATABASE_URL, default the local server).
 */
import { readFileSync } from 'node:fs';
import { register, schermCalls } from '@kw/contract';
import type { Meting } from './http.bench';
import { ALS_BROWSER, get, openLoop, post, versieUit } from './save-loop';
import { demoSchermen } from '../apps/server/src/db/seed-invoer';
import { krachtvoer30 } from './invoer.bench.constanten';
import { zetBenchOp, type BenchOpzet } from './invoer.bench.opzet';

const BOEREN = Number(process.env.BENCH_BOEREN ?? 1_000);
const SECONDEN = Number(process.env.BENCH_SECONDS ?? 10);
const LEZEN = 60;
const OPSLAAN = 20;
const MET_TOEGANGSLOG = process.env.BENCH_TOEGANGSLOG !== 'uit';
const VEELVOUDEN = (process.env.BENCH_VEELVOUDEN ?? '1,2,5,8,10,12,15').split(',').map(Number);

export interface InvoerBenchUitkomst {
  veelvoud: number;
  lezen: Meting;
  opslaan: Meting;
  load: string;
}

const regel = (m: Meting) => `p50 ${String(m.p50).padStart(5)}  p95 ${String(m.p95).padStart(5)}  p99 ${String(m.p99).padStart(5)} ms${m.non2xx + m.errors ? ` (non-2xx ${m.non2xx}, fouten ${m.errors})` : ''}`;

/**
 * The register's load on a bench server: `lees` (a GET, half Krachtvoer, half the adviser's) and
 * `bewaar` (a save, half Krachtvoer with 30 products, the rest over the other screens, carrying the
 * farm's version); shared with the data-link bench, which runs it at the deadline peak beside its ingest.
 */
export function registerLast(o: BenchOpzet) {
  // the version per farm and screen: every save carries the version its farm's previous save of that screen returned
  const versies = new Map<string, number>();
  const kv = register.find((s) => s.sleutel === 'krachtvoer')!;
  const kvBodies = o.records.map((_, i) => JSON.stringify(krachtvoer30(i + 1)));
  // the other screens saved with the demo farm's document (the one the bench seeded), every screen the demo fills
  const demo = demoSchermen({ naam: 'IB', koeien: 90, grasHa: 40, melkKg: 850_000 }, 2024) as Record<string, unknown>;
  const andere = register.filter((s) => s.sleutel !== 'krachtvoer' && demo[s.sleutel] !== undefined).map((s) => ({ scherm: s, body: JSON.stringify(demo[s.sleutel]) }));
  let opslagTeller = 0;
  let teller = 0;
  // saves that met another save of the same farm (409): counted and printed, so a run of conflicts cannot pass for fast saves
  let conflicten = 0;
  let geslaagd = 0;
  const kies = () => (teller = (teller * 1103515245 + 12345) % 2 ** 31) % o.records.length;
  // half of the reads Krachtvoer, the rest spread over every screen
  let lezingen = 0;
  const lees = async () => {
    const f = kies();
    lezingen++;
    const scherm = teller % 2 === 0 ? kv : register[teller % register.length];
    // half the reads by the farm's adviser (an access row each, decision 019), half by the farmer;
    // BENCH_TOEGANGSLOG=uit: every read by the farmer, no access rows (the "before" of the access log's cost)
    return get(`${o.base}${schermCalls(scherm).lezen}`, lezingen % 2 === 0 && MET_TOEGANGSLOG ? o.tokens[f] : o.eigenTokens[f]);
  };
  const bewaar = async () => {
    const f = kies();
    const n = opslagTeller++;
    const { scherm, body } = n % 2 === 0 ? { scherm: kv, body: kvBodies[f] } : andere[(n >> 1) % andere.length];
    const sleutel = `${f}:${scherm.sleutel}`;
    const versie = versies.get(sleutel) ?? 1;
    const { status, text } = await post(`${o.base}${schermCalls(scherm).opslaan}`, o.tokens[f], `{"versie":${versie},"gegevens":${body}}`, ALS_BROWSER);
    if (status === 200) {
      versies.set(sleutel, versieUit(text));
      geslaagd++;
    }
    if (status === 409) {
      conflicten++;
      return 200; // another save of the same farm was first: a correct answer under load
    }
    return status;
  };
  return {
    lees,
    bewaar,
    andere: andere.length,
    /** saves stored and 409s since the last call */
    stand() {
      const s = { geslaagd, conflicten };
      geslaagd = 0;
      conflicten = 0;
      return s;
    },
  };
}

export async function runInvoerBench(): Promise<{ uitkomsten: InvoerBenchUitkomst[]; hoogste: number | null }> {
  // BENCH_NODE_VLAGGEN: V8/Node flags for the server process only (e.g. --trace-gc with BENCH_SERVER_LOG), as in invoer.cpu.ts
  const o = await zetBenchOp(BOEREN, Number(process.env.BENCH_PORT ?? 18093), (process.env.BENCH_NODE_VLAGGEN ?? '').split(' ').filter(Boolean));
  try {
    const { lees, bewaar, andere, stand } = registerLast(o);
    await openLoop(20, 3, lees);
    await openLoop(10, 3, bewaar);
    const uitkomsten: InvoerBenchUitkomst[] = [];
    console.log(`Invoerregister, PostgreSQL, ${o.records.length} boeren, open loop ${SECONDEN} s per stap (GET gemengd over de schermen; opslaan = de helft Krachtvoer met 30 producten, de rest verdeeld over ${andere} andere schermen, incl. engine; toegangslog ${MET_TOEGANGSLOG ? 'aan: de helft van de GETs door de adviseur' : 'uit: alle GETs door de boer'}):`);
    for (const v of VEELVOUDEN) {
      stand();
      const [lezen, opslaan] = await Promise.all([openLoop(LEZEN * v, SECONDEN, lees), openLoop(OPSLAAN * v, SECONDEN, bewaar)]);
      const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
      uitkomsten.push({ veelvoud: v, lezen, opslaan, load });
      const { geslaagd, conflicten } = stand();
      console.log(`${String(v).padStart(3)}× (${String(LEZEN * v).padStart(4)} GET/s + ${String(OPSLAAN * v).padStart(3)} opslaan/s)  GET ${regel(lezen)}   opslaan ${regel(opslaan)} (${geslaagd} opgeslagen, ${conflicten} × 409)   load ${load}`);
      // far past saturation every further step only queues up: stop
      if (lezen.p99 > 5_000 && opslaan.p99 > 5_000) break;
    }
    const gehaald = (u: InvoerBenchUitkomst) => u.lezen.p99 <= 50 && u.opslaan.p99 <= 50 && u.lezen.non2xx + u.opslaan.non2xx + u.lezen.errors + u.opslaan.errors === 0;
    // "stays ≤ 50 ms": the highest multiple up to which every step passed (a lucky step after a failed one does not count)
    const eersteMis = uitkomsten.findIndex((u) => !gehaald(u));
    const doorlopend = eersteMis === -1 ? uitkomsten : uitkomsten.slice(0, eersteMis);
    const hoogste = doorlopend.length ? doorlopend[doorlopend.length - 1].veelvoud : null;
    console.log(`Hoogste veelvoud met p99 ≤ 50 ms (GET en opslaan): ${hoogste === null ? 'geen' : `${hoogste}×`} (doel: 10×)`);
    return { uitkomsten, hoogste };
  } finally {
    await o.opruimen();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runInvoerBench();
