/**
 * Draws one ECharts option into a div that follows its card's width. Only `echarts/core`: the
 * chart types are registered by the two entry chunks (echarts-balk.ts, echarts-lijn.ts), so each
 * report screen loads only the parts it draws (decision 015, page budget with charts ≤ 350 KB).
 */
import { useEffect, useRef } from 'react';
import { init, type ECharts } from 'echarts/core';
import type { GrafiekOptie } from './grafiek-optie';

export function EchartsTekening({ optie, hoogte, bijKlik }: { optie: GrafiekOptie; hoogte: number; bijKlik?: (naam: string) => void }) {
  const houder = useRef<HTMLDivElement>(null);
  const grafiek = useRef<ECharts | null>(null);
  // the latest handler, without re-creating the chart when it changes
  const klik = useRef(bijKlik);
  useEffect(() => {
    klik.current = bijKlik;
  }, [bijKlik]);

  useEffect(() => {
    const el = houder.current;
    if (!el) return;
    const g = init(el, undefined, { renderer: 'svg' });
    grafiek.current = g;
    // a click on a bar or node opens its trace, where the screen offers one (the table is the keyboard path)
    g.on('click', (p) => {
      if (typeof p.name === 'string' && p.name) klik.current?.(p.name);
    });
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
