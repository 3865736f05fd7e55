/**
 * BEC: greenhouse gases of the dairy farm in kg CO2-eq per year and g CO2-eq per kg FPCM,
 * by component (dzh_co2_pensferm, _mestopslag, _voerprod, _energie, _aanvoer; KLW-domeinnotities §1.6).
 * CO2-eq = CH4 × GWP_CH4 + N2O × GWP_N2O (year's GWPs). KLW's Tier-3 rumen model is replaced
 * by per-feed-group factors (AANGENOMEN). The housed-animal branch is not included (rekenregels:
 * "CO2 van de intensieve tak wordt niet meegenomen"); own renewable production is not credited.
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Voerpost } from '../voer/voerverbruik';
import type { VersGras, Rantsoen } from '../voer/rantsoen';
import type { Excretie } from '../bex/excretie';
import type { Ammoniak } from '../bea/ammoniak';
import type { BodemGasverliezen } from '../balans/gasvormig';
import { omrekening } from '../eenheden';

/** kg CO2-eq per year per component. */
export interface Broeikasgassen {
  enterischCh4Kg: number;
  mestCh4Kg: number;
  stalN2oNKg: number;
  voerprodN2oNKg: { kunstmest: number; organischeMest: number; beweiding: number; indirect: number; veen: number };
  pensfermentatie: number;
  mestopslag: number;
  voerproductie: number;
  energie: number;
  aanvoer: number;
  totaal: number;
  /** g CO2-eq per kg FPCM per component (dzh_co2_*). */
  perKgFpcm: { pensfermentatie: number; mestopslag: number; voerproductie: number; energie: number; aanvoer: number; totaal: number };
}

export function broeikasgassen(
  invoer: BedrijfsjaarInvoer,
  p: RekenParameters,
  posten: Voerpost[],
  gras: VersGras,
  r: Rantsoen,
  ex: Excretie,
  nh3: Ammoniak,
  bodemGas: BodemGasverliezen,
  fpcmKg: number,
): Broeikasgassen {
  const gwpCh4 = p.gwpCh4.waarde;
  const n2oCo2 = omrekening.n2oPerN.waarde * p.gwpN2o.waarde;
  const ent = p.enterischCh4GPerKgDs.waarden;

  let enterischG = gras.kgDs * ent.versGras;
  for (const v of posten) enterischG += v.verbruikKgDs * (1 - v.verliesFractie) * ent[v.groep];
  const enterischCh4Kg = enterischG / 1000;

  const vs = r.kgDs * p.vsFractieVanDsOpname.waarde;
  const ch4PerVs = p.b0M3Ch4PerKgVs.waarde * omrekening.ch4KgPerM3.waarde;
  const vergist = invoer.organischeMest.vergisting.vergisteMestProcent / 100;
  const mestCh4Kg =
    vs * (1 - ex.weidefractie) * ch4PerVs * p.mcfDrijfmest.waarde * (1 - vergist * p.vergistingCh4Reductie.waarde) + vs * ex.weidefractie * ch4PerVs * p.mcfWeide.waarde;
  const stalN2oNKg = nh3.stal.n2oNKg + nh3.stal.nh3NKg * p.n2oNIndirectNh3.waarde;

  const voerprodN2oNKg = {
    kunstmest: bodemGas.n2oN.kunstmest,
    organischeMest: bodemGas.n2oN.organischeMest,
    beweiding: bodemGas.n2oN.beweiding,
    indirect:
      (nh3.beweidingNh3NKg + nh3.mest.nh3NGraslandKg + nh3.mest.nh3NBouwlandKg + nh3.kunstmest.nh3NGraslandKg + nh3.kunstmest.nh3NBouwlandKg) * p.n2oNIndirectNh3.waarde,
    veen: bodemGas.n2oN.veen,
  };
  const e = invoer.energie;
  const aanvoerEf = p.co2AanvoerPerKgDs.waarden;
  let aanvoer = 0;
  for (const v of posten) {
    if (v.herkomst !== 'aankoop') continue;
    const ef = v.groep === 'krachtvoer' ? aanvoerEf.krachtvoer : v.groep === 'overigeVoeders' ? aanvoerEf.overigeVoeders : v.groep === 'melkproducten' ? aanvoerEf.melkproducten : aanvoerEf.ruwvoer;
    aanvoer += v.aanlegKgDs * ef;
  }
  aanvoer += nh3.kunstmest.aanvoerNKg * p.co2KunstmestPerKgN.waarde + nh3.kunstmest.aanvoerP2o5Kg * p.co2KunstmestPerKgP2o5.waarde;
  for (const s of invoer.strooisel.producten) aanvoer += s.aanvoerKg * p.co2StrooiselPerKg.waarde;

  const pensfermentatie = enterischCh4Kg * gwpCh4;
  const mestopslag = mestCh4Kg * gwpCh4 + stalN2oNKg * n2oCo2;
  const v = voerprodN2oNKg;
  const voerproductie = (v.kunstmest + v.organischeMest + v.beweiding + v.indirect + v.veen) * n2oCo2;
  const energie = e.elektriciteitKwh * p.co2Elektriciteit.waarde + e.dieselLiter * p.co2Diesel.waarde + e.aardgasM3 * p.co2Aardgas.waarde;
  const totaal = pensfermentatie + mestopslag + voerproductie + energie + aanvoer;
  const perKg = (x: number) => (fpcmKg > 0 ? (x * 1000) / fpcmKg : 0);
  return {
    enterischCh4Kg,
    mestCh4Kg,
    stalN2oNKg,
    voerprodN2oNKg,
    pensfermentatie,
    mestopslag,
    voerproductie,
    energie,
    aanvoer,
    totaal,
    perKgFpcm: {
      pensfermentatie: perKg(pensfermentatie),
      mestopslag: perKg(mestopslag),
      voerproductie: perKg(voerproductie),
      energie: perKg(energie),
      aanvoer: perKg(aanvoer),
      totaal: perKg(totaal),
    },
  };
}
