/**
 * Organic manure flows (kg N, kg P2O5) per mestcode, with the RVO Tabel 5 forfait when no
 * analysis is entered, and the N applied on the farm:
 * N mestaanwending = netto N stalmest + N-mestaanvoer − N-mestafvoer + N-beginvoorraad − N-eindvoorraad
 * (rekenregels §3.2.9 for staldieren, KLW-domeinnotities §1.5; the stocks are applied to the grazing herd too).
 */
import type { Mestpartij } from '../invoer/mest.schema';
import type { RekenParameters } from '../parameters/types';
import type { Standaarden } from '../standaarden';

export interface MestSom {
  ton: number;
  nKg: number;
  p2o5Kg: number;
}

/** Sums batches; missing N/P2O5 = ton × forfait of the mestcode (recorded as default). */
export function somMestpartijen(pad: string, partijen: Mestpartij[], p: RekenParameters, std: Standaarden): MestSom {
  let ton = 0;
  let nKg = 0;
  let p2o5Kg = 0;
  partijen.forEach((m, i) => {
    ton += m.ton;
    const bekend = m.mestcode in p.mestForfaitNKgPerTon.waarden;
    const code = bekend ? m.mestcode : p.mestForfaitOnbekendeCode.waarde;
    const bronN = bekend ? p.mestForfaitNKgPerTon.bron : `${p.mestForfaitOnbekendeCode.bron}; ${p.mestForfaitNKgPerTon.bron}`;
    const bronP = bekend ? p.mestForfaitP2o5KgPerTon.bron : `${p.mestForfaitOnbekendeCode.bron}; ${p.mestForfaitP2o5KgPerTon.bron}`;
    nKg += std.getal(`${pad}.${i}.kgN`, m.kgN, { waarde: m.ton * p.mestForfaitNKgPerTon.waarden[code], eenheid: 'kg N', bron: bronN });
    p2o5Kg += std.getal(`${pad}.${i}.kgP2o5`, m.kgP2o5, { waarde: m.ton * p.mestForfaitP2o5KgPerTon.waarden[code], eenheid: 'kg P2O5', bron: bronP });
  });
  return { ton, nKg, p2o5Kg };
}
