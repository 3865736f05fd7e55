/**
 * Report PDFs rendered off the main thread (decision 012, revision 27-11-2026 (session 18)). pdfkit lays out and
 * deflates a report in one synchronous stretch (all sections: median 31 ms, max 46 ms, `bench/rapport.bench.ts`); on
 * the main thread every read and save that arrived meanwhile waited for it: with PDFs at the soak's 5× rate (0.83 a
 * second) beside 300 GETs a second, the GETs' p99 was 55–61 ms, and 7–8 ms with the PDFs in a worker thread
 * (`bench/pdf-naast.bench.ts`, docs/metingen.md "Session 18's machine"). A small pool of worker threads renders them;
 * the same module renders, so the document is byte for byte the same. One pool per process: the server starts its
 * threads when it starts (main.ts), tests and benches at the first report; the threads never keep a process alive
 * (`unref`). A drawing that has not come back within a time limit ends its thread, fails its own report with a Dutch
 * message, and a new thread takes the queue (decision 012, revision 28-11-2026).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { SectieId } from '@kw/contract/rapportage';
import { maakRapportPdf } from '../rapportage.pdf';
import type { RapportInvoer } from '../rapportage.types';

/**
 * Threads beside the main thread: one on a 2-core machine (the main thread and PostgreSQL want the other core), at
 * most four (reports are rare beside reads and saves: 1 per 480 register calls at the peak, perf-reliability.md A4).
 */
export const STANDAARD_PDF_WERKERS = Math.max(1, Math.min(4, availableParallelism() - 1));

interface Taak {
  invoer: RapportInvoer;
  secties: SectieId[];
  resolve(pdf: Buffer): void;
  reject(fout: Error): void;
}

const GESTOPT = 'De PDF-werkers zijn gestopt.';

/**
 * How long one drawing may take in its thread before the thread is taken to hang (an endless loop in the renderer).
 * A drawing takes a median of 31 ms and at most 46 ms (all sections, header above); an earlier measurement with the
 * machine shared had a median of ~0.5 s (decision 012, Consequences). 30 s is some 650× the measured maximum and 30×
 * the target of ≤ 1 s per report, so a drawing still busy then is not slow but stuck. The figure is an ASSUMED
 * judgement, not a measurement (te verifiëren against the slowest report seen in production). Only the drawing
 * counts: the clock starts when the report is handed to a thread, not while it waits in the queue.
 */
export const STANDAARD_PDF_TIJDSLIMIET_MS = 30_000;

/** A report whose drawing did not come back within the time limit; the service answers it with a 503. */
export class PdfTeLaatFout extends Error {
  constructor() {
    super('Het rapport kon niet op tijd worden gemaakt. Probeer het over een minuut opnieuw.');
    this.name = 'PdfTeLaatFout';
  }
}

export interface PdfWerkersOpties {
  /** the threads start now instead of at the first report */
  nuStarten?: boolean;
  /** the time limit per drawing; STANDAARD_PDF_TIJDSLIMIET_MS when not given */
  tijdslimietMs?: number;
  /** tests only: another thread entry in place of pdf.werker.mjs (one that hangs on purpose) */
  werker?: URL;
}

interface Instelling {
  tijdslimietMs: number;
  werker: URL;
}

type Bericht = { klaar: true } | { id: number; pdf: Uint8Array } | { id: number; fout: string };

class PdfWerkers {
  /** every thread started and not yet gone */
  private readonly levend = new Set<Worker>();
  private readonly vrij: Worker[] = [];
  private readonly bezig = new Map<Worker, { id: number; taak: Taak; klok: NodeJS.Timeout }>();
  private readonly wachtrij: Taak[] = [];
  private volgnummer = 0;

  constructor(
    private readonly max: number,
    private readonly instelling: Instelling,
  ) {}

