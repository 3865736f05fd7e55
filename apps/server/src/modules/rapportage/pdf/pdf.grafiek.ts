/** Simple charts drawn as PDF vector graphics (no browser, no images): bars and one stacked bar. */
import { getal } from '@kw/contract/rapportage';
import { INHOUD_BREEDTE, KLEUR, LETTER, PAGINA, zorgVoorRuimte, type Doc } from './pdf.opmaak';

export interface Staaf {
  label: string;
  waarde: number;
  kleur?: string;
}

const LABEL_BREEDTE = 150;
const WAARDE_BREEDTE = 80;
const STAAF = 13;
const AFSTAND = 6;

function grafiekTitel(doc: Doc, titel: string) {
  doc.font(LETTER.vet).fontSize(9.5).fillColor(KLEUR.tekst).text(titel, PAGINA.links, doc.y, { width: INHOUD_BREEDTE });
  doc.y += 4;
}

/** Horizontal bars from zero, the value with its unit beside each bar. */
export function staafgrafiek(doc: Doc, opties: { titel: string; eenheid: string; decimalen: number; staven: Staaf[] }) {
  const { staven } = opties;
  zorgVoorRuimte(doc, 30 + staven.length * (STAAF + AFSTAND));
  grafiekTitel(doc, opties.titel);
  // A missing value (NaN) draws no bar and prints "–" rather than breaking the document.
  const eindig = (w: number) => (Number.isFinite(w) ? w : 0);
  const max = Math.max(...staven.map((s) => Math.abs(eindig(s.waarde))), 1e-9);
  const x0 = PAGINA.links + LABEL_BREEDTE;
  const ruimte = INHOUD_BREEDTE - LABEL_BREEDTE - WAARDE_BREEDTE;
  const top = doc.y;
  staven.forEach((s, i) => {
    const y = top + i * (STAAF + AFSTAND);
    const lengte = (Math.max(eindig(s.waarde), 0) / max) * ruimte;
    doc.font(LETTER.normaal).fontSize(8.5).fillColor(KLEUR.tekst);
    doc.text(s.label, PAGINA.links, y + 2.5, { width: LABEL_BREEDTE - 8, height: 11, align: 'right', ellipsis: true });
    if (lengte > 0) doc.rect(x0, y, lengte, STAAF).fill(s.kleur ?? KLEUR.reeks[i % KLEUR.reeks.length]);
    doc.font(LETTER.normaal).fontSize(8.5).fillColor(KLEUR.tekst);
    doc.text(`${getal(s.waarde, opties.decimalen)} ${opties.eenheid}`, x0 + lengte + 5, y + 2.5, { width: WAARDE_BREEDTE + ruimte - lengte, lineBreak: false });
  });
  const bodem = top + staven.length * (STAAF + AFSTAND) - AFSTAND / 2;
  doc.moveTo(x0, top - 3).lineTo(x0, bodem).lineWidth(0.8).strokeColor(KLEUR.zacht).stroke();
  doc.y = bodem + 12;
  doc.x = PAGINA.links;
}

/** One 100% bar of the parts of a whole, with a legend of shares. */
export function stapelbalk(doc: Doc, opties: { titel: string; delen: Staaf[] }) {
  const delen = opties.delen.filter((d) => Number.isFinite(d.waarde) && d.waarde > 0);
  const totaal = delen.reduce((s, d) => s + d.waarde, 0);
  const legendaRegels = Math.ceil(delen.length / 3);
  zorgVoorRuimte(doc, 40 + 24 + legendaRegels * 14);
  grafiekTitel(doc, opties.titel);
  const top = doc.y;
  let x = PAGINA.links;
  delen.forEach((d, i) => {
    const w = totaal > 0 ? (d.waarde / totaal) * INHOUD_BREEDTE : 0;
    doc.rect(x, top, w, 22).fill(d.kleur ?? KLEUR.reeks[i % KLEUR.reeks.length]);
    x += w;
  });
  const kolom = INHOUD_BREEDTE / 3;
  delen.forEach((d, i) => {
    const lx = PAGINA.links + (i % 3) * kolom;
    const ly = top + 30 + Math.floor(i / 3) * 14;
    doc.rect(lx, ly + 1, 8, 8).fill(d.kleur ?? KLEUR.reeks[i % KLEUR.reeks.length]);
    doc.font(LETTER.normaal).fontSize(8.5).fillColor(KLEUR.tekst);
    doc.text(`${d.label}: ${getal((d.waarde / totaal) * 100, 1)}%`, lx + 12, ly, { width: kolom - 14, height: 11, ellipsis: true });
  });
  doc.y = top + 30 + legendaRegels * 14 + 8;
  doc.x = PAGINA.links;
}
