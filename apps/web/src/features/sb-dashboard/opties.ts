/**
 * The deadline-progress chart of /sbDashboard, built from the server's answer by pure functions
 * (opties.test.ts): per day the submitted records in total, a vertical line on the deadline
 * and a dashed one at the year's number of records; a Dutch sentence and a table as its
 * text alternative.
 */
import { datumNlVanIso, type SbDashboard } from '@kw/contract';
import type { GrafiekOptie, GrafiekTabel } from '../../components/grafiek/grafiek-optie';
import { nlAsGetal, nlGetal } from '../../components/grafiek/nl-getal';

const LIJN = '#2f6b45';
const DEADLINE = '#a8071a';
const GRIJS = '#8c8c8c';

/** The legend under the chart (HTML, no ECharts legend component). */
export const LEGENDA = [
  { kleur: LIJN, tekst: 'Totaal ingediend', stippel: false },
  { kleur: GRIJS, tekst: 'Alle kringloopwijzers van het jaar', stippel: true },
  { kleur: DEADLINE, tekst: 'Deadline', stippel: false },
] as const;

/** DD-MM of an ISO date (the axis; the year is in the title). */
export const dagMaand = (iso: string) => `${iso.slice(8, 10)}-${iso.slice(5, 7)}`;

export const totaalRecords = (d: SbDashboard) => d.voortgang.ingediend + d.voortgang.open + d.voortgang.nietGestart;

/** Whole days from `van` to `tot` (ISO dates). */
export const dagenTussen = (van: string, tot: string) => Math.round((Date.parse(`${tot}T00:00:00Z`) - Date.parse(`${van}T00:00:00Z`)) / 86_400_000);

/**
 * The markers are line series of their own, not ECharts' markLine: that component shares its base
 * with the bar screens' markArea and would move it into a chunk of its own (+0,7 KB on their budget).
 */
export function voortgangOptie(d: SbDashboard): GrafiekOptie {
  const dagen = d.perDag.map((p) => dagMaand(p.datum));
  const totaal = totaalRecords(d);
  const deadlineIndex = d.perDag.findIndex((p) => p.datum === d.deadline);
  const series: object[] = [
    {
      type: 'line',
      name: 'Totaal ingediend',
      data: d.perDag.map((p) => p.cumulatief),
      showSymbol: false,
      lineStyle: { color: LIJN, width: 2 },
      itemStyle: { color: LIJN },
      areaStyle: { color: 'rgba(47, 107, 69, 0.12)' },
    },
    { type: 'line', name: 'Alle kringloopwijzers', data: dagen.map(() => totaal), showSymbol: false, silent: true, lineStyle: { color: GRIJS, type: 'dashed', width: 1 }, itemStyle: { color: GRIJS }, tooltip: { show: false } },
  ];
  if (deadlineIndex >= 0) {
    series.push({ type: 'line', name: 'Deadline', data: [[deadlineIndex, 0], [deadlineIndex, Math.max(1, totaal)]], showSymbol: false, silent: true, lineStyle: { color: DEADLINE, width: 2 }, itemStyle: { color: DEADLINE }, tooltip: { show: false } });
  }
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: dagen, boundaryGap: false, axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', min: 0, minInterval: 1, splitNumber: 4, axisLabel: { hideOverlap: true, formatter: nlAsGetal } },
    tooltip: {
      trigger: 'axis',
      formatter: (p: Array<{ dataIndex: number; seriesIndex: number }>) => {
        const dag = d.perDag[p.find((x) => x.seriesIndex === 0)?.dataIndex ?? -1];
        return dag ? `${datumNlVanIso(dag.datum)}<br/>ingediend die dag: ${nlGetal(dag.ingediend)}<br/>totaal ingediend: ${nlGetal(dag.cumulatief)}` : '';
      },
    },
    series,
  };
}

export function voortgangSamenvatting(d: SbDashboard): string {
  const eerste = d.perDag[0];
  const laatste = d.perDag.at(-1);
  if (!eerste || !laatste) return 'Er zijn geen dagen om te tonen.';
  const erbij = laatste.cumulatief - eerste.cumulatief + eerste.ingediend;
  const deadline = datumNlVanIso(d.deadline);
  const waar =
    d.vandaag > d.deadline
      ? `De deadline (${deadline}) is voorbij.`
      : `De deadline is ${deadline}, over ${dagenTussen(d.vandaag, d.deadline)} ${dagenTussen(d.vandaag, d.deadline) === 1 ? 'dag' : 'dagen'}.`;
  return `Van ${datumNlVanIso(eerste.datum)} tot ${datumNlVanIso(laatste.datum)} zijn ${nlGetal(erbij)} kringloopwijzers over ${d.jaar} ingediend; in totaal ${nlGetal(laatste.cumulatief)} van ${nlGetal(totaalRecords(d))}. ${waar}`;
}

/** The days with a submission (a table of 60 mostly empty rows helps nobody). */
export function voortgangTabel(d: SbDashboard): GrafiekTabel {
  const rijen = d.perDag.filter((p) => p.ingediend > 0).map((p) => [datumNlVanIso(p.datum), nlGetal(p.ingediend), nlGetal(p.cumulatief)]);
  return { kolommen: ['Dag', 'Ingediend die dag', 'Totaal ingediend'], rijen: rijen.length > 0 ? rijen : [['Geen indieningen in deze periode', '', '']] };
}

/** Share as a Dutch percentage without decimals ("0 %" for an empty year). */
export const aandeel = (deel: number, geheel: number) => `${geheel === 0 ? 0 : Math.round((deel / geheel) * 100)}%`;
