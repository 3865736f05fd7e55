/**
 * Lime and compost on the farm (route Bodem overig, `bodem.kalk`, `bodem.compost`). Both are bought and
 * spread within the year (the screens have no stocks), so aanvoer = use:
 * - compost: N and P2O5 = ton × content from the delivery note; a farm input (BEN/BEP), an input to the soil,
 *   EOS = ton × EOS per ton of its kind (fdm BAAT, supplement §9);
 * - lime: CO2 = kg product × NW × 44/56 / 100 when the neutralising value is given, else kg product × the
 *   IPCC default of its kind (IPCC 2006 Vol. 4 eq. 11.12: 0,12 / 0,13 t C/t × 44/12); N and P2O5 only when
 *   the delivery note gives them (schuimaarde carries some), as a farm and soil input.
 * Kept apart from the manure flows so that nothing is counted twice: compost is mestcode 111 and must not
 * also be entered under Organische mest (the screen help says so).
 */
import { getalNl } from '../getal-nl';
import type { BedrijfsjaarInvoer } from '../invoer/bedrijfsjaar.schema';
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';

export type GebruiktOp = 'grasland' | 'mais' | 'akkerbouw';

export interface Bodemproducten {
  compost: {
    ton: number;
    nKg: number;
    p2o5Kg: number;
    eosKg: number;
    /** kg N per land use (for the per-crop surpluses). */
    nPerGebruik: Record<GebruiktOp, number>;
  };
  kalk: {
    kgProduct: number;
    nKg: number;
    p2o5Kg: number;
    /** kg CO2 from the carbonate (BEC, part of voerproductie). */
    co2Kg: number;
    nPerGebruik: Record<GebruiktOp, number>;
  };
  /** compost + lime: the N and P2O5 they bring onto the farm and the soil. */
  nKg: number;
  p2o5Kg: number;
}

const leeg = (): Record<GebruiktOp, number> => ({ grasland: 0, mais: 0, akkerbouw: 0 });

export function bodemproducten(invoer: BedrijfsjaarInvoer, p: RekenParameters, std: Standaarden): Bodemproducten {
  const compost = { ton: 0, nKg: 0, p2o5Kg: 0, eosKg: 0, nPerGebruik: leeg() };
  for (const c of invoer.bodem.compost) {
    const n = c.ton * c.kgNPerTon;
    compost.ton += c.ton;
    compost.nKg += n;
    compost.p2o5Kg += c.ton * c.kgP2o5PerTon;
    compost.eosKg += c.ton * p.compostEosKgPerTon.waarden[c.soort];
    compost.nPerGebruik[c.gebruiktOp] += n;
  }
  const kalk = { kgProduct: 0, nKg: 0, p2o5Kg: 0, co2Kg: 0, nPerGebruik: leeg() };
  invoer.bodem.kalk.forEach((k, i) => {
    const ton = k.kgProduct / 1000;
    const n = ton * (k.kgNPerTon ?? 0);
    kalk.kgProduct += k.kgProduct;
    kalk.nKg += n;
    kalk.p2o5Kg += ton * (k.kgP2o5PerTon ?? 0);
    kalk.nPerGebruik[k.gebruiktOp] += n;
    let co2PerKg: number;
    if (k.neutraliserendeWaarde !== undefined) co2PerKg = (k.neutraliserendeWaarde / 100) * p.co2KalkPerKgCaoNeutraliserend.waarde;
    else {
      co2PerKg = p.co2KalkPerKgProduct.waarden[k.soort];
      // Empty NW: the default of the kind is used, shown as a default on the field.
      if (k.kgProduct > 0) std.noteer(`bodem.kalk.${i}.neutraliserendeWaarde`, `${getalNl(co2PerKg, 3)} kg CO2 per kg ${k.soort}`, p.co2KalkPerKgProduct.eenheid, p.co2KalkPerKgProduct.bron);
    }
    kalk.co2Kg += k.kgProduct * co2PerKg;
  });
  return { compost, kalk, nKg: compost.nKg + kalk.nKg, p2o5Kg: compost.p2o5Kg + kalk.p2o5Kg };
}
