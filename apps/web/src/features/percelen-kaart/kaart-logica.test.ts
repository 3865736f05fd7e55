import { describe, expect, it } from 'vitest';
import { formatHa, kleurVoorGewas, KLEUR_ONBEKEND, legendaRegels, nieuwPerceelId, oppervlakteHaVan, perceelLabel, type PerceelGeometrie } from './kaart-logica';

/** A rectangle of dLon × dLat degrees with its south-west corner at (lon, lat). */
const rechthoek = (lon: number, lat: number, dLon: number, dLat: number): PerceelGeometrie => ({
  type: 'Polygon',
  coordinates: [[[lon, lat], [lon + dLon, lat], [lon + dLon, lat + dLat], [lon, lat + dLat], [lon, lat]]],
});

describe('oppervlakteHaVan', () => {
  it('rekent de geodetische oppervlakte in ha, op 2 decimalen', () => {
    // The exact area of a lon/lat rectangle on a sphere: R² · Δλ · (sin φ2 − sin φ1); turf 7 uses the mean
    // earth radius R = 6.371.008,8 m. 0,01° × 0,01° at 52° N ≈ 76,1 ha.
    const ha = oppervlakteHaVan(rechthoek(6.56, 51.98, 0.01, 0.01));
    const r = 6371008.8;
    const verwacht = (r * r * ((0.01 * Math.PI) / 180) * (Math.sin((51.99 * Math.PI) / 180) - Math.sin((51.98 * Math.PI) / 180))) / 10_000;
    expect(Math.abs(ha - verwacht)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(Number(ha.toFixed(2))).toBe(ha);
    expect(ha).toBeGreaterThan(75);
    expect(ha).toBeLessThan(77);
  });

  it('trekt een gat af', () => {
    const buiten = rechthoek(6.56, 51.98, 0.01, 0.01);
    const gat = rechthoek(6.562, 51.982, 0.002, 0.002).coordinates[0].slice().reverse();
    const metGat: PerceelGeometrie = { type: 'Polygon', coordinates: [buiten.coordinates[0], gat] };
    expect(oppervlakteHaVan(metGat)).toBeLessThan(oppervlakteHaVan(buiten));
    expect(oppervlakteHaVan(buiten) - oppervlakteHaVan(metGat)).toBeCloseTo(oppervlakteHaVan(rechthoek(6.562, 51.982, 0.002, 0.002)), 1);
  });
});

describe('formatHa en perceelLabel', () => {
  it('decimale komma, twee decimalen, duizendtallen met een punt', () => {
    expect(formatHa(3.42)).toBe('3,42 ha');
    expect(formatHa(3.4)).toBe('3,40 ha');
    expect(formatHa(1234.5)).toBe('1.234,50 ha');
  });
  it('naam, anders nummer, anders een vaste tekst', () => {
    expect(perceelLabel({ naam: 'Huiskavel', oppervlakteHa: 3.42 })).toBe('Huiskavel: 3,42 ha');
    expect(perceelLabel({ nummer: '12', oppervlakteHa: 1 })).toBe('12: 1,00 ha');
    expect(perceelLabel({ naam: '  ', oppervlakteHa: 1 })).toBe('Perceel zonder naam: 1,00 ha');
  });
});

describe('kleurVoorGewas', () => {
  it('eigen kleur per bekend gewas, anders per grondgebruik, anders grijs', () => {
    expect(kleurVoorGewas(265, 'blijvendGrasland')).not.toBe(kleurVoorGewas(259, 'mais'));
    expect(kleurVoorGewas(265, 'blijvendGrasland')).not.toBe(kleurVoorGewas(266, 'tijdelijkGrasland'));
    expect(kleurVoorGewas(99_999, 'natuur')).toBe(kleurVoorGewas(99_998, 'natuur'));
    expect(kleurVoorGewas(99_999, 'natuur')).not.toBe(KLEUR_ONBEKEND);
    expect(kleurVoorGewas(undefined, undefined)).toBe(KLEUR_ONBEKEND);
    expect(kleurVoorGewas(265, 'blijvendGrasland')).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('legendaRegels', () => {
  it('één regel per gewas met aantal en totale oppervlakte, grootste eerst', () => {
    const namen: Record<number, string> = { 265: 'Grasland, blijvend', 259: 'Maïs, snij-' };
    const regels = legendaRegels(
      [
        { gewascode: 259, grondgebruik: 'mais', oppervlakteHa: 4.1 },
        { gewascode: 265, grondgebruik: 'blijvendGrasland', oppervlakteHa: 3.3 },
        { gewascode: 265, grondgebruik: 'blijvendGrasland', oppervlakteHa: 2.2 },
        { gewascode: 4242, grondgebruik: 'akkerbouw', oppervlakteHa: 0.5 },
      ],
      (c) => namen[c],
    );
    expect(regels.map((r) => [r.naam, r.aantal, r.ha])).toEqual([
      ['Grasland, blijvend', 2, 5.5],
      ['Maïs, snij-', 1, 4.1],
      ['Gewascode 4242', 1, 0.5],
    ]);
    expect(regels[0].kleur).toBe(kleurVoorGewas(265, 'blijvendGrasland'));
  });
});

describe('nieuwPerceelId', () => {
  it('past in het id-formaat en herhaalt geen bestaand id', () => {
    const id = nieuwPerceelId(new Set());
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,40}$/);
    const vast = () => 0.5;
    const nu = () => 1_700_000_000_000;
    const eerste = nieuwPerceelId(new Set(), vast, nu);
    let n = 0;
    const wisselend = () => (n++ === 0 ? 0.5 : 0.25);
    expect(nieuwPerceelId(new Set([eerste]), wisselend, nu)).not.toBe(eerste);
  });
});
