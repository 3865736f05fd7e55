/**
 * BEA: TAN-based ammonia emission (rekenregels §3.2.9, KLW-domeinnotities §1.5).
 * - stal + opslag: TAN in de stal (TAN-excretie + 10% mineralisatie in de opslag) × EF stal × (1 − reductie mestadditief);
 *   EF stal = EF staltype, of met een RAV-code EF ligboxenstal × EF_Rav(code) / EF_Rav(A 1.100);
 * - beweiding: N-excretie in de wei × EF_bew, EF_bew (%) = 2,717e-5 × N_rantsoen^3,389 (Bussink), met het
 *   rantsoen van het weideseizoen;
 * - mestaanwending: TAN-aanwending = %TAN-mest × kg N mestaanwending, split grasland/bouwland × EF techniek;
 * - kunstmest: per product EF van de soort × N, of zonder soort Σ N-vorm × EF (ammonium, nitraat, ureum).
 * All emissions are kept in kg NH3-N here; the dumpfile converts to kg NH3 (× 17/14).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';
import type { Excretie } from '../bex/excretie';
import { omrekening } from '../eenheden';
import { mestTonVan, somMestpartijen, type MestSom } from './mest';
import type { Oppervlakten } from '../balans/oppervlakten';

export interface Stalverliezen {
  /** TAN in the excretion on stal (kg). */
  tanExcretieStalKg: number;
  /** Organic N mineralised to TAN in storage (kg). */
  tanMineralisatieOpslagKg: number;
  /** TAN in stal + opslag = TAN-excretie + mineralisatie (kg). */
  tanStalKg: number;
  /** EF stal + opslag used (kg NH3-N/kg TAN), after a RAV correction. */
  emissiefactor: number;
  /** RAV code behind the factor, when entered. */
  ravCode?: string;
  nh3NKg: number;
  n2oNKg: number;
  noNKg: number;
  n2NKg: number;
  /** All gaseous N from housing + storage. */
  totaalNKg: number;
  /** N in manure after housing/storage losses. */
  nettoMestNKg: number;
  /** TAN in the manure after the losses ("TAN-stalmest"). */
  tanStalmestKg: number;
}

export interface Staldieren {
  stalbalansNKg: number;
  stalbalansP2o5Kg: number;
  tanAandeel: number;
  tanKg: number;
  nh3NKg: number;
  nettoMestNKg: number;
}

export interface Kunstmest {
  verbruikNKg: number;
  verbruikP2o5Kg: number;
  aanvoerNKg: number;
  aanvoerP2o5Kg: number;
  voorraadMutatieNKg: number;
  voorraadMutatieP2o5Kg: number;
  nGraslandKg: number;
  nSnijmaisKg: number;
  nAkkerbouwKg: number;
  /** P2O5 used per crop group, split as the N (for the Bodem en gewas overview). */
  p2o5GraslandKg: number;
  p2o5SnijmaisKg: number;
  p2o5AkkerbouwKg: number;
  nh3NGraslandKg: number;
  nh3NBouwlandKg: number;
}

export interface Mestaanwending {
  productieNKg: number;
  productieP2o5Kg: number;
  aanvoer: MestSom;
  afvoer: MestSom;
  begin: MestSom;
  eind: MestSom;
  coSubstraatNKg: number;
  coSubstraatP2o5Kg: number;
  strooiselNKg: number;
  strooiselP2o5Kg: number;
  /** N applied on the farm's land (may be negative on inconsistent input; then signalled). */
  aanwendingNKg: number;
  aanwendingP2o5Kg: number;
  tanAandeelMest: number;
  tanAanwendingKg: number;
  aandeelGrasland: number;
  /** EF used per land type: of the technique field, or N-weighted over the use rows (toedieningen). */
  efGrasland: number;
  efBouwland: number;
  techniekGrasland: string;
  techniekBouwland: string;
  nh3NGraslandKg: number;
  nh3NBouwlandKg: number;
}

export interface Ammoniak {
  stal: Stalverliezen;
  staldieren: Staldieren;
  /** g RE/kg DS of the ration in the grazing season (Bussink input). */
  beweidingRantsoenReGPerKgDs: number;
  beweidingEfProcent: number;
  beweidingNh3NKg: number;
  mest: Mestaanwending;
  kunstmest: Kunstmest;
  /** Σ all NH3-N, kg. */
  totaalNh3NKg: number;
}

