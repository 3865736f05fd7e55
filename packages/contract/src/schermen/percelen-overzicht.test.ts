import { describe, expect, it } from 'vitest';
import { gewascodes } from './gewascodes';
import { oppervlakteVanGewas, perceelKeuzeLabels, percelenMetGrondgebruik, percelenTotalen, percelenVanDocument } from './percelen-overzicht';
import { register } from './register';

const percelen = [
  { id: 'a', oppervlakteHa: 10.5, gewascode: 265, grondgebruik: 'blijvendGrasland' as const, grondsoort: 'zand' as const },
  { id: 'b', oppervlakteHa: 4.25, gewascode: 265, grondgebruik: 'blijvendGrasland' as const, grondsoort: 'klei' as const },
  { id: 'c', oppervlakteHa: 6, gewascode: 259, grondgebruik: 'mais' as const, grondsoort: 'zand' as const },
  { id: 'd', gewascode: 233 }, // a half-typed row counts as 0 ha
];

describe('totals of the plots (Percelenoverzicht)', () => {
  it('sums per crop, soil type and land use, largest first, with Dutch labels', () => {
    const t = percelenTotalen(percelen);
    expect(t).toMatchObject({ aantal: 4, totaalHa: 20.75 });
    expect(t.perGewas[0]).toEqual({ gewascode: 265, naam: 'Grasland, blijvend', aantal: 2, ha: 14.75 });
    expect(t.perGewas.map((g) => g.gewascode)).toEqual([265, 259, 233]);
    expect(t.perGrondsoort).toEqual([
      { grondsoort: 'zand', label: 'Zand', aantal: 2, ha: 16.5 },
      { grondsoort: 'klei', label: 'Klei', aantal: 1, ha: 4.25 },
      { grondsoort: '', label: 'Onbekend', aantal: 1, ha: 0 },
    ]);
    expect(t.perGrondgebruik[0]).toMatchObject({ grondgebruik: 'blijvendGrasland', label: 'Blijvend grasland', ha: 14.75 });
  });

  it('area of a crop, plots of a land use, plots from a screen document', () => {
    expect(oppervlakteVanGewas(percelen, 265)).toBe(14.75);
    expect(oppervlakteVanGewas(percelen, undefined)).toBe(0);
    expect(percelenMetGrondgebruik(percelen, ['mais']).map((p) => p.id)).toEqual(['c']);
    expect(percelenVanDocument({ percelen: { percelen } })).toHaveLength(4);
    expect(percelenVanDocument({})).toEqual([]);
  });
});

describe('labels of the plot choices', () => {
  it('equal the register (the engine schema meta) for every value', () => {
    const tabel = register.find((s) => s.sleutel === 'percelen')!.categorieen[0];
    for (const sleutel of ['grondsoort', 'grondgebruik'] as const) {
      const kolom = tabel.soort === 'tabel' ? tabel.kolommen.find((k) => k.sleutel === sleutel)! : undefined;
      expect(Object.fromEntries(kolom!.keuzes!.map((k) => [k.waarde, k.label]))).toEqual(perceelKeuzeLabels[sleutel]);
    }
  });
});

describe('BRP crop codes', () => {
  it('unique codes, each with a name; the land use is one the plots know', () => {
    expect(new Set(gewascodes.map((g) => g.code)).size).toBe(gewascodes.length);
    const tabel = register.find((s) => s.sleutel === 'percelen')!.categorieen[0];
    const gebruik = tabel.soort === 'tabel' ? tabel.kolommen.find((k) => k.sleutel === 'grondgebruik')!.keuzes!.map((k) => k.waarde) : [];
    for (const g of gewascodes) {
      expect(g.naam.length).toBeGreaterThan(2);
      if (g.grondgebruik) expect(gebruik).toContain(g.grondgebruik);
    }
    expect(gewascodes.find((g) => g.code === 265)?.grondgebruik).toBe('blijvendGrasland');
  });
});
