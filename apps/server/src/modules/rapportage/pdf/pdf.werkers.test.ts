/**
 * Report PDFs in worker threads (decision 012, revision 27-11-2026 (session 18)): the pool's document is byte for
 * byte the main thread's, more reports at once than threads all come back right, a report the renderer cannot make
 * fails with the renderer's own message and the pool goes on, so does one that cannot be handed to a thread, and
 * with 0 threads the main thread renders. That the main thread keeps answering while reports render (the reason for
 * the pool) is measured by `bench/pdf-naast.bench.ts`, not here.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Resultaat } from '@kw/engine';
import { ALLE_SECTIES } from '@kw/contract/rapportage';
import { maakRapportPdf } from '../rapportage.pdf';
import type { RapportInvoer } from '../rapportage.types';
import { voorbeeldRapportInvoer } from '../rapportage.voorbeeld';
import { rapportPdfInWerker, STANDAARD_PDF_WERKERS, stelPdfWerkersIn } from './pdf.werkers';

const invoer: RapportInvoer = voorbeeldRapportInvoer();
const r: Resultaat = invoer.resultaat;

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

  it('stoppen laat wachtende rapporten falen met een Nederlandse melding', async () => {
    await stelPdfWerkersIn(1);
    const gefaald = expect(rapportPdfInWerker(invoer, ALLE_SECTIES)).rejects.toThrow('De PDF-werkers zijn gestopt.');
    await stelPdfWerkersIn(1);
    await gefaald;
  });
});
