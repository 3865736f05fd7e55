/**
 * Effective organic matter (EOS) balance per ha (supplement §9; KLW target 1.250–2.500 kg EOS/ha/jaar,
 * notities §1.6). The KLW coefficients were not found; the fdm method stands in (AANGENOMEN):
 *   aanvoer = Σ ha × EOM gewas + N dierlijke mest (aanwending + weide) × EOS per kg N + Σ ton compost × EOS per ton (fdm BAAT)
 *   afbraak = OS% × diepte × dichtheid × 1000 × (0,038228 − 0,008934 × ln OS%) × 2^((T − 13)/10), ≤ maximum,
 *             10 cm onder grasland, 30 cm onder bouwland; OS% = gemiddelde van de analyses, anders 5%
 *   balans  = (aanvoer − Σ ha × afbraak) / ha grasland + snijmaïs + akkerbouw
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Oppervlakten } from './oppervlakten';

export interface EosBalans {
  aanvoerKgPerHa: number;
  afbraakKgPerHa: number;
  balansKgPerHa: number;
  organischeStofProcent: number;
}

export function eosBalans(invoer: BedrijfsjaarInvoer, p: RekenParameters, opp: Oppervlakten, dierlijkeMestNKg: number): EosBalans {
  const e = p.eosGewasKgPerHa.waarden;
  const af = p.eosAfbraak.waarden;
  const os = invoer.bodem.analyses.map((x) => x.organischeStofProcent).filter((x): x is number => x !== undefined && x > 0);
  const organischeStofProcent = os.length ? os.reduce((s, x) => s + x, 0) / os.length : af.standaardOrganischeStofProcent;
  const afbraakPerHa = (diepteCm: number) => {
    const k = 0.038228 - 0.008934 * Math.log(organischeStofProcent);
    return Math.min(af.maximumKgPerHa, Math.max(0, organischeStofProcent * diepteCm * af.dichtheidGPerCm3 * 1000 * k * 2 ** ((af.temperatuurC - 13) / 10)));
  };
  const ha = opp.graslandHa + opp.snijmaisHa + opp.akkerbouwHa;
  const tijdelijk = opp.graslandHa - opp.blijvendGraslandHa;
  let compostEos = 0;
  for (const c of invoer.bodem.compost) compostEos += c.ton * p.compostEosKgPerTon.waarden[c.soort];
  const aanvoer = compostEos + opp.blijvendGraslandHa * e.graslandBlijvend + tijdelijk * e.graslandTijdelijk + opp.snijmaisHa * e.snijmais + opp.akkerbouwHa * e.akkerbouw + Math.max(0, dierlijkeMestNKg) * p.eosPerKgNDierlijkeMest.waarde;
  const afbraak = opp.graslandHa * afbraakPerHa(af.diepteGraslandCm) + (opp.snijmaisHa + opp.akkerbouwHa) * afbraakPerHa(af.diepteBouwlandCm);
  const perHa = (x: number) => (ha > 0 ? x / ha : 0);
  return { aanvoerKgPerHa: perHa(aanvoer), afbraakKgPerHa: perHa(afbraak), balansKgPerHa: perHa(aanvoer - afbraak), organischeStofProcent };
}
