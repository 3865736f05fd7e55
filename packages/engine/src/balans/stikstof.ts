/**
 * N soil surplus (BEN) and efficiencies: one surplus, two routes.
 * Farm route: bodemoverschot = bedrijfsoverschot (aanvoer incl. depositie, binding en mineralisatie)
 *   − NH3-N (stal+opslag, toediening, kunstmest, beweiding) − N2O-N − NO-N − N2-N (stal, opslag, bodem)
 * (BIN/CBS definition, staatvanlandbouwnatuurenvoedsel.nl "stikstofbodemoverschot"; KLW-domeinnotities §1.2).
 * kring1_bedbal_ovrbod and verl_bodbal1_ha are both this number per ha.
 * Soil route: N on the soil (mest, weidemest, kunstmest, compost en kalk, depositie, binding, mineralisatie)
 *   − NH3-N bij toediening en beweiding − N2O-N en NO-N uit de bodem − gewasafvoer; equal when feed use is consistent.
 */
import type { Bedrijfsbalans } from './bedrijfsbalans';
import type { Ammoniak } from '../bea/ammoniak';
import type { Excretie } from '../bex/excretie';
import type { Gewasopbrengst } from './gewasopbrengst';
import type { StikstofBronnen } from './stikstofbronnen';
import type { BodemGasverliezen } from './gasvormig';
import type { KritischOverschot } from './kritisch-overschot';
import type { Bodemproducten } from './bodemproducten';

export interface StikstofBodem {
  depositieKgNPerHa: number;
  depositieKg: number;
  bindingKg: number;
  mineralisatieKg: number;
  verliesNh3Kg: number;
  /** N2O-N from housing, storage and soil (kg N). */
  verliesN2oKg: number;
  /** NO + N2 from housing and storage, NO from the soil (kg N). */
  verliesOverigKg: number;
  /** kring1_bedbal_ovrbod × ha: farm surplus minus all gaseous losses; equal to bodemoverschotKg. */
  overschotNaarBodemKg: number;
  /** Soil surplus (kg N), farm-gate route. */
  bodemoverschotKg: number;
  /** Soil balance route: inputs to the soil (bruto) and the crop removal. */
  bodemAanvoer: { mest: number; weidemest: number; kunstmest: number; compost: number; kalk: number; depositie: number; binding: number; mineralisatie: number; totaal: number };
  bodemVerliesNh3Kg: number;
  /** N2O-N + NO-N from the soil (kg N). */
  bodemVerliesOverigKg: number;
  /** Soil surplus via the soil balance. Equal to bodemoverschotKg when feed use is consistent. */
  bodemoverschotViaBodembalansKg: number;
  benuttingVeeProcent: number;
  benuttingBodemProcent: number;
  benuttingBedrijfProcent: number;
  /** Area-weighted critical soil surplus over grassland, maize and arable (kg N/ha), 0 without such land. */
  kritischOverschotKgPerHa: number;
  /** The same per land use, with the sand class used. */
  kritischOverschot: KritischOverschot;
}

export function stikstofBodem(
  bal: Bedrijfsbalans,
  nh3: Ammoniak,
  ex: Excretie,
  gewas: Gewasopbrengst,
  bronnen: StikstofBronnen,
  bodemGas: BodemGasverliezen,
  kritisch: KritischOverschot,
  bp: Bodemproducten,
): StikstofBodem {
  const { depositieKg, bindingKg, mineralisatieKg } = bronnen;
  const verliesNh3Kg = nh3.totaalNh3NKg;
  const verliesN2oKg = nh3.stal.n2oNKg + bodemGas.n2oN.totaal;
  const verliesOverigKg = nh3.stal.noNKg + nh3.stal.n2NKg + bodemGas.noNKg;
  const bodemoverschotKg = bal.overschot - verliesNh3Kg - verliesN2oKg - verliesOverigKg;

  const bodemAanvoer = {
    mest: nh3.mest.aanwendingNKg,
    weidemest: ex.excretieWeideNKg,
    kunstmest: nh3.kunstmest.verbruikNKg,
    compost: bp.compost.nKg,
    kalk: bp.kalk.nKg,
    depositie: depositieKg,
    binding: bindingKg,
    mineralisatie: mineralisatieKg,
    totaal: 0,
  };
  bodemAanvoer.totaal = bodemAanvoer.mest + bodemAanvoer.weidemest + bodemAanvoer.kunstmest + bodemAanvoer.compost + bodemAanvoer.kalk + depositieKg + bindingKg + mineralisatieKg;
  const bodemVerliesNh3Kg = nh3.beweidingNh3NKg + nh3.mest.nh3NGraslandKg + nh3.mest.nh3NBouwlandKg + nh3.kunstmest.nh3NGraslandKg + nh3.kunstmest.nh3NBouwlandKg;
  const bodemVerliesOverigKg = bodemGas.n2oN.totaal + bodemGas.noNKg;
  const vastgelegd = ex.vastleggingMelkNKg + ex.vastleggingDierenNKg;
  return {
    depositieKgNPerHa: bronnen.depositieKgNPerHa,
    depositieKg,
    bindingKg,
    mineralisatieKg,
    verliesNh3Kg,
    verliesN2oKg,
    verliesOverigKg,
    overschotNaarBodemKg: bodemoverschotKg,
    bodemoverschotKg,
    bodemAanvoer,
    bodemVerliesNh3Kg,
    bodemVerliesOverigKg,
    bodemoverschotViaBodembalansKg: bodemAanvoer.totaal - bodemVerliesNh3Kg - bodemVerliesOverigKg - gewas.gewasNKg,
    benuttingVeeProcent: ex.opnameNKg > 0 ? (vastgelegd / ex.opnameNKg) * 100 : 0,
    benuttingBodemProcent: bodemAanvoer.totaal > 0 ? (gewas.gewasNKg / bodemAanvoer.totaal) * 100 : 0,
    benuttingBedrijfProcent: bal.aanvoerTotaal > 0 ? (bal.afvoerTotaal / bal.aanvoerTotaal) * 100 : 0,
    kritischOverschotKgPerHa: kritisch.bedrijfKgPerHa,
    kritischOverschot: kritisch,
  };
}
