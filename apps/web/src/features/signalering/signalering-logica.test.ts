import { describe, expect, it } from 'vitest';
import type { SignaleringRegel } from '@kw/contract';
import { bereikTekst, groepeerPerScherm, nlGetal, telPerErnst, veldLink, waardeTekst } from './signalering-logica';

const s = (o: Partial<SignaleringRegel>): SignaleringRegel => ({
  code: 'X',
  ernst: 'waarschuwing',
  bericht: 'b',
  scherm: 'krachtvoer',
  schermTitel: 'Krachtvoer',
  route: '/voer/krachtvoer/Index/5',
  veldPad: 'krachtvoer.producten.0.vemPerKgDs',
  veldLabel: 'VEM',
  waarde: null,
  eenheid: null,
  verwachtMin: null,
  verwachtMax: null,
  ...o,
});

describe('Signalering: groups, filter, Dutch value and range', () => {
  it('groups per screen in order of appearance, errors first inside a screen; the filter keeps one severity', () => {
    const lijst = [s({ ernst: 'info' }), s({ scherm: 'ruwvoer', schermTitel: 'Ruwvoer', ernst: 'fout' }), s({ ernst: 'fout', code: 'Y' })];
    const groepen = groepeerPerScherm(lijst, 'alle');
    expect(groepen.map((g) => g.titel)).toEqual(['Krachtvoer', 'Ruwvoer']);
    expect(groepen[0].signaleringen.map((x) => x.ernst)).toEqual(['fout', 'info']);
    expect(groepeerPerScherm(lijst, 'fout').flatMap((g) => g.signaleringen).every((x) => x.ernst === 'fout')).toBe(true);
    expect(groepeerPerScherm(lijst, 'waarschuwing')).toEqual([]);
    expect(telPerErnst(lijst)).toEqual({ alle: 3, fout: 2, waarschuwing: 0, info: 1 });
  });

  it('writes values and ranges with a decimal comma and thousands dots', () => {
    expect(nlGetal(20458.4)).toBe('20.458');
    expect(nlGetal(7.456)).toBe('7,46');
    expect(waardeTekst(s({ waarde: 231.5, eenheid: 'g/kg DS' }))).toBe('231,5 g/kg DS');
    expect(waardeTekst(s({}))).toBe('–');
    expect(bereikTekst(s({ verwachtMin: 3, verwachtMax: 7, eenheid: '%' }))).toBe('3–7 %');
    expect(bereikTekst(s({ verwachtMin: 0, eenheid: 'kg DS' }))).toBe('minimaal 0 kg DS');
    expect(bereikTekst(s({ verwachtMax: 366, eenheid: 'dagen' }))).toBe('maximaal 366 dagen');
    expect(bereikTekst(s({}))).toBe('–');
  });

  it('links to the screen with the field path as fragment; no route, no link', () => {
    expect(veldLink(s({}))).toBe('/voer/krachtvoer/Index/5#krachtvoer.producten.0.vemPerKgDs');
    expect(veldLink(s({ route: null }))).toBeNull();
  });
});
