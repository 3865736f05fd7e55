/** Section "Kengetallen": the same list as the XLSX and CSV downloads. */
import type { Resultaat } from '@kw/engine';
import { getal } from '../rapportage.formaat';
import { kengetallen } from '../rapportage.kengetallen';
import { alinea, type Doc } from './pdf.opmaak';
import { tabel } from './pdf.tabel';

export function sectieKengetallen(doc: Doc, r: Resultaat) {
  alinea(doc, 'De kengetallen van dit jaar; dezelfde lijst kunt u downloaden als Excel- of CSV-bestand.');
  tabel(
    doc,
    [
      { titel: 'Groep', breedte: 1.6 },
      { titel: 'Kengetal', breedte: 3.4 },
      { titel: 'Waarde', breedte: 1.3, rechts: true },
      { titel: 'Eenheid', breedte: 1.7 },
    ],
    kengetallen(r).map((k, i, lijst) => ({
      cellen: [i === 0 || lijst[i - 1].groep !== k.groep ? k.groep : '', k.omschrijving, k.waarde === null ? '–' : getal(k.waarde, k.decimalen), k.eenheid],
    })),
  );
}
