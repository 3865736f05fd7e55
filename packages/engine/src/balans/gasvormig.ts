/**
 * Gaseous N losses from the soil other than NH3: direct N2O-N from fertiliser, manure, grazing
 * excreta and peat oxidation, and NO-N from the N applied. Together with N2O, NO and N2 from
 * housing and storage (bea/ammoniak.ts) they are the "overige gasvormige N-verliezen" between the
 * farm-gate surplus and the soil surplus (kring1_bedbal_vrln2o / _vrlnov). The same N2O-N feeds
 * the greenhouse-gas module, so the two cannot disagree.
 */
import type { RekenParameters } from '../parameters/types';
import type { Ammoniak } from '../bea/ammoniak';
import type { Excretie } from '../bex/excretie';
import type { Oppervlakten } from './oppervlakten';
import type { Bodemproducten } from './bodemproducten';

export interface BodemGasverliezen {
  /** Direct N2O-N per source (kg N). */
  n2oN: { kunstmest: number; organischeMest: number; beweiding: number; veen: number; totaal: number;
    /** Compost and the N in lime: organic N applied (IPCC 2006 F_ON includes compost), same EF1 as manure. */
    compostKalk: number };
  /** NO-N from the N applied and dropped (kg N). */
  noNKg: number;
}

export function bodemGasverliezen(p: RekenParameters, nh3: Ammoniak, ex: Excretie, opp: Oppervlakten, bp: Bodemproducten): BodemGasverliezen {
  const kunstmestN = Math.max(0, nh3.kunstmest.verbruikNKg);
  const mestN = Math.max(0, nh3.mest.aanwendingNKg);
  const weideN = ex.excretieWeideNKg;
  const bodemproductN = bp.nKg;
  const n2oN = {
    kunstmest: kunstmestN * p.n2oNKunstmest.waarde,
    organischeMest: mestN * p.n2oNOrganischeMest.waarde,
    beweiding: weideN * p.n2oNBeweiding.waarde,
    veen: opp.perGrondsoort.veen * p.n2oNVeenKgPerHa.waarde,
    compostKalk: bodemproductN * p.n2oNOrganischeMest.waarde,
    totaal: 0,
  };
  n2oN.totaal = n2oN.kunstmest + n2oN.organischeMest + n2oN.beweiding + n2oN.veen + n2oN.compostKalk;
  return { n2oN, noNKg: (kunstmestN + mestN + weideN + bodemproductN) * p.noNBodemFractieN.waarde };
}
