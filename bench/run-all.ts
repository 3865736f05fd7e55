/**
 * `npm run bench`: the engine, the API (PGlite, PostgreSQL when DATABASE_URL is set or
 * the local server answers), the PDF report and the JS per page. Prints a table and writes
 * bench/results/latest.json. Targets: p99 ≤ 50 ms on PostgreSQL, login ≤ 170 KB and
 * Melklevering ≤ 350 KB of JS on the wire (brotli), engine ≤ 50 µs median per farm-year; the
 * register's GET and save p99 ≤ 50 ms at 10× the deadline peak (bench/invoer.bench.ts); the data-link inbox p99 ≤ 100 ms
 * at 200 messages/s beside the register at the peak, reprocessing 10,000 messages ≤ 60 s (bench/koppelingen.bench.ts);
 * recomputing 20,000 farms' open years ≤ 60 s with the register's p99 ≤ 50 ms beside it (bench/herberekening.bench.ts);
 * the consumer API p99 ≤ 50 ms at 200 deliveries/s over 1,000 farms, a revocation honoured by the next call (bench/afnemer.bench.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runHttpBench, type Meting } from './http.bench';
import { pageJsGzip, pageJsWire } from './bundle-size';
import { LOGIN_CHUNKS, MELKLEVERING_CHUNKS } from './pages';

process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

// `npm run bench -- --soak`: only the 10-minute soak (bench/soak.bench.ts). npm hands the flag on as npm_config_soak when
// it passes through the workspace's own `npm run`, and as an argument when run-all.ts is started directly.
if (process.argv.includes('--soak') || process.env.npm_config_soak === 'true') {
  const { runSoak } = await import('./soak.bench');
  await runSoak();
  process.exit(0);
}

const { runEngineBench } = await import('./engine.bench');
const engine = await runEngineBench();
const { runRapportBench } = await import('./rapport.bench');
const rapport = await runRapportBench();
const bundles = {
  login: pageJsGzip(LOGIN_CHUNKS),
  melklevering: pageJsGzip(MELKLEVERING_CHUNKS),
  loginWire: pageJsWire(LOGIN_CHUNKS),
  melkleveringWire: pageJsWire(MELKLEVERING_CHUNKS),
};
const http = await runHttpBench();

const regel = (naam: string, m: Meting | undefined | null, bare: Meting) =>
  m ? `${naam.padEnd(28)} p50 ${String(m.p50).padStart(4)} ms  p99 ${String(m.p99).padStart(4)} ms  ${String(m.rps).padStart(6)} req/s  (${(m.rps / bare.rps).toFixed(3)} × bare)  non-2xx ${m.non2xx}  errors ${m.errors}` : `${naam}: not run`;

console.log(`\nEngine: median ${engine.medianMicros.toFixed(1)} µs, p99 ${engine.p99Micros.toFixed(1)} µs per farm-year; ${engine.farms} farms in ${engine.totalMs20k.toFixed(0)} ms (target ≤ 50 µs median)`);
console.log(`Engine with trace: median ${engine.afleiding.medianMicros.toFixed(0)} µs, p99 ${engine.afleiding.p99Micros.toFixed(0)} µs per farm-year; graph JSON median ${engine.afleiding.medianKb} KB, max ${engine.afleiding.maxKb} KB (target ≤ 1 MB)`);
console.log(`PDF report, all sections: median ${rapport.pdfMedianMs} ms, max ${rapport.pdfMaxMs} ms (target ≤ 1000 ms); ${rapport.paginas} pages, ${rapport.pdfKb} KB; heap ≤ ${rapport.heapNaRapportMb} MB, RSS peak ${rapport.rssPiekMb} MB; XLSX ${rapport.xlsxMedianMs} ms, CSV ${rapport.csvMedianMs} ms`);
console.log(`JS on the wire (brotli): login ${bundles.loginWire.kb} KB (target ≤ 170), Melklevering ${bundles.melkleveringWire.kb} KB (target ≤ 350); gzip ${bundles.login.kb} / ${bundles.melklevering.kb} KB`);
console.log(`HTTP, ${http.connections} connections, ${http.seconds} s each:`);
console.log(regel('bare Fastify route', http.bare, http.bare));
console.log(regel('PGlite   GetMelkLevering', http.pglite.get, http.bare));
console.log(regel('PGlite   SaveMelkLevering', http.pglite.save, http.bare));
console.log(regel('Postgres GetMelkLevering', http.postgres?.get, http.bare));
console.log(regel('Postgres SaveMelkLevering', http.postgres?.save, http.bare));
console.log(`At the deadline-peak rate (60 GET/s and 20 saves/s, open loop, ${http.seconds} s):`);
console.log(regel('PGlite   Get @ 60/s', http.pglite.getPiek, http.bare));
console.log(regel('PGlite   Save @ 20/s', http.pglite.savePiek, http.bare));
console.log(regel('Postgres Get @ 60/s', http.postgres?.getPiek, http.bare));
console.log(regel('Postgres Save @ 20/s', http.postgres?.savePiek, http.bare));
console.log('(Closed-loop GET runs use autocannon; saves use node:http, carrying each farm\'s version; the open-loop GETs use fetch. Load generator, PostgreSQL and server share the 2 cores.)');

// /Deelnemers of a large organisation: 2,000 farms, first page and search p99 ≤ 100 ms, key figures of 500 farms ≤ 3 s.
const { runDeelnemersBench } = await import('./deelnemers.bench');
const deelnemers = await runDeelnemersBench();

// The register (decision 013): open loop at multiples of the deadline peak, 1,000 farms, PostgreSQL.
const { runInvoerBench } = await import('./invoer.bench');
const invoer = await runInvoerBench();

// Reads beside report PDFs, the PDFs on the main thread against the worker thread (decision 012, revision 27-11-2026 (session 18)).
const { runPdfNaastBench } = await import('./pdf-naast.bench');
const pdfNaast = await runPdfNaastBench();

// The data links (decision 020): 200 messages/s over 1,000 farms for 60 s beside the register at the deadline peak,
// then reprocessing 10,000 failed messages (BENCH_KOPPEL_* make it smaller for a quick run).
const { runKoppelingenBench } = await import('./koppelingen.bench');
const koppelingen = await runKoppelingenBench();

// The recompute after a rule change (decision 028): 20,000 farms' open years on PostgreSQL in ≤ 60 s, the register at the
// deadline peak beside it with p99 ≤ 50 ms (BENCH_HERBEREKENING_* make it smaller).
const { runHerberekeningBench } = await import('./herberekening.bench');
const herberekening = await runHerberekeningBench();

// The consumer API (decision 034): 200 deliveries/s over 1,000 farms, each with its access row, beside a bare route at the
// same rate, a revocation halfway (BENCH_AFNEMER_* make it smaller).
const { runAfnemerBench } = await import('./afnemer.bench');
const afnemer = await runAfnemerBench();

const dir = join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
writeFileSync(join(dir, 'latest.json'), JSON.stringify({ when: new Date().toISOString(), engine, rapport, bundles, http, deelnemers, invoer, pdfNaast, koppelingen, herberekening, afnemer }, null, 2));
