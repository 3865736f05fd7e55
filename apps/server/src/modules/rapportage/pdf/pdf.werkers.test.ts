/**
 * Report PDFs in worker threads (decision 012, revision 27-11-2026 (session 18)): the pool's document is byte for
 * byte the main thread's, more reports at once than threads all come back right, a report the renderer cannot make
 * fails with the renderer's own message and the pool goes on, so does one that cannot be handed to a thread, and
 * with 0 threads the main thread renders. A drawing that hangs fails after the time limit with a Dutch message, its
 * thread is ended and a new one takes the queue (revision 28-11-2026). That the main thread keeps answering while
 * reports render (the reason for the pool) is measured by `bench/pdf-naast.bench.ts`, not here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Resultaat } from '@kw/engine';
import { ALLE_SECTIES } from '@kw/contract/rapportage';
import { maakRapportPdf } from '../rapportage.pdf';
import type { RapportInvoer } from '../rapportage.types';
import { voorbeeldRapportInvoer } from '../rapportage.voorbeeld';
import { PdfTeLaatFout, rapportPdfInWerker, STANDAARD_PDF_WERKERS, stelPdfWerkersIn } from './pdf.werkers';

const invoer: RapportInvoer = voorbeeldRapportInvoer();
const r: Resultaat = invoer.resultaat;
const wacht = (ms: number) => new Promise((klaar) => setTimeout(klaar, ms));

afterAll(async () => stelPdfWerkersIn(STANDAARD_PDF_WERKERS));

describe('PDF-werkers', () => {
  it('maken hetzelfde document als de hoofdthread, ook met meer rapporten tegelijk dan werkers', async () => {
    await stelPdfWerkersIn(2);
    const hier = await maakRapportPdf(invoer, ALLE_SECTIES);
    const bex = await maakRapportPdf(invoer, ['bex']);
    const daar = await Promise.all(Array.from({ length: 5 }, (_, i) => rapportPdfInWerker(invoer, i % 2 === 0 ? ALLE_SECTIES : ['bex'])));
    daar.forEach((pdf, i) => expect(pdf.equals(i % 2 === 0 ? hier : bex), `rapport ${i}`).toBe(true));
  });

  it('een rapport dat niet te maken is faalt met de melding van de tekenaar; het volgende lukt weer', async () => {
    await stelPdfWerkersIn(1);
    const kapot = { ...invoer, resultaat: { ...r, bex: undefined } } as unknown as RapportInvoer;
    const hier = await maakRapportPdf(kapot, ['bex']).then(() => 'gelukt', (e: Error) => e.message);
    expect(hier).not.toBe('gelukt');
    await expect(rapportPdfInWerker(kapot, ['bex'])).rejects.toThrow(hier);
    expect((await rapportPdfInWerker(invoer, ['bex'])).equals(await maakRapportPdf(invoer, ['bex']))).toBe(true);
  });

  it('een rapport dat niet aan een werker over te dragen is faalt alleen zelf; met 0 werkers tekent deze thread', async () => {
    // a value that cannot be copied to the thread (a getter that throws while it is copied)
    const onkopieerbaar = { ...invoer, get resultaat(): Resultaat { throw new Error('niet over te dragen'); } } as RapportInvoer;
    await stelPdfWerkersIn(1);
    await expect(rapportPdfInWerker(onkopieerbaar, ['bex'])).rejects.toThrow('niet over te dragen');
    await expect(Promise.all([rapportPdfInWerker(onkopieerbaar, ['bex']), rapportPdfInWerker(invoer, ['bex'])])).rejects.toThrow('niet over te dragen');
    expect((await rapportPdfInWerker(invoer, ['bex'])).equals(await maakRapportPdf(invoer, ['bex']))).toBe(true);
    await stelPdfWerkersIn(0);
    expect((await rapportPdfInWerker(invoer, ['bex'])).equals(await maakRapportPdf(invoer, ['bex']))).toBe(true);
  });

  it('een tekening die blijft hangen faalt na de tijdslimiet met een Nederlandse melding; een nieuwe werker maakt het volgende rapport', async () => {
    const limiet = 1000;
    // the real entry, except that a report with `meta.hangt` loops for ever (counting in the shared `teller`)
    await stelPdfWerkersIn(1, { nuStarten: true, tijdslimietMs: limiet, werker: new URL('./pdf.werker.hangt.mjs', import.meta.url) });
    const bex = await maakRapportPdf(invoer, ['bex']);
    expect((await rapportPdfInWerker(invoer, ['bex'])).equals(bex)).toBe(true); // the thread is loaded: its start does not count
    const teller = new Int32Array(new SharedArrayBuffer(4));
    const hangend = { ...invoer, meta: { ...invoer.meta, hangt: teller } } as RapportInvoer;

    const begin = performance.now();
    const fout = rapportPdfInWerker(hangend, ['bex']).then(() => new Error('gelukt'), (e: Error) => e);
    // waits in the queue behind the hanging one for longer than the limit: the queue's time is not its drawing's
    const daarna = rapportPdfInWerker(invoer, ['bex']);
    const teLaat = await fout;
    const duur = performance.now() - begin;
    expect(teLaat).toBeInstanceOf(PdfTeLaatFout);
    expect(teLaat.message).toBe('Het rapport kon niet op tijd worden gemaakt. Probeer het over een minuut opnieuw.');
    expect(duur).toBeGreaterThanOrEqual(limiet - 5);
    expect(duur).toBeLessThan(limiet + 1000);
    expect(Atomics.load(teller, 0)).toBeGreaterThan(0); // it did hang

    // a new thread draws the next report, byte for byte the main thread's, and the hung one's end fails nothing else
    expect((await daarna).equals(bex)).toBe(true);
    expect((await rapportPdfInWerker(invoer, ['bex'])).equals(bex)).toBe(true);
    // the hung thread was ended, not left to spin beside the new one
    const eerst = Atomics.load(teller, 0);
    await wacht(100);
    expect(Atomics.load(teller, 0)).toBe(eerst);
  });

  it('stoppen laat wachtende rapporten falen met een Nederlandse melding', async () => {
    await stelPdfWerkersIn(1);
    const gefaald = expect(rapportPdfInWerker(invoer, ALLE_SECTIES)).rejects.toThrow('De PDF-werkers zijn gestopt.');
    await stelPdfWerkersIn(1);
    await gefaald;
  });
});
