/**
 * BEC: greenhouse gases of the dairy farm in kg CO2-eq per year and g CO2-eq per kg FPCM,
 * by component (dzh_co2_pensferm, _mestopslag, _voerprod, _energie, _aanvoer; KLW-domeinnotities §1.6).
 * CO2-eq = CH4 × GWP_CH4 + N2O × GWP_N2O (year's GWPs). KLW's Tier-3 rumen model is replaced
 * by per-feed-group factors (AANGENOMEN except fresh grass). Manure CH4 = kg DS eaten × VS per kg DS (IPCC 2006 vgl. 10.24)
 * × B0 × 0,67 × MCF, the MCF of the slurry pit for the housed part and of pasture for the grazed part (IPCC vgl. 10.23,
 * tabel 10.17). The housed-animal branch is not included (rekenregels:
 * "CO2 van de intensieve tak wordt niet meegenomen"); own renewable production is not credited.
 * Purchased inputs per product (KLW co2_aanv_*): compound feed per kg product (the supplier's footprint when given,
 * else the KLW standard 1.399 g/kg), other product feeds with a supplier footprint per kg product, other feeds per kg DS per group, fertiliser N/P2O5, litter, manure,
 * animals (kg LG), crop protection, water, contract work (diesel), plastic. Soil N2O per source comes
 * from balans/gasvormig.ts (the same N as in the N balance); urea adds its hydrolysis CO2 and lime its carbonate CO2
 * (balans/bodemproducten.ts), both in voerproductie. The digester adds its CH4 leakage to mestopslag (bea/vergisting.ts).
 * The per-kg-FPCM figures are the part allocated to milk: AF_melk = 1 − 6,04 × kg LG afgevoerd netto / kg FPCM
 * (IDF; KLW compares delivered milk with delivered live weight — AANGENOMEN form, supplement §6).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Voerpost } from '../voer/voerverbruik';
import type { VersGras } from '../voer/rantsoen';
import type { Excretie } from '../bex/excretie';
import type { Ammoniak } from '../bea/ammoniak';
import type { BodemGasverliezen } from '../balans/gasvormig';
import { omrekening } from '../eenheden';
import type { Dierbewegingen } from '../bex/vastlegging';
import type { Bodemproducten } from '../balans/bodemproducten';
import { vergisterCh4Kg as vergisterLek, type Vergisting } from '../bea/vergisting';

/** kg CO2-eq per year per component. */
export interface Broeikasgassen {
  /** kg DS eaten by the herd (fresh grass + feeds after feed loss); basis of enteric CH4 and of the manure's VS. */
  dsOpgenomenKg: number;
  enterischCh4Kg: number;
  mestCh4Kg: number;
  /** CH4 leaking from the manure digester (kg CH4), part of mestopslag. */
  vergisterCh4Kg: number;
  stalN2oNKg: number;
  voerprodN2oNKg: { kunstmest: number; organischeMest: number; beweiding: number; indirect: number; veen: number; compostKalk: number };
  /** CO2 from urea hydrolysis (kg CO2), part of voerproductie. */
  ureumCo2Kg: number;
  /** CO2 from liming (kg CO2), part of voerproductie. */
  kalkCo2Kg: number;
  /** kg CO2-eq per purchased product group (KLW co2_aanv_*). */
  aanvoerPerPost: AanvoerCo2;
  /** Milk/meat allocation. */
  allocatie: { afgevoerdKgLevendGewicht: number; melkFractie: number; vleesFractie: number };
  pensfermentatie: number;
  mestopslag: number;
  voerproductie: number;
  energie: number;
  aanvoer: number;
  totaal: number;
  /** g CO2-eq per kg FPCM per component (dzh_co2_*), allocated to milk. */
  perKgFpcm: { pensfermentatie: number; mestopslag: number; voerproductie: number; energie: number; aanvoer: number; totaal: number };
}

