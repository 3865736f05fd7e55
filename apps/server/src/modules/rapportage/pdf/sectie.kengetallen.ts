/** Section "Kengetallen" in the PDF: the same list as the XLSX and CSV downloads (@kw/contract/rapportage, model.kengetallen.ts). */
import type { Resultaat } from '@kw/engine';
import { kengetallenModel } from '@kw/contract/rapportage';
import { alinea, type Doc } from './pdf.opmaak';
import { modelTabel } from './pdf.tabel';

export function sectieKengetallen(doc: Doc, r: Resultaat) {
  const m = kengetallenModel(r);
  for (const t of m.inleiding) alinea(doc, t);
  for (const t of m.tabellen) modelTabel(doc, t);
}
