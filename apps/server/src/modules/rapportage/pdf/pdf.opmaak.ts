/**
 * House style of the PDF reports: A4, the PDF standard fonts (Helvetica, built into every
 * reader and shipped as metrics inside pdfkit: no font files, no network), calm greens.
 * The standard fonts use WinAnsi: no "≤", "≥" or subscripts in the texts (write "max.", "CO2").
 */
import type PDFDocument from 'pdfkit';

export type Doc = InstanceType<typeof PDFDocument>;

export const KLEUR = {
  primair: '#2f5d3a',
  primairLicht: '#e8f0e9',
  tekst: '#1f2933',
  zacht: '#5f6b66',
  lijn: '#c9d3cc',
  zebra: '#f5f8f5',
  reeks: ['#2f5d3a', '#6a9f58', '#c3a13b', '#3f7fa6', '#b5654a', '#8a6fb0', '#7f8c8d'],
} as const;

export const LETTER = { normaal: 'Helvetica', vet: 'Helvetica-Bold', schuin: 'Helvetica-Oblique' } as const;

/** A4 in points and the page margins (the running header sits in the top margin). */
export const PAGINA = { breedte: 595.28, hoogte: 841.89, links: 50, rechts: 50, boven: 78, onder: 60 } as const;
export const INHOUD_BREEDTE = PAGINA.breedte - PAGINA.links - PAGINA.rechts;

/** The lowest y the content may reach. */
export const onderkant = () => PAGINA.hoogte - PAGINA.onder;

/** Starts a new page when fewer than `hoogte` points are left. */
export function zorgVoorRuimte(doc: Doc, hoogte: number) {
  if (doc.y + hoogte > onderkant()) doc.addPage();
}

export function sectieKop(doc: Doc, titel: string, toelichting?: string) {
  doc.x = PAGINA.links;
  doc.font(LETTER.vet).fontSize(16).fillColor(KLEUR.primair).text(titel, PAGINA.links, doc.y, { width: INHOUD_BREEDTE });
  const y = doc.y + 3;
  doc.moveTo(PAGINA.links, y).lineTo(PAGINA.links + INHOUD_BREEDTE, y).lineWidth(1.2).strokeColor(KLEUR.primair).stroke();
  doc.y = y + 8;
  if (toelichting) alinea(doc, toelichting);
}

export function subKop(doc: Doc, titel: string) {
  zorgVoorRuimte(doc, 60);
  doc.moveDown(0.4);
  doc.font(LETTER.vet).fontSize(11).fillColor(KLEUR.tekst).text(titel, PAGINA.links, doc.y, { width: INHOUD_BREEDTE });
  doc.y += 4;
}

/** A heading over one column of a two-column block; leaves doc.y below it. */
export function kolomKop(doc: Doc, titel: string, x: number, breedte: number) {
  doc.font(LETTER.vet).fontSize(11).fillColor(KLEUR.tekst).text(titel, x, doc.y + 6, { width: breedte });
  doc.y += 4;
}

export function alinea(doc: Doc, tekst: string, opties: { grootte?: number; kleur?: string; schuin?: boolean } = {}) {
  doc
    .font(opties.schuin ? LETTER.schuin : LETTER.normaal)
    .fontSize(opties.grootte ?? 9.5)
    .fillColor(opties.kleur ?? KLEUR.tekst)
    .text(tekst, PAGINA.links, doc.y, { width: INHOUD_BREEDTE, lineGap: 1.5 });
  doc.y += 6;
}
