import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { melkLeveringRegels, rond } from '@kw/contract';
import { leesGetal, MELDING_GEEN_GETAL, schrijfGetal, type GetalRegel } from './getal-tekst';

const kg: GetalRegel = { label: 'Geleverd aan fabriek', eenheid: 'kg', min: 0, max: 15_000_000, precisie: 0 };
const vet: GetalRegel = { label: 'Vet', eenheid: '%', min: 2, max: 8, precisie: 2 };
const getal = (tekst: string, regel: GetalRegel = kg) => {
  const r = leesGetal(tekst, regel);
  return r.soort === 'getal' ? r.waarde : r.soort;
};

describe('leesGetal: Nederlandse invoer (decision 006)', () => {
  it('punten of spaties tussen groepjes van drie cijfers', () => {
    expect(getal('650.000')).toBe(650_000);
    expect(getal('1.030.567')).toBe(1_030_567);
    expect(getal('12.500')).toBe(12_500);
    expect(getal('650 000')).toBe(650_000);
    expect(getal('1 030 567')).toBe(1_030_567);
    expect(getal('650\u00a0000')).toBe(650_000);
    expect(getal('1.030.567,5')).toBe(1_030_567.5);
    expect(getal('1.234,56')).toBe(1234.56);
  });
  it('decimale komma, gewone getallen, leeg', () => {
    expect(getal('4,40', vet)).toBe(4.4);
    expect(getal(' 12 ')).toBe(12);
    expect(getal(',5', vet)).toBe(0.5);
    expect(getal('5,', vet)).toBe(5);
    expect(getal('-5')).toBe(-5);
    expect(getal('')).toBe('leeg');
    expect(getal('   ')).toBe('leeg');
    expect(getal('0')).toBe(0);
  });
  it('weigert wat dubbelzinnig blijft', () => {
    for (const t of ['1.5', '12.50', '1,234.5', '1.2.3', '65 00', '1.030.56', '1234.567', '0.500', '1.000 000', '1,2,3', '5.5', '1 ,5']) {
      expect(leesGetal(t, kg).soort, t).toBe('onduidelijk');
    }
  });
  it('geen getal: letters, exponent, alleen een minteken', () => {
    for (const t of ['abc', '3e1', '-', '12kg', '+5']) {
      const r = leesGetal(t, kg);
      expect(r).toEqual({ soort: 'onduidelijk', melding: MELDING_GEEN_GETAL });
    }
  });
  it('waar bedragen onder 1000 blijven (vet %) is een punt nooit een duizendtal', () => {
    expect(leesGetal('4.400', vet)).toMatchObject({ soort: 'onduidelijk', melding: expect.stringMatching(/komma/) });
    expect(leesGetal('4 400', vet).soort).toBe('onduidelijk');
    expect(leesGetal('4.40', vet).soort).toBe('onduidelijk');
  });
});

describe('schrijfGetal', () => {
  it('kg met duizendtallen, behalve tijdens bewerken; decimalen met komma', () => {
    expect(schrijfGetal(1_030_567, kg)).toBe('1.030.567');
    expect(schrijfGetal(1_030_567, kg, true)).toBe('1030567');
    expect(schrijfGetal(4.4, vet)).toBe('4,40');
    expect(schrijfGetal(null, vet)).toBe('');
    expect(schrijfGetal(15_000_000, kg)).toBe('15.000.000');
  });
});

describe('rondgang: elke waarde binnen de grenzen komt terug zoals geschreven', () => {
  const regels: GetalRegel[] = [...melkLeveringRegels(2024), { label: 'Saldo', min: -1_000_000, max: 1_000_000, precisie: 2 }, { label: 'Gehalte', min: 0, max: 2000, precisie: 3 }];
  for (const regel of regels) {
    it(`${regel.label} (${regel.min}..${regel.max}, ${regel.precisie} decimalen)`, () => {
      const p = regel.precisie ?? 0;
      const schaal = 10 ** p;
      fc.assert(
        fc.property(fc.integer({ min: Math.ceil((regel.min ?? 0) * schaal), max: Math.floor((regel.max ?? 0) * schaal) }), fc.boolean(), (n, bewerken) => {
          const x = rond(n / schaal, p);
          const gelezen = leesGetal(schrijfGetal(x, regel, bewerken), regel);
          expect(gelezen).toEqual({ soort: 'getal', waarde: x });
        }),
        { numRuns: 500 },
      );
    });
  }
});
