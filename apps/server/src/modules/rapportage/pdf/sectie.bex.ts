/**
 * Section "BEX": the report farmers keep for the RVO (KLW-domeinnotities §3.3 "BEX
 * rapportage"): N and P2O5 excretion farm-specific against the forfait, the advantage in %,
 * excretion per 1.000 kg milk, and the herd and feed figures it rests on.
 */
import { omrekening, type Resultaat } from '@kw/engine';
import { getal, procent } from '../rapportage.formaat';
import { staafgrafiek } from './pdf.grafiek';
import { alinea, INHOUD_BREEDTE, KLEUR, kolomKop, PAGINA, subKop, zorgVoorRuimte, type Doc } from './pdf.opmaak';
import { tabel } from './pdf.tabel';

const perTon = (kg: number, melkKg: number) => (melkKg > 0 ? kg / (melkKg / 1000) : Number.NaN);

function excretieTabel(doc: Doc, r: Resultaat) {
  const { uitkomst, forfaitaireExcretie: f } = r.bex;
  const melk = r.melk.melkproductieKg;
  tabel(
    doc,
    [
      { titel: 'Excretie melkvee', breedte: 2.2 },
      { titel: 'Forfaitair (kg)', breedte: 1.4, rechts: true },
      { titel: 'Bedrijfsspecifiek (kg)', breedte: 1.7, rechts: true },
      { titel: 'Voordeel', breedte: 1.1, rechts: true },
      { titel: 'Forfaitair per 1.000 kg melk', breedte: 1.7, rechts: true },
      { titel: 'BEX per 1.000 kg melk', breedte: 1.6, rechts: true },
    ],
    [
      {
        cellen: ['Stikstof (N)', getal(f.nKg), getal(uitkomst.excretieNKg), procent(uitkomst.voordeelNProcent), getal(perTon(f.nKg, melk), 2), getal(perTon(uitkomst.excretieNKg, melk), 2)],
        vet: true,
      },
      {
        cellen: ['Fosfaat (P2O5)', getal(f.p2o5Kg), getal(uitkomst.excretieP2o5Kg), procent(uitkomst.voordeelP2o5Procent), getal(perTon(f.p2o5Kg, melk), 2), getal(perTon(uitkomst.excretieP2o5Kg, melk), 2)],
        vet: true,
      },
    ],
  );
}

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

function berekening(doc: Doc, r: Resultaat) {
  const e = r.bex.excretie;
  const p2o5 = (pKg: number) => getal(pKg * omrekening.p2o5PerP.waarde);
  subKop(doc, 'Berekening: opname min vastlegging');
  tabel(
    doc,
    [
      { titel: 'Post', breedte: 4 },
      { titel: 'Stikstof (kg N)', breedte: 1.5, rechts: true },
      { titel: 'Fosfaat (kg P2O5)', breedte: 1.5, rechts: true },
    ],
    [
      { cellen: ['Opname met voer', getal(e.opnameNKg), p2o5(e.opnamePKg)] },
      { cellen: ['Vastlegging in melk', getal(e.vastleggingMelkNKg), p2o5(e.vastleggingMelkPKg)] },
      { cellen: ['Vastlegging in dieren (aanwas en afvoer)', getal(e.vastleggingDierenNKg), p2o5(e.vastleggingDierenPKg)] },
      { cellen: ['Excretie totaal', getal(e.excretieTotaalNKg), p2o5(e.excretieTotaalPKg)], vet: true },
      { cellen: ['waarvan overige graasdieren', getal(e.overigeGraasdierenNKg), p2o5(e.overigeGraasdierenPKg)] },
      { cellen: ['Excretie melkvee', getal(e.excretieMelkveeNKg), p2o5(e.excretieMelkveePKg)] },
      { cellen: ['Gasvormige verliezen stal en opslag', getal(r.bex.uitkomst.stalverliesMelkveeNKg), '–'] },
      { cellen: ['Bedrijfsspecifieke excretie melkvee (BEX)', getal(r.bex.uitkomst.excretieNKg), getal(r.bex.uitkomst.excretieP2o5Kg)], vet: true },
    ],
  );
}

