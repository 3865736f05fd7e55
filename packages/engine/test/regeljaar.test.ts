/** bereken(invoer, { regelJaar }): a year's input under another year's rules (history recompute, decision 015). */
import { describe, expect, it } from 'vitest';
import { bereken, bedrijfsjaarInvoerSchema, OngeldigeInvoer, parametersVoorJaar } from '../src';
import { diepSamenvoegen, kleinBedrijfRuw } from './helpers';

const invoer2018 = bedrijfsjaarInvoerSchema.parse(diepSamenvoegen(kleinBedrijfRuw, { bedrijfsgegevens: { jaar: 2018 } }));
const invoer2024 = bedrijfsjaarInvoerSchema.parse(kleinBedrijfRuw);

describe('regelJaar', () => {
  it('zonder regelJaar: de regels van het eigen jaar', () => {
    expect(bereken(invoer2018).versie).toBe(parametersVoorJaar(2018).versie);
  });

  it('met regelJaar: de regels van dat jaar, het jaar van de invoer blijft', () => {
    const r = bereken(invoer2018, { regelJaar: 2024 });
    expect(r.jaar).toBe(2018);
    expect(r.versie).toBe(parametersVoorJaar(2024).versie);
    // the same input under 2024 rules gives the 2024 figures (only the year label differs)
    expect(r.dashboard).toEqual(bereken(invoer2024).dashboard);
  });

  it('een jaar zonder rekenregels als regelJaar: OngeldigeInvoer', () => {
    expect(() => bereken(invoer2018, { regelJaar: 1999 })).toThrow(OngeldigeInvoer);
  });
});
