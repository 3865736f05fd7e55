/**
 * The chart options of KengetallenGrafisch, built from the server's data by pure functions
 * (tested in opties.test.ts): the indicators against their reference bands, the N and P2O5
 * flows as a sankey, and horizontal bars for NH3, greenhouse gases and the ration. Every chart
 * has a Dutch summary sentence and a table as its text alternative.
 */
import type { GrafiekDeel, GrafiekIndicator, StroomDiagram } from '@kw/contract';
import type { GrafiekOptie, GrafiekTabel } from '../../components/grafiek/grafiek-optie';
import { metEenheid, nlAsGetal, nlGetal, passendeDecimalen } from '../../components/grafiek/nl-getal';

/** Band colours: light enough for the bar in front to keep a 3:1 contrast with them. */
export const KLEUR = { streef: '#d9efd9', grens: '#fbefc5', buiten: '#f7d6d2', balk: '#2f6b45', lijn: '#2f6b45' } as const;

const OORDEEL: Record<NonNullable<GrafiekIndicator['oordeel']>, string> = {
  streef: 'binnen de streefwaarde',
  grens: 'tussen streef- en grenswaarde',
  buiten: 'buiten de grenswaarde',
};

/** A round axis end above the value and the band edges. */
export function asMaximum(waarden: number[]): number {
  const hoogste = Math.max(...waarden.filter(Number.isFinite), 0);
  if (hoogste <= 0) return 1;
  // steps of a fifth of the order of magnitude: 180 for 150, not 200 (the bar keeps its width)
  const stap = 10 ** Math.floor(Math.log10(hoogste * 1.2)) / 5;
  return Math.ceil((hoogste * 1.2) / stap) * stap;
}

/** The bands [van, tot] with their colour and name, from the better end to the worse. */
export function banden(i: GrafiekIndicator, max: number) {
  const r = i.referentie;
  if (!r) return [];
  return r.richting === 'max'
    ? [
        { van: 0, tot: r.streef, kleur: KLEUR.streef, naam: 'streef' },
        { van: r.streef, tot: r.grens, kleur: KLEUR.grens, naam: 'grens' },
        { van: r.grens, tot: max, kleur: KLEUR.buiten, naam: 'buiten' },
      ]
    : [
        { van: 0, tot: r.grens, kleur: KLEUR.buiten, naam: 'buiten' },
        { van: r.grens, tot: r.streef, kleur: KLEUR.grens, naam: 'grens' },
        { van: r.streef, tot: max, kleur: KLEUR.streef, naam: 'streef' },
      ];
}

export function indicatorSamenvatting(i: GrafiekIndicator): string {
  const waarde = metEenheid(i.waarde, i.eenheid);
  const r = i.referentie;
  if (!r || !i.oordeel) return `${i.label}: ${waarde}. Hiervoor is geen referentiewaarde.`;
  const teken = r.richting === 'max' ? 'lager dan' : 'hoger dan';
  return `${i.label}: ${waarde}, ${OORDEEL[i.oordeel]} (streefwaarde ${teken} ${metEenheid(r.streef, i.eenheid)}, grenswaarde ${teken} ${metEenheid(r.grens, i.eenheid)}).`;
}

/** One indicator as a horizontal bar over its reference bands. */
export function indicatorOptie(i: GrafiekIndicator): GrafiekOptie {
  const max = asMaximum([i.waarde, i.referentie?.streef ?? 0, i.referentie?.grens ?? 0]);
  const dec = passendeDecimalen(i.waarde);
  return {
    animation: false,
    grid: { left: 8, right: 16, top: 8, bottom: 24, containLabel: true },
    xAxis: { type: 'value', min: 0, max, splitNumber: 4, axisLabel: { formatter: nlAsGetal } },
    yAxis: { type: 'category', data: [i.label], axisLabel: { show: false }, axisTick: { show: false } },
    tooltip: { trigger: 'item', formatter: () => `${i.label}: ${metEenheid(i.waarde, i.eenheid, dec)}` },
    series: [
      {
        type: 'bar',
        data: [i.waarde],
        barWidth: 18,
        itemStyle: { color: KLEUR.balk },
        label: { show: true, position: 'insideRight', color: '#fff', formatter: () => nlGetal(i.waarde, dec) },
        markArea: {
          silent: true,
          data: banden(i, max).map((b) => [{ xAxis: b.van, itemStyle: { color: b.kleur } }, { xAxis: b.tot }]),
        },
      },
    ],
  };
}

