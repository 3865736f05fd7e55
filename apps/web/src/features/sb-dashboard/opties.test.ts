import { describe, expect, it } from 'vitest';
import type { SbDashboard } from '@kw/contract';
import { aandeel, dagMaand, voortgangOptie, voortgangSamenvatting, voortgangTabel } from './opties';

const d = (over: Partial<SbDashboard> = {}): SbDashboard => ({
  jaar: 2025,
  jaren: [2025],
  deadline: '2026-04-01',
  vandaag: '2026-03-30',
  voortgang: { ingediend: 3, open: 1, nietGestart: 1 },
  zonderKringloopwijzer: 0,
  perDag: [
    { datum: '2026-03-29', ingediend: 0, cumulatief: 1 },
    { datum: '2026-03-30', ingediend: 2, cumulatief: 3 },
  ],
  perZuivel: [],
  blokkades: { nietIndienbaar: 0, zonderUitkomst: 0, meest: [] },
  wachtrijen: [],
  ...over,
});

type Optie = { series: Array<{ name: string; data: unknown[] }>; xAxis: { data: string[] } };

describe('voortgang van de deadline', () => {
  it('de lijn is het totaal ingediend per dag; de deadline alleen als verticale lijn wanneer hij in beeld is; een lijn op het aantal kringloopwijzers', () => {
    const o = voortgangOptie(d()) as Optie;
    expect(o.xAxis.data).toEqual(['29-03', '30-03']);
    expect(o.series[0].data).toEqual([1, 3]);
    expect(o.series.map((s) => s.name)).toEqual(['Totaal ingediend', 'Alle kringloopwijzers']);
    expect(o.series[1].data).toEqual([5, 5]);
    const metDeadline = voortgangOptie(d({ perDag: [...d().perDag, { datum: '2026-04-01', ingediend: 0, cumulatief: 3 }] })) as Optie;
    expect(metDeadline.series[2]).toEqual(expect.objectContaining({ name: 'Deadline', data: [[2, 0], [2, 5]] }));
  });

  it('de zin noemt de periode, de aantallen en de dagen tot de deadline in het Nederlands', () => {
    expect(voortgangSamenvatting(d())).toBe('Van 29-03-2026 tot 30-03-2026 zijn 2 kringloopwijzers over 2025 ingediend; in totaal 3 van 5. De deadline is 01-04-2026, over 2 dagen.');
    expect(voortgangSamenvatting(d({ vandaag: '2026-05-01' }))).toMatch(/De deadline \(01-04-2026\) is voorbij\.$/);
  });

  it('de tabel toont alleen dagen met een indiening; aandeel zonder delen door nul; DD-MM', () => {
    expect(voortgangTabel(d()).rijen).toEqual([['30-03-2026', '2', '3']]);
    expect(voortgangTabel(d({ perDag: [] })).rijen[0][0]).toMatch(/Geen indieningen/);
    expect(aandeel(1, 3)).toBe('33%');
    expect(aandeel(0, 0)).toBe('0%');
    expect(dagMaand('2026-04-01')).toBe('01-04');
  });
});
