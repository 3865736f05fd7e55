/** Section "Voer en rantsoen": feed use per product, the ration's contents and its composition. */
import type { Resultaat } from '@kw/engine';
import { getal } from '../rapportage.formaat';
import { stapelbalk } from './pdf.grafiek';
import { alinea, subKop, type Doc } from './pdf.opmaak';
import { tabel } from './pdf.tabel';

const GROEP: Record<string, string> = {
  krachtvoer: 'Krachtvoer',
  graskuil: 'Graskuil',
  snijmais: 'Snijmaïs',
  overigeVoeders: 'Overige voeders',
  melkproducten: 'Melkproducten',
  versGras: 'Vers gras',
};
const groepNaam = (g: string) => GROEP[g] ?? g.charAt(0).toUpperCase() + g.slice(1);

/** kg DS per feed group, fresh grass (the closing item) included: the ration's composition. */
export function rantsoenSamenstelling(r: Resultaat) {
  const perGroep = new Map<string, number>();
  for (const p of r.voer.producten) perGroep.set(p.groep, (perGroep.get(p.groep) ?? 0) + p.verbruikKgDs);
  perGroep.set('versGras', r.voer.versGras.kgDs);
  return [...perGroep.entries()].map(([groep, kgDs]) => ({ label: groepNaam(groep), waarde: kgDs }));
}

export function sectieVoer(doc: Doc, r: Resultaat) {
  const rs = r.voer.rantsoen;
  alinea(
    doc,
    `Het rantsoen van het melkvee: ${getal(rs.kgDs)} kg droge stof met ${getal(rs.vemPerKgDs)} VEM, ${getal(rs.reGPerKgDs)} g ruw eiwit en ${getal(rs.pGPerKgDs, 2)} g fosfor per kg DS. Krachtvoer: ${getal(r.voer.krachtvoerPer100KgMelk, 1)} kg per 100 kg melk.`,
  );
  stapelbalk(doc, { titel: 'Samenstelling van het rantsoen (aandeel in kg droge stof)', delen: rantsoenSamenstelling(r) });
  subKop(doc, 'Voerverbruik per product');
  tabel(
    doc,
    [
      { titel: 'Product', breedte: 2.8 },
      { titel: 'Soort', breedte: 1.6 },
      { titel: 'Herkomst', breedte: 1.1 },
      { titel: 'Verbruik (kg DS)', breedte: 1.5, rechts: true },
      { titel: 'VEM/kg DS', breedte: 1.1, rechts: true },
      { titel: 'RE g/kg DS', breedte: 1.1, rechts: true },
      { titel: 'P g/kg DS', breedte: 1, rechts: true },
    ],
    [
      ...r.voer.producten.map((p) => ({
        cellen: [p.naam, groepNaam(p.groep), p.herkomst === 'eigen' ? 'eigen' : 'aankoop', getal(p.verbruikKgDs), getal(p.vemPerKgDs), getal(p.reGPerKgDs), getal(p.pGPerKgDs, 2)],
      })),
      {
        cellen: ['Vers gras (berekend)', 'Vers gras', 'eigen', getal(r.voer.versGras.kgDs), getal(r.voer.versGras.vemPerKgDs), getal(r.voer.versGras.reGPerKgDs), getal(r.voer.versGras.pGPerKgDs, 2)],
      },
      { cellen: ['Rantsoen totaal', '', '', getal(rs.kgDs), getal(rs.vemPerKgDs), getal(rs.reGPerKgDs), getal(rs.pGPerKgDs, 2)], vet: true },
    ],
  );
}
