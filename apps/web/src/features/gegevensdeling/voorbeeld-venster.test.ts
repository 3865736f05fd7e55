import { describe, expect, it } from 'vitest';
import { toonWaarde } from './voorbeeld-venster';

describe('the participation preview shows values as people read them', () => {
  it('a year is never grouped, a state code shows its Dutch name, a date is DD-MM-YYYY', () => {
    expect(toonWaarde({ waarde: 2024, soort: 'getal', weergave: 'jaar' })).toBe('2024');
    expect(toonWaarde({ waarde: 1, soort: 'getal', weergave: 'status' })).toBe('Open');
    expect(toonWaarde({ waarde: '2025-03-01', soort: 'datum' })).toBe('01-03-2025');
    expect(toonWaarde({ waarde: 12345.5, soort: 'getal' })).toBe('12.345,5');
    expect(toonWaarde({ waarde: null })).toBe('—');
  });
});