export function stroomSamenvatting(titel: string, d: StroomDiagram): string {
  const naar = (knoop: string) => d.stromen.filter((s) => s.van === knoop);
  const deel = (s: { naar: string; waarde: number }) => `${s.naar.toLowerCase()} ${metEenheid(s.waarde, d.eenheid, 0)}`;
  const vee = naar('Vee').map(deel).join(', ');
  const bodem = naar('Bodem').map(deel).join(', ');
  return `${titel}: het vee gaat naar ${vee || 'niets'}; vanuit de bodem naar ${bodem || 'niets'}. Het gewas voor het eigen vee sluit de kringloop.`;
}

/** The flows herd → manure → soil → crop → herd as a sankey; on a phone top-down. */
export function stroomOptie(d: StroomDiagram, smal: boolean): GrafiekOptie {
  return {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (p: { dataType?: string; data: { source?: string; target?: string; value?: number }; name: string; value: number }) =>
        p.dataType === 'edge' ? `${p.data.source} → ${p.data.target}: ${metEenheid(p.data.value ?? 0, d.eenheid, 0)}` : `${p.name}: ${metEenheid(p.value, d.eenheid, 0)}`,
    },
    series: [
      {
        type: 'sankey',
        orient: smal ? 'vertical' : 'horizontal',
        // on a phone each end point sits just after its source, so the last row is not crowded
        nodeAlign: smal ? 'left' : 'justify',
        // room at the sides on a phone: a label is centred under its node and may not be cut off
        left: smal ? 34 : 8,
        right: smal ? 34 : 150,
        top: 8,
        bottom: smal ? 36 : 8,
        nodeWidth: smal ? 12 : 14,
        nodeGap: smal ? 48 : 18,
        draggable: false,
        emphasis: { focus: 'adjacency' },
        lineStyle: { color: 'gradient', opacity: 0.45, curveness: 0.5 },
        itemStyle: { color: KLEUR.balk, borderWidth: 0 },
        // a white halo keeps the names readable where they cross a flow
        label: {
          fontSize: 11.5,
          lineHeight: 14,
          color: '#1f3324',
          textBorderColor: '#fff',
          textBorderWidth: 3,
          position: smal ? 'bottom' : 'right',
          width: smal ? 70 : 140,
          overflow: 'break',
          // on a phone the name only (the figures are in the tooltip and the table below)
          formatter: (p: { name: string; value: number }) => (smal ? p.name : `${p.name}\n${metEenheid(p.value, d.eenheid, 0)}`),
        },
        data: d.knopen.map((k) => ({ name: k.naam })),
        links: d.stromen.map((s) => ({ source: s.van, target: s.naar, value: s.waarde })),
      },
    ],
  };
}

/**
 * The flows as a table: a flow whose figure IS one trace quantity (`bron`, sent by the server) opens
 * it; a flow that is a difference or a sum of results without a node of its own stays text.
 */
export const stroomTabel = (d: StroomDiagram): GrafiekTabel => ({
  kolommen: ['Van', 'Naar', d.eenheid],
  rijen: d.stromen.map((s) => [s.van, s.naar, { tekst: nlGetal(s.waarde), waarde: s.waarde, ...(s.bron ? { knoop: s.bron, naam: `${s.van} naar ${s.naar}` } : {}) }]),
  zonderLink:
    d.eenheid === 'kg P2O5'
      ? 'verschillen van uitkomsten en het fosfaat van het vee, dat de afleiding in kg P rekent, zoals aangekocht voer, vee naar mest en het bodemoverschot'
      : 'verschillen en sommen van uitkomsten, zoals aangekocht voer, melk en vlees, kunstmest en het bodemoverschot',
});

