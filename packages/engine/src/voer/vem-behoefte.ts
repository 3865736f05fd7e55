/**
 * BEX step 1: VEM requirement of the herd (Handreiking BEX, "Berekening VEM-behoefte
 * melkveestapel"): maintenance (× days), milk (per kg FPCM), pregnancy, grazing surcharge,
 * young stock and other grazing animals. Formula structure per KLW-domeinnotities §1.3;
 * the coefficients are AANGENOMEN (see parameters).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';

/** VEM per year, per component. */
export interface VemBehoefte {
  lichaamsgewichtKg: number;
  /** VEM per cow per day for maintenance: 42,4 × LG^0,75. */
  onderhoudPerKoePerDag: number;
  onderhoud: number;
  melk: number;
  dracht: number;
  weidetoeslag: number;
  jongveeJonger1Jaar: number;
  jongveeOuder1Jaar: number;
  overigeGraasdieren: number;
  melkkoeien: number;
  melkvee: number;
  totaal: number;
}

export function vemBehoefte(invoer: BedrijfsjaarInvoer, p: RekenParameters, fpcmKg: number, std: Standaarden): VemBehoefte {
  const mk = invoer.veestapel.melkkoeien;
  const lg = std.getal('veestapel.melkkoeien.lichaamsgewichtKg', mk.lichaamsgewichtKg, {
    waarde: p.lichaamsgewichtPerRas.waarden[mk.ras],
    eenheid: p.lichaamsgewichtPerRas.eenheid,
    bron: p.lichaamsgewichtPerRas.bron,
  });
  const n = mk.gemiddeldAantal;
  const onderhoudPerKoePerDag = p.vemOnderhoudPerKgMetabolischGewicht.waarde * lg ** 0.75;
  const onderhoud = n * 365 * onderhoudPerKoePerDag;
  const melk = fpcmKg * p.vemPerKgFpcm.waarde;
  const dracht = n * p.vemDrachtPerKoePerJaar.waarde;
  const b = invoer.beweiding.melkkoeien;
  const weidetoeslag =
    n * onderhoudPerKoePerDag * (b.dagenOnbeperkt * p.weidetoeslagOnbeperktFractieOnderhoud.waarde + b.dagenBeperkt * p.weidetoeslagBeperktFractieOnderhoud.waarde);
  const jongveeJonger1Jaar = invoer.veestapel.jongveeJonger1Jaar.gemiddeldAantal * p.vemJongveeJonger1JaarPerDierPerJaar.waarde;
  const jongveeOuder1Jaar = invoer.veestapel.jongveeOuder1Jaar.gemiddeldAantal * p.vemJongveeOuder1JaarPerDierPerJaar.waarde;
  let overigeGraasdieren = 0;
  for (const d of invoer.veestapel.overigeGraasdieren) overigeGraasdieren += d.gemiddeldAantal * p.vemOverigGraasdierPerDierPerJaar.waarden[d.soort];
  const melkkoeien = onderhoud + melk + dracht + weidetoeslag;
  const melkvee = melkkoeien + jongveeJonger1Jaar + jongveeOuder1Jaar;
  return {
    lichaamsgewichtKg: lg,
    onderhoudPerKoePerDag,
    onderhoud,
    melk,
    dracht,
    weidetoeslag,
    jongveeJonger1Jaar,
    jongveeOuder1Jaar,
    overigeGraasdieren,
    melkkoeien,
    melkvee,
    totaal: melkvee + overigeGraasdieren,
  };
}
