/**
 * Forfaitaire excretie of the dairy herd, for the BEX comparison (RVO Tabel 4 and 6).
 * Cow: N = 124,0 + 0,008 × (melk per koe − 9.500) kg N; P2O5 = 44,6 + 0,00288 × (melk per koe − 9.500)
 * (two points of the 2020 table at urea 22, see parameters). Organic farms: Skal forfaits for N.
 */
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';

export interface ForfaitaireExcretie {
  melkPerKoeKg: number;
  nPerKoe: number;
  p2o5PerKoe: number;
  /** excr_forf1: kg N for cows + young stock. */
  nKg: number;
  /** excr_forf2: kg P2O5 for cows + young stock. */
  p2o5Kg: number;
}

export function forfaitaireExcretie(invoer: BedrijfsjaarInvoer, p: RekenParameters, melkproductieKg: number): ForfaitaireExcretie {
  const nKoe = invoer.veestapel.melkkoeien.gemiddeldAantal;
  const n101 = invoer.veestapel.jongveeJonger1Jaar.gemiddeldAantal;
  const n102 = invoer.veestapel.jongveeOuder1Jaar.gemiddeldAantal;
  const melkPerKoeKg = nKoe > 0 ? melkproductieKg / nKoe : 0;
  const bio = invoer.bedrijfsgegevens.biologisch;
  const nPerKoe = bio ? p.forfaitBiologischKoeN.waarde : Math.max(0, p.forfaitKoeNBij9500Kg.waarde + p.forfaitKoeNPerKgMelk.waarde * (melkPerKoeKg - 9500));
  const p2o5PerKoe = Math.max(0, p.forfaitKoeP2o5Bij9500Kg.waarde + p.forfaitKoeP2o5PerKgMelk.waarde * (melkPerKoeKg - 9500));
  const n101N = bio ? p.forfaitBiologischJongveeJonger1JaarN.waarde : p.forfaitJongveeJonger1JaarN.waarde;
  const n102N = bio ? p.forfaitBiologischJongveeOuder1JaarN.waarde : p.forfaitJongveeOuder1JaarN.waarde;
  return {
    melkPerKoeKg,
    nPerKoe,
    p2o5PerKoe,
    nKg: nKoe * nPerKoe + n101 * n101N + n102 * n102N,
    p2o5Kg: nKoe * p2o5PerKoe + n101 * p.forfaitJongveeJonger1JaarP2o5.waarde + n102 * p.forfaitJongveeOuder1JaarP2o5.waarde,
  };
}
