/**
 * Dutch numbers for chart axes and tooltips (spec §1: decimal comma, thousands dot). ECharts
 * formats with a point by default, so every axis label and tooltip value goes through here.
 */
const formaten = new Map<number, Intl.NumberFormat>();

export function nlGetal(waarde: number | null | undefined, decimalen = 0): string {
  if (waarde === null || waarde === undefined || !Number.isFinite(waarde)) return '–';
  let f = formaten.get(decimalen);
  if (!f) {
    f = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: decimalen, maximumFractionDigits: decimalen });
    formaten.set(decimalen, f);
  }
  const r = Math.round(waarde * 10 ** decimalen) / 10 ** decimalen;
  // never "-0"
  return f.format(r === 0 ? 0 : r);
}

/** Decimals that suit a value's size: 1 below 100, 0 above. */
export const passendeDecimalen = (waarde: number) => (Math.abs(waarde) < 100 ? 1 : 0);

/** "12,5 kg N" */
export const metEenheid = (waarde: number | null | undefined, eenheid: string, decimalen?: number) =>
  `${nlGetal(waarde, decimalen ?? passendeDecimalen(waarde ?? 0))} ${eenheid}`;
