import { describe, expect, it } from 'vitest';
import { bereken } from '@kw/engine';
import { bodemGewasOverzicht } from './bodem-gewas';
import { mestForfait } from './mest-forfait';
import voorbeeld from '../../engine/examples/zandbedrijf-melkvee.json';
import { bedrijfsjaarInvoerSchema } from '@kw/engine';

describe('mestForfait: what the engine uses for a manure row without analysis', () => {
  it('RVO Tabel 5 per mestcode and year (rundveedrijfmest 4,0 kg N / 1,5 kg P2O5 per ton, KLW-domeinnotities §2.1)', () => {
    expect(mestForfait(2024, 14)).toEqual({ nKgPerTon: 4.0, p2o5KgPerTon: 1.5, bekend: true });
    expect(mestForfait(2024, 199)).toMatchObject({ bekend: false, nKgPerTon: 4.0 });
    expect(mestForfait(2017, 14)).toBeUndefined();
  });
});

describe('bodemGewasOverzicht: read from the engine result, adds up', () => {
  it('splits the applied manure over grassland and arable land by the engine share; crops carry their area', () => {
    const r = bereken(bedrijfsjaarInvoerSchema.parse(voorbeeld));
    const o = bodemGewasOverzicht({ id: 1, jaar: r.jaar }, r);
    const gras = o.rijen.find((x) => x.gewas === 'grasland')!;
    const bouw = o.rijen.find((x) => x.gewas === 'bouwland')!;
    expect(gras.dierlijkeMestNKg! + bouw.dierlijkeMestNKg!).toBeCloseTo(Math.max(0, r.bea.mest.aanwendingNKg), 6);
    expect(gras.oppervlakteHa).toBe(r.oppervlakten.graslandHa);
    expect(gras.kunstmestNKg! + o.rijen.find((x) => x.gewas === 'snijmais')!.kunstmestNKg! + o.rijen.find((x) => x.gewas === 'akkerbouw')!.kunstmestNKg!).toBeCloseTo(r.bea.kunstmest.nGraslandKg + r.bea.kunstmest.nSnijmaisKg + r.bea.kunstmest.nAkkerbouwKg, 6);
    expect(bodemGewasOverzicht({ id: 1, jaar: 2024 }, null)).toMatchObject({ berekend: false, rijen: [] });
  });
});
