/** Section "Dashboard milieu en klimaat" in the PDF: the table of model/model.dashboard.ts. */
import type { Resultaat } from '@kw/engine';
import { dashboardModel } from '@kw/contract/rapportage';
import { alinea, KLEUR, type Doc } from './pdf.opmaak';
import { modelTabel } from './pdf.tabel';

export function sectieDashboard(doc: Doc, r: Resultaat) {
  const m = dashboardModel(r);
  for (const t of m.inleiding) alinea(doc, t);
  for (const t of m.tabellen) modelTabel(doc, t);
  if (m.voetnoot) alinea(doc, m.voetnoot, { grootte: 7.5, kleur: KLEUR.zacht, schuin: true });
}
