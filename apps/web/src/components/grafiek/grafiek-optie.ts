/**
 * What a chart is given: a plain ECharts option object, built by pure, tested functions in the
 * feature folders. Only a type here, so the builders never pull ECharts into their chunk.
 */
import type { EChartsCoreOption } from 'echarts/core';

export type GrafiekOptie = EChartsCoreOption;

/** A figure in a chart's table: its text, and the trace root when it has one ("Waarom dit getal?"). */
export interface TabelGetal {
  tekst: string;
  waarde: number;
  /** trace root (`dashboard.<indicator>`, a dumpfile variable, a report root such as `stroom.n.excretie`); absent: no trace of its own (a sum) */
  knoop?: string;
  /** the figure's name for its button, when the row's first cell alone does not say it (a flow: 'Vee naar Mest') */
  naam?: string;
}
export type TabelCel = string | TabelGetal;

/** The text alternative of a chart: a sentence and, where it helps, the figures as a table. */
export interface GrafiekTabel {
  kolommen: string[];
  rijen: TabelCel[][];
  /** what the figures without a link are, for the note under the table (default 'totalen, aandelen') */
  zonderLink?: string;
}

export const celTekst = (c: TabelCel) => (typeof c === 'string' ? c : c.tekst);