export function stalverliezen(invoer: BedrijfsjaarInvoer, p: RekenParameters, ex: Excretie): Stalverliezen {
  const nStal = Math.max(0, ex.excretieStalNKg);
  const tanExcretieStalKg = nStal * ex.tanFractie;
  // Mineralisation in storage (rekenregels 2019 §2.2.2.4.1), at most the organic N that is there.
  const tanMineralisatieOpslagKg = nStal * Math.min(p.mineralisatieOpslagFractieN.waarde, 1 - ex.tanFractie);
  const tanStalKg = tanExcretieStalKg + tanMineralisatieOpslagKg;
  const reductie = 1 - invoer.veestapel.mestadditiefNh3ReductieProcent / 100;
  const mk = invoer.veestapel.melkkoeien;
  const rav = p.ravEmissiefactorMelkvee.waarden;
  const emissiefactor = mk.ravCode ? p.emissiefactorStalFractieTan.waarden.ligboxenstal * (rav[mk.ravCode] / rav['A 1.100']) : p.emissiefactorStalFractieTan.waarden[mk.staltype];
  const nh3NKg = tanStalKg * emissiefactor * reductie;
  const n2oNKg = nStal * p.n2oNStalFractieN.waarde;
  const noNKg = nStal * p.noNStalFractieN.waarde;
  const n2NKg = nStal * p.n2NStalFractieN.waarde;
  const totaalNKg = nh3NKg + n2oNKg + noNKg + n2NKg;
  return {
    tanExcretieStalKg,
    tanMineralisatieOpslagKg,
    tanStalKg,
    emissiefactor,
    ...(mk.ravCode ? { ravCode: mk.ravCode } : {}),
    nh3NKg,
    n2oNKg,
    noNKg,
    n2NKg,
    totaalNKg,
    nettoMestNKg: ex.excretieStalNKg - totaalNKg,
    tanStalmestKg: Math.max(0, tanStalKg - totaalNKg),
  };
}

export function staldieren(invoer: BedrijfsjaarInvoer, p: RekenParameters): Staldieren {
  const iv = invoer.intensieveVeehouderij;
  const stalbalansNKg = iv.voerAanvoerKgN + iv.dierenAanvoerKgN - iv.dierenAfvoerKgN;
  const stalbalansP2o5Kg = iv.voerAanvoerKgP2o5 + iv.dierenAanvoerKgP2o5 - iv.dierenAfvoerKgP2o5;
  let aantal = 0;
  let gewogen = 0;
  for (const c of iv.categorieen) {
    aantal += c.gemiddeldAantal;
    gewogen += c.gemiddeldAantal * p.tanAandeelStaldieren.waarden[c.soort];
  }
  // Several categories: the TAN share is weighted by animal numbers (AANGENOMEN; tabel 3.12 is per category).
  const tanAandeel = aantal > 0 ? gewogen / aantal : 0;
  const tanKg = Math.max(0, stalbalansNKg) * tanAandeel;
  const nh3NKg = tanKg * p.emissiefactorStalStaldierenFractieTan.waarde;
  return { stalbalansNKg, stalbalansP2o5Kg, tanAandeel, tanKg, nh3NKg, nettoMestNKg: stalbalansNKg - nh3NKg };
}

export function kunstmest(invoer: BedrijfsjaarInvoer, p: RekenParameters, std: Standaarden, opp: Oppervlakten): Kunstmest {
  const k: Kunstmest = {
    verbruikNKg: 0, verbruikP2o5Kg: 0, aanvoerNKg: 0, aanvoerP2o5Kg: 0, voorraadMutatieNKg: 0, voorraadMutatieP2o5Kg: 0,
    nGraslandKg: 0, nSnijmaisKg: 0, nAkkerbouwKg: 0, p2o5GraslandKg: 0, p2o5SnijmaisKg: 0, p2o5AkkerbouwKg: 0, nh3NGraslandKg: 0, nh3NBouwlandKg: 0,
  };
  const bouw = opp.graslandHa + opp.snijmaisHa + opp.akkerbouwHa;
  invoer.kunstmest.producten.forEach((m, i) => {
    const nPerKg = (m.nAmmoniumGPerKg + m.nNitraatGPerKg + m.nUreumGPerKg) / 1000;
    const verbruikKg = m.beginvoorraadKg + m.aanvoerKg - m.eindvoorraadKg;
    // With a fertiliser type: its EF on total N (ammonium nitrate and ammonium sulphate differ from KAS);
    // without: the EF per N form, derived from KAS.
    const nh3PerKg = m.soort
      ? nPerKg * p.emissiefactorKunstmestPerSoort.waarden[m.soort]
      : (m.nAmmoniumGPerKg * p.emissiefactorKunstmestAmmonium.waarde + m.nNitraatGPerKg * p.emissiefactorKunstmestNitraat.waarde + m.nUreumGPerKg * p.emissiefactorKunstmestUreum.waarde) / 1000;
    let gras: number;
    let mais: number;
    if (m.verdeling) {
      gras = m.verdeling.graslandProcent / 100;
      mais = m.verdeling.snijmaisProcent / 100;
    } else {
      gras = bouw > 0 ? opp.graslandHa / bouw : 1;
      mais = bouw > 0 ? opp.snijmaisHa / bouw : 0;
      std.noteer(`kunstmest.producten.${i}.verdeling`, `naar oppervlakte: grasland ${(gras * 100).toFixed(1)}%, snijmaïs ${(mais * 100).toFixed(1)}%`, '%', 'Rekenkern: verdeling naar oppervlakte als de verdeling niet is ingevuld');
    }
    const akker = Math.max(0, 1 - gras - mais);
    const nVerbruik = verbruikKg * nPerKg;
    k.verbruikNKg += nVerbruik;
    k.verbruikP2o5Kg += (verbruikKg * m.p2o5GPerKg) / 1000;
    k.aanvoerNKg += m.aanvoerKg * nPerKg;
    k.aanvoerP2o5Kg += (m.aanvoerKg * m.p2o5GPerKg) / 1000;
    k.voorraadMutatieNKg += (m.eindvoorraadKg - m.beginvoorraadKg) * nPerKg;
    k.voorraadMutatieP2o5Kg += ((m.eindvoorraadKg - m.beginvoorraadKg) * m.p2o5GPerKg) / 1000;
    k.nGraslandKg += nVerbruik * gras;
    k.nSnijmaisKg += nVerbruik * mais;
    k.nAkkerbouwKg += nVerbruik * akker;
    const pVerbruik = (verbruikKg * m.p2o5GPerKg) / 1000;
    k.p2o5GraslandKg += pVerbruik * gras;
    k.p2o5SnijmaisKg += pVerbruik * mais;
    k.p2o5AkkerbouwKg += pVerbruik * akker;
    const nh3 = Math.max(0, verbruikKg) * nh3PerKg;
    k.nh3NGraslandKg += nh3 * gras;
    k.nh3NBouwlandKg += nh3 * (mais + akker);
  });
  return k;
}

