/** A plain table: header band, zebra rows, numbers right-aligned, a page break repeats the header. */
import { INHOUD_BREEDTE, KLEUR, LETTER, PAGINA, onderkant, type Doc } from './pdf.opmaak';
import type { ModelTabel } from '@kw/contract/rapportage';

export interface Kolom {
  titel: string;
  /** share of the content width */
  breedte: number;
  rechts?: boolean;
}

export interface Rij {
  cellen: string[];
  /** a total or result line */
  vet?: boolean;
}

const GROOTTE = 8.5;
const RAND = 3.2;

/** Where a table stands: the full content width by default, or a column of the page. */
export interface Plaats {
  x: number;
  breedte: number;
}
const VOLLE_BREEDTE: Plaats = { x: PAGINA.links, breedte: INHOUD_BREEDTE };

function kolomBreedtes(kolommen: Kolom[], totaal: number): number[] {
  const som = kolommen.reduce((s, k) => s + k.breedte, 0);
  return kolommen.map((k) => (k.breedte / som) * totaal);
}

function regelHoogte(doc: Doc, cellen: string[], breedtes: number[], vet: boolean): number {
  doc.font(vet ? LETTER.vet : LETTER.normaal).fontSize(GROOTTE);
  return Math.max(...cellen.map((c, i) => doc.heightOfString(c, { width: breedtes[i] - 2 * RAND }))) + 2 * RAND;
}

function tekenRegel(doc: Doc, plaats: Plaats, cellen: string[], kolommen: Kolom[], breedtes: number[], opties: { vet: boolean; kleur: string; achtergrond?: string }) {
  const hoogte = regelHoogte(doc, cellen, breedtes, opties.vet);
  const y = doc.y;
  if (opties.achtergrond) doc.rect(plaats.x, y, plaats.breedte, hoogte).fill(opties.achtergrond);
  let x = plaats.x;
  doc.font(opties.vet ? LETTER.vet : LETTER.normaal).fontSize(GROOTTE).fillColor(opties.kleur);
  cellen.forEach((c, i) => {
    doc.text(c, x + RAND, y + RAND, { width: breedtes[i] - 2 * RAND, align: kolommen[i].rechts ? 'right' : 'left' });
    x += breedtes[i];
  });
  doc.y = y + hoogte;
  return hoogte;
}

export function tabel(doc: Doc, kolommen: Kolom[], rijen: Rij[], plaats: Plaats = VOLLE_BREEDTE) {
  const breedtes = kolomBreedtes(kolommen, plaats.breedte);
  const lijn = (y: number) => doc.moveTo(plaats.x, y).lineTo(plaats.x + plaats.breedte, y).lineWidth(0.6).strokeColor(KLEUR.lijn).stroke();
  const kop = () => tekenRegel(doc, plaats, kolommen.map((k) => k.titel), kolommen, breedtes, { vet: true, kleur: '#ffffff', achtergrond: KLEUR.primair });
  if (doc.y + 3 * 18 > onderkant()) doc.addPage();
  kop();
  rijen.forEach((rij, i) => {
    if (doc.y + regelHoogte(doc, rij.cellen, breedtes, rij.vet ?? false) > onderkant()) {
      doc.addPage();
      kop();
    }
    const y = doc.y;
    tekenRegel(doc, plaats, rij.cellen, kolommen, breedtes, {
      vet: rij.vet ?? false,
      kleur: KLEUR.tekst,
      achtergrond: rij.vet ? KLEUR.primairLicht : i % 2 === 1 ? KLEUR.zebra : undefined,
    });
    if (rij.vet) lijn(y);
  });
  lijn(doc.y);
  doc.y += 10;
  doc.x = PAGINA.links;
}

/** A table of the report model (@kw/contract/rapportage, model.cel.ts): the same cells the screen shows. */
export function modelTabel(doc: Doc, t: ModelTabel, plaats: Plaats = VOLLE_BREEDTE) {
  tabel(
    doc,
    t.kolommen,
    t.rijen.map((r) => ({ cellen: r.cellen.map((c) => c.tekst), vet: r.vet })),
    plaats,
  );
}
