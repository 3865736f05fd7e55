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

/**
 * Tonnes of an amount in the farmer's unit. RVO: "1 m³ drijfmest = 1000 kg" (KLW-domeinnotities §2.1,
 * §2.5, rvo.nl berekenen werkelijk gebruik); solid manure cannot be entered in m³ (mest.schema.ts).
 */
export const TON_PER_M3_DRIJFMEST = 1;
export const mestTonVan = (hoeveelheid: number, eenheid: 'ton' | 'm3') => (eenheid === 'm3' ? hoeveelheid * TON_PER_M3_DRIJFMEST : hoeveelheid);

/** Sums batches: ton × (analysis per ton, or the forfait of the mestcode when empty, recorded as default). */
export function somMestpartijen(pad: string, partijen: Mestpartij[], p: RekenParameters, std: Standaarden): MestSom {
  let ton = 0;
  let nKg = 0;
  let p2o5Kg = 0;
  partijen.forEach((m, i) => {
    const t = mestTonVan(m.hoeveelheid, m.eenheid);
    ton += t;
    const bekend = m.mestcode in p.mestForfaitNKgPerTon.waarden;
    const code = bekend ? m.mestcode : p.mestForfaitOnbekendeCode.waarde;
    const bronN = bekend ? p.mestForfaitNKgPerTon.bron : `${p.mestForfaitOnbekendeCode.bron}; ${p.mestForfaitNKgPerTon.bron}`;
    const bronP = bekend ? p.mestForfaitP2o5KgPerTon.bron : `${p.mestForfaitOnbekendeCode.bron}; ${p.mestForfaitP2o5KgPerTon.bron}`;
    nKg += t * std.getal(`${pad}.${i}.kgNPerTon`, m.kgNPerTon, { waarde: p.mestForfaitNKgPerTon.waarden[code], eenheid: 'kg N/ton', bron: bronN });
    p2o5Kg += t * std.getal(`${pad}.${i}.kgP2o5PerTon`, m.kgP2o5PerTon, { waarde: p.mestForfaitP2o5KgPerTon.waarden[code], eenheid: 'kg P2O5/ton', bron: bronP });
  });
  return { ton, nKg, p2o5Kg };
}
