import { describe, expect, it } from 'vitest';
import type { Herberekening, Historisch } from '@kw/contract';
import { herberekeningKolommen, herberekeningRijen, jarenMetUitkomst, jarenTabel, metHuidigeRekenkern, reeks, standaardVergelijking, trendOptie, trendSamenvatting, vergelijkTabel, verandering } from './opties';

const def = { sleutel: 'stikstofbodemoverschotKgNPerHa', label: 'Stikstofbodemoverschot', eenheid: 'kg N/ha' } as const;
const jaar = (jaar: number, w: number | null) => ({
  kringloopwijzerId: jaar,
  jaar,
  statusId: 1,
  statusOmschrijving: 'Open',
  rekenregelversie: w === null ? null : `KLW-open ${jaar}`,
  engineVersie: w === null ? null : '@kw/engine 0.1.0',
  berekendOp: w === null ? null : '24-11-2026',
  indicatoren:
    w === null
      ? null
      : { stikstofbodemoverschotKgNPerHa: w, ammoniakKgNh3PerHa: 50, ammoniakKgNh3PerGve: 20, broeikasgassenGCo2EqPerKgFpcm: 1100, blijvendGraslandProcent: 60, eiwitVanEigenLandProcent: 55.55 },
});
const h: Historisch = {
  relatieId: 1,
  bedrijfsnaam: 'De Vries',
  huidigeRekenregelversie: 'KLW-open 2024',
  huidigeEngineVersie: '@kw/engine 0.1.0',
  indicatorDefinities: [def],
  jaren: [jaar(2018, 80.25), jaar(2020, null), jaar(2022, 70.5), jaar(2024, 65.36)],
};

describe('trendlijnen', () => {
  it('één punt per jaar; een jaar zonder uitkomst is een gat', () => {
    expect(reeks(h, def.sleutel)).toEqual([80.25, null, 70.5, 65.36]);
    const optie = trendOptie(h, def) as { xAxis: { data: string[] }; series: Array<{ data: Array<number | null>; connectNulls: boolean }>; tooltip: { valueFormatter: (v: number | null) => string } };
    expect(optie.xAxis.data).toEqual(['2018', '2020', '2022', '2024']);
    expect(optie.series[0].data).toEqual([80.25, null, 70.5, 65.36]);
    expect(optie.series[0].connectNulls).toBe(false);
    expect(optie.tooltip.valueFormatter(80.25)).toBe('80,3 kg N/ha');
    expect(optie.tooltip.valueFormatter(null)).toBe('geen uitkomst');
  });

  it('samenvatting noemt richting en alle jaren met een uitkomst', () => {
    expect(trendSamenvatting(h, def)).toBe('Stikstofbodemoverschot (kg N/ha) is van 2018 tot 2024 gedaald: 2018 80,3, 2022 70,5, 2024 65,4.');
    const leeg = { ...h, jaren: [jaar(2019, null)] };
    expect(trendSamenvatting(leeg, def)).toBe('Stikstofbodemoverschot: nog geen jaren met een uitkomst.');
  });

  it('tabel: jaren als kolommen, streepje zonder uitkomst; elk cijfer met de afleiding van zijn eigen jaar', () => {
    const g = (tekst: string, waarde: number, record: number) => ({ tekst, waarde, knoop: 'dashboard.stikstofbodemoverschotKgNPerHa', record, jaar: record });
    expect(jarenTabel(h)).toEqual({
      kolommen: ['Indicator', '2018', '2020', '2022', '2024'],
      rijen: [['Stikstofbodemoverschot (kg N/ha)', g('80,3', 80.25, 2018), '–', g('70,5', 70.5, 2022), g('65,4', 65.36, 2024)]],
    });
  });

  it('een jaar van een oudere rekenkern: het cijfer zonder afleiding (die zou een ander getal kunnen geven)', () => {
    const oud = { ...h, jaren: h.jaren.map((j) => (j.jaar === 2018 ? { ...j, engineVersie: '@kw/engine 0.0.9' } : j)) };
    expect(metHuidigeRekenkern(oud, oud.jaren[0])).toBe(false);
    expect(metHuidigeRekenkern(oud, oud.jaren[3])).toBe(true);
    expect(jarenTabel(oud).rijen[0][1]).toEqual({ tekst: '80,3', waarde: 80.25 });
  });
});

