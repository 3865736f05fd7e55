/** Section "Voer en rantsoen" in the PDF: the ration's composition as a stacked bar and the tables of @kw/contract/rapportage (model.voer.ts). */
import type { Resultaat } from '@kw/engine';
import { rantsoenSamenstelling, voerModel } from '@kw/contract/rapportage';
import { stapelbalk } from './pdf.grafiek';
import { alinea, subKop, type Doc } from './pdf.opmaak';
import { modelTabel } from './pdf.tabel';

export { rantsoenSamenstelling };

export function sectieVoer(doc: Doc, r: Resultaat) {
  const m = voerModel(r);
  const [samenstelling, producten] = m.tabellen;
  for (const t of m.inleiding) alinea(doc, t);
  stapelbalk(doc, { titel: samenstelling.titel!, delen: rantsoenSamenstelling(r) });
  modelTabel(doc, samenstelling);
  subKop(doc, producten.titel!);
  modelTabel(doc, producten);
}
