import { describe, expect, it } from 'vitest';
import { bestandsnaamUit } from './download-bestand';

describe('the file name of a download', () => {
  it('takes filename* (UTF-8) first, then filename, else the fallback', () => {
    expect(bestandsnaamUit(`attachment; filename="KLW-rapport-2024-De-Vries.pdf"; filename*=UTF-8''KLW-rapport-2024-De-Vri%C3%ABs.pdf`, 'x.pdf')).toBe('KLW-rapport-2024-De-Vriës.pdf');
    expect(bestandsnaamUit('attachment; filename="Kengetallen-2024-De-Vries.csv"', 'x.csv')).toBe('Kengetallen-2024-De-Vries.csv');
    expect(bestandsnaamUit(undefined, 'x.csv')).toBe('x.csv');
    expect(bestandsnaamUit(`attachment; filename*=UTF-8''%E0%A4%A`, 'x.csv')).toBe('x.csv');
  });
});