  maak(invoer: RapportInvoer, secties: SectieId[]): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      this.wachtrij.push({ invoer, secties, resolve, reject });
      this.verdeel();
    });
  }

  /** Every thread started ahead of the first report. */
  startAlle(): void {
    while (this.levend.size < this.max) this.start();
  }

  /** Every thread stopped; waiting reports fail. */
  async stop(): Promise<void> {
    for (const t of this.wachtrij.splice(0)) t.reject(new Error(GESTOPT));
    const alle = [...this.levend];
    this.levend.clear();
    this.vrij.splice(0);
    for (const { taak, klok } of this.bezig.values()) {
      clearTimeout(klok);
      taak.reject(new Error(GESTOPT));
    }
    this.bezig.clear();
    await Promise.all(alle.map((w) => w.terminate()));
  }

  private verdeel(): void {
    while (this.wachtrij.length > 0 && this.vrij.length > 0) {
      const w = this.vrij.pop()!;
      const taak = this.wachtrij.shift()!;
      const id = ++this.volgnummer;
      try {
        w.postMessage({ id, invoer: taak.invoer, secties: taak.secties });
      } catch (fout) {
        // not copyable to the thread (structured clone): this report fails, the thread stays free
        this.vrij.push(w);
        taak.reject(fout instanceof Error ? fout : new Error(String(fout)));
        continue;
      }
      // the clock starts here: the time the report waited in the queue is not the drawing's
      const klok = setTimeout(() => this.teLaat(w, id), this.instelling.tijdslimietMs);
      klok.unref(); // like the threads, a waiting report does not keep a process alive
      this.bezig.set(w, { id, taak, klok });
    }
    const opweg = this.levend.size - this.vrij.length - this.bezig.size; // started, not yet ready
    if (this.wachtrij.length > opweg && this.levend.size < this.max) this.start();
  }

  private start(): void {
    const w = new Worker(this.instelling.werker, { execArgv: [] });
    w.unref();
    this.levend.add(w);
    let gereed = false;
    w.on('message', (b: Bericht) => {
      if (!this.levend.has(w)) return; // stopped meanwhile
      if ('klaar' in b) {
        gereed = true;
        this.vrij.push(w);
      } else {
        const lopend = this.bezig.get(w);
        this.bezig.delete(w);
        if (lopend) clearTimeout(lopend.klok);
        this.vrij.push(w);
        if (lopend && lopend.id === b.id) {
          if ('pdf' in b) lopend.taak.resolve(Buffer.from(b.pdf.buffer, b.pdf.byteOffset, b.pdf.byteLength));
          else lopend.taak.reject(new Error(b.fout));
        }
      }
      this.verdeel();
    });
    w.on('error', (fout) => this.weg(w, fout, gereed));
    w.on('exit', (code) => this.weg(w, new Error(`PDF-werker gestopt (code ${code}).`), gereed));
  }

  /**
   * A drawing that has not come back within the limit: its thread hangs (a synchronous loop never answers and never
   * reads the next message), so it is ended and its report fails; `weg` takes it out of the pool first, so its
   * 'exit' that follows finds nothing left to do and a late answer is ignored. It was ready, so the queue waits for
   * a new thread instead of failing.
   */
  private teLaat(w: Worker, id: number): void {
    if (this.bezig.get(w)?.id !== id) return; // answered meanwhile
    this.weg(w, new PdfTeLaatFout(), true);
    // terminate() stops even a loop that never yields; the promise only says when it is gone
    w.terminate().catch(() => undefined);
  }

  /**
   * A thread that died: its report fails, a new thread takes the queue. One that died before it was ready fails
   * the queue too, so a renderer that cannot load is not restarted for ever.
   */
  private weg(w: Worker, fout: Error, gereed: boolean): void {
    if (!this.levend.delete(w)) return; // already handled: 'error' is followed by 'exit'
    const i = this.vrij.indexOf(w);
    if (i >= 0) this.vrij.splice(i, 1);
    const lopend = this.bezig.get(w);
    this.bezig.delete(w);
    if (lopend) clearTimeout(lopend.klok);
    lopend?.taak.reject(fout);
    if (!gereed) for (const t of this.wachtrij.splice(0)) t.reject(fout);
    this.verdeel();
  }
}

const STANDAARD_WERKER = new URL('./pdf.werker.mjs', import.meta.url);

let pool: PdfWerkers | undefined;
let aantal = STANDAARD_PDF_WERKERS;
let instelling: Instelling = { tijdslimietMs: STANDAARD_PDF_TIJDSLIMIET_MS, werker: STANDAARD_WERKER };

/**
 * The number of threads (KLW_PDF_WERKERS); 0 renders on the main thread (without a time limit: a drawing on the main
 * thread cannot be interrupted). Stops a running pool; every option not given is back at its default.
 */
export async function stelPdfWerkersIn(n: number, { nuStarten = false, tijdslimietMs = STANDAARD_PDF_TIJDSLIMIET_MS, werker = STANDAARD_WERKER }: PdfWerkersOpties = {}): Promise<void> {
  // setTimeout takes at most 2^31 − 1 ms; beyond that it would fire at once
  if (!(tijdslimietMs > 0 && tijdslimietMs <= 2 ** 31 - 1)) throw new Error(`De tijdslimiet van de PDF-werkers moet tussen 0 en 2^31 ms liggen (${tijdslimietMs}).`);
  aantal = n;
  instelling = { tijdslimietMs, werker };
  const oud = pool;
  pool = undefined;
  await oud?.stop();
  if (nuStarten && n > 0) {
    pool = new PdfWerkers(n, instelling);
    pool.startAlle();
  }
}

/** The report PDF, rendered by the pool (or on this thread when it has no threads). */
export function rapportPdfInWerker(invoer: RapportInvoer, secties: SectieId[]): Promise<Buffer> {
  if (aantal === 0) return maakRapportPdf(invoer, secties);
  pool ??= new PdfWerkers(aantal, instelling);
  return pool.maak(invoer, secties);
}
