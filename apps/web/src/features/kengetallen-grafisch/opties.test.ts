import { describe, expect, it } from 'vitest';
import type { GrafiekIndicator, StroomDiagram } from '@kw/contract';
import { asMaximum, balkOptie, balkSamenvatting, balkTabel, banden, deelMetLabel, indicatorOptie, knoopVanDeel, indicatorSamenvatting, KLEUR, stroomMetNaam, stroomOptie, stroomSamenvatting, stroomTabel } from './opties';

const n: GrafiekIndicator = {
  sleutel: 'stikstofbodemoverschotKgNPerHa',
  label: 'Stikstofbodemoverschot',
  eenheid: 'kg N/ha',
  waarde: 145.26,
  referentie: { streef: 140, grens: 150, richting: 'max' },
  oordeel: 'grens',
};
const gras: GrafiekIndicator = { ...n, sleutel: 'blijvendGraslandProcent', label: 'Blijvend grasland', eenheid: '%', waarde: 58.33, referentie: { streef: 60, grens: 40, richting: 'min' }, oordeel: 'grens' };
const gve: GrafiekIndicator = { ...n, sleutel: 'ammoniakKgNh3PerGve', label: 'Ammoniakemissie per GVE', eenheid: 'kg NH3/GVE', waarde: 23.28, referentie: null, oordeel: null };

type Serie = { data: number[]; markArea: { data: Array<[{ xAxis: number; itemStyle: { color: string } }, { xAxis: number }]> }; label: { formatter: () => string } };
type As = { max: number; axisLabel: { formatter: (v: number) => string } };

describe('indicator tegen referentiebanden', () => {
  it('banden voor "lager is beter": groen tot de streefwaarde, geel tot de grens, rood daarboven', () => {
    const optie = indicatorOptie(n) as { series: Serie[]; xAxis: As };
    const vlakken = optie.series[0].markArea.data.map(([a, b]) => [a.xAxis, b.xAxis, a.itemStyle.color]);
    expect(vlakken).toEqual([
      [0, 140, KLEUR.streef],
      [140, 150, KLEUR.grens],
      [150, optie.xAxis.max, KLEUR.buiten],
    ]);
    expect(optie.xAxis.max).toBeGreaterThan(150);
    expect(optie.series[0].data).toEqual([145.26]);
  });

  it('banden voor "hoger is beter" lopen andersom', () => {
    expect(banden(gras, 80).map((b) => [b.van, b.tot, b.naam])).toEqual([
      [0, 40, 'buiten'],
      [40, 60, 'grens'],
      [60, 80, 'streef'],
    ]);
  });

  it('zonder referentie geen banden, wel de waarde', () => {
    const optie = indicatorOptie(gve) as { series: Serie[] };
    expect(optie.series[0].markArea.data).toEqual([]);
    expect(indicatorSamenvatting(gve)).toBe('Ammoniakemissie per GVE: 23,3 kg NH3/GVE. Hiervoor is geen referentiewaarde.');
  });

  it('Nederlandse getallen in as, label en samenvatting', () => {
    const optie = indicatorOptie(n) as { series: Serie[]; xAxis: As };
    expect(optie.series[0].label.formatter()).toBe('145');
    expect(optie.xAxis.axisLabel.formatter(1500)).toBe('1.500');
    expect(optie.xAxis.axisLabel.formatter(22.5)).toBe('22,5');
    expect(indicatorSamenvatting(n)).toBe(
      'Stikstofbodemoverschot: 145 kg N/ha, tussen streef- en grenswaarde (streefwaarde lager dan 140 kg N/ha, grenswaarde lager dan 150 kg N/ha).',
    );
    expect(indicatorSamenvatting(gras)).toContain('58,3 %');
  });

  it('asMaximum: een rond getal boven het hoogste', () => {
    expect(asMaximum([145, 140, 150])).toBe(180);
    expect(asMaximum([0])).toBe(1);
    expect(asMaximum([812])).toBe(980);
    expect(asMaximum([58.3, 60, 40])).toBe(72);
  });
});

const stroom: StroomDiagram = {
  eenheid: 'kg N',
  knopen: ['Aangekocht voer', 'Vee', 'Mest', 'Melk en vlees', 'Bodem', 'Gewas', 'Voer voor het eigen vee'].map((naam) => ({ naam })),
  stromen: [
    { van: 'Aangekocht voer', naar: 'Vee', waarde: 12_345.6 },
    { van: 'Vee', naar: 'Melk en vlees', waarde: 5_000 },
    { van: 'Vee', naar: 'Mest', waarde: 9_000.4, bron: 'stroom.n.excretie' },
    { van: 'Mest', naar: 'Bodem', waarde: 8_000 },
    { van: 'Bodem', naar: 'Gewas', waarde: 7_000 },
    { van: 'Gewas', naar: 'Voer voor het eigen vee', waarde: 6_000 },
  ],
};

