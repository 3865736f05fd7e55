/** Plausibility per cow and per ha, and the hard maxima of the quantity fields (decision 021). */
import { describe, expect, it } from 'vitest';
import { bereken, valideerInvoer, type BedrijfsjaarInvoer } from '../src';
import voorbeeld from '../examples/zandbedrijf-melkvee.json';
import { grootsteBijdragen, indicatorenBuitenBereik } from '../src/signalering/indicatoren';

const geldig = (ruw: unknown): BedrijfsjaarInvoer => {
  const v = valideerInvoer(ruw);
  if (!v.ok) throw new Error(JSON.stringify(v.fouten));
  return v.data;
};
const kopie = () => structuredClone(voorbeeld) as unknown as BedrijfsjaarInvoer;

describe('hard maxima', () => {
  it('refuses 140.000.139.999 kg concentrate and 4.368.043.679 kWh with the field and its Dutch bound', () => {
    const x = kopie();
    x.krachtvoer.producten[0].aanvoerKg = 140_000_139_999;
    x.energie.elektriciteitKwh = 4_368_043_679;
    const v = valideerInvoer(x);
    expect(v.ok).toBe(false);
    if (v.ok) return;
    expect(v.fouten.map((f) => f.pad).sort()).toEqual(['energie.elektriciteitKwh', 'krachtvoer.producten.0.aanvoerKg']);
  });

  it('takes a 400-cow farm’s yearly amounts', () => {
    const x = kopie();
    x.krachtvoer.producten[0].aanvoerKg = 1_600_000;
    x.energie.elektriciteitKwh = 400_000;
    expect(valideerInvoer(x).ok).toBe(true);
  });
});

describe('plausibility per cow and per ha', () => {
  const codes = (x: BedrijfsjaarInvoer) => bereken(geldig(x)).signaleringen.filter((s) => s.ernst === 'waarschuwing').map((s) => [s.code, s.pad]);

  it('the example farm has none', () => {
    const c = codes(kopie()).map(([c]) => c);
    expect(c.filter((x) => /_HOOG$/.test(x!))).toEqual([]);
  });

  it('concentrate above 4.000 kg per cow, electricity above 1.500 kWh per cow: a warning on the field', () => {
    const x = kopie();
    const koeien = x.veestapel.melkkoeien.gemiddeldAantal;
    x.krachtvoer.producten[0].aanvoerKg = 4_100 * koeien;
    x.energie.elektriciteitKwh = 1_501 * koeien;
    const s = bereken(geldig(x)).signaleringen;
    expect(s).toContainEqual(expect.objectContaining({ code: 'KRACHTVOER_PER_KOE_HOOG', ernst: 'waarschuwing', pad: 'krachtvoer.producten.0.aanvoerKg' }));
    expect(s).toContainEqual(expect.objectContaining({ code: 'ELEKTRICITEIT_PER_KOE_HOOG', ernst: 'waarschuwing', pad: 'energie.elektriciteitKwh' }));
    expect(s.find((y) => y.code === 'ELEKTRICITEIT_PER_KOE_HOOG')!.melding).toMatch(/^De ingekochte elektriciteit is 1\.501 kWh per koe; meer dan 1\.500 kWh per koe/);
  });

  it('diesel above 600 l/ha, fertiliser N above 400 kg/ha, water above 150 m³ per cow', () => {
    const x = kopie();
    const ha = x.percelen.percelen.reduce((s, p) => s + (p.grondgebruik === 'natuur' ? 0 : p.oppervlakteHa), 0);
    x.energie.dieselLiter = 700 * ha;
    x.energie.waterM3 = 200 * x.veestapel.melkkoeien.gemiddeldAantal;
    x.kunstmest.producten[0].aanvoerKg *= 10;
    const c = codes(x);
    expect(c).toContainEqual(['DIESEL_PER_HA_HOOG', 'energie.dieselLiter']);
    expect(c).toContainEqual(['WATER_PER_KOE_HOOG', 'energie.waterM3']);
    expect(c).toContainEqual(['KUNSTMEST_N_PER_HA_HOOG', 'kunstmest.producten.0.aanvoerKg']);
  });
});

describe('indicators outside their plausible range', () => {
  it('19 million kg concentrate (under the field maximum): N soil surplus out of range, the concentrate named first', () => {
    const x = kopie();
    x.krachtvoer.producten[0].aanvoerKg = 19_000_000;
    const begin = performance.now();
    const r = bereken(geldig(x));
    const ms = performance.now() - begin;
    expect(r.dashboard.stikstofbodemoverschotKgNPerHa).toBeGreaterThan(1_000);
    const s = r.signaleringen.find((y) => y.code === 'INDICATOR_BUITEN_BEREIK' && y.indicator === 'stikstofbodemoverschotKgNPerHa')!;
    expect(s).toBeDefined();
    expect(s.ernst).toBe('waarschuwing');
    expect(s.pad).toBe('krachtvoer.producten.0.aanvoerKg');
    expect(s.bijdragen![0]).toBe('krachtvoer.producten.0.aanvoerKg');
    expect(s.bijdragen!.length).toBeGreaterThan(1);
    expect(s.melding).toMatch(/^Het stikstofbodemoverschot is [\d.]+ kg N\/ha; dat ligt buiten het verwachte bereik van −200 tot 1\.000 kg N\/ha: controleer de invoer\.$/);
    // ~270 ms on the shared 2-core VM (decision 021); a generous ceiling so a slow machine does not fail it
    expect(ms).toBeLessThan(20_000);
  });

  it('the ranking reruns on one copy: the same contributions as a fresh copy per input, and the input unchanged', () => {
    const x = kopie();
    x.krachtvoer.producten[0].aanvoerKg = 19_000_000;
    const invoer = geldig(x);
    const voor = structuredClone(invoer);
    const r = bereken(invoer);
    expect(invoer).toEqual(voor);
    const dashboard = r.dashboard;
    const buiten = indicatorenBuitenBereik(dashboard, true);
    const graaf = bereken(invoer, { metAfleiding: true, zonderIndicatorControle: true }).afleidingGraaf!;
    const herbereken = (i: BedrijfsjaarInvoer) => bereken(i, { zonderIndicatorControle: true }).dashboard;
    // the reference: every rerun on its own fresh copy (as before), so nothing of one rerun can reach the next
    let eigenKopieen = 0;
    const perKopie = grootsteBijdragen(invoer, graaf, dashboard, buiten, (i) => {
      eigenKopieen++;
      return herbereken(structuredClone(i));
    });
    expect(eigenKopieen).toBeGreaterThan(3);
    expect(grootsteBijdragen(invoer, graaf, dashboard, buiten, herbereken)).toEqual(perKopie);
    expect(invoer).toEqual(voor);
    const s = r.signaleringen.find((y) => y.code === 'INDICATOR_BUITEN_BEREIK' && y.indicator === 'stikstofbodemoverschotKgNPerHa')!;
    expect(s.bijdragen).toEqual(perKopie.get('stikstofbodemoverschotKgNPerHa'));
  });

  it('the example farm is within every range: no check, no extra runs', () => {
    expect(bereken(geldig(kopie())).signaleringen.filter((s) => s.code === 'INDICATOR_BUITEN_BEREIK')).toEqual([]);
  });
});
