/**
 * N soil surplus (BEN) and efficiencies.
 * bodemoverschot = bedrijfsoverschot + depositie + binding + mineralisatie
 *                  − NH3-N (stal+opslag, toediening, kunstmest, beweiding) − overige gasvormige N uit stal en opslag
 * (definition: staatvanlandbouwnatuurenvoedsel.nl "stikstofbodemoverschot", KLW-domeinnotities §1.2;
 * subtracting N2O/NO/N2 of housing is AANGENOMEN from kring1_bedbal_vrln2o / vrlnov).
 */
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { Bedrijfsbalans } from './bedrijfsbalans';
import type { Oppervlakten } from './oppervlakten';
import type { Ammoniak } from '../bea/ammoniak';
import type { Excretie } from '../bex/excretie';
import type { Gewasopbrengst } from './gewasopbrengst';

export interface StikstofBodem {
  depositieKgNPerHa: number;
  depositieKg: number;
  bindingKg: number;
  mineralisatieKg: number;
  verliesNh3Kg: number;
  verliesN2oKg: number;
  /** NO + N2 from housing and storage. */
  verliesOverigKg: number;
  /** kring1_bedbal_ovrbod × ha: the part of the farm surplus that reaches the soil. */
  overschotNaarBodemKg: number;
  /** Soil surplus (kg N), farm-gate route. */
  bodemoverschotKg: number;
  /** Soil balance route: inputs to the soil (bruto) and the crop removal. */
  bodemAanvoer: { mest: number; weidemest: number; kunstmest: number; depositie: number; binding: number; mineralisatie: number; totaal: number };
  bodemVerliesNh3Kg: number;
  /** Soil surplus via the soil balance: aanvoer − NH3 bij toediening/beweiding − gewasafvoer. Equal to bodemoverschotKg when feed use is consistent. */
  bodemoverschotViaBodembalansKg: number;
  benuttingVeeProcent: number;
  benuttingBodemProcent: number;
  benuttingBedrijfProcent: number;
  /** Area-weighted critical soil surplus of the grassland (kg N/ha), 0 without grassland. */
  kritischOverschotKgPerHa: number;
}

export function stikstofBodem(
  invoer: BedrijfsjaarInvoer,
  p: RekenParameters,
  std: Standaarden,
  opp: Oppervlakten,
  bal: Bedrijfsbalans,
  nh3: Ammoniak,
  ex: Excretie,
  gewas: Gewasopbrengst,
): StikstofBodem {
  const depositieKgNPerHa = std.getal('bedrijfsgegevens.depositieKgNPerHa', invoer.bedrijfsgegevens.depositieKgNPerHa, p.depositieKgNPerHa);
  const depositieKg = depositieKgNPerHa * opp.totaalHa;
  const bindingKg = opp.klaverHaProcent * p.bindingKlaverKgNPerHaPerProcent.waarde + opp.vlinderbloemigHa * p.bindingVlinderbloemigKgNPerHa.waarde;
  const mineralisatieKg = opp.perGrondsoort.veen * p.mineralisatieVeenKgNPerHa.waarde;
  const verliesNh3Kg = nh3.totaalNh3NKg;
  const verliesN2oKg = nh3.stal.n2oNKg;
  const verliesOverigKg = nh3.stal.noNKg + nh3.stal.n2NKg;
  const overschotNaarBodemKg = bal.overschot - verliesNh3Kg - verliesN2oKg - verliesOverigKg;
  const bodemoverschotKg = overschotNaarBodemKg + depositieKg + bindingKg + mineralisatieKg;

  const bodemAanvoer = {
    mest: nh3.mest.aanwendingNKg,
    weidemest: ex.excretieWeideNKg,
    kunstmest: nh3.kunstmest.verbruikNKg,
    depositie: depositieKg,
    binding: bindingKg,
    mineralisatie: mineralisatieKg,
    totaal: 0,
  };
  bodemAanvoer.totaal = bodemAanvoer.mest + bodemAanvoer.weidemest + bodemAanvoer.kunstmest + depositieKg + bindingKg + mineralisatieKg;
  const bodemVerliesNh3Kg = nh3.beweidingNh3NKg + nh3.mest.nh3NGraslandKg + nh3.mest.nh3NBouwlandKg + nh3.kunstmest.nh3NGraslandKg + nh3.kunstmest.nh3NBouwlandKg;

  let kritisch = 0;
  const g = opp.graslandPerGrondsoort;
  if (opp.graslandHa > 0) {
    const k = p.kritischBodemoverschotN.waarden;
    kritisch = (g.zand * k.zand + g.klei * k.klei + g.veen * k.veen + g.loss * k.loss) / opp.graslandHa;
  }
  const vastgelegd = ex.vastleggingMelkNKg + ex.vastleggingDierenNKg;
  return {
    depositieKgNPerHa,
    depositieKg,
    bindingKg,
    mineralisatieKg,
    verliesNh3Kg,
    verliesN2oKg,
    verliesOverigKg,
    overschotNaarBodemKg,
    bodemoverschotKg,
    bodemAanvoer,
    bodemVerliesNh3Kg,
    bodemoverschotViaBodembalansKg: bodemAanvoer.totaal - bodemVerliesNh3Kg - gewas.gewasNKg,
    benuttingVeeProcent: ex.opnameNKg > 0 ? (vastgelegd / ex.opnameNKg) * 100 : 0,
    benuttingBodemProcent: bodemAanvoer.totaal > 0 ? (gewas.gewasNKg / bodemAanvoer.totaal) * 100 : 0,
    benuttingBedrijfProcent: bal.aanvoerTotaal > 0 ? (bal.afvoerTotaal / bal.aanvoerTotaal) * 100 : 0,
    kritischOverschotKgPerHa: kritisch,
  };
}
