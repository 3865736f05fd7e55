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
  /**
   * The sums the table shows, for a balance: the total row is the signed sum of its term rows
   * (row indices), in every figure column. The labels say the sign ("min …" for a term taken off);
   * `balansSomAfwijkingen` checks the shown figures against it.
   */
  sommen?: ModelSom[];
}

export interface ModelSom {
  totaal: number;
  termen: { rij: number; teken: 1 | -1 }[];
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

/**
 * Where a table's shown total is not the signed sum of its shown terms: per sum and figure column,
 * the total's shown value must equal the sum of the terms' unrounded values rounded as the total is
 * shown, or lie within half a unit per term of the sum of the shown (rounded) terms. Empty: all add up.
 */
export function balansSomAfwijkingen(t: ModelTabel): string[] {
  const fouten: string[] = [];
  const getoond = (c: RapportCel) => (c.waarde == null ? null : Number(c.tekst.replace(/\./g, '').replace(',', '.').replace('−', '-')));
  const decimalenVan = (c: RapportCel) => (c.tekst.includes(',') ? c.tekst.split(',')[1].length : 0);
  for (const som of t.sommen ?? []) {
    const totaalRij = t.rijen[som.totaal];
    totaalRij.cellen.forEach((cel, kolom) => {
      const totaal = getoond(cel);
      if (totaal === null || Number.isNaN(totaal)) return;
      // a term without a figure ('–': not for this element) counts as 0
      const termen = som.termen.map(({ rij, teken }) => ({ cel: t.rijen[rij].cellen[kolom], teken })).map((x) => ({ ...x, w: x.cel.waarde ?? 0, g: getoond(x.cel) ?? 0 }));
      const f = 10 ** decimalenVan(cel);
      const exact = termen.reduce((s, x) => s + x.teken * x.w, 0);
      const zichtbaar = termen.reduce((s, x) => s + x.teken * x.g, 0);
      const okExact = Math.round(exact * f) / f === totaal || Math.abs(exact - totaal) <= 0.5 / f + 1e-9;
      const okZichtbaar = Math.abs(zichtbaar - totaal) <= ((termen.length + 1) * 0.5) / f + 1e-9;
      if (!okExact || !okZichtbaar)
        fouten.push(`${t.titel ?? 'tabel'}, ${totaalRij.cellen[0].tekst}, kolom ${kolom}: getoond ${cel.tekst}, termen ${termen.map((x) => (x.teken < 0 ? '−' : '+') + x.cel.tekst).join(' ')} = ${zichtbaar}`);
    });
  }
  return fouten;
}
