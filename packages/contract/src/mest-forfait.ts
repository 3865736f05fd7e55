/**
 * The RVO manure forfaits for the screens. A separate entry of the contract (`@kw/contract/mest-forfait`), not
 * in its index: the year parameters are large, so the web loads this only on a screen with a forfait column.
 */
import { parametersPerJaar } from '@kw/engine/parameters';

/**
 * The RVO forfait (Tabel 5, engine parameters of the year) of a mestcode: what the engine uses for a manure
 * row without an analysis. Undefined for a year without parameters; `bekend: false` for a code without forfait
 * (the engine then counts it as cattle slurry and signals ONBEKENDE_MESTCODE).
 */
export function mestForfait(jaar: number, mestcode: number): { nKgPerTon: number; p2o5KgPerTon: number; bekend: boolean } | undefined {
  const p = parametersPerJaar[jaar];
  if (!p) return undefined;
  const bekend = mestcode in p.mestForfaitNKgPerTon.waarden;
  const code = bekend ? mestcode : p.mestForfaitOnbekendeCode.waarde;
  return { nKgPerTon: p.mestForfaitNKgPerTon.waarden[code], p2o5KgPerTon: p.mestForfaitP2o5KgPerTon.waarden[code], bekend };
}

export type MestForfait = typeof mestForfait;
