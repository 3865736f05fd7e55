import { describe, expect, it } from 'vitest';
import { apparaatVan } from './apparaat';

describe('apparaatVan', () => {
  it('noemt browser en systeem kort', () => {
    expect(apparaatVan('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome op Linux');
    expect(apparaatVan('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36 Edg/131.0')).toBe('Edge op Windows');
    expect(apparaatVan('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toBe('Safari op iOS');
    expect(apparaatVan('Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0')).toBe('Firefox op macOS');
    expect(apparaatVan('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe('Chrome op Android');
  });
  it('zonder header: null; onbekend: een nette tekst', () => {
    expect(apparaatVan(undefined)).toBeNull();
    expect(apparaatVan('  ')).toBeNull();
    expect(apparaatVan('lightMyRequest')).toBe('Onbekende browser');
  });
});