describe('stromen als sankey', () => {
  it('knopen en stromen één op één; op een telefoon van boven naar beneden', () => {
    const breed = stroomOptie(stroom, false) as { series: Array<{ type: string; orient: string; data: { name: string }[]; links: { source: string; target: string; value: number }[] }> };
    expect(breed.series[0].type).toBe('sankey');
    expect(breed.series[0].orient).toBe('horizontal');
    expect(breed.series[0].data.map((d) => d.name)).toEqual(stroom.knopen.map((k) => k.naam));
    expect(breed.series[0].links[0]).toEqual({ source: 'Aangekocht voer', target: 'Vee', value: 12_345.6 });
    expect((stroomOptie(stroom, true) as { series: Array<{ orient: string }> }).series[0].orient).toBe('vertical');
  });

  it('tooltip, tabel en samenvatting in het Nederlands', () => {
    const optie = stroomOptie(stroom, false) as { tooltip: { formatter: (p: object) => string } };
    expect(optie.tooltip.formatter({ dataType: 'edge', data: { source: 'Vee', target: 'Mest', value: 9_000.4 }, name: '', value: 0 })).toBe('Vee → Mest: 9.000 kg N');
    // a flow that is a difference of results has no trace root; one that IS a trace quantity links its bron
    expect(stroomTabel(stroom).rijen[0]).toEqual(['Aangekocht voer', 'Vee', { tekst: '12.346', waarde: 12_345.6 }]);
    expect(stroomTabel(stroom).rijen[2]).toEqual(['Vee', 'Mest', { tekst: '9.000', waarde: 9_000.4, knoop: 'stroom.n.excretie', naam: 'Vee naar Mest' }]);
    expect(stroomTabel(stroom).zonderLink).toContain('verschillen en sommen');
    // a click on a band names the edge 'source > target'; a node's name is no flow
    expect(stroomMetNaam(stroom, 'Vee > Mest')?.bron).toBe('stroom.n.excretie');
    expect(stroomMetNaam(stroom, 'Vee')).toBeUndefined();
    expect(stroomSamenvatting('Stikstof', stroom)).toBe(
      'Stikstof: het vee gaat naar melk en vlees 5.000 kg N, mest 9.000 kg N; vanuit de bodem naar gewas 7.000 kg N. Het gewas voor het eigen vee sluit de kringloop.',
    );
  });
});

describe('balken (NH3, broeikasgassen, rantsoen)', () => {
  const delen = [
    { label: 'Stal en mestopslag', waarde: 2_100.4, bron: 'dumpfile.em_nh3_stal' },
    { label: 'Beweiding', waarde: 300, bron: 'dumpfile.em_nh3_beweid' },
    { label: 'Kunstmest op grasland', waarde: 0 },
  ];

  it('grootste bovenaan (ECharts tekent de categorie-as van onder naar boven)', () => {
    const optie = balkOptie(delen, 'kg NH3') as { yAxis: { data: string[] }; series: Array<{ data: number[] }>; tooltip: { valueFormatter: (v: number) => string } };
    expect(optie.yAxis.data).toEqual(['Kunstmest op grasland', 'Beweiding', 'Stal en mestopslag']);
    expect(optie.series[0].data).toEqual([0, 300, 2_100.4]);
    expect(optie.tooltip.valueFormatter(2_100.4)).toBe('2.100 kg NH3');
  });

  it('samenvatting en tabel met aandeel en totaal', () => {
    expect(balkSamenvatting('Ammoniakemissie', delen, 'kg NH3')).toBe('Ammoniakemissie: totaal 2.400 kg NH3; het grootste deel is stal en mestopslag met 2.100 kg NH3 (88%).');
    // the total is a sum (no trace root); a part with a dumpfile source traces to that variable, one without has none
    expect(balkTabel(delen, 'kg NH3').rijen.at(-1)).toEqual(['Totaal', { tekst: '2.400', waarde: 2_400.4 }, '100,0%']);
    expect(balkTabel(delen, 'kg NH3').rijen[1]).toEqual(['Beweiding', { tekst: '300', waarde: 300, knoop: 'em_nh3_beweid' }, '12,5%']);
    expect(balkTabel(delen, 'kg NH3').rijen[2][1]).toEqual({ tekst: '0', waarde: 0, knoop: undefined });
    expect(knoopVanDeel({ label: 'x', waarde: 1, bron: 'dashboard.ammoniakKgNh3PerHa' })).toBe('dashboard.ammoniakKgNh3PerHa');
    expect(deelMetLabel(delen, 'Beweiding')?.bron).toBe('dumpfile.em_nh3_beweid');
    expect(deelMetLabel(delen, 'Onbekend')).toBeUndefined();
    expect(balkSamenvatting('Leeg', [], 'kg')).toBe('Leeg: geen waarden.');
  });
});
