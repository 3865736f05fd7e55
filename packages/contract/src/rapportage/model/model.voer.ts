/** Section "Voer en rantsoen" as data: feed use per product and the ration's contents. */
import type { Resultaat } from '@kw/engine';
import { getal } from '../rapportage.formaat';
import { cijfer, tekst, type SectieModel } from './model.cel';

const GROEP: Record<string, string> = {
  krachtvoer: 'Krachtvoer',
  graskuil: 'Graskuil',
  snijmais: 'Snijmaïs',
  overigeVoeders: 'Overige voeders',
  melkproducten: 'Melkproducten',
  versGras: 'Vers gras',
};
export const groepNaam = (g: string) => GROEP[g] ?? g.charAt(0).toUpperCase() + g.slice(1);

/** kg DS per feed group, fresh grass (the closing item) included: the ration's composition. */
export function rantsoenSamenstelling(r: Resultaat) {
  const perGroep = new Map<string, number>();
  for (const p of r.voer.producten) perGroep.set(p.groep, (perGroep.get(p.groep) ?? 0) + p.verbruikKgDs);
  perGroep.set('versGras', r.voer.versGras.kgDs);
  // fresh grass is one trace quantity (root 'rantsoen.vers-gras'); the other groups are sums of feeds without a node
  return [...perGroep.entries()].map(([groep, kgDs]) => (groep === 'versGras' ? { label: groepNaam(groep), waarde: kgDs, bron: 'rantsoen.vers-gras' } : { label: groepNaam(groep), waarde: kgDs }));
}

export function voerModel(r: Resultaat): SectieModel {
  const rs = r.voer.rantsoen;
  const vg = r.voer.versGras;
  const samenstelling = rantsoenSamenstelling(r);
  const totaalDs = samenstelling.reduce((s, d) => s + Math.max(0, d.waarde), 0);
  return {
    inleiding: [
      `Het rantsoen van het melkvee: ${getal(rs.kgDs)} kg droge stof met ${getal(rs.vemPerKgDs)} VEM, ${getal(rs.reGPerKgDs)} g ruw eiwit en ${getal(rs.pGPerKgDs, 2)} g fosfor per kg DS. Krachtvoer: ${getal(r.voer.krachtvoerPer100KgMelk, 1)} kg per 100 kg melk.`,
    ],
    tabellen: [
      {
        titel: 'Samenstelling van het rantsoen (aandeel in kg droge stof)',
        kolommen: [
          { titel: 'Voersoort', breedte: 3 },
          { titel: 'kg DS', breedte: 1.5, rechts: true },
          { titel: 'Aandeel', breedte: 1.5, rechts: true },
        ],
        rijen: samenstelling.map((d) => ({
          cellen: [tekst(d.label), cijfer(d.waarde), tekst(`${getal(totaalDs > 0 ? (Math.max(0, d.waarde) / totaalDs) * 100 : 0, 1)}%`)],
        })),
      },
      {
        titel: 'Voerverbruik per product',
        kolommen: [
          { titel: 'Product', breedte: 2.8 },
          { titel: 'Soort', breedte: 1.6 },
          { titel: 'Herkomst', breedte: 1.1 },
          { titel: 'Verbruik (kg DS)', breedte: 1.5, rechts: true },
          { titel: 'VEM/kg DS', breedte: 1.1, rechts: true },
          { titel: 'RE g/kg DS', breedte: 1.1, rechts: true },
          { titel: 'P g/kg DS', breedte: 1, rechts: true },
        ],
        rijen: [
          ...r.voer.producten.map((p) => ({
            cellen: [tekst(p.naam), tekst(groepNaam(p.groep)), tekst(p.herkomst === 'eigen' ? 'eigen' : 'aankoop'), cijfer(p.verbruikKgDs), cijfer(p.vemPerKgDs), cijfer(p.reGPerKgDs), cijfer(p.pGPerKgDs, 2)],
          })),
          {
            cellen: [tekst('Vers gras (berekend)'), tekst('Vers gras'), tekst('eigen'), cijfer(vg.kgDs, 0, 'voer.versGras.kgDs'), cijfer(vg.vemPerKgDs), cijfer(vg.reGPerKgDs), cijfer(vg.pGPerKgDs, 2)],
          },
          {
            cellen: [tekst('Rantsoen totaal'), tekst(''), tekst(''), cijfer(rs.kgDs, 0, 'voer.rantsoen.kgDs'), cijfer(rs.vemPerKgDs, 0, 'voer.rantsoen.vemPerKgDs'), cijfer(rs.reGPerKgDs, 0, 'voer.rantsoen.reGPerKgDs'), cijfer(rs.pGPerKgDs, 2, 'voer.rantsoen.pGPerKgDs')],
            vet: true,
          },
        ],
      },
    ],
    voetnoot: null,
  };
}
