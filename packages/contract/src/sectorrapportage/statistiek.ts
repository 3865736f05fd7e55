/**
 * Percentiles and the small-group rule of the sector report (decision 029). Pure, so the server
 * and the port-3000 mocks give the same figures.
 */

/** Groups with fewer farms than this show no figures ("< 10 bedrijven"): no single farm may be recognisable. */
export const MIN_GROEP = 10;
export const ONDERDRUKT_TEKST = '< 10 bedrijven';

export const isOnderdrukt = (bedrijven: number) => bedrijven > 0 && bedrijven < MIN_GROEP;

/**
 * The p-th percentile (0..1) with linear interpolation between the closest ranks (Hyndman & Fan
 * type 7, Excel's PERCENTIEL.INC): h = (n − 1)·p, x[⌊h⌋] + (h − ⌊h⌋)·(x[⌊h⌋+1] − x[⌊h⌋]).
 */
export function percentiel(oplopend: readonly number[], p: number): number | null {
  const n = oplopend.length;
  if (n === 0) return null;
  const h = (n - 1) * p;
  const laag = Math.floor(h);
  const hoog = Math.min(laag + 1, n - 1);
  return oplopend[laag] + (h - laag) * (oplopend[hoog] - oplopend[laag]);
}

export interface Spreiding {
  p10: number;
  p50: number;
  p90: number;
}

/** p10, p50 and p90 of the finite values; null when fewer than MIN_GROEP (suppressed). */
export function spreiding(waarden: readonly (number | null | undefined)[]): Spreiding | null {
  const x = waarden.filter((w): w is number => typeof w === 'number' && Number.isFinite(w)).sort((a, b) => a - b);
  if (x.length < MIN_GROEP) return null;
  return { p10: percentiel(x, 0.1)!, p50: percentiel(x, 0.5)!, p90: percentiel(x, 0.9)! };
}
