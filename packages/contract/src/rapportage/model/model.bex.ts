/**
 * Section "BEX" as data: the report farmers keep for the RVO (KLW-domeinnotities §3.3 "BEX
 * rapportage"): N and P2O5 excretion farm-specific against the forfait, the advantage in %,
 * excretion per 1.000 kg milk, and the herd and feed figures it rests on.
 */
import { omrekening, type Resultaat } from '@kw/engine';
import { getal } from '../rapportage.formaat';
import { cijfer, procentCel, tekst, type ModelKolom, type ModelRij, type SectieModel } from './model.cel';

const perTon = (kg: number, melkKg: number) => (melkKg > 0 ? kg / (melkKg / 1000) : Number.NaN);

export const BEX_INLEIDING =
  'Bedrijfsspecifieke excretie van het melkvee (melkkoeien en jongvee): de opname met het voer min de vastlegging in melk en dieren, vergeleken met de forfaitaire excretie. Bewaar dit overzicht bij uw mestadministratie.';

const KOLOMMEN_OMSCHRIJVING: ModelKolom[] = [
  { titel: 'Omschrijving', breedte: 3.3 },
  { titel: 'Waarde', breedte: 1.5, rechts: true },
  { titel: 'Eenheid', breedte: 1.6 },
];
const rij = (omschrijving: string, waarde: ReturnType<typeof cijfer>, eenheid: string): ModelRij => ({ cellen: [tekst(omschrijving), waarde, tekst(eenheid)] });

