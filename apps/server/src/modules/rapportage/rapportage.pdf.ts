/**
 * The report as a PDF, made on the server with pdfkit (decision 012): the sections the
 * farmer chose, each on its own page, with the running header and page numbers.
 * Pure: the same Resultaat, metadata and sections give the same document.
 */
import PDFDocument from 'pdfkit';
import type { Resultaat } from '@kw/engine';
import { lopendeKop, paginanummers, titelblok } from './pdf/pdf.kader';
import { PAGINA, sectieKop, type Doc } from './pdf/pdf.opmaak';
import { sectieBalansen } from './pdf/sectie.balansen';
import { sectieBex } from './pdf/sectie.bex';
import { sectieDashboard } from './pdf/sectie.dashboard';
import { sectieKengetallen } from './pdf/sectie.kengetallen';
import { sectieAmmoniak, sectieBroeikasgassen } from './pdf/sectie.milieu';
import { sectieVoer } from './pdf/sectie.voer';
import { SECTIES, type SectieId } from '@kw/contract/rapportage';
import type { RapportInvoer } from './rapportage.types';

const TEKENAARS: Record<SectieId, (doc: Doc, r: Resultaat) => void> = {
  dashboard: sectieDashboard,
  bex: sectieBex,
  balansen: sectieBalansen,
  ammoniak: sectieAmmoniak,
  broeikasgassen: sectieBroeikasgassen,
  voer: sectieVoer,
  kengetallen: sectieKengetallen,
};

/** "BEX-rapport 2024" when only the BEX section is chosen, else "Kringloopwijzer-rapport 2024". */
export const rapportTitel = (secties: SectieId[], jaar: number) =>
  secties.length === 1 && secties[0] === 'bex' ? `BEX-rapport ${jaar}` : `Kringloopwijzer-rapport ${jaar}`;

export async function maakRapportPdf({ resultaat, meta }: RapportInvoer, secties: SectieId[]): Promise<Buffer> {
  const titel = rapportTitel(secties, meta.jaar);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGINA.boven, bottom: PAGINA.onder, left: PAGINA.links, right: PAGINA.rechts },
    bufferPages: true,
    info: { Title: `${titel} – ${meta.bedrijfsnaam}`, Author: 'Open Kringloopwijzer', Subject: `Rekenregels: ${meta.rekenregelversie}`, CreationDate: meta.datum, ModDate: meta.datum },
    lang: 'nl-NL',
    displayTitle: true,
  });
  const delen: Buffer[] = [];
  doc.on('data', (d: Buffer) => delen.push(d));
  const klaar = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(delen)));
    doc.on('error', reject);
  });

  doc.on('pageAdded', () => lopendeKop(doc, meta));
  lopendeKop(doc, meta);
  titelblok(doc, meta, titel);
  secties.forEach((sectie, i) => {
    if (i > 0) doc.addPage();
    sectieKop(doc, SECTIES[sectie]);
    TEKENAARS[sectie](doc, resultaat);
  });
  paginanummers(doc);
  doc.end();
  return klaar;
}
