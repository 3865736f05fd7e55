/** Section "Stikstof- en fosfaatbalans" in the PDF: the tables of @kw/contract/rapportage (model.balansen.ts) and the use efficiencies as bars. */
import type { Resultaat } from '@kw/engine';
import { balansenModel } from '@kw/contract/rapportage';
import { staafgrafiek } from './pdf.grafiek';
import { alinea, KLEUR, subKop, type Doc } from './pdf.opmaak';
import { modelTabel } from './pdf.tabel';

export function sectieBalansen(doc: Doc, r: Resultaat) {
  const m = balansenModel(r);
  const [balans, bodem, benutting] = m.tabellen;
  const bn = r.bodem.stikstof;
  const bp = r.bodem.fosfaat;
  for (const t of m.inleiding) alinea(doc, t);
  modelTabel(doc, balans);
  subKop(doc, bodem.titel!);
  modelTabel(doc, bodem);
  staafgrafiek(doc, {
    titel: benutting.titel!,
    eenheid: '%',
    decimalen: 1,
    staven: [
      { label: 'N vee', waarde: bn.benuttingVeeProcent, kleur: KLEUR.reeks[0] },
      { label: 'N bodem', waarde: bn.benuttingBodemProcent, kleur: KLEUR.reeks[0] },
      { label: 'N bedrijf', waarde: bn.benuttingBedrijfProcent, kleur: KLEUR.reeks[0] },
      { label: 'P2O5 vee', waarde: bp.benuttingVeeProcent, kleur: KLEUR.reeks[2] },
      { label: 'P2O5 bodem', waarde: bp.benuttingBodemProcent, kleur: KLEUR.reeks[2] },
      { label: 'P2O5 bedrijf', waarde: bp.benuttingBedrijfProcent, kleur: KLEUR.reeks[2] },
    ],
  });
  modelTabel(doc, benutting);
  if (m.voetnoot) alinea(doc, m.voetnoot, { grootte: 8.5, kleur: KLEUR.zacht });
}
