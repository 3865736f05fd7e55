import { describe, expect, it } from 'vitest';
import { grafiekPeriode, plusDagen, standaardJaar } from './deadline';

describe('de deadline en de periode van de grafiek', () => {
  it('60 dagen tot vandaag; voor een jaar waarvan de deadline ruim voorbij is tot twee weken na de deadline', () => {
    expect(grafiekPeriode('2026-03-20', '2026-04-01')).toEqual({ van: '2026-01-20', tot: '2026-03-20' });
    expect(grafiekPeriode('2026-11-27', '2026-04-01')).toEqual({ van: '2026-02-15', tot: '2026-04-15' });
    // a leap day on the way
    expect(plusDagen('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('het standaardjaar: het nieuwste jaar met kringloopwijzers tot en met vorig jaar, anders vorig jaar', () => {
    expect(standaardJaar('2026-11-27', [2026, 2024, 2022])).toBe(2024);
    expect(standaardJaar('2026-11-27', [2026])).toBe(2025);
    expect(standaardJaar('2026-01-05', [])).toBe(2025);
  });
});
