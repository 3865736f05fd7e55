import { describe, expect, it } from 'vitest';
import { BERICHT_STATUSSEN } from '@kw/contract';
import { BERICHT_STATUS_TINT, percentageTekst, waardeTekst } from './koppeling-weergave';
import { opgemaakt } from './ruw-bericht-lade';

describe('weergave van koppelingen', () => {
  it('schrijft waarden met decimale komma en punt voor duizendtallen; leeg is een streepje', () => {
    expect(waardeTekst(12000)).toBe('12.000');
    expect(waardeTekst(4.41)).toBe('4,41');
    expect(waardeTekst(0)).toBe('0');
    expect(waardeTekst(null)).toBe('—');
    expect(waardeTekst('')).toBe('—');
    expect(waardeTekst(Number.NaN)).toBe('—');
    expect(waardeTekst('graskuil')).toBe('graskuil');
  });

  it('toont een foutaandeel als percentage met één decimaal, zonder berichten een streepje', () => {
    expect(percentageTekst(0.125)).toBe('12,5 %');
    expect(percentageTekst(0)).toBe('0,0 %');
    expect(percentageTekst(1)).toBe('100,0 %');
    expect(percentageTekst(null)).toBe('—');
  });

  it('geeft elke berichtstatus een tint', () => {
    for (const s of BERICHT_STATUSSEN) expect(BERICHT_STATUS_TINT[s]).toBeTruthy();
  });

  it('maakt een ruw bericht leesbaar: JSON ingesprongen, CSV zoals het kwam', () => {
    expect(opgemaakt('{"a":1,"b":[2]}')).toBe('{\n  "a": 1,\n  "b": [\n    2\n  ]\n}');
    expect(opgemaakt('datum;product;kg\n2026-01-02;Brok;100')).toBe('datum;product;kg\n2026-01-02;Brok;100');
    expect(opgemaakt({ x: 'y' })).toBe('{\n  "x": "y"\n}');
  });
});