/** The flow whose band was clicked in the sankey (ECharts names an edge 'source > target'); a node's name finds none. */
export const stroomMetNaam = (d: StroomDiagram, naam: string) => d.stromen.find((s) => `${s.van} > ${s.naar}` === naam);

/** The trace root of a part's `bron` (a dumpfile variable goes by its own name; see components/afleiding knoopVanBron). */
export const knoopVanDeel = (d: GrafiekDeel): string | undefined => (d.bron?.startsWith('dumpfile.') ? d.bron.slice('dumpfile.'.length) : d.bron);

/** The trace root of a dashboard indicator. */
export const indicatorKnoop = (i: Pick<GrafiekIndicator, 'sleutel'>) => `dashboard.${i.sleutel}`;

/** The part whose bar was clicked in the chart (ECharts gives the category's name, the part's label). */
export const deelMetLabel = (delen: GrafiekDeel[], naam: string) => delen.find((d) => d.label === naam);

/** A set of parts (NH3 per source, …) as horizontal bars, largest first. */
export function balkOptie(delen: GrafiekDeel[], eenheid: string, decimalen = 0): GrafiekOptie {
  const gesorteerd = [...delen].sort((a, b) => a.waarde - b.waarde);
  return {
    animation: false,
    grid: { left: 8, right: 48, top: 8, bottom: 24, containLabel: true },
    xAxis: { type: 'value', splitNumber: 3, axisLabel: { hideOverlap: true, formatter: nlAsGetal } },
    yAxis: { type: 'category', data: gesorteerd.map((d) => d.label), axisTick: { show: false }, axisLabel: { width: 130, overflow: 'break', lineHeight: 14 } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' }, valueFormatter: (v: number) => metEenheid(v, eenheid, decimalen) },
    series: [
      {
        type: 'bar',
        data: gesorteerd.map((d) => d.waarde),
        itemStyle: { color: KLEUR.balk },
        label: { show: true, position: 'right', formatter: (p: { value: number }) => nlGetal(p.value, decimalen) },
      },
    ],
  };
}

export function balkSamenvatting(titel: string, delen: GrafiekDeel[], eenheid: string, decimalen = 0): string {
  const totaal = delen.reduce((s, d) => s + d.waarde, 0);
  const grootste = [...delen].sort((a, b) => b.waarde - a.waarde)[0];
  if (!grootste || totaal <= 0) return `${titel}: geen waarden.`;
  return `${titel}: totaal ${metEenheid(totaal, eenheid, decimalen)}; het grootste deel is ${grootste.label.toLowerCase()} met ${metEenheid(grootste.waarde, eenheid, decimalen)} (${nlGetal((grootste.waarde / totaal) * 100, 0)}%).`;
}

/** `zonderLink`: what the unlinked figures are when they are more than the total and the shares (the ration's feed groups). */
export function balkTabel(delen: GrafiekDeel[], eenheid: string, decimalen = 0, zonderLink?: string): GrafiekTabel {
  const totaal = delen.reduce((s, d) => s + d.waarde, 0);
  return {
    ...(zonderLink ? { zonderLink } : {}),
    kolommen: ['Onderdeel', eenheid, 'Aandeel'],
    rijen: [
      ...delen.map((d) => [d.label, { tekst: nlGetal(d.waarde, decimalen), waarde: d.waarde, knoop: knoopVanDeel(d) }, `${nlGetal(totaal > 0 ? (d.waarde / totaal) * 100 : 0, 1)}%`]),
      // a sum of the rows: no trace of its own
      ['Totaal', { tekst: nlGetal(totaal, decimalen), waarde: totaal }, '100,0%'],
    ],
  };
}