/** Herd and milk (left) beside feed (right): the figures the excretion rests on, on the same page. */
function veestapelEnVoer(doc: Doc, r: Resultaat) {
  const d = r.dumpfile;
  const f = r.bex.forfaitaireExcretie;
  const rij = (omschrijving: string, waarde: string, eenheid: string) => ({ cellen: [omschrijving, waarde, eenheid] });
  const kolommen = [
    { titel: 'Omschrijving', breedte: 3.3 },
    { titel: 'Waarde', breedte: 1.5, rechts: true },
    { titel: 'Eenheid', breedte: 1.6 },
  ];
  const breedte = (INHOUD_BREEDTE - 16) / 2;
  zorgVoorRuimte(doc, 12 * 17 + 40);
  const top = doc.y;
  kolomKop(doc, 'Veestapel en melk', PAGINA.links, breedte);
  tabel(
    doc,
    kolommen,
    [
      rij('Melkkoeien (gemiddeld)', getal(d.nkoe, 1), 'aantal'),
      rij('Jongvee jonger dan 1 jaar', getal(d.nkalf, 1), 'aantal'),
      rij('Jongvee 1 jaar en ouder', getal(d.npink, 1), 'aantal'),
      rij('Melkproductie', getal(r.melk.melkproductieKg), 'kg'),
      rij('Melk per koe', getal(d.melkpkoe), 'kg'),
      rij('Meetmelk (FPCM) per koe', getal(r.melk.fpcmPerKoeKg), 'kg'),
      rij('Vet / eiwit', `${getal(r.melk.vetProcent, 2)} / ${getal(r.melk.eiwitProcent, 2)}`, '%'),
      rij('Ureum', r.melk.ureumMgPer100ml === null ? '–' : getal(r.melk.ureumMgPer100ml), 'mg/100 ml'),
      rij('Forfait per koe N / P2O5', `${getal(f.nPerKoe, 1)} / ${getal(f.p2o5PerKoe, 1)}`, 'kg/koe'),
      rij('Weidegang koeien (uren)', getal(r.bex.excretie.weidefractieKoeien * 100, 1), '% van de tijd'),
      rij('TAN-aandeel excretie', getal(r.bex.excretie.tanFractie * 100, 1), '%'),
    ],
    { x: PAGINA.links, breedte },
  );
  const eindLinks = doc.y;
  doc.y = top;
  const rechts = PAGINA.links + breedte + 16;
  kolomKop(doc, 'Voer', rechts, breedte);
  tabel(
    doc,
    kolommen,
    [
      rij('Rantsoen totaal', getal(r.voer.rantsoen.kgDs), 'kg DS'),
      rij('waarvan vers gras (berekend)', getal(r.voer.versGras.kgDs), 'kg DS'),
      rij('Energie', getal(r.voer.rantsoen.vemPerKgDs), 'VEM/kg DS'),
      rij('Ruw eiwit', getal(r.voer.rantsoen.reGPerKgDs), 'g/kg DS'),
      rij('Fosfor', getal(r.voer.rantsoen.pGPerKgDs, 2), 'g/kg DS'),
      rij('Krachtvoer per 100 kg melk', getal(r.voer.krachtvoerPer100KgMelk, 1), 'kg'),
      rij('Opname stikstof', getal(r.bex.excretie.opnameNKg), 'kg N'),
      rij('Opname fosfaat', getal(r.bex.excretie.opnamePKg * omrekening.p2o5PerP.waarde), 'kg P2O5'),
    ],
    { x: rechts, breedte },
  );
  doc.y = Math.max(eindLinks, doc.y);
  doc.x = PAGINA.links;
}

export function sectieBex(doc: Doc, r: Resultaat) {
  alinea(
    doc,
    'Bedrijfsspecifieke excretie van het melkvee (melkkoeien en jongvee): de opname met het voer min de vastlegging in melk en dieren, vergeleken met de forfaitaire excretie. Bewaar dit overzicht bij uw mestadministratie.',
  );
  excretieTabel(doc, r);
  berekening(doc, r);
  veestapelEnVoer(doc, r);
  excretieGrafiek(doc, r);
  const aangenomen = r.gebruikteStandaarden.length;
  if (aangenomen > 0) {
    alinea(doc, `Voor ${aangenomen} niet ingevulde gegevens is een standaardwaarde gebruikt; waarden gemarkeerd als aangenomen zijn nog te verifiëren tegen de officiële Handreiking BEX.`, {
      grootte: 7.5,
      kleur: KLEUR.zacht,
      schuin: true,
    });
  }
}