export function mestaanwending(
  invoer: BedrijfsjaarInvoer,
  p: RekenParameters,
  std: Standaarden,
  opp: Oppervlakten,
  ex: Excretie,
  stal: Stalverliezen,
  sd: Staldieren,
): Mestaanwending {
  const om = invoer.organischeMest;
  const aanvoer = somMestpartijen('organischeMest.aanvoer', om.aanvoer, p, std);
  const afvoer = somMestpartijen('organischeMest.afvoer', om.afvoer, p, std);
  const begin = somMestpartijen('organischeMest.beginvoorraad', om.beginvoorraad, p, std);
  const eind = somMestpartijen('organischeMest.eindvoorraad', om.eindvoorraad, p, std);
  let coN = 0;
  let coP = 0;
  for (const c of om.vergisting.coSubstraatAanvoer) {
    coN += c.kgN;
    coP += c.kgP2o5;
  }
  let strN = 0;
  let strP = 0;
  invoer.strooisel.producten.forEach((s, i) => {
    const kg = s.beginvoorraadKg + s.aanvoerKg - s.eindvoorraadKg;
    strN += (kg * std.getal(`strooisel.producten.${i}.nGPerKg`, s.nGPerKg, p.strooiselNGPerKg)) / 1000;
    strP += (kg * std.getal(`strooisel.producten.${i}.p2o5GPerKg`, s.p2o5GPerKg, p.strooiselP2o5GPerKg)) / 1000;
  });
  const p2o5 = omrekening.p2o5PerP.waarde;
  const productieNKg = stal.nettoMestNKg + sd.nettoMestNKg + strN + coN;
  const productieP2o5Kg = ex.excretieStalPKg * p2o5 + sd.stalbalansP2o5Kg + strP + coP;
  const aanwendingNKg = productieNKg + aanvoer.nKg - afvoer.nKg + begin.nKg - eind.nKg;
  const aanwendingP2o5Kg = productieP2o5Kg + aanvoer.p2o5Kg - afvoer.p2o5Kg + begin.p2o5Kg - eind.p2o5Kg;
  // %TAN-mest = TAN-stalmest / netto N stalmest; imported and stored manure get the same ratio (rekenregels §3.2.9).
  const nMetTan = Math.max(0, stal.nettoMestNKg) + Math.max(0, sd.nettoMestNKg) + strN + coN;
  const tanStalmest = stal.tanStalmestKg + Math.max(0, sd.tanKg - sd.nh3NKg);
  const tanAandeelMest = nMetTan > 0 ? Math.min(1, tanStalmest / nMetTan) : 0;
  const tanAanwendingKg = tanAandeelMest * Math.max(0, aanwendingNKg);
  const bouw = opp.graslandHa + opp.snijmaisHa + opp.akkerbouwHa;
  // The use per crop group and manure type (route /OrganischeMestVerbruik): N per row = ton × forfait N of
  // the mestcode (RVO Tabel 5); it gives the grassland share and an N-weighted EF per land type.
  const toed = om.verbruik.toedieningen.map((t) => {
    const code = t.mestcode in p.mestForfaitNKgPerTon.waarden ? t.mestcode : p.mestForfaitOnbekendeCode.waarde;
    return { gras: t.gebruiktOp === 'grasland', n: mestTonVan(t.hoeveelheid, t.eenheid) * p.mestForfaitNKgPerTon.waarden[code], techniek: t.techniek };
  });
  const nToedGras = toed.filter((t) => t.gras).reduce((s2, t) => s2 + t.n, 0);
  const nToedBouw = toed.filter((t) => !t.gras).reduce((s2, t) => s2 + t.n, 0);
  const gewogenEf = (rijen: typeof toed, ef: Record<string, number>, standaard: string) => {
    const n = rijen.reduce((s2, t) => s2 + t.n, 0);
    if (!(n > 0)) return { ef: ef[standaard], techniek: standaard };
    const technieken = [...new Set(rijen.map((t) => t.techniek))];
    return { ef: rijen.reduce((s2, t) => s2 + t.n * ef[t.techniek], 0) / n, techniek: technieken.length === 1 ? technieken[0] : 'gewogen naar N per toediening' };
  };
  const efGras = gewogenEf(toed.filter((t) => t.gras), p.emissiefactorAanwendingGrasland.waarden, om.verbruik.techniekGrasland);
  const efBouw = gewogenEf(toed.filter((t) => !t.gras), p.emissiefactorAanwendingBouwland.waarden, om.verbruik.techniekBouwland);
  let aandeelGrasland: number;
  if (om.verbruik.aandeelGraslandProcent !== undefined) aandeelGrasland = om.verbruik.aandeelGraslandProcent / 100;
  else if (nToedGras + nToedBouw > 0) aandeelGrasland = nToedGras / (nToedGras + nToedBouw);
  else {
    aandeelGrasland = bouw > 0 ? opp.graslandHa / bouw : 1;
    std.noteer('organischeMest.verbruik.aandeelGraslandProcent', aandeelGrasland * 100, '%', 'Rekenkern: verdeling naar oppervlakte grasland/bouwland als het aandeel niet is ingevuld');
  }
  return {
    productieNKg,
    productieP2o5Kg,
    aanvoer,
    afvoer,
    begin,
    eind,
    coSubstraatNKg: coN,
    coSubstraatP2o5Kg: coP,
    strooiselNKg: strN,
    strooiselP2o5Kg: strP,
    aanwendingNKg,
    aanwendingP2o5Kg,
    tanAandeelMest,
    tanAanwendingKg,
    aandeelGrasland,
    efGrasland: efGras.ef,
    efBouwland: efBouw.ef,
    techniekGrasland: efGras.techniek,
    techniekBouwland: efBouw.techniek,
    nh3NGraslandKg: tanAanwendingKg * aandeelGrasland * efGras.ef,
    nh3NBouwlandKg: tanAanwendingKg * (1 - aandeelGrasland) * efBouw.ef,
  };
}

