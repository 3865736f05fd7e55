/**
 * fast-check invariants for methane (bec/broeikasgassen.ts) over varied dairy farms (feeds of every group, grazing, young stock):
 * the ration's factor is a weighted mean of the feed-group factors, manure CH4 follows IPCC 2006 vgl. 10.23
 * with the year's VS, B0 and MCFs, and moving excretion from the slurry pit to pasture never raises the
 * manure CH4 per kg DS eaten (MCF weide < MCF mestkelder).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bedrijfsjaarInvoerSchema, bereken, omrekening, parametersVoorJaar } from '../src';

const RUNS = { numRuns: 150 };

const krachtvoer = fc.record({
  naam: fc.constantFrom('Brok A', 'Brok B'),
  aanvoerKg: fc.integer({ min: 10_000, max: 400_000 }),
  dsGPerKg: fc.integer({ min: 850, max: 900 }),
  vemPerKgDs: fc.integer({ min: 950, max: 1150 }),
  reGPerKgDs: fc.integer({ min: 150, max: 300 }),
  pGPerKgDs: fc.double({ min: 4, max: 7, noNaN: true }),
});
const ruwvoer = fc.record({
  naam: fc.constantFrom('Kuil', 'Maïs', 'Hooi', 'Stro'),
  soort: fc.constantFrom('graskuil', 'snijmais', 'hooi', 'overig-ruwvoer'),
  herkomst: fc.constantFrom('eigen', 'aankoop'),
  aanlegKgDs: fc.integer({ min: 10_000, max: 500_000 }),
  vemPerKgDs: fc.integer({ min: 800, max: 1000 }),
  reGPerKgDs: fc.integer({ min: 60, max: 200 }),
  pGPerKgDs: fc.double({ min: 1.8, max: 4.5, noNaN: true }),
});
const bedrijf = fc
  .record({
    jaar: fc.constantFrom(2018, 2021, 2023, 2024, 2026),
    koeien: fc.integer({ min: 20, max: 300 }),
    melkPerKoe: fc.integer({ min: 6_000, max: 12_000 }),
    jongveePerKoe: fc.double({ min: 0, max: 0.8, noNaN: true }),
    dagen: fc.integer({ min: 0, max: 220 }),
    uren: fc.integer({ min: 0, max: 24 }),
    krachtvoer: fc.array(krachtvoer, { minLength: 1, maxLength: 3 }),
    ruwvoer: fc.array(ruwvoer, { minLength: 1, maxLength: 4 }),
  })
  .map((b) => ({
    bedrijfsgegevens: { jaar: b.jaar },
    veestapel: {
      melkkoeien: { gemiddeldAantal: b.koeien },
      jongveeJonger1Jaar: { gemiddeldAantal: Math.round(b.koeien * b.jongveePerKoe * 0.5) },
      jongveeOuder1Jaar: { gemiddeldAantal: Math.round(b.koeien * b.jongveePerKoe * 0.5) },
    },
    beweiding: { melkkoeien: { dagenBeperkt: b.dagen, urenPerDagBeperkt: b.uren } },
    melklevering: { geleverd: { kg: b.koeien * b.melkPerKoe, vetProcent: 4.3, eiwitProcent: 3.5 } },
    krachtvoer: { producten: b.krachtvoer },
    ruwvoer: { producten: b.ruwvoer },
    percelen: { percelen: [{ id: 'gras', oppervlakteHa: b.koeien / 2, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' }] },
  }));
const dicht = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

describe('methaan-invarianten', { timeout: 30_000 }, () => {
  it('enterisch: g CH4 per kg DS opgenomen ligt tussen de kleinste en de grootste factor van de gegeten voergroepen', () => {
    fc.assert(
      fc.property(bedrijf, (raw) => {
        const r = bereken(bedrijfsjaarInvoerSchema.parse(raw));
        const ent = parametersVoorJaar(r.jaar).enterischCh4GPerKgDs.waarden;
        const factoren = r.voer.producten.filter((v) => v.verbruikKgDs * (1 - v.verliesFractie) > 0).map((v) => ent[v.groep]);
        if (r.voer.versGras.kgDs > 0) factoren.push(ent.versGras);
        if (r.bec.dsOpgenomenKg <= 0 || factoren.length === 0) return;
        const ef = (r.bec.enterischCh4Kg * 1000) / r.bec.dsOpgenomenKg;
        expect(ef).toBeGreaterThanOrEqual(Math.min(...factoren) - 1e-9);
        expect(ef).toBeLessThanOrEqual(Math.max(...factoren) + 1e-9);
      }),
      RUNS,
    );
  });

  it('mest: CH4 = DS opgenomen × VS × B0 × 0,67 × (MCF kelder × (1 − weidefractie) + MCF weide × weidefractie)', () => {
    fc.assert(
      fc.property(bedrijf, (raw) => {
        const r = bereken(bedrijfsjaarInvoerSchema.parse(raw));
        const p = parametersVoorJaar(r.jaar);
        const w = r.bex.excretie.weidefractie;
        expect(w).toBeGreaterThanOrEqual(0);
        expect(w).toBeLessThanOrEqual(1);
        const mcf = p.mcfDrijfmest.waarde * (1 - w) + p.mcfWeide.waarde * w;
        const verwacht = r.bec.dsOpgenomenKg * p.vsFractieVanDsOpname.waarde * p.b0M3Ch4PerKgVs.waarde * omrekening.ch4KgPerM3.waarde * mcf;
        expect(dicht(r.bec.mestCh4Kg, verwacht)).toBe(true);
        // the DS eaten is never more than the DS used (feed losses are not eaten)
        expect(r.bec.dsOpgenomenKg).toBeLessThanOrEqual(r.voer.rantsoen.kgDs + 1e-6);
      }),
      RUNS,
    );
  });

  it('meer weide-uren verlagen de mest-CH4 per kg DS opgenomen nooit', () => {
    fc.assert(
      fc.property(bedrijf, fc.integer({ min: 1, max: 24 }), (raw, extra) => {
        const meer = structuredClone(raw);
        const mk = meer.beweiding.melkkoeien;
        mk.dagenBeperkt = Math.max(mk.dagenBeperkt, 30);
        const minder = structuredClone(meer);
        mk.urenPerDagBeperkt = Math.min(24, mk.urenPerDagBeperkt + extra);
        const a = bereken(bedrijfsjaarInvoerSchema.parse(minder)).bec;
        const b = bereken(bedrijfsjaarInvoerSchema.parse(meer)).bec;
        if (a.dsOpgenomenKg <= 0 || b.dsOpgenomenKg <= 0) return;
        expect(b.mestCh4Kg / b.dsOpgenomenKg).toBeLessThanOrEqual(a.mestCh4Kg / a.dsOpgenomenKg + 1e-12);
      }),
      RUNS,
    );
  });
});
