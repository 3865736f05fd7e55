/**
 * The report as data: every section's tables with each cell formatted once, the Dutch way.
 * The PDF draws these tables and GetRapportGegevens sends them, so the screen shows exactly
 * the text the PDF prints (decision 012).
 */
import type { RapportCel } from '../../rapportage.schema';
import { getal, procent } from '../rapportage.formaat';

export interface ModelKolom {
  titel: string;
  /** share of the PDF's content width (the screen ignores it) */
  breedte: number;
  rechts?: boolean;
}

export interface ModelRij {
  cellen: RapportCel[];
  /** a total or result line */
  vet?: boolean;
}

export interface ModelTabel {
  /** printed as a sub-heading above the table; null: none */
  titel: string | null;
  kolommen: ModelKolom[];
  rijen: ModelRij[];
}

export interface SectieModel {
  inleiding: string[];
  tabellen: ModelTabel[];
  voetnoot: string | null;
}

/** A text cell. */
export const tekst = (t: string): RapportCel => ({ tekst: t });

/** A figure: "1.234,5" with its value and, where known, the Resultaat path it comes from. */
export const cijfer = (waarde: number | null, decimalen = 0, bron?: string): RapportCel => ({
  tekst: waarde === null ? '–' : getal(waarde, decimalen),
  waarde: waarde === null || !Number.isFinite(waarde) ? null : waarde,
  ...(bron ? { bron } : {}),
});

/** A percentage figure: "10,9%". */
export const procentCel = (waarde: number, decimalen = 1, bron?: string): RapportCel => ({
  tekst: procent(waarde, decimalen),
  waarde: Number.isFinite(waarde) ? waarde : null,
  ...(bron ? { bron } : {}),
});
