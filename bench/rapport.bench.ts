/**
 * Report benchmark (decision 012): a full PDF report (all seven sections) of the example farm,
 * made 20 times after a warm-up; time per report (median, max) and memory (heap in use after
 * a report, RSS peak). Target ≤ 1 s per full report. Also the XLSX and CSV of the key figures.
 * Run directly: `npx tsx bench/rapport.bench.ts` (with `node --expose-gc` the heap is measured after a GC).
 */
import { maakKengetallenCsv } from '../apps/server/src/modules/rapportage/rapportage.csv';
import { maakRapportPdf } from '../apps/server/src/modules/rapportage/rapportage.pdf';
import { ALLE_SECTIES } from '@kw/contract/rapportage';
import { voorbeeldRapportInvoer } from '../apps/server/src/modules/rapportage/rapportage.voorbeeld';
import { maakKengetallenXlsx } from '../apps/server/src/modules/rapportage/rapportage.xlsx';

const AANTAL = 20;
const OPWARMEN = 3;

export interface RapportMeting {
  rapporten: number;
  pdfMedianMs: number;
  pdfMaxMs: number;
  pdfKb: number;
  paginas: number;
  heapNaRapportMb: number;
  rssPiekMb: number;
  xlsxMedianMs: number;
  csvMedianMs: number;
}

const mediaan = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mb = (b: number) => Math.round((b / 1024 / 1024) * 10) / 10;

export async function runRapportBench(): Promise<RapportMeting> {
  const invoer = voorbeeldRapportInvoer({ relatieId: 1, datum: new Date() });
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < OPWARMEN; i++) await maakRapportPdf(invoer, ALLE_SECTIES);
  const tijden: number[] = [];
  let rssPiek = 0;
  let heap = 0;
  let pdfGrootte = 0;
  let pdfTekst = '';
  for (let i = 0; i < AANTAL; i++) {
    gc?.();
    const t0 = performance.now();
    const pdf = await maakRapportPdf(invoer, ALLE_SECTIES);
    pdfGrootte = pdf.length;
    pdfTekst = pdf.toString('latin1');
    tijden.push(performance.now() - t0);
    const m = process.memoryUsage();
    rssPiek = Math.max(rssPiek, m.rss);
    heap = Math.max(heap, m.heapUsed);
  }
  const xlsx: number[] = [];
  const csv: number[] = [];
  for (let i = 0; i < AANTAL; i++) {
    let t0 = performance.now();
    await maakKengetallenXlsx(invoer);
    xlsx.push(performance.now() - t0);
    t0 = performance.now();
    maakKengetallenCsv(invoer);
    csv.push(performance.now() - t0);
  }
  return {
    rapporten: AANTAL,
    pdfMedianMs: Math.round(mediaan(tijden)),
    pdfMaxMs: Math.round(Math.max(...tijden)),
    pdfKb: Math.round(pdfGrootte / 1024),
    paginas: (pdfTekst.match(/\/Type \/Page\b/g) ?? []).length,
    heapNaRapportMb: mb(heap),
    rssPiekMb: mb(rssPiek),
    xlsxMedianMs: Math.round(mediaan(xlsx) * 10) / 10,
    csvMedianMs: Math.round(mediaan(csv) * 100) / 100,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const m = await runRapportBench();
  console.log(
    `PDF report, all sections: median ${m.pdfMedianMs} ms, max ${m.pdfMaxMs} ms over ${m.rapporten} reports (target ≤ 1000 ms); ${m.paginas} pages, ${m.pdfKb} KB; heap in use ≤ ${m.heapNaRapportMb} MB, RSS peak ${m.rssPiekMb} MB; XLSX ${m.xlsxMedianMs} ms, CSV ${m.csvMedianMs} ms`,
  );
}
