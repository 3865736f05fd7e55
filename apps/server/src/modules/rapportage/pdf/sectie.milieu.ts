/** Sections "Ammoniak" and "Broeikasgassen" in the PDF: the tables of @kw/contract/rapportage (model.milieu.ts) and their bars. */
import type { Resultaat } from '@kw/engine';
import { ammoniakBronnen, ammoniakModel, broeikasComponenten, broeikasgassenModel } from '@kw/contract/rapportage';
import { staafgrafiek } from './pdf.grafiek';
import { alinea, type Doc } from './pdf.opmaak';
import { modelTabel } from './pdf.tabel';

export { ammoniakBronnen, broeikasComponenten };

export function sectieAmmoniak(doc: Doc, r: Resultaat) {
  const m = ammoniakModel(r);
  for (const t of m.inleiding) alinea(doc, t);
  for (const t of m.tabellen) modelTabel(doc, t);
  staafgrafiek(doc, { titel: 'Ammoniakemissie per bron (kg NH3)', eenheid: 'kg', decimalen: 0, staven: ammoniakBronnen(r) });
}

export function sectieBroeikasgassen(doc: Doc, r: Resultaat) {
  const m = broeikasgassenModel(r);
  for (const t of m.inleiding) alinea(doc, t);
  for (const t of m.tabellen) modelTabel(doc, t);
  staafgrafiek(doc, {
    titel: 'Broeikasgassen per component (g CO2-eq per kg meetmelk)',
    eenheid: 'g/kg',
    decimalen: 0,
    staven: broeikasComponenten(r).map((d) => ({ label: d.label, waarde: d.perKg })),
  });
}
