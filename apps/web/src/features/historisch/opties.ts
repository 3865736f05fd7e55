/**
 * The history screen's figures, built by pure functions (tested): one trend line per indicator
 * over the farm's years (a year without a result is a gap), the table cells, and the rows of
 * a recompute (rule change and data change, decision 015).
 */
import type { Herberekening, Historisch, HistorischJaar, IndicatorSleutel } from '@kw/contract';
import type { GrafiekOptie } from '../../components/grafiek/grafiek-optie';
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

/**
 * A year's figure in the history tables. `knoop` and `record` when the figure is the running engine's
 * result for that year (its stored engine version is the current one): then its trace — built from
 * that year's input by the same engine — gives the same number. A year stored by an older engine
 * has no link (its trace could show another number).
 */
export interface JaarGetal {
  tekst: string;
  waarde: number;
  knoop?: string;
  record?: number;
  jaar?: number;
}
export type JaarCel = string | JaarGetal;

/** True when the year's stored figures are the current engine's (so its trace agrees with them). */
export const metHuidigeRekenkern = (h: Pick<Historisch, 'huidigeEngineVersie'>, j: Pick<HistorischJaar, 'engineVersie'>) => j.engineVersie === h.huidigeEngineVersie;

export function jaarGetal(h: Historisch, j: HistorischJaar, sleutel: IndicatorSleutel, dec: number): JaarCel {
  const w = j.indicatoren?.[sleutel];
  if (w === null || w === undefined) return '–';
  return metHuidigeRekenkern(h, j) ? { tekst: nlGetal(w, dec), waarde: w, knoop: `dashboard.${sleutel}`, record: j.kringloopwijzerId, jaar: j.jaar } : { tekst: nlGetal(w, dec), waarde: w };
}

/** The years side by side: one row per indicator, one column per year. */
export function jarenTabel(h: Historisch): { kolommen: string[]; rijen: JaarCel[][] } {
  return {
    kolommen: ['Indicator', ...h.jaren.map((j) => String(j.jaar))],
    rijen: h.indicatorDefinities.map((d) => {
      const waarden = reeks(h, d.sleutel);
      const dec = passendeDecimalen(Math.max(...waarden.map((w) => Math.abs(w ?? 0))));
      return [`${d.label} (${d.eenheid})`, ...h.jaren.map((j) => jaarGetal(h, j, d.sleutel, dec))];
    }),
  };
}

/** The years that can be compared: those with a result, oldest first. */
export const jarenMetUitkomst = (h: Historisch) => h.jaren.filter((j) => j.indicatoren !== null);

/** The default comparison: the newest year with a result against the one before it (or itself when it is the only one). */
export function standaardVergelijking(h: Historisch): { jaar: number; vergelijkMet: number } | null {
  const jaren = jarenMetUitkomst(h);
  const nieuwste = jaren.at(-1);
  if (!nieuwste) return null;
  return { jaar: (jaren.at(-2) ?? nieuwste).kringloopwijzerId, vergelijkMet: nieuwste.kringloopwijzerId };
}

/** Two years side by side as stored, with the difference (the second minus the first) per indicator. */
export function vergelijkTabel(h: Historisch, jaarId: number, vergelijkId: number): { kolommen: string[]; rijen: JaarCel[][] } | null {
  const a = h.jaren.find((j) => j.kringloopwijzerId === jaarId);
  const b = h.jaren.find((j) => j.kringloopwijzerId === vergelijkId);
  if (!a?.indicatoren || !b?.indicatoren) return null;
  return {
    kolommen: ['Indicator', String(a.jaar), String(b.jaar), `Verschil (${b.jaar} − ${a.jaar})`],
    rijen: h.indicatorDefinities.map((d) => {
      const wa = a.indicatoren![d.sleutel];
      const wb = b.indicatoren![d.sleutel];
      const dec = passendeDecimalen(Math.max(Math.abs(wa ?? 0), Math.abs(wb ?? 0)));
      // from the figures as shown, so the row adds up on screen (121 and 101 differ by −20, not by the unrounded −19,25)
      const f = 10 ** dec;
      const verschil = wa === null || wa === undefined || wb === null || wb === undefined ? '–' : verandering((Math.round(wb * f) - Math.round(wa * f)) / f, dec);
      return [`${d.label} (${d.eenheid})`, jaarGetal(h, a, d.sleutel, dec), jaarGetal(h, b, d.sleutel, dec), verschil];
    }),
  };
}

/** "+1,5" / "−2,0" / "0,0": a change with its sign. */
export function verandering(w: number, dec: number): string {
  const tekst = nlGetal(Math.abs(w), dec);
  if (tekst === nlGetal(0, dec)) return tekst;
  return `${w > 0 ? '+' : '−'}${tekst}`;
}

/**
 * Per indicator the four figures of decision 015 (A: the year as computed, B: with the current rules, C and D: the
 * reference year as computed and with the current rules) and the split, worked out from the figures as shown so the
 * row adds up on screen: verschil = C − A, regelwijziging = (B − A) − (D − C), datawijziging = D − B, and the two
 * parts make the difference. The reference year's recompute (D) is shown because the rule change is measured against it.
 */
export function herberekeningRijen(h: Herberekening): string[][] {
  return h.regels.map((r) => {
    const dec = passendeDecimalen(Math.max(Math.abs(r.opgeslagen), Math.abs(r.herberekend), Math.abs(r.referentieOpgeslagen), Math.abs(r.referentieHerberekend)));
    const f = 10 ** dec;
    const rond = (w: number) => Math.round(w * f);
    const [a, b, c, d] = [r.opgeslagen, r.herberekend, r.referentieOpgeslagen, r.referentieHerberekend].map(rond);
    // in whole units of the last shown decimal, so the sums are exact
    const getoond = (n: number) => verandering(n / f, dec);
    return [`${r.label} (${r.eenheid})`, ...[a, b, c, d].map((n) => nlGetal(n / f, dec)), getoond(c - a), getoond(b - a - (d - c)), getoond(d - b)];
  });
}

export const herberekeningKolommen = (h: Herberekening) => [
  'Indicator',
  `${h.jaar} zoals berekend`,
  `${h.jaar} met huidige regels`,
  `${h.referentie.jaar} zoals berekend`,
  `${h.referentie.jaar} met huidige regels`,
  'Verschil',
  'Door regelwijziging',
  'Door datawijziging',
];

/** How the split follows from the columns, in words under the table. */
export const herberekeningUitleg = (h: Herberekening) =>
  `Verschil = ${h.referentie.jaar} zoals berekend − ${h.jaar} zoals berekend. Door regelwijziging = (${h.jaar} met huidige regels − ${h.jaar} zoals berekend) − (${h.referentie.jaar} met huidige regels − ${h.referentie.jaar} zoals berekend). Door datawijziging = ${h.referentie.jaar} met huidige regels − ${h.jaar} met huidige regels. Samen zijn ze het verschil.`;
