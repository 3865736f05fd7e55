/**
 * Forfaitaire excretie of the dairy herd, for the BEX comparison (RVO Tabel 4 and 6).
 * Cow: N = 124,0 + 0,008 × (melk per koe − 9.500) kg N; P2O5 = 44,6 + 0,00288 × (melk per koe − 9.500)
 * (two points of the 2020 table at urea 22, see parameters). Organic farms: Skal forfaits for N.
 * Urea correction (Tabel 6 is milk × urea): N + kg N per urea unit × (ureum − 22); an empty urea
 * field takes the base 22 (recorded as a default). Not for organic farms (Skal forfaits have no urea term).
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';

export interface ForfaitaireExcretie {
  melkPerKoeKg: number;
  nPerKoe: number;
  /** Milk urea used for the cow forfait (mg/100 g) and the correction it gives (kg N per cow). */
  ureum: number;
  ureumCorrectieNPerKoe: number;
  p2o5PerKoe: number;
  /** excr_forf1: kg N for cows + young stock. */
  nKg: number;
  /** excr_forf2: kg P2O5 for cows + young stock. */
  p2o5Kg: number;
}

export function forfaitaireExcretie(invoer: BedrijfsjaarInvoer, p: RekenParameters, melkproductieKg: number, ureumMgPer100ml: number | null, std: Standaarden): ForfaitaireExcretie {
  const nKoe = invoer.veestapel.melkkoeien.gemiddeldAantal;
  const n101 = invoer.veestapel.jongveeJonger1Jaar.gemiddeldAantal;
  const n102 = invoer.veestapel.jongveeOuder1Jaar.gemiddeldAantal;
  const melkPerKoeKg = nKoe > 0 ? melkproductieKg / nKoe : 0;
  const bio = invoer.bedrijfsgegevens.biologisch;
  const ureum = bio ? p.forfaitKoeUreumBasis.waarde : std.getal('melklevering.geleverd.ureumMgPer100ml', ureumMgPer100ml ?? undefined, p.forfaitKoeUreumBasis);
  const ureumCorrectieNPerKoe = bio ? 0 : p.forfaitKoeNPerUreum.waarde * (ureum - p.forfaitKoeUreumBasis.waarde);
  const nPerKoe = bio ? p.forfaitBiologischKoeN.waarde : Math.max(0, p.forfaitKoeNBij9500Kg.waarde + p.forfaitKoeNPerKgMelk.waarde * (melkPerKoeKg - 9500) + ureumCorrectieNPerKoe);
  const p2o5PerKoe = Math.max(0, p.forfaitKoeP2o5Bij9500Kg.waarde + p.forfaitKoeP2o5PerKgMelk.waarde * (melkPerKoeKg - 9500));
  const n101N = bio ? p.forfaitBiologischJongveeJonger1JaarN.waarde : p.forfaitJongveeJonger1JaarN.waarde;
  const n102N = bio ? p.forfaitBiologischJongveeOuder1JaarN.waarde : p.forfaitJongveeOuder1JaarN.waarde;
  return {
    melkPerKoeKg,
    nPerKoe,
    ureum,
    ureumCorrectieNPerKoe,
    p2o5PerKoe,
    nKg: nKoe * nPerKoe + n101 * n101N + n102 * n102N,
    p2o5Kg: nKoe * p2o5PerKoe + n101 * p.forfaitJongveeJonger1JaarP2o5.waarde + n102 * p.forfaitJongveeOuder1JaarP2o5.waarde,
  };
}
