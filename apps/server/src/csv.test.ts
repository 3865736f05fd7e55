import { describe, expect, it } from 'vitest';
import { csvCel, csvTekst } from './csv';

describe('csvCel', () => {
  it('neutraliseert een tekstcel die met = + - @, tab of CR begint (enkel aanhalingsteken, tussen dubbele)', () => {
    expect(csvCel('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    for (const begin of ['+', '-', '@', '\t', '\r']) expect(csvCel(`${begin}SUM(A1)`)).toBe(`"'${begin}SUM(A1)"`);
    expect(csvCel('-tekst')).toBe(`"'-tekst"`);
    expect(csvCel('- 12')).toBe(`"'- 12"`);
  });

  it('laat een getal een getal: -12,5, -3 en 0,25 blijven zoals ze zijn', () => {
    for (const g of ['-12,5', '-3', '0,25', '1234', '-0.5']) expect(csvCel(g)).toBe(g);
  });

  it('quoot per RFC 4180 bij ; " en regeleinden; gewone tekst blijft kaal', () => {
    expect(csvCel('a;b')).toBe('"a;b"');
    expect(csvCel('zei "ja"')).toBe('"zei ""ja"""');
    expect(csvCel('regel\nregel')).toBe('"regel\nregel"');
    expect(csvCel('Melkveebedrijf De Vries')).toBe('Melkveebedrijf De Vries');
    expect(csvCel('')).toBe('');
  });

  it('csvTekst: BOM, puntkomma, CRLF na elke regel, lege rij als lege regel', () => {
    expect(csvTekst([['a', '=1'], [], ['-2,5']])).toBe(`\uFEFFa;"'=1"\r\n\r\n-2,5\r\n`);
  });
});
