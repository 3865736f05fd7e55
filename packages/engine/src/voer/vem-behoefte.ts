/**
 * BEX step 1: VEM requirement of the herd (Handreiking BEX, "Berekening VEM-behoefte
 * melkveestapel"; CVB norms, supplement §5). Per year the parameters select the old CVB system
 * (feeding-level correction, 442 VEM/kg FPCM) or VEM-2022 (maintenance surcharges, movement,
 * 390 VEM/kg FPCM, grazing +30%). Per cow-year:
 *   onderhoud/dag      = 42,4 × LG^0,75 × rasfactor
 *   onderhoud lacterend = lactatiedagen × onderhoud/dag × (1 + toeslag lacterend + beweging in een loopstal)
 *   onderhoud droog     = droogstanddagen × onderhoud/dag × (1 + toeslag droog)
 *   melk               = kg FPCM × VEM/kg FPCM
 *   voederniveau       = (onderhoud lacterend + melk) × (FPCM/lactatiedag − 15) × 0,00165   (oud stelsel)
 *   jeugdgroei         = lactatiedagen × toeslag per koe per lactatiedag
 *   dracht             = toeslag per koe per jaar
 *   weidetoeslag       = onderhoud/dag × (1 + beweging) × (dagen onbeperkt × f_onb + dagen beperkt × f_bep)
 * plus young stock and other grazing animals. Coefficients and their certainty: parameters.
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';

/** VEM per year, per component. */
export interface VemBehoefte {
  lichaamsgewichtKg: number;
  /** VEM per cow per day for maintenance: 42,4 × LG^0,75 × rasfactor. */
  onderhoudPerKoePerDag: number;
  /** Maintenance incl. the lactation/dry surcharges and movement (VEM). */
  onderhoud: number;
  melk: number;
  /** Feeding-level correction (old CVB system; 0 under VEM-2022). */
  voederniveauCorrectie: number;
  jeugdgroei: number;
  dracht: number;
  weidetoeslag: number;
  jongveeJonger1Jaar: number;
  jongveeOuder1Jaar: number;
  overigeGraasdieren: number;
  melkkoeien: number;
  melkvee: number;
  totaal: number;
  /** kg FPCM per cow per lactation day (input of the feeding-level correction). */
  fpcmPerKoePerLactatieDag: number;
  stelsel: 'CVB-1977' | 'VEM-2022';
}

export function vemBehoefte(invoer: BedrijfsjaarInvoer, p: RekenParameters, fpcmKg: number, std: Standaarden): VemBehoefte {
  const mk = invoer.veestapel.melkkoeien;
  const lg = std.getal('veestapel.melkkoeien.lichaamsgewichtKg', mk.lichaamsgewichtKg, {
    waarde: p.lichaamsgewichtPerRas.waarden[mk.ras],
    eenheid: p.lichaamsgewichtPerRas.eenheid,
    bron: p.lichaamsgewichtPerRas.bron,
  });
  const n = mk.gemiddeldAantal;
  const lactatie = p.lactatieDagenPerJaar.waarde;
  const droog = p.droogstandDagenPerJaar.waarde;
  const onderhoudPerKoePerDag = p.vemOnderhoudPerKgMetabolischGewicht.waarde * lg ** 0.75 * p.rasfactorVem.waarden[mk.ras];
  // Movement surcharge only for cows that walk in a loose-housing barn (not grupstal/potstal).
  const beweging = mk.staltype === 'ligboxenstal' || mk.staltype === 'emissiearme-stal' ? p.vemBewegingToeslagLoopstal.waarde : 0;
  const onderhoudLact = n * lactatie * onderhoudPerKoePerDag * (1 + p.vemOnderhoudToeslagLacterend.waarde + beweging);
  const onderhoudDroog = n * droog * onderhoudPerKoePerDag * (1 + p.vemOnderhoudToeslagDroog.waarde);
  const melk = fpcmKg * p.vemPerKgFpcm.waarde;
  const fpcmPerKoePerLactatieDag = n > 0 ? fpcmKg / n / lactatie : 0;
  const voederniveauCorrectie = n > 0 ? (onderhoudLact + melk) * (fpcmPerKoePerLactatieDag - p.vemVoederniveauDrempelKgFpcmPerDag.waarde) * p.vemVoederniveauCorrectie.waarde : 0;
  const jeugdgroei = n * lactatie * p.vemJeugdgroeiPerKoePerLactatieDag.waarde;
  const dracht = n * p.vemDrachtPerKoePerJaar.waarde;
  const b = invoer.beweiding.melkkoeien;
  const weidetoeslag =
    n * onderhoudPerKoePerDag * (1 + beweging) * (b.dagenOnbeperkt * p.weidetoeslagOnbeperktFractieOnderhoud.waarde + b.dagenBeperkt * p.weidetoeslagBeperktFractieOnderhoud.waarde);
  const jongveeJonger1Jaar = invoer.veestapel.jongveeJonger1Jaar.gemiddeldAantal * p.vemJongveeJonger1JaarPerDierPerJaar.waarde;
  const jongveeOuder1Jaar = invoer.veestapel.jongveeOuder1Jaar.gemiddeldAantal * p.vemJongveeOuder1JaarPerDierPerJaar.waarde;
  let overigeGraasdieren = 0;
  for (const d of invoer.veestapel.overigeGraasdieren) overigeGraasdieren += d.gemiddeldAantal * p.vemOverigGraasdierPerDierPerJaar.waarden[d.soort];
  const onderhoud = onderhoudLact + onderhoudDroog;
  const melkkoeien = onderhoud + melk + voederniveauCorrectie + jeugdgroei + dracht + weidetoeslag;
  const melkvee = melkkoeien + jongveeJonger1Jaar + jongveeOuder1Jaar;
  return {
    lichaamsgewichtKg: lg,
    onderhoudPerKoePerDag,
    onderhoud,
    melk,
    voederniveauCorrectie,
    jeugdgroei,
    dracht,
    weidetoeslag,
    jongveeJonger1Jaar,
    jongveeOuder1Jaar,
    overigeGraasdieren,
    melkkoeien,
    melkvee,
    totaal: melkvee + overigeGraasdieren,
    fpcmPerKoePerLactatieDag,
    stelsel: p.vemStelsel.naam,
  };
}
