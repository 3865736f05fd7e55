/**
 * Reads beside report PDFs (decision 012, revision 27-11-2026 (session 18)): register GETs in an open loop with full
 * PDF reports beside them, once with the PDFs rendered on the server's main thread (KLW_PDF_WERKERS=0) and once in its
 * worker thread (=1), in alternating pairs on fresh servers. Without saves, so the write-ahead log's flushes do not
 * blur what the PDFs do to the reads. `npx tsx bench/pdf-naast.bench.ts` (BENCH_GET_PER_S, default 300 = 5× the peak;
 * BENCH_PDF_PER_S, default 2; BENCH_SECONDS, default 20; BENCH_PAREN, default 2).
 */
import { routes } from '@kw/contract';
import type { Meting } from './http.bench';
import { registerLast } from './invoer.bench';
import { zetBenchOp } from './invoer.bench.opzet';
import { get, openLoop } from './save-loop';

const GET_PER_S = Number(process.env.BENCH_GET_PER_S ?? 300);
const PDF_PER_S = Number(process.env.BENCH_PDF_PER_S ?? 2);
const SECONDEN = Number(process.env.BENCH_SECONDS ?? 20);
const PAREN = Number(process.env.BENCH_PAREN ?? 2);

export interface PdfNaastRonde {
  werkers: number;
  lezen: Meting;
  pdf: Meting;
}

async function ronde(werkers: number): Promise<PdfNaastRonde> {
  process.env.KLW_PDF_WERKERS = String(werkers); // the bench's server takes the bench's environment
  const o = await zetBenchOp(100, Number(process.env.BENCH_PORT ?? 18097));
  try {
    const { lees } = registerLast(o);
    let n = 0;
    const pdf = () => get(`${o.base}${routes.rapportPdf.path}`, o.tokens[n++ % o.tokens.length]);
    // warm-up: the JIT, the pool's connections, the worker thread, the farms' outcomes
    await Promise.all([openLoop(GET_PER_S / 2, 3, lees), openLoop(PDF_PER_S, 3, pdf)]);
    const [lezen, pdfs] = await Promise.all([openLoop(GET_PER_S, SECONDEN, lees), openLoop(PDF_PER_S, SECONDEN, pdf)]);
    const fouten = lezen.non2xx + lezen.errors + pdfs.non2xx + pdfs.errors;
    console.log(
      `  PDF's ${werkers === 0 ? 'in de hoofdthread' : `in ${werkers} werker`}: GET p50 ${lezen.p50} p95 ${lezen.p95} p99 ${lezen.p99} ms; PDF p50 ${pdfs.p50} p99 ${pdfs.p99} ms; ${fouten} fouten`,
    );
    return { werkers, lezen, pdf: pdfs };
  } finally {
    await o.opruimen();
    delete process.env.KLW_PDF_WERKERS;
  }
}

/** Alternating pairs, main thread first; target: the reads' p99 ≤ 50 ms with the PDFs in the worker (the register's). */
export async function runPdfNaastBench(): Promise<PdfNaastRonde[]> {
  console.log(`Lezen naast PDF-rapporten: ${GET_PER_S} GET/s en ${PDF_PER_S} volledige rapporten/s, ${SECONDEN} s per ronde, 100 boeren, PostgreSQL:`);
  const rondes: PdfNaastRonde[] = [];
  for (let i = 0; i < PAREN; i++) rondes.push(await ronde(0), await ronde(1));
  const metWerker = rondes.filter((r) => r.werkers > 0).map((r) => r.lezen.p99);
  console.log(`  GET p99 met de PDF's in de werker: hoogste ${Math.max(...metWerker)} ms (doel ≤ 50 ms)`);
  return rondes;
}

if (import.meta.url === `file://${process.argv[1]}`) await runPdfNaastBench();
