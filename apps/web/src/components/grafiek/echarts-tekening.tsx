/**
 * The one place that loads ECharts (its own lazy chunk, only on the report routes; decision
 * 008's budget). Tree-shaken: echarts/core plus only the charts and components the report
 * screens use, drawn with the SVG renderer (crisp on a phone, no canvas).
 */
import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart, SankeyChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import type { GrafiekOptie } from './grafiek-optie';

// Measured (esbuild + brotli): this set is ~167 KB on the wire; echarts/core with one bar chart
// alone is ~141 KB, so ECharts cannot get much smaller. Add a chart type here only when used.
echarts.use([BarChart, LineChart, SankeyChart, GridComponent, MarkAreaComponent, TooltipComponent, SVGRenderer]);

export default function EchartsGrafiek({ optie, hoogte }: { optie: GrafiekOptie; hoogte: number }) {
  const houder = useRef<HTMLDivElement>(null);
  const grafiek = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const el = houder.current;
    if (!el) return;
    const g = echarts.init(el, undefined, { renderer: 'svg' });
    grafiek.current = g;
    // follow the card's width (menu folding, phone rotation)
    const waarnemer = new ResizeObserver(() => g.resize());
    waarnemer.observe(el);
    return () => {
      waarnemer.disconnect();
      g.dispose();
      grafiek.current = null;
    };
  }, []);

  useEffect(() => {
    grafiek.current?.setOption(optie, { notMerge: true });
  }, [optie]);

  return <div ref={houder} style={{ width: '100%', height: hoogte }} />;
}
