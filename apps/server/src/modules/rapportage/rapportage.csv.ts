/**
 * The key figures as CSV the way a Dutch Excel opens it: semicolon separator, decimal comma,
 * no thousands separator (so the numbers stay numbers), CRLF line ends and a UTF-8 BOM (so
 * "Snijmaïs" is not garbled).
 */
import { kengetallen } from '@kw/contract/rapportage';
import { csvBestand } from '../../csv';
import type { RapportInvoer } from './rapportage.types';

export const CSV_KOLOMMEN = ['Groep', 'Kengetal', 'Waarde', 'Eenheid', 'KLW-variabele', 'Jaar', 'Rekenregels'] as const;

/** 1234.5678 with 2 decimals → "1234,57" (decimal comma, no grouping). */
export function csvGetal(waarde: number | null, decimalen: number): string {
  if (waarde === null || !Number.isFinite(waarde)) return '';
  const f = 10 ** decimalen;
  const afgerond = Math.round(waarde * f) / f;
  return (afgerond === 0 ? 0 : afgerond).toFixed(decimalen).replace('.', ',');
}

export function maakKengetallenCsv({ resultaat, meta }: RapportInvoer): Buffer {
  return csvBestand([
    CSV_KOLOMMEN,
    ...kengetallen(resultaat).map((k) => [k.groep, k.omschrijving, csvGetal(k.waarde, k.decimalen), k.eenheid, k.variabele ?? '', String(meta.jaar), meta.rekenregelversie]),
  ]);
}
