/**
 * Section "BEX" in the PDF: the tables of @kw/contract/rapportage (model.bex.ts) (the same the screen shows), the
 * herd and feed tables side by side, and the excretion against the forfait as bars.
 */
import type { Resultaat } from '@kw/engine';
import { bexModel } from '@kw/contract/rapportage';
import { staafgrafiek } from './pdf.grafiek';
import { alinea, INHOUD_BREEDTE, KLEUR, kolomKop, PAGINA, subKop, zorgVoorRuimte, type Doc } from './pdf.opmaak';
import { modelTabel } from './pdf.tabel';

/** The excretion against the forfait as bars (after the tables, so the figures come first on the page). */
function excretieGrafiek(doc: Doc, r: Resultaat) {
  const { uitkomst, forfaitaireExcretie: f } = r.bex;
  staafgrafiek(doc, {
    titel: 'Excretie forfaitair en bedrijfsspecifiek',
    eenheid: 'kg',
    decimalen: 0,
    staven: [
      { label: 'N forfaitair', waarde: f.nKg, kleur: KLEUR.reeks[6] },
      { label: 'N bedrijfsspecifiek', waarde: uitkomst.excretieNKg, kleur: KLEUR.reeks[0] },
      { label: 'P2O5 forfaitair', waarde: f.p2o5Kg, kleur: KLEUR.reeks[6] },
      { label: 'P2O5 bedrijfsspecifiek', waarde: uitkomst.excretieP2o5Kg, kleur: KLEUR.reeks[2] },
    ],
  });
}

export function sectieBex(doc: Doc, r: Resultaat) {
  const m = bexModel(r);
  const [excretie, berekening, veestapel, voer] = m.tabellen;
  for (const t of m.inleiding) alinea(doc, t);
  modelTabel(doc, excretie);
  subKop(doc, berekening.titel!);
  modelTabel(doc, berekening);
  // Herd and milk (left) beside feed (right): the figures the excretion rests on, on the same page.
  const breedte = (INHOUD_BREEDTE - 16) / 2;
  zorgVoorRuimte(doc, 12 * 17 + 40);
  const top = doc.y;
  kolomKop(doc, veestapel.titel!, PAGINA.links, breedte);
  modelTabel(doc, veestapel, { x: PAGINA.links, breedte });
  const eindLinks = doc.y;
  doc.y = top;
  const rechts = PAGINA.links + breedte + 16;
  kolomKop(doc, voer.titel!, rechts, breedte);
  modelTabel(doc, voer, { x: rechts, breedte });
  doc.y = Math.max(eindLinks, doc.y);
  doc.x = PAGINA.links;
  excretieGrafiek(doc, r);
  if (m.voetnoot) alinea(doc, m.voetnoot, { grootte: 7.5, kleur: KLEUR.zacht, schuin: true });
}
