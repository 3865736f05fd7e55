import turfArea from '@turf/area';
import { describe, expect, it } from 'vitest';
import { perceelSchema, type Perceel } from '@kw/engine';
import { DEMO_ERVEN, geodetischeOppervlakteHa, metDemoVormen, STANDAARD_ERF } from './demo-perceel-vormen';
import { demoSchermen, halfGevuld, type DemoBedrijf } from './seed-invoer';

/** The plot ids and areas the seed gives the demo farms (seed-invoer.ts demoPercelen: grassland 45/30/25 %, maize a fifth, a 0,6 ha bank). */
const percelenVan = (grasHa: number): Perceel[] => {
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const p = (id: string, oppervlakteHa: number, gewascode: number, grondgebruik: Perceel['grondgebruik']): Perceel => ({ id, naam: id, oppervlakteHa, gewascode, grondgebruik, grondsoort: 'zand' });
  return [
    p('huiskavel', r2(grasHa * 0.45), 265, 'blijvendGrasland'),
    p('veldkamp', r2(grasHa * 0.3), 265, 'blijvendGrasland'),
    p('achter-de-schuur', r2(grasHa * 0.25), 266, 'tijdelijkGrasland'),
    p('esakker', r2(grasHa / 5), 259, 'mais'),
    p('houtwal', 0.6, 335, 'natuur'),
  ];
};

/** Ray casting: is the point strictly inside the ring? */
function binnen([x, y]: [number, number], ring: [number, number][]): boolean {
  let in_ = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i];
    const [xj, yj] = ring[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) in_ = !in_;
  }
  return in_;
}

describe('demo plot outlines', () => {
  /** The seeded plots as the demo data holds them (seed-demo.ts: De Vries 42 ha grass, the demo farm 38, Jansen 40). */
  const geseed = (b: DemoBedrijf, jaar: number, half = false): Perceel[] =>
    ((half ? halfGevuld(b, jaar) : demoSchermen(b, jaar)).percelen as { percelen: { percelen: Perceel[] } }).percelen.percelen;
  const seeds: [string, Perceel[]][] = [
    ['De Vries 2018', geseed({ naam: 'Melkveebedrijf De Vries', koeien: 98, grasHa: 42, melkKg: 960_000 }, 2018)],
    ['De Vries 2024', geseed({ naam: 'Melkveebedrijf De Vries', koeien: 104, grasHa: 42, melkKg: 1_032_000 }, 2024)],
    ['Demobedrijf 2024', geseed({ naam: 'Demobedrijf', koeien: 88, grasHa: 38, melkKg: 820_000 }, 2024)],
    ['Jansen 2024', geseed({ naam: 'Maatschap Jansen', koeien: 80, grasHa: 40, melkKg: 690_000 }, 2024, true)],
    ['a small farm', metDemoVormen(percelenVan(6), 'Klein')],
  ];

  it.each(seeds)('%s: every seeded plot has an outline whose geodesic area (@turf/area) is its area to 0,01 ha', (_naam, percelen) => {
    expect(percelen.length).toBeGreaterThan(0);
    for (const p of percelen) {
      expect(p.geometrie, p.id).toBeDefined();
      const ha = turfArea(p.geometrie!) / 10_000;
      expect(Math.round(ha * 100) / 100, `${p.id}: ${ha} ha against ${p.oppervlakteHa}`).toBe(p.oppervlakteHa);
      expect(geodetischeOppervlakteHa(p.geometrie!)).toBeCloseTo(ha, 9);
      expect(perceelSchema.safeParse(p).success, p.id).toBe(true);
    }
  });

  it('lies around the farm yard (De Vries near Lichtenvoorde, within 2 km), the plots do not overlap', () => {
    const percelen = metDemoVormen(percelenVan(42), 'Melkveebedrijf De Vries');
    const erf = DEMO_ERVEN['Melkveebedrijf De Vries'];
    for (const p of percelen) {
      for (const [lon, lat] of p.geometrie!.coordinates[0]) {
        expect(Math.abs(lat - erf.lat) * 111_320).toBeLessThan(2_000);
        expect(Math.abs(lon - erf.lon) * 111_320 * Math.cos((erf.lat * Math.PI) / 180)).toBeLessThan(2_000);
      }
    }
    for (const a of percelen) {
      for (const b of percelen) {
        if (a === b) continue;
        for (const punt of a.geometrie!.coordinates[0]) expect(binnen(punt, b.geometrie!.coordinates[0]), `${a.id} in ${b.id}`).toBe(false);
      }
    }
    expect(metDemoVormen(percelenVan(38), 'Onbekend')[0].geometrie!.coordinates[0][0][1]).toBeCloseTo(STANDAARD_ERF.lat, 2);
  });

  it('leaves a plot without a template, and the other fields, as they are', () => {
    const vreemd: Perceel = { id: 'nieuw-1', oppervlakteHa: 2, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'klei' };
    const [uit, huiskavel] = metDemoVormen([vreemd, percelenVan(42)[0]], 'Melkveebedrijf De Vries');
    expect(uit).toEqual(vreemd);
    expect({ ...huiskavel, geometrie: undefined }).toEqual({ ...percelenVan(42)[0], geometrie: undefined });
  });
});
