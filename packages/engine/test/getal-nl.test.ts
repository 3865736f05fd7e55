import { describe, expect, it } from 'vitest';
import { getalNl } from '../src/getal-nl';

describe('getalNl', () => {
  it('writes what toLocaleString with at most n decimals writes, with one formatter per number of decimals', () => {
    for (const d of [0, 2, 3]) {
      for (const x of [0, 0.12, 0.4399999, 1234.5, 1234567.891, -12.345678, 100]) {
        expect(getalNl(x, d)).toBe(x.toLocaleString('nl-NL', { maximumFractionDigits: d }));
      }
    }
    expect(getalNl(0.4399999, 3)).toBe('0,44');
    expect(getalNl(1234.5, 2)).toBe('1.234,5');
  });
});