export interface AanvoerCo2 {
  krachtvoerMelkproducten: number;
  overigeVoeders: number;
  gras: number;
  mais: number;
  overigRuwvoer: number;
  kunstmest: number;
  strooisel: number;
  mest: number;
  vee: number;
  gewasbescherming: number;
  water: number;
  loonwerk: number;
  kunststof: number;
}

export function broeikasgassen(
  invoer: BedrijfsjaarInvoer,
  p: RekenParameters,
  posten: Voerpost[],
  gras: VersGras,
  ex: Excretie,
  nh3: Ammoniak,
  bodemGas: BodemGasverliezen,
  fpcmKg: number,
  dieren: Dierbewegingen,
  bp: Bodemproducten,
  vg: Vergisting,
): Broeikasgassen {
  const gwpCh4 = p.gwpCh4.waarde;
  const n2oCo2 = omrekening.n2oPerN.waarde * p.gwpN2o.waarde;
  const ent = p.enterischCh4GPerKgDs.waarden;

  // DS eaten: fresh grass + each feed's use less its feed loss. Both the rumen (enteric CH4) and the manure (VS, IPCC
  // vgl. 10.24 works on the feed intake) see only what was eaten, not the silage or concentrate lost at the feed fence.
  let enterischG = gras.kgDs * ent.versGras;
  let dsOpgenomenKg = gras.kgDs;
  for (const v of posten) {
    const opgenomen = v.verbruikKgDs * (1 - v.verliesFractie);
    enterischG += opgenomen * ent[v.groep];
    dsOpgenomenKg += opgenomen;
  }
  const enterischCh4Kg = enterischG / 1000;

  const vs = dsOpgenomenKg * p.vsFractieVanDsOpname.waarde;
  const ch4PerVs = p.b0M3Ch4PerKgVs.waarde * omrekening.ch4KgPerM3.waarde;
  const vergist = invoer.organischeMest.vergisting.vergisteMestProcent / 100;
  const mestCh4Kg =
    vs * (1 - ex.weidefractie) * ch4PerVs * p.mcfDrijfmest.waarde * (1 - vergist * p.vergistingCh4Reductie.waarde) + vs * ex.weidefractie * ch4PerVs * p.mcfWeide.waarde;
  const vergisterCh4Kg = vergisterLek(p, vs * (1 - ex.weidefractie), vg.vergistAandeel);
  const stalN2oNKg = nh3.stal.n2oNKg + nh3.stal.nh3NKg * p.n2oNIndirectNh3.waarde + vg.n2oNKg;

  const voerprodN2oNKg = {
    kunstmest: bodemGas.n2oN.kunstmest,
    organischeMest: bodemGas.n2oN.organischeMest,
    beweiding: bodemGas.n2oN.beweiding,
    indirect:
      (nh3.beweidingNh3NKg + nh3.mest.nh3NGraslandKg + nh3.mest.nh3NBouwlandKg + nh3.kunstmest.nh3NGraslandKg + nh3.kunstmest.nh3NBouwlandKg) * p.n2oNIndirectNh3.waarde,
    veen: bodemGas.n2oN.veen,
    compostKalk: bodemGas.n2oN.compostKalk,
  };
  const e = invoer.energie;
  const rv = p.co2AanvoerRuwvoerPerKgDs.waarden;
  const aanvoerEf = p.co2AanvoerPerKgDs.waarden;
  const post: AanvoerCo2 = { krachtvoerMelkproducten: 0, overigeVoeders: 0, gras: 0, mais: 0, overigRuwvoer: 0, kunstmest: 0, strooisel: 0, mest: 0, vee: 0, gewasbescherming: 0, water: 0, loonwerk: 0, kunststof: 0 };
  for (const v of posten) {
    if (v.herkomst !== 'aankoop') continue;
    // The supplier's footprint per kg product replaces the standard when filled (KLW from 2020).
    const leverancier = v.co2KgPerKgProduct;
    if (v.groep === 'krachtvoer') post.krachtvoerMelkproducten += v.aanlegKgProduct * (leverancier ?? p.co2KrachtvoerPerKgProduct.waarde);
    else if (v.groep === 'melkproducten') post.krachtvoerMelkproducten += leverancier !== undefined ? v.aanlegKgProduct * leverancier : v.aanlegKgDs * aanvoerEf.melkproducten;
    else if (v.groep === 'overigeVoeders') post.overigeVoeders += leverancier !== undefined ? v.aanlegKgProduct * leverancier : v.aanlegKgDs * aanvoerEf.overigeVoeders;
    else if (v.groep === 'graskuil' || v.groep === 'hooi') post.gras += v.aanlegKgDs * rv[v.groep];
    else if (v.groep === 'snijmais') post.mais += v.aanlegKgDs * rv.snijmais;
    else post.overigRuwvoer += v.aanlegKgDs * rv.overigRuwvoer;
  }
  post.kunstmest = nh3.kunstmest.aanvoerNKg * p.co2KunstmestPerKgN.waarde + nh3.kunstmest.aanvoerP2o5Kg * p.co2KunstmestPerKgP2o5.waarde;
  for (const s of invoer.strooisel.producten) post.strooisel += s.aanvoerKg * p.co2StrooiselPerKg.waarde;
  post.mest = nh3.mest.aanvoer.ton * p.co2MestPerTon.waarde;
  post.vee = dieren.aanvoerKgLevendGewicht * p.co2VeePerKgLevendGewicht.waarde;
  post.gewasbescherming = (e.gewasbeschermingKg ?? 0) * p.co2GewasbeschermingPerKg.waarde;
  post.water = (e.waterM3 ?? 0) * p.co2WaterPerM3.waarde;
  post.loonwerk = (e.loonwerkDieselLiter ?? 0) * p.co2Diesel.waarde;
  post.kunststof = (e.kunststofKg ?? 0) * p.co2KunststofPerKg.waarde;
  let aanvoer = 0;
  for (const k in post) aanvoer += post[k as keyof AanvoerCo2];
  let ureumN = 0;
  for (const m of invoer.kunstmest.producten) ureumN += (Math.max(0, m.beginvoorraadKg + m.aanvoerKg - m.eindvoorraadKg) * m.nUreumGPerKg) / 1000;
  const ureumCo2Kg = ureumN * p.co2UreumPerKgN.waarde;

  const pensfermentatie = enterischCh4Kg * gwpCh4;
  const mestopslag = (mestCh4Kg + vergisterCh4Kg) * gwpCh4 + stalN2oNKg * n2oCo2;
  const v = voerprodN2oNKg;
  const kalkCo2Kg = bp.kalk.co2Kg;
  const voerproductie = (v.kunstmest + v.organischeMest + v.beweiding + v.indirect + v.veen + v.compostKalk) * n2oCo2 + ureumCo2Kg + kalkCo2Kg;
  const energie = e.elektriciteitKwh * p.co2Elektriciteit.waarde + e.dieselLiter * p.co2Diesel.waarde + e.aardgasM3 * p.co2Aardgas.waarde;
  const totaal = pensfermentatie + mestopslag + voerproductie + energie + aanvoer;
  // Net live weight delivered (sold + dead − bought), compared with the milk (IDF allocation).
  const afgevoerdKgLevendGewicht = Math.max(0, dieren.afvoerKgLevendGewicht - dieren.aanvoerKgLevendGewicht);
  const melkFractie = fpcmKg > 0 ? Math.min(1, Math.max(0, 1 - p.allocatieFactorVlees.waarde * (afgevoerdKgLevendGewicht / fpcmKg))) : 1;
  const perKg = (x: number) => (fpcmKg > 0 ? (x * melkFractie * 1000) / fpcmKg : 0);
  return {
    dsOpgenomenKg,
    enterischCh4Kg,
    mestCh4Kg,
    vergisterCh4Kg,
    stalN2oNKg,
    voerprodN2oNKg,
    ureumCo2Kg,
    kalkCo2Kg,
    aanvoerPerPost: post,
    allocatie: { afgevoerdKgLevendGewicht, melkFractie, vleesFractie: 1 - melkFractie },
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
