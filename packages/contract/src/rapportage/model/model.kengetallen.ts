/** Section "Kengetallen" as data: the same list as the XLSX and CSV downloads. */
import type { Resultaat } from '@kw/engine';
import { kengetallen } from '../rapportage.kengetallen';
import { cijfer, tekst, type SectieModel } from './model.cel';

export function kengetallenModel(r: Resultaat): SectieModel {
  return {
    inleiding: ['De kengetallen van dit jaar; dezelfde lijst kunt u downloaden als Excel- of CSV-bestand.'],
    tabellen: [
      {
        titel: null,
        kolommen: [
          { titel: 'Groep', breedte: 1.6 },
          { titel: 'Kengetal', breedte: 3.4 },
          { titel: 'Waarde', breedte: 1.3, rechts: true },
          { titel: 'Eenheid', breedte: 1.7 },
        ],
        rijen: kengetallen(r).map((k, i, lijst) => ({
          cellen: [tekst(i === 0 || lijst[i - 1].groep !== k.groep ? k.groep : ''), tekst(k.omschrijving), cijfer(k.waarde, k.decimalen), tekst(k.eenheid)],
        })),
      },
    ],
    voetnoot: null,
  };
}