/** Bussink: EF beweiding (% of N excreted in the pasture) from the ration's N content (g N/kg DS). */
export function beweidingEmissiefactorProcent(p: RekenParameters, rantsoenReGPerKgDs: number): number {
  const nRantsoen = rantsoenReGPerKgDs / omrekening.rePerN.waarde;
  return p.beweidingBussinkA.waarde * nRantsoen ** p.beweidingBussinkB.waarde;
}

export function ammoniak(
  invoer: BedrijfsjaarInvoer,
  p: RekenParameters,
  std: Standaarden,
  opp: Oppervlakten,
  ex: Excretie,
  rantsoenWeideseizoenReGPerKgDs: number,
): Ammoniak {
  const stal = stalverliezen(invoer, p, ex);
  const sd = staldieren(invoer, p);
  const mest = mestaanwending(invoer, p, std, opp, ex, stal, sd);
  const km = kunstmest(invoer, p, std, opp);
  const beweidingEfProcent = beweidingEmissiefactorProcent(p, rantsoenWeideseizoenReGPerKgDs);
  const beweidingNh3NKg = (ex.excretieWeideNKg * beweidingEfProcent) / 100;
  return {
    stal,
    staldieren: sd,
    beweidingRantsoenReGPerKgDs: rantsoenWeideseizoenReGPerKgDs,
    beweidingEfProcent,
    beweidingNh3NKg,
    mest,
    kunstmest: km,
    totaalNh3NKg: stal.nh3NKg + sd.nh3NKg + beweidingNh3NKg + mest.nh3NGraslandKg + mest.nh3NBouwlandKg + km.nh3NGraslandKg + km.nh3NBouwlandKg,
  };
}
