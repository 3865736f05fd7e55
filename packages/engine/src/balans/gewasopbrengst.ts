/**
 * Crop yields back-calculated along the phosphorus trail ("fosforspoor", KLW-domeinnotities §1.3):
 * P van eigen land = P-opname totaal − P in verbruikte aangekochte voeders − P in kalvermelk
 *                    + P-voorraadmutatie eigen ruwvoer + P in verkocht eigen ruwvoer.
 * That P is split over grass (vers gras + eigen graskuil/hooi), maize and other own roughage in
 * proportion to the P of the entered harvests; each crop's kg DS and N scale with its P, so the
 * yields follow the trail (rekenregels: "via de VEM/P-verhouding … verdeeld over weidegras,
 * kuilgras en snijmaïs"). With consistent stocks the factor is 1; with inconsistent stocks (a
 * clamped negative use) the herd's P requirement decides the total. Also the
 * "eigen land" shares (pceigen_n, pceigen_p, pceigen_vem).
 */
import type { Voerpost } from '../voer/voerverbruik';
import { nUitRe, pUitGehalte } from '../voer/voerverbruik';
import type { VersGras, Rantsoen } from '../voer/rantsoen';
import type { Excretie } from '../bex/excretie';
import type { Oppervlakten } from './oppervlakten';
import { omrekening } from '../eenheden';

export interface Gewasdeel {
  kgDs: number;
  nKg: number;
  pKg: number;
}

export interface Gewasopbrengst {
  fosforspoor: {
    opnamePKg: number;
    aangekochtVerbruikPKg: number;
    kalvermelkPKg: number;
    voorraadMutatieEigenPKg: number;
    verkoopEigenPKg: number;
    /** P harvested from own land (kg P). */
    eigenLandPKg: number;
    /** P in the entered own harvests (fresh grass + aanleg eigen ruwvoer), kg P. */
    ingevuldeOogstPKg: number;
    /** eigenLandPKg / ingevuldeOogstPKg: the scaling applied to the crop yields (1 when consistent). */
    factor: number;
  };
  grasland: Gewasdeel;
  snijmais: Gewasdeel;
  overigRuwvoer: Gewasdeel;
  /** opb_graspr_ds: kg DS/ha grassland. */
  graslandKgDsPerHa: number;
  graslandNKgPerHa: number;
  graslandP2o5KgPerHa: number;
  /** opb_mais_ds: kg DS/ha maize. */
  snijmaisKgDsPerHa: number;
  snijmaisNKgPerHa: number;
  snijmaisP2o5KgPerHa: number;
  /** N removed from the soil by all crops incl. arable sales (kg N). */
  gewasNKg: number;
  gewasP2o5Kg: number;
  /** % of the ration's N / P / VEM grown on own land. */
  eigenLandNProcent: number;
  eigenLandPProcent: number;
  eigenLandVemProcent: number;
}

export function gewasopbrengst(posten: Voerpost[], gras: VersGras, r: Rantsoen, ex: Excretie, opp: Oppervlakten, akkerN: number, akkerP2o5: number): Gewasopbrengst {
  const grasland: Gewasdeel = { kgDs: gras.kgDs, nKg: gras.nKg, pKg: gras.pKg };
  const snijmais: Gewasdeel = { kgDs: 0, nKg: 0, pKg: 0 };
  const overigRuwvoer: Gewasdeel = { kgDs: 0, nKg: 0, pKg: 0 };
  let aangekochtVerbruikPKg = 0;
  let voorraadMutatieEigenPKg = 0;
  let verkoopEigenPKg = 0;
  let eigenN = gras.nKg;
  let eigenP = gras.pKg;
  let eigenVem = gras.kgDs * gras.vemPerKgDs;
  for (const v of posten) {
    if (v.herkomst === 'aankoop') {
      aangekochtVerbruikPKg += pUitGehalte(v.verbruikKgDs, v.pGPerKgDs);
      continue;
    }
    eigenN += nUitRe(v.verbruikKgDs, v.reGPerKgDs);
    eigenP += pUitGehalte(v.verbruikKgDs, v.pGPerKgDs);
    eigenVem += v.verbruikKgDs * v.vemPerKgDs;
    voorraadMutatieEigenPKg += pUitGehalte(v.eindKgDs - v.beginKgDs, v.pGPerKgDs);
    verkoopEigenPKg += pUitGehalte(v.verkoopKgDs, v.pGPerKgDs);
    const deel = v.groep === 'snijmais' ? snijmais : v.groep === 'graskuil' || v.groep === 'hooi' ? grasland : overigRuwvoer;
    deel.kgDs += v.aanlegKgDs;
    deel.nKg += nUitRe(v.aanlegKgDs, v.reGPerKgDs);
    deel.pKg += pUitGehalte(v.aanlegKgDs, v.pGPerKgDs);
  }
  const kalvermelkPKg = ex.opnamePKg - r.pKg;
  const eigenLandPKg = ex.opnamePKg - aangekochtVerbruikPKg - kalvermelkPKg + voorraadMutatieEigenPKg + verkoopEigenPKg;
  // Follow the trail: scale the crop parts so that their P equals the P from own land.
  const ingevuldeOogstPKg = grasland.pKg + snijmais.pKg + overigRuwvoer.pKg;
  const factor = ingevuldeOogstPKg > 0 && eigenLandPKg > 0 ? eigenLandPKg / ingevuldeOogstPKg : 1;
  for (const deel of [grasland, snijmais, overigRuwvoer]) {
    deel.kgDs *= factor;
    deel.nKg *= factor;
    deel.pKg *= factor;
  }
  const p2o5 = omrekening.p2o5PerP.waarde;
  const perHa = (x: number, ha: number) => (ha > 0 ? x / ha : 0);
  return {
    fosforspoor: { opnamePKg: ex.opnamePKg, aangekochtVerbruikPKg, kalvermelkPKg, voorraadMutatieEigenPKg, verkoopEigenPKg, eigenLandPKg, ingevuldeOogstPKg, factor },
    grasland,
    snijmais,
    overigRuwvoer,
    graslandKgDsPerHa: perHa(grasland.kgDs, opp.graslandHa),
    graslandNKgPerHa: perHa(grasland.nKg, opp.graslandHa),
    graslandP2o5KgPerHa: perHa(grasland.pKg * p2o5, opp.graslandHa),
    snijmaisKgDsPerHa: perHa(snijmais.kgDs, opp.snijmaisHa),
    snijmaisNKgPerHa: perHa(snijmais.nKg, opp.snijmaisHa),
    snijmaisP2o5KgPerHa: perHa(snijmais.pKg * p2o5, opp.snijmaisHa),
    gewasNKg: grasland.nKg + snijmais.nKg + overigRuwvoer.nKg + akkerN,
    gewasP2o5Kg: (grasland.pKg + snijmais.pKg + overigRuwvoer.pKg) * p2o5 + akkerP2o5,
    eigenLandNProcent: r.nKg > 0 ? (eigenN / r.nKg) * 100 : 0,
    eigenLandPProcent: r.pKg > 0 ? (eigenP / r.pKg) * 100 : 0,
    eigenLandVemProcent: r.vem > 0 ? (eigenVem / r.vem) * 100 : 0,
  };
}
