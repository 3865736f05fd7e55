/**
 * The key figures as an Excel workbook (write-excel-file, decision 012): one sheet, the
 * full-precision values as numbers with a display format of the figure's decimals, so Excel
 * shows them the Dutch way in a Dutch Excel and they can still be calculated with.
 */
import writeExcelFile from 'write-excel-file/node';
import { datum, kengetallen } from '@kw/contract/rapportage';
import type { RapportInvoer } from './rapportage.types';

export const XLSX_BLAD = 'Kengetallen';
export const KOLOMMEN = ['Groep', 'Kengetal', 'Waarde', 'Eenheid', 'KLW-variabele'] as const;

/** Excel number format with `decimalen` decimals and a thousands separator (the reader's locale decides the symbols). */
export const formaat = (decimalen: number) => (decimalen > 0 ? `#,##0.${'0'.repeat(decimalen)}` : '#,##0');

export async function maakKengetallenXlsx({ resultaat, meta }: RapportInvoer): Promise<Buffer> {
  const vet = { fontWeight: 'bold' as const };
  const kop = [
    [{ value: `Kengetallen ${meta.jaar} – ${meta.bedrijfsnaam}`, ...vet }],
    [{ value: `Relatienummer ${meta.relatieId} · status ${meta.statusOmschrijving} · datum ${datum(meta.datum)}` }],
    [{ value: `Rekenregels: ${meta.rekenregelversie}` }],
    [],
    KOLOMMEN.map((k) => ({ value: k, ...vet, backgroundColor: '#E8F0E9' })),
  ];
  const rijen = kengetallen(resultaat).map((k) => [
    { value: k.groep },
    { value: k.omschrijving },
    k.waarde === null || !Number.isFinite(k.waarde) ? null : { value: k.waarde, type: Number, format: formaat(k.decimalen) },
    { value: k.eenheid },
    k.variabele === null ? null : { value: k.variabele },
  ]);
  return writeExcelFile([...kop, ...rijen], {
    sheet: XLSX_BLAD,
    columns: [{ width: 20 }, { width: 38 }, { width: 14 }, { width: 18 }, { width: 20 }],
  }).toBuffer();
}
