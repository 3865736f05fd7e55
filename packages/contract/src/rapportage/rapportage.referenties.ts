/**
 * Reference values for the six dashboard indicators: PlanetProof-like bands as the VKA
 * scoring codes them (KLW-domeinnotities §3.4: "Sustainability scoring (PlanetProof-like,
 * VKA) [CERTAIN as coded]"; PlanetProof basis max. 80 kg NH3/ha and max. 150 kg N/ha,
 * boerderij.nl 2019). These are not official KLW reference groups — te verifiëren.
 */
import type { Dashboard } from '@kw/engine';

export interface Referentie {
  /** the better band's edge (2 points in the VKA scoring) */
  streef: number;
  /** the lower band's edge (1 point) */
  grens: number;
  /** 'max': lower is better; 'min': higher is better */
  richting: 'max' | 'min';
}

export const DASHBOARD_REFERENTIES: Partial<Record<keyof Dashboard, Referentie>> = {
  stikstofbodemoverschotKgNPerHa: { streef: 140, grens: 150, richting: 'max' },
  ammoniakKgNh3PerHa: { streef: 75, grens: 80, richting: 'max' },
  broeikasgassenGCo2EqPerKgFpcm: { streef: 1100, grens: 1200, richting: 'max' },
  blijvendGraslandProcent: { streef: 60, grens: 40, richting: 'min' },
  eiwitVanEigenLandProcent: { streef: 60, grens: 50, richting: 'min' },
};

export const REFERENTIE_BRON =
  // source: KLW-domeinnotities §3.4 (VKA scoring); the bands are not an official KLW reference group (te verifiëren)
  'Referentie: banden in de trant van PlanetProof, zoals de puntentelling van de VKA ze gebruikt; dit is geen officiële KLW-referentiegroep.';

/** "binnen streefwaarde" / "binnen grenswaarde" / "buiten grenswaarde". */
export function beoordeel(waarde: number, r: Referentie): 'streef' | 'grens' | 'buiten' {
  // Strict, as the VKA scoring codes it ("<140 (2) / <150 (1)", ">60% (2)").
  const beter = (a: number, b: number) => (r.richting === 'max' ? a < b : a > b);
  if (beter(waarde, r.streef)) return 'streef';
  if (beter(waarde, r.grens)) return 'grens';
  return 'buiten';
}
