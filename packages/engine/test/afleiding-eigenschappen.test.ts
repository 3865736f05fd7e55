/**
 * fast-check properties of the trace graph over varied farms: every root equals the result, the
 * per-item nodes of the three repaired links add up to what the calculation used, and the graph
 * stays small. These catch a trace that drifts when a formula changes.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bedrijfsjaarInvoerSchema, bereken, doorloopGraaf, dumpfileEenheden } from '../src';

const grondsoort = fc.constantFrom('zand', 'klei', 'veen', 'loss');
const perceel = fc.record({ oppervlakteHa: fc.integer({ min: 1, max: 40 }), grondsoort, klaverAandeelProcent: fc.integer({ min: 0, max: 30 }) });
const voer = fc.record({
  naam: fc.constantFrom('Brok', 'Brok', 'Soja'),
  aanvoerKg: fc.integer({ min: 10_000, max: 300_000 }),
  dsGPerKg: fc.integer({ min: 200, max: 900 }),
  vemPerKgDs: fc.integer({ min: 900, max: 1150 }),
  reGPerKgDs: fc.integer({ min: 150, max: 350 }),
  pGPerKgDs: fc.integer({ min: 4, max: 7 }),
});
const ruwvoer = fc.record({
  naam: fc.constantFrom('Kuil', 'Kuil', 'Maïs'),
  soort: fc.constantFrom('graskuil', 'snijmais', 'hooi', 'overig-ruwvoer'),
  herkomst: fc.constantFrom('eigen', 'aankoop'),
  aanlegKgDs: fc.integer({ min: 10_000, max: 400_000 }),
  vemPerKgDs: fc.integer({ min: 800, max: 1000 }),
  reGPerKgDs: fc.integer({ min: 60, max: 200 }),
  pGPerKgDs: fc.integer({ min: 2, max: 4 }),
});
const mest = fc.record({ mestcode: fc.constantFrom(14, 10, 50), ton: fc.integer({ min: 0, max: 2_000 }) });

const bedrijf = fc
  .record({
    jaar: fc.constantFrom(2022, 2023, 2024, 2025),
    koeien: fc.integer({ min: 20, max: 300 }),
    melkPerKoe: fc.integer({ min: 6_000, max: 12_000 }),
    gras: fc.array(perceel, { minLength: 1, maxLength: 8 }),
    mais: fc.array(perceel, { maxLength: 4 }),
    krachtvoer: fc.array(voer, { minLength: 1, maxLength: 4 }),
    overigeVoeders: fc.array(voer, { maxLength: 2 }),
    ruwvoer: fc.array(ruwvoer, { minLength: 1, maxLength: 5 }),
    mestAfvoer: fc.array(mest, { maxLength: 3 }),
    mestBegin: fc.array(mest, { maxLength: 2 }),
    p2o5: fc.integer({ min: 0, max: 200 }),
    dagen: fc.integer({ min: 0, max: 200 }),
  })
  .map((b) =>
    bedrijfsjaarInvoerSchema.parse({
      bedrijfsgegevens: { jaar: b.jaar },
      veestapel: { melkkoeien: { gemiddeldAantal: b.koeien }, jongveeJonger1Jaar: { gemiddeldAantal: 10 }, jongveeOuder1Jaar: { gemiddeldAantal: 10 } },
      beweiding: { melkkoeien: { dagenBeperkt: b.dagen, urenPerDagBeperkt: 8 } },
      melklevering: { geleverd: { kg: b.koeien * b.melkPerKoe, vetProcent: 4.3, eiwitProcent: 3.5 } },
      krachtvoer: { producten: b.krachtvoer },
      overigeVoeders: { producten: b.overigeVoeders },
      ruwvoer: { producten: b.ruwvoer },
      percelen: {
        percelen: [
          ...b.gras.map((p, i) => ({ ...p, id: `gras-${i}`, gewascode: 265, grondgebruik: 'blijvendGrasland' })),
          ...b.mais.map(({ oppervlakteHa, grondsoort: g }, i) => ({ id: `mais-${i}`, oppervlakteHa, grondsoort: g, gewascode: 259, grondgebruik: 'mais' })),
        ],
      },
      kunstmest: { producten: [{ naam: 'NP', aanvoerKg: 5_000, nAmmoniumGPerKg: 100, nNitraatGPerKg: 100, p2o5GPerKg: b.p2o5 }] },
      organischeMest: { afvoer: b.mestAfvoer, beginvoorraad: b.mestBegin },
    }),
  );

const dicht = (a: number, b: number) => Math.abs(a - b) <= 1e-7 * Math.max(1, Math.abs(a), Math.abs(b));

describe('afleidingsgraaf over gevarieerde bedrijven', () => {
  it('elke wortel is gelijk aan het resultaat, elk kind bestaat, de graaf blijft onder 1 MB', () => {
    fc.assert(
      fc.property(bedrijf, (invoer) => {
        const r = bereken(invoer, { metAfleiding: true });
        const g = r.afleidingGraaf!;
        for (const naam of Object.keys(dumpfileEenheden) as (keyof typeof dumpfileEenheden)[]) expect(Object.is(g.knopen[g.wortels[naam]].waarde, r.dumpfile[naam]), naam).toBe(true);
        for (const k of Object.values(g.knopen)) for (const c of k.kinderen) expect(g.knopen[c]).toBeDefined();
        expect(JSON.stringify(g).length).toBeLessThan(1_000_000);
      }),
      { numRuns: 40 },
    );
  }, 60_000); // generous: the 2 cores are shared with other test runs

  it('de bijdragen per voer, per perceel en per P-bron tellen op tot wat de berekening gebruikte', () => {
    fc.assert(
      fc.property(bedrijf, (invoer) => {
        const r = bereken(invoer, { metAfleiding: true });
        const g = r.afleidingGraaf!;
        const ch4 = [...doorloopGraaf(g, 'dzh_co2_pensferm')].filter((k) => k.id.startsWith('enterisch-ch4.'));
        expect(dicht(ch4.reduce((s, k) => s + k.waarde, 0), r.bec.enterischCh4Kg)).toBe(true);
        const veen = [...doorloopGraaf(g, 'verl_bodbal1_ha')].filter((k) => k.id.startsWith('ha-veen.'));
        expect(dicht(veen.reduce((s, k) => s + k.waarde, 0), r.oppervlakten.perGrondsoort.veen)).toBe(true);
        const pAanvoer = g.knopen[g.knopen.kring2_benut_bod.kinderen[1]];
        expect(dicht(pAanvoer.waarde, r.bodem.fosfaat.bodemAanvoer.totaal)).toBe(true);
        expect(dicht(pAanvoer.kinderen.reduce((s, c) => s + g.knopen[c].waarde, 0), pAanvoer.waarde)).toBe(true);
      }),
      { numRuns: 40 },
    );
  }, 60_000); // generous: the 2 cores are shared with other test runs
});
