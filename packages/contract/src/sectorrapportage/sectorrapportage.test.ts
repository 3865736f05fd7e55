import { describe, expect, it } from 'vitest';
import { hoofdgrondsoort, intensiteitKlasse, naDeadline } from './klassen';
import { POSTCODE_PROVINCIE_REEKSEN, provincieVanBedrijf, provincieVanPostcode } from './provincies';
import { isOnderdrukt, percentiel, spreiding } from './statistiek';

describe('postcode → provincie', () => {
  it('covers 1000–9999 once, in order, every range marked te verifiëren', () => {
    expect(POSTCODE_PROVINCIE_REEKSEN[0].van).toBe(1000);
    expect(POSTCODE_PROVINCIE_REEKSEN.at(-1)!.tot).toBe(9999);
    POSTCODE_PROVINCIE_REEKSEN.slice(1).forEach((r, i) => expect(r.van).toBe(POSTCODE_PROVINCIE_REEKSEN[i].tot + 1));
    expect(POSTCODE_PROVINCIE_REEKSEN.every((r) => r.teVerifieren)).toBe(true);
  });

  it('finds well-known towns and refuses what is no postcode', () => {
    expect(provincieVanPostcode('8911 AA')).toBe('Fryslân'); // Leeuwarden
    expect(provincieVanPostcode('9711')).toBe('Groningen');
    expect(provincieVanPostcode('9401ab')).toBe('Drenthe'); // Assen
    expect(provincieVanPostcode('8011 AB')).toBe('Overijssel'); // Zwolle
    expect(provincieVanPostcode('8232')).toBe('Flevoland'); // Lelystad
    expect(provincieVanPostcode('6211')).toBe('Limburg'); // Maastricht
    expect(provincieVanPostcode('6511')).toBe('Gelderland'); // Nijmegen
    expect(provincieVanPostcode('4331')).toBe('Zeeland'); // Middelburg
    expect(provincieVanPostcode('5611')).toBe('Noord-Brabant'); // Eindhoven
    expect(provincieVanPostcode('3511')).toBe('Utrecht');
    expect(provincieVanPostcode('2511')).toBe('Zuid-Holland'); // Den Haag
    expect(provincieVanPostcode('1011')).toBe('Noord-Holland');
    for (const x of ['', 'AB12', '0999', null, undefined]) expect(provincieVanPostcode(x)).toBe(null);
  });

  it('prefers the farm’s own province (Friesland = Fryslân)', () => {
    expect(provincieVanBedrijf({ provincie: 'friesland', postcode: '5611' })).toBe('Fryslân');
    expect(provincieVanBedrijf({ provincie: 'Atlantis', postcode: '5611' })).toBe('Noord-Brabant');
  });
});

describe('percentiles and the rule of ten', () => {
  it('interpolates linearly between ranks (type 7)', () => {
    const x = [0, 1, 4, 9, 16, 25, 36, 49, 64, 81];
    expect(percentiel(x, 0.1)).toBeCloseTo(0.9, 12);
    expect(percentiel(x, 0.5)).toBeCloseTo(20.5, 12);
    expect(percentiel(x, 0.9)).toBeCloseTo(65.7, 12);
    expect(percentiel([7], 0.9)).toBe(7);
    expect(percentiel([], 0.5)).toBe(null);
  });

  it('gives no spread under 10 values and sorts what it gets', () => {
    expect(spreiding([9, 8, 7, 6, 5, 4, 3, 2, 1])).toBe(null);
    expect(spreiding([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, null, Number.NaN])).toEqual({ p10: 1.9, p50: 5.5, p90: 9.1 });
    expect([0, 1, 9, 10].map(isOnderdrukt)).toEqual([false, true, true, false]);
  });
});

describe('groups', () => {
  it('counts a submission on 15 May Dutch time as on time, one minute into 16 May as late', () => {
    expect(naDeadline('2025-05-15T21:59:00Z', '2025-05-15')).toBe(false);
    expect(naDeadline('2025-05-15T22:01:00Z', '2025-05-15')).toBe(true);
  });

  it('names the main soil type and the intensity class', () => {
    expect(hoofdgrondsoort({ zand: 10, klei: 12 })).toBe('Klei');
    expect(hoofdgrondsoort({ loss: 3 })).toBe('Löss');
    expect(hoofdgrondsoort(null)).toBe('Onbekend');
    expect(intensiteitKlasse(599_999, 50)).toBe('Tot 12.000 kg melk/ha');
    expect(intensiteitKlasse(600_000, 50)).toBe('12.000 tot 18.000 kg melk/ha');
    expect(intensiteitKlasse(1_200_000, 50)).toBe('24.000 kg melk/ha en meer');
    expect(intensiteitKlasse(1, 0)).toBe('Onbekend');
  });
});
