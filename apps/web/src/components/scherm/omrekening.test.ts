import { describe, expect, it } from 'vitest';
import { kolomTotaal, omrekenFactor, verbruikVanRij } from './scherm-logica';

// the fertiliser table of the register: a row in bags counts its bag weight
const categorie = { omrekening: { kolom: 'eenheid', waarde: 'zak', factor: 'kgPerZak', naar: 'kg' } };
const voorraad = { begin: 'beginvoorraadKg', aanvoer: 'aanvoerKg', eind: 'eindvoorraadKg' };

describe('amounts in the farmer unit: bags to kg', () => {
  it('a row in bags counts its bag weight, a row in kg counts 1, bags without a weight none', () => {
    expect(omrekenFactor({ eenheid: 'zak', kgPerZak: 50 }, categorie)).toBe(50);
    expect(omrekenFactor({ eenheid: 'kg', kgPerZak: 50 }, categorie)).toBe(1);
    expect(omrekenFactor({ aanvoerKg: 3 }, categorie)).toBe(1);
    expect(omrekenFactor({ eenheid: 'zak' }, categorie)).toBeNull();
    expect(omrekenFactor({ eenheid: 'zak', kgPerZak: 50 }, {})).toBe(1);
  });

  it('the use and the totals are in kg, the typed bags stay as typed', () => {
    const zakken = { eenheid: 'zak', kgPerZak: 600, beginvoorraadKg: 1, aanvoerKg: 4, eindvoorraadKg: 2 };
    const kg = { eenheid: 'kg', aanvoerKg: 500 };
    expect(verbruikVanRij(zakken, voorraad) * omrekenFactor(zakken, categorie)!).toBe(1_800);
    expect(kolomTotaal([zakken, kg], 'aanvoerKg', (r) => omrekenFactor(r, categorie))).toBe(2_900);
    expect(zakken.aanvoerKg).toBe(4);
  });
});
