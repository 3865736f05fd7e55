import { describe, expect, it } from 'vitest';
import { leesBedrijvenlijst, lijstDetails, lijstMelding } from './bedrijvenlijst';

describe('leesBedrijvenlijst', () => {
  it('one KvK per line or a CSV (first column, ; , or tab, quotes), a header on line 1, empty lines skipped', () => {
    const r = leesBedrijvenlijst('\uFEFFKvK-nummer;naam\r\n"12345678";De Vries\r\n\r\n23456789,Jansen\n34567890\tDemo\n');
    expect(r.fouten).toEqual([]);
    expect(r.regels).toEqual([
      { regel: 2, kvk: '12345678' },
      { regel: 4, kvk: '23456789' },
      { regel: 5, kvk: '34567890' },
    ]);
  });

  it('every bad line with its number: not 8 digits, a duplicate; a header only counts on line 1', () => {
    const r = leesBedrijvenlijst('12345678\nkvk\n1234567\n12345678\n123456789');
    expect(r.fouten.map((f) => f.regel)).toEqual([2, 3, 4, 5]);
    expect(r.fouten[2].melding).toBe('Regel 4: KvK-nummer 12345678 staat ook al op regel 1.');
    expect(lijstMelding(r.fouten)).toBe('De lijst met bedrijven bevat fouten op regel 2, 3, 4, 5. Er is niets opgeslagen.');
    expect(lijstDetails(r.fouten).map((d) => d.field)).toEqual(['bedrijven.2', 'bedrijven.3', 'bedrijven.4', 'bedrijven.5']);
  });
});
