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

const asFormaat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 });

/** An axis tick: as many decimals as the tick has (24,5 stays 24,5; 25 stays 25), at most 2. */
export const nlAsGetal = (waarde: number) => asFormaat.format(Math.abs(waarde) < 1e-9 ? 0 : waarde);
