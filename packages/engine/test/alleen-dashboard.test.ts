/**
 * The reruns that rank the inputs behind an out-of-range indicator compute only the dashboard (`alleenDashboard`):
 * it must be the dashboard `bereken` gives for the same input and rule year, or the warning would name other inputs.
 */
import { describe, expect, it } from 'vitest';
import { alleenDashboard, bereken } from '../src/bereken';
import { parametersVoorJaar } from '../src/parameters';
import { indicatorenBuitenBereik } from '../src/signalering/indicatoren';
import { invoer } from './helpers';
import { grootBedrijf } from './groot-bedrijf';

const halfIngevuld = () => {
  // a farm halfway through its entry: one small plot so far, so the per-ha figures run out of range
  const i = structuredClone(invoer());
  for (const p of i.percelen.percelen) p.oppervlakteHa = 0.5;
  return i;
};

describe('alleenDashboard', () => {
  it.each([
    ['klein bedrijf', () => invoer()],
    ['half ingevuld (indicator buiten bereik)', halfIngevuld],
    ['groot bedrijf', () => grootBedrijf()],
  ])('%s: gelijk aan het dashboard van bereken, ook onder de regels van een ander jaar', (_naam, maak) => {
    const i = maak();
    for (const regelJaar of [i.bedrijfsgegevens.jaar, 2019]) {
      expect(alleenDashboard(i, parametersVoorJaar(regelJaar))).toEqual(bereken(i, { regelJaar, zonderIndicatorControle: true }).dashboard);
    }
  });

  it('het halve invoervoorbeeld heeft echt een indicator buiten bereik, met de invoer die hem het meest beweegt', () => {
    const r = bereken(halfIngevuld());
    expect(indicatorenBuitenBereik(r.dashboard, true).length).toBeGreaterThan(0);
    expect(r.signaleringen.some((s) => /buiten|onwaarschijnlijk|ongebruikelijk/i.test(JSON.stringify(s)))).toBe(true);
  });
});