export function bexModel(r: Resultaat): SectieModel {
  const { uitkomst, forfaitaireExcretie: f } = r.bex;
  const melk = r.melk.melkproductieKg;
  const e = r.bex.excretie;
  const p2o5 = (pKg: number, bron: string) => cijfer(pKg * omrekening.p2o5PerP.waarde, 0, bron);
  const d = r.dumpfile;
  const aangenomen = r.gebruikteStandaarden.length;
  return {
    inleiding: [BEX_INLEIDING],
    tabellen: [
      {
        titel: null,
        kolommen: [
          { titel: 'Excretie melkvee', breedte: 2.2 },
          { titel: 'Forfaitair (kg)', breedte: 1.4, rechts: true },
          { titel: 'Bedrijfsspecifiek (kg)', breedte: 1.7, rechts: true },
          { titel: 'Voordeel', breedte: 1.1, rechts: true },
          { titel: 'Forfaitair per 1.000 kg melk', breedte: 1.7, rechts: true },
          { titel: 'BEX per 1.000 kg melk', breedte: 1.6, rechts: true },
        ],
        rijen: [
          {
            cellen: [
              tekst('Stikstof (N)'),
              cijfer(f.nKg, 0, 'bex.forfaitaireExcretie.nKg'),
              cijfer(uitkomst.excretieNKg, 0, 'bex.uitkomst.excretieNKg'),
              procentCel(uitkomst.voordeelNProcent, 1, 'bex.uitkomst.voordeelNProcent'),
              cijfer(perTon(f.nKg, melk), 2),
              cijfer(perTon(uitkomst.excretieNKg, melk), 2),
            ],
            vet: true,
          },
          {
            cellen: [
              tekst('Fosfaat (P2O5)'),
              cijfer(f.p2o5Kg, 0, 'bex.forfaitaireExcretie.p2o5Kg'),
              cijfer(uitkomst.excretieP2o5Kg, 0, 'bex.uitkomst.excretieP2o5Kg'),
              procentCel(uitkomst.voordeelP2o5Procent, 1, 'bex.uitkomst.voordeelP2o5Procent'),
              cijfer(perTon(f.p2o5Kg, melk), 2),
              cijfer(perTon(uitkomst.excretieP2o5Kg, melk), 2),
            ],
            vet: true,
          },
        ],
      },
      {
        titel: 'Berekening: opname min vastlegging',
        kolommen: [
          { titel: 'Post', breedte: 4 },
          { titel: 'Stikstof (kg N)', breedte: 1.5, rechts: true },
          { titel: 'Fosfaat (kg P2O5)', breedte: 1.5, rechts: true },
        ],
        rijen: [
          { cellen: [tekst('Opname met voer'), cijfer(e.opnameNKg, 0, 'bex.excretie.opnameNKg'), p2o5(e.opnamePKg, 'bex.excretie.opnamePKg')] },
          { cellen: [tekst('min vastlegging in melk'), cijfer(e.vastleggingMelkNKg, 0, 'bex.excretie.vastleggingMelkNKg'), p2o5(e.vastleggingMelkPKg, 'bex.excretie.vastleggingMelkPKg')] },
          {
            cellen: [tekst('min vastlegging in dieren (aanwas en afvoer)'), cijfer(e.vastleggingDierenNKg, 0, 'bex.excretie.vastleggingDierenNKg'), p2o5(e.vastleggingDierenPKg, 'bex.excretie.vastleggingDierenPKg')],
          },
          { cellen: [tekst('Excretie totaal (opname min vastlegging)'), cijfer(e.excretieTotaalNKg, 0, 'bex.excretie.excretieTotaalNKg'), p2o5(e.excretieTotaalPKg, 'bex.excretie.excretieTotaalPKg')], vet: true },
          {
            cellen: [tekst('min excretie overige graasdieren'), cijfer(e.overigeGraasdierenNKg, 0, 'bex.excretie.overigeGraasdierenNKg'), p2o5(e.overigeGraasdierenPKg, 'bex.excretie.overigeGraasdierenPKg')],
          },
          { cellen: [tekst('Excretie melkvee'), cijfer(e.excretieMelkveeNKg, 0, 'bex.excretie.excretieMelkveeNKg'), p2o5(e.excretieMelkveePKg, 'bex.excretie.excretieMelkveePKg')] },
          { cellen: [tekst('min gasvormige verliezen stal en opslag'), cijfer(uitkomst.stalverliesMelkveeNKg, 0, 'bex.uitkomst.stalverliesMelkveeNKg'), tekst('–')] },
          {
            cellen: [tekst('Bedrijfsspecifieke excretie melkvee (BEX)'), cijfer(uitkomst.excretieNKg, 0, 'bex.uitkomst.excretieNKg'), cijfer(uitkomst.excretieP2o5Kg, 0, 'bex.uitkomst.excretieP2o5Kg')],
            vet: true,
          },
        ],
        // excretie = opname − vastlegging (BEX stap 4); melkvee = dat − overige graasdieren; BEX = melkvee − stal- en opslagverlies (BEX stap 5)
        sommen: [
          { totaal: 3, termen: [{ rij: 0, teken: 1 }, { rij: 1, teken: -1 }, { rij: 2, teken: -1 }] },
          { totaal: 5, termen: [{ rij: 3, teken: 1 }, { rij: 4, teken: -1 }] },
          { totaal: 7, termen: [{ rij: 5, teken: 1 }, { rij: 6, teken: -1 }] },
        ],
      },
      {
        titel: 'Veestapel en melk',
        kolommen: KOLOMMEN_OMSCHRIJVING,
        rijen: [
          rij('Melkkoeien (gemiddeld)', cijfer(d.nkoe, 1, 'dumpfile.nkoe'), 'aantal'),
          rij('Jongvee jonger dan 1 jaar', cijfer(d.nkalf, 1, 'dumpfile.nkalf'), 'aantal'),
          rij('Jongvee 1 jaar en ouder', cijfer(d.npink, 1, 'dumpfile.npink'), 'aantal'),
          rij('Melkproductie', cijfer(r.melk.melkproductieKg, 0, 'melk.melkproductieKg'), 'kg'),
          rij('Melk per koe', cijfer(d.melkpkoe, 0, 'dumpfile.melkpkoe'), 'kg'),
          rij('Meetmelk (FPCM) per koe', cijfer(r.melk.fpcmPerKoeKg, 0, 'melk.fpcmPerKoeKg'), 'kg'),
          rij('Vet / eiwit', tekst(`${getal(r.melk.vetProcent, 2)} / ${getal(r.melk.eiwitProcent, 2)}`), '%'),
          rij('Ureum', cijfer(r.melk.ureumMgPer100ml, 0, 'melk.ureumMgPer100ml'), 'mg/100 ml'),
          rij('Forfait per koe N / P2O5', tekst(`${getal(f.nPerKoe, 1)} / ${getal(f.p2o5PerKoe, 1)}`), 'kg/koe'),
          rij('Weidegang koeien (uren)', cijfer(r.bex.excretie.weidefractieKoeien * 100, 1), '% van de tijd'),
          rij('TAN-aandeel excretie', cijfer(r.bex.excretie.tanFractie * 100, 1), '%'),
        ],
      },
      {
        titel: 'Voer',
        kolommen: KOLOMMEN_OMSCHRIJVING,
        rijen: [
          rij('Rantsoen totaal', cijfer(r.voer.rantsoen.kgDs, 0, 'voer.rantsoen.kgDs'), 'kg DS'),
          rij('waarvan vers gras (berekend)', cijfer(r.voer.versGras.kgDs, 0, 'voer.versGras.kgDs'), 'kg DS'),
          rij('Energie', cijfer(r.voer.rantsoen.vemPerKgDs, 0, 'voer.rantsoen.vemPerKgDs'), 'VEM/kg DS'),
          rij('Ruw eiwit', cijfer(r.voer.rantsoen.reGPerKgDs, 0, 'voer.rantsoen.reGPerKgDs'), 'g/kg DS'),
          rij('Fosfor', cijfer(r.voer.rantsoen.pGPerKgDs, 2, 'voer.rantsoen.pGPerKgDs'), 'g/kg DS'),
          rij('Krachtvoer per 100 kg melk', cijfer(r.voer.krachtvoerPer100KgMelk, 1, 'voer.krachtvoerPer100KgMelk'), 'kg'),
          rij('Opname stikstof', cijfer(r.bex.excretie.opnameNKg, 0, 'bex.excretie.opnameNKg'), 'kg N'),
          rij('Opname fosfaat', cijfer(r.bex.excretie.opnamePKg * omrekening.p2o5PerP.waarde, 0), 'kg P2O5'),
        ],
      },
    ],
    voetnoot:
      aangenomen > 0
        ? `Voor ${aangenomen} niet ingevulde gegevens is een standaardwaarde gebruikt; waarden gemarkeerd als aangenomen zijn nog niet vergeleken met de officiële Handreiking BEX.`
        : null,
  };
}
