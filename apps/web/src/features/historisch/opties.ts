/**
 * The history screen's figures, built by pure functions (tested): one trend line per indicator
 * over the farm's years (a year without a result is a gap), the table cells, and the rows of
 * a recompute (rule change and data change, decision 015).
 */
import type { Herberekening, Historisch, IndicatorSleutel } from '@kw/contract';
import type { GrafiekOptie, GrafiekTabel } from '../../components/grafiek/grafiek-optie';
import { metEenheid, nlAsGetal, nlGetal, passendeDecimalen } from '../../components/grafiek/nl-getal';

const LIJN = '#2f6b45';

export interface Definitie {
  sleutel: IndicatorSleutel;
  label: string;
  eenheid: string;
}

/** The years' values of one indicator, null where a year has no result. */
export const reeks = (h: Historisch, sleutel: IndicatorSleutel) => h.jaren.map((j) => j.indicatoren?.[sleutel] ?? null);

export function trendOptie(h: Historisch, d: Definitie): GrafiekOptie {
  const waarden = reeks(h, d.sleutel);
  const dec = passendeDecimalen(Math.max(...waarden.map((w) => Math.abs(w ?? 0))));
  return {
    animation: false,
    grid: { left: 8, right: 24, top: 28, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: h.jaren.map((j) => String(j.jaar)), boundaryGap: false },
    // room above the highest point for its label
    yAxis: { type: 'value', scale: true, boundaryGap: ['10%', '20%'], splitNumber: 4, axisLabel: { hideOverlap: true, formatter: nlAsGetal } },
    tooltip: { trigger: 'axis', valueFormatter: (v: number | null) => (v === null || v === undefined ? 'geen uitkomst' : metEenheid(v, d.eenheid, dec)) },
    series: [
      {
        type: 'line',
        name: d.label,
        data: waarden,
        connectNulls: false,
        symbolSize: 8,
        lineStyle: { color: LIJN, width: 2 },
        itemStyle: { color: LIJN },
        label: { show: true, position: 'top', fontSize: 11, formatter: (p: { value: number | null }) => (p.value === null ? '' : nlGetal(p.value, dec)) },
      },
    ],
  };
}

export function trendSamenvatting(h: Historisch, d: Definitie): string {
  const punten = h.jaren.flatMap((j) => {
    const w = j.indicatoren?.[d.sleutel];
    return w === null || w === undefined ? [] : [{ jaar: j.jaar, w }];
  });
  if (punten.length === 0) return `${d.label}: nog geen jaren met een uitkomst.`;
  const eerste = punten[0];
  const laatste = punten[punten.length - 1];
  const dec = passendeDecimalen(Math.max(...punten.map((p) => Math.abs(p.w))));
  const lijst = punten.map((p) => `${p.jaar} ${nlGetal(p.w, dec)}`).join(', ');
  if (punten.length === 1) return `${d.label} in ${eerste.jaar}: ${metEenheid(eerste.w, d.eenheid, dec)}.`;
  const richting = laatste.w > eerste.w ? 'gestegen' : laatste.w < eerste.w ? 'gedaald' : 'gelijk gebleven';
  return `${d.label} (${d.eenheid}) is van ${eerste.jaar} tot ${laatste.jaar} ${richting}: ${lijst}.`;
}

/** The years side by side: one row per indicator, one column per year. */
export function jarenTabel(h: Historisch): GrafiekTabel {
  return {
    kolommen: ['Indicator', ...h.jaren.map((j) => String(j.jaar))],
    rijen: h.indicatorDefinities.map((d) => {
      const waarden = reeks(h, d.sleutel);
      const dec = passendeDecimalen(Math.max(...waarden.map((w) => Math.abs(w ?? 0))));
      return [`${d.label} (${d.eenheid})`, ...waarden.map((w) => (w === null ? '–' : nlGetal(w, dec)))];
    }),
  };
}

/** "+1,5" / "−2,0" / "0,0": a change with its sign. */
export function verandering(w: number, dec: number): string {
  const tekst = nlGetal(Math.abs(w), dec);
  if (tekst === nlGetal(0, dec)) return tekst;
  return `${w > 0 ? '+' : '−'}${tekst}`;
}

export function herberekeningRijen(h: Herberekening): string[][] {
  return h.regels.map((r) => {
    const dec = passendeDecimalen(Math.max(Math.abs(r.opgeslagen), Math.abs(r.referentieOpgeslagen)));
    return [`${r.label} (${r.eenheid})`, nlGetal(r.opgeslagen, dec), nlGetal(r.herberekend, dec), nlGetal(r.referentieOpgeslagen, dec), verandering(r.verschil, dec), verandering(r.regelwijziging, dec), verandering(r.datawijziging, dec)];
  });
}

export const herberekeningKolommen = (h: Herberekening) => [
  'Indicator',
  `${h.jaar} zoals berekend`,
  `${h.jaar} met huidige regels`,
  `${h.referentie.jaar}`,
  'Verschil',
  'Door regelwijziging',
  'Door datawijziging',
];
