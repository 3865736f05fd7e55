/**
 * What a chart is given: a plain ECharts option object, built by pure, tested functions in the
 * feature folders. Only a type here, so the builders never pull ECharts into their chunk.
 */
import type { EChartsCoreOption } from 'echarts/core';

export type GrafiekOptie = EChartsCoreOption;

/** The text alternative of a chart: a sentence and, where it helps, the figures as a table. */
export interface GrafiekTabel {
  kolommen: string[];
  rijen: string[][];
}