describe('twee jaren vergelijken', () => {
  it('standaard het nieuwste jaar met uitkomst tegen het jaar ervoor; één jaar: met zichzelf; geen: niets', () => {
    expect(standaardVergelijking(h)).toEqual({ jaar: 2022, vergelijkMet: 2024 });
    expect(jarenMetUitkomst(h).map((j) => j.jaar)).toEqual([2018, 2022, 2024]);
    expect(standaardVergelijking({ ...h, jaren: [jaar(2024, 65)] })).toEqual({ jaar: 2024, vergelijkMet: 2024 });
    expect(standaardVergelijking({ ...h, jaren: [jaar(2019, null)] })).toBeNull();
  });

  it('elk gekozen paar: beide jaren zoals opgeslagen en het verschil met teken; een jaar zonder uitkomst: niets', () => {
    const t = vergelijkTabel(h, 2018, 2022)!;
    expect(t.kolommen).toEqual(['Indicator', '2018', '2022', 'Verschil (2022 − 2018)']);
    expect(t.rijen[0][3]).toBe('−9,8');
    expect((t.rijen[0][1] as { record: number }).record).toBe(2018);
    expect(vergelijkTabel(h, 2024, 2018)!.rijen[0][3]).toBe('+14,9');
    expect(vergelijkTabel(h, 2020, 2024)).toBeNull();
  });
});

describe('herberekening', () => {
  const r: Herberekening = {
    kringloopwijzerId: 1,
    jaar: 2018,
    eigenRekenregelversie: 'KLW-open 2018',
    eigenEngineVersie: '@kw/engine 0.1.0',
    huidigeRekenregelversie: 'KLW-open 2024',
    huidigeEngineVersie: '@kw/engine 0.1.0',
    referentie: { kringloopwijzerId: 4, jaar: 2024 },
    regels: [
      { ...def, opgeslagen: 80.25, herberekend: 78.25, referentieOpgeslagen: 65.36, referentieHerberekend: 65.36, verschil: -14.89, regelwijziging: -2, datawijziging: -12.89 },
    ],
  };

  it('kolommen en rijen met teken', () => {
    expect(herberekeningKolommen(r)).toEqual(['Indicator', '2018 zoals berekend', '2018 met huidige regels', '2024 zoals berekend', '2024 met huidige regels', 'Verschil', 'Door regelwijziging', 'Door datawijziging']);
    expect(herberekeningRijen(r)).toEqual([['Stikstofbodemoverschot (kg N/ha)', '80,3', '78,3', '65,4', '65,4', '−14,9', '−2,0', '−12,9']]);
  });

  it('de splitsing telt op met de getoonde kolommen, ook als de rekenregels het referentiejaar verschuiven en bij afronding', () => {
    const getal = (t: string) => Number(t.replace('−', '-').replace('+', '').replace(/\./g, '').replace(',', '.'));
    const regels = [
      { ...def, opgeslagen: 24.4, herberekend: 26.4, referentieOpgeslagen: 27.4, referentieHerberekend: 28.6 },
      { ...def, opgeslagen: 80.25, herberekend: 78.25, referentieOpgeslagen: 65.36, referentieHerberekend: 65.36 },
      { ...def, opgeslagen: 1.044, herberekend: 1.046, referentieOpgeslagen: 1.054, referentieHerberekend: 1.056 },
    ].map((x) => ({ ...x, verschil: x.referentieOpgeslagen - x.opgeslagen, regelwijziging: x.herberekend - x.opgeslagen - (x.referentieHerberekend - x.referentieOpgeslagen), datawijziging: x.referentieHerberekend - x.herberekend }));
    const h = { ...r, regels };
    expect(herberekeningKolommen(h)).toEqual(['Indicator', '2018 zoals berekend', '2018 met huidige regels', '2024 zoals berekend', '2024 met huidige regels', 'Verschil', 'Door regelwijziging', 'Door datawijziging']);
    for (const rij of herberekeningRijen(h)) {
      const [a, b, c, d, verschil, regel, data] = rij.slice(1).map(getal);
      const f = (x: number) => Math.round(x * 1000) / 1000;
      expect(f(verschil), rij.join(' | ')).toBe(f(c - a));
      expect(f(regel), rij.join(' | ')).toBe(f(b - a - (d - c)));
      expect(f(data), rij.join(' | ')).toBe(f(d - b));
    }
  });

  it('twee jaren naast elkaar: het verschil is dat van de getoonde getallen', () => {
    const h2 = { ...h, jaren: [jaar(2018, 120.5), jaar(2022, 101.25)] };
    const t = vergelijkTabel(h2, h2.jaren[0].kringloopwijzerId, h2.jaren[1].kringloopwijzerId)!;
    const [, a, b, verschil] = t.rijen[0].map((c) => (typeof c === 'string' ? c : c.tekst));
    expect([a, b, verschil]).toEqual(['121', '101', '−20']);
  });

  it('verandering: plus, min (echt minteken) en nul zonder teken', () => {
    expect(verandering(1.54, 1)).toBe('+1,5');
    expect(verandering(-0.04, 1)).toBe('0,0');
    expect(verandering(-1234, 0)).toBe('−1.234');
  });
});
