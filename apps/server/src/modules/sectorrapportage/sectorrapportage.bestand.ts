/**
 * The sector report as XLSX (one sheet per table, full-precision numbers with a display format,
 * like the other exports) and as CSV the Dutch way (semicolon, decimal comma, BOM, CRLF; the
 * tables one below the other, each under its title).
 */
import writeExcelFile, { type Sheet } from 'write-excel-file/node';
import { csvBestand } from '../../csv';
import { csvGetal } from '../rapportage/rapportage.csv';
import { formaat } from '../rapportage/rapportage.xlsx';
import type { Cel, Tabel } from './sectorrapportage.tabellen';

/** Excel sheet names: at most 31 characters, none of : \ / ? * [ ] */
const bladNaam = (titel: string) => titel.replace(/[:\\/?*[\]]/g, ' ').replace(/\s*\(.*$/, '').slice(0, 31);

const xlsxCel = (c: Cel) => (c === null || c === '' ? null : typeof c === 'string' ? { value: c } : { value: c.getal, type: Number, format: formaat(c.decimalen) });

export async function maakSectorXlsx(tabellen: Tabel[]): Promise<Buffer> {
  const vet = { fontWeight: 'bold' as const, backgroundColor: '#E8F0E9' };
  const bladen = tabellen.map((t) => ({
    data: [[{ value: t.titel, fontWeight: 'bold' as const }], t.kop.map((k) => ({ value: k, ...vet, wrap: true })), ...t.rijen.map((r) => r.map(xlsxCel))],
    sheet: bladNaam(t.titel),
    columns: t.kop.map((_, i) => ({ width: i === 0 ? 34 : i === 2 && t.kop[2] === 'Indicator' ? 44 : 16 })),
    stickyRowsCount: 2,
  })) as unknown as Sheet<Buffer>[];
  return writeExcelFile(bladen).toBuffer();
}

const csvCel = (c: Cel) => (c === null ? '' : typeof c === 'string' ? c : csvGetal(c.getal, c.decimalen));

export function maakSectorCsv(tabellen: Tabel[]): Buffer {
  const rijen: string[][] = [];
  for (const t of tabellen) {
    if (rijen.length) rijen.push([]);
    rijen.push([t.titel], t.kop, ...t.rijen.map((r) => r.map(csvCel)));
  }
  return csvBestand(rijen);
}
