/**
 * The key figures of many farms as one table (decision 019; the real KLW offers this to study
 * groups): one row per farm with the six dashboard indicators and every key figure of the
 * reports (`kengetallen` of the contract, the same list as the PDF and the one-farm XLSX/CSV).
 * XLSX keeps full-precision numbers with a display format; CSV the Dutch way (semicolon,
 * decimal comma, BOM), with the one-farm writers' number and format rules.
 */
import writeExcelFile from 'write-excel-file/node';
import { indicatorDefinities } from '@kw/contract';
import { kengetallen } from '@kw/contract/rapportage';
import type { Resultaat } from '@kw/engine';
import { csvBestand } from '../../csv';
import { csvGetal } from '../rapportage/rapportage.csv';
import { formaat } from '../rapportage/rapportage.xlsx';

export interface BedrijfsRegel {
  naam: string;
  kvkNummer: string | null;
  ubns: string[];
  brs: string | null;
  jaar: number;
  /** Open, Ingediend, Niet gestart */
  status: string;
  resultaat: Resultaat | null;
  /** why a row has no figures */
  opmerking: string;
}

export const VASTE_KOLOMMEN = ['Bedrijf', 'KvK-nummer', 'UBN', 'BRS-nummer', 'Jaar', 'Status', 'Rekenregels', 'Opmerking'] as const;

interface Kolom {
  kop: string;
  decimalen: number;
  waarde: (r: Resultaat) => number | null;
}

const getal = (x: unknown) => (typeof x === 'number' && Number.isFinite(x) ? x : null);

/** The figure columns: the six indicators, then every key figure (named after the first result; the list is fixed). */
function figuurKolommen(voorbeeld: Resultaat | undefined): Kolom[] {
  const indicatoren: Kolom[] = indicatorDefinities.map((d) => ({
    kop: `Indicator: ${d.label} (${d.eenheid})`,
    decimalen: 1,
    waarde: (r) => getal((r.dashboard as unknown as Record<string, unknown>)[d.sleutel]),
  }));
  if (!voorbeeld) return indicatoren;
  const lijst = kengetallen(voorbeeld);
  return [
    ...indicatoren,
    ...lijst.map((k, i) => ({ kop: `${k.groep}: ${k.omschrijving} (${k.eenheid})`, decimalen: k.decimalen, waarde: (r: Resultaat) => getal(kengetallen(r)[i]?.waarde) })),
  ];
}

/** Per row the figures once (kengetallen() builds the whole list; a column reads it by position). */
function figuren(regels: BedrijfsRegel[]) {
  const kolommen = figuurKolommen(regels.find((r) => r.resultaat)?.resultaat ?? undefined);
  const aantalIndicatoren = indicatorDefinities.length;
  const waarden = regels.map((r) => {
    if (!r.resultaat) return kolommen.map(() => null);
    const lijst = kengetallen(r.resultaat);
    return kolommen.map((k, i) => (i < aantalIndicatoren ? k.waarde(r.resultaat!) : getal(lijst[i - aantalIndicatoren]?.waarde)));
  });
  return { kolommen, waarden };
}

const vast = (r: BedrijfsRegel) => [r.naam, r.kvkNummer ?? '', r.ubns.join(', '), r.brs ?? '', String(r.jaar), r.status, r.resultaat?.versie ?? '', r.opmerking];

export async function maakDeelnemersXlsx(regels: BedrijfsRegel[]): Promise<Buffer> {
  const { kolommen, waarden } = figuren(regels);
  const vet = { fontWeight: 'bold' as const, backgroundColor: '#E8F0E9' };
  const kop = [...VASTE_KOLOMMEN, ...kolommen.map((k) => k.kop)].map((k) => ({ value: k, ...vet, wrap: true }));
  const rijen = regels.map((r, i) => [
    ...vast(r).map((v, j) => (j === 4 ? { value: r.jaar, type: Number } : v === '' ? null : { value: v })),
    ...waarden[i].map((w, j) => (w === null ? null : { value: w, type: Number, format: formaat(kolommen[j].decimalen) })),
  ]);
  return writeExcelFile([kop, ...rijen], {
    sheet: 'Kengetallen',
    columns: [{ width: 32 }, { width: 12 }, { width: 14 }, { width: 12 }, { width: 8 }, { width: 12 }, { width: 16 }, { width: 30 }, ...kolommen.map(() => ({ width: 16 }))],
    stickyRowsCount: 1,
  }).toBuffer();
}

export function maakDeelnemersCsv(regels: BedrijfsRegel[]): Buffer {
  const { kolommen, waarden } = figuren(regels);
  // the farm's name and the other texts through the one formula-safe writer
  return csvBestand([[...VASTE_KOLOMMEN, ...kolommen.map((k) => k.kop)], ...regels.map((r, i) => [...vast(r), ...waarden[i].map((w, j) => csvGetal(w, kolommen[j].decimalen))])]);
}
