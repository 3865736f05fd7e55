/**
 * The frame of every page: a running header with farm, year, status, rule version and date,
 * and a footer with the page number ("Pagina 2 van 7"); the first page opens with a title block.
 */
import { datum } from '@kw/contract/rapportage';
import type { RapportMeta } from '../rapportage.types';
import { INHOUD_BREEDTE, KLEUR, LETTER, PAGINA, type Doc } from './pdf.opmaak';

const rechterKolom = 170;

export function lopendeKop(doc: Doc, meta: RapportMeta) {
  const links = INHOUD_BREEDTE - rechterKolom;
  const y = 26;
  doc.font(LETTER.vet).fontSize(9).fillColor(KLEUR.primair);
  doc.text(`${meta.bedrijfsnaam} · Kringloopwijzer ${meta.jaar}`, PAGINA.links, y, { width: links, height: 11, ellipsis: true });
  doc.font(LETTER.normaal).fontSize(9).fillColor(KLEUR.tekst);
  doc.text(`Status: ${meta.statusOmschrijving}`, PAGINA.links + links, y, { width: rechterKolom, align: 'right', lineBreak: false });
  doc.fontSize(7.5).fillColor(KLEUR.zacht);
  doc.text(`Rekenregels: ${meta.rekenregelversie}`, PAGINA.links, y + 13, { width: links - 10, height: 20, lineGap: 0.5 });
  doc.text(`Datum: ${datum(meta.datum)}`, PAGINA.links + links, y + 13, { width: rechterKolom, align: 'right', lineBreak: false });
  doc.moveTo(PAGINA.links, PAGINA.boven - 12).lineTo(PAGINA.links + INHOUD_BREEDTE, PAGINA.boven - 12).lineWidth(0.6).strokeColor(KLEUR.lijn).stroke();
  doc.x = PAGINA.links;
  doc.y = PAGINA.boven;
}

/** The title block of page 1: what the report is and the record it belongs to. */
export function titelblok(doc: Doc, meta: RapportMeta, titel: string) {
  const top = doc.y;
  doc.rect(PAGINA.links, top, INHOUD_BREEDTE, 92).fill(KLEUR.primairLicht);
  doc.font(LETTER.vet).fontSize(20).fillColor(KLEUR.primair).text(titel, PAGINA.links + 14, top + 12, { width: INHOUD_BREEDTE - 28 });
  doc.font(LETTER.vet).fontSize(12).fillColor(KLEUR.tekst).text(meta.bedrijfsnaam, PAGINA.links + 14, doc.y + 2, { width: INHOUD_BREEDTE - 28 });
  const gegevens: Array<[string, string]> = [
    ['Relatienummer', String(meta.relatieId)],
    ['Jaar', String(meta.jaar)],
    ['Status', meta.statusOmschrijving],
    ['Datum', datum(meta.datum)],
  ];
  const y = top + 62;
  const w = (INHOUD_BREEDTE - 28) / gegevens.length;
  gegevens.forEach(([label, waarde], i) => {
    doc.font(LETTER.normaal).fontSize(7.5).fillColor(KLEUR.zacht).text(label, PAGINA.links + 14 + i * w, y, { width: w, lineBreak: false });
    doc.font(LETTER.vet).fontSize(10).fillColor(KLEUR.tekst).text(waarde, PAGINA.links + 14 + i * w, y + 10, { width: w, lineBreak: false });
  });
  doc.y = top + 104;
  doc.x = PAGINA.links;
}

/** Page numbers on every buffered page; writes inside the bottom margin without adding pages. */
export function paginanummers(doc: Doc) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const marge = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGINA.hoogte - PAGINA.onder + 22;
    doc.moveTo(PAGINA.links, y - 6).lineTo(PAGINA.links + INHOUD_BREEDTE, y - 6).lineWidth(0.6).strokeColor(KLEUR.lijn).stroke();
    doc.font(LETTER.normaal).fontSize(7.5).fillColor(KLEUR.zacht);
    doc.text('Open Kringloopwijzer', PAGINA.links, y, { width: INHOUD_BREEDTE / 2, lineBreak: false });
    doc.text(`Pagina ${i - start + 1} van ${count}`, PAGINA.links + INHOUD_BREEDTE / 2, y, { width: INHOUD_BREEDTE / 2, align: 'right', lineBreak: false });
    doc.page.margins.bottom = marge;
  }
}
