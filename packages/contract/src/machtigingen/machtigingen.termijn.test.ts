import { describe, expect, it } from 'vitest';
import { actueleStatus, geldigeDatum, termijnFout, uitersteEinddatum, vandaagIso } from './machtigingen.termijn';

describe('termijn van een machtiging', () => {
  it('hoogstens 5 jaar; 29 februari + 5 jaar is 28 februari (zoals de databasecontrole)', () => {
    expect(uitersteEinddatum('2024-02-29')).toBe('2029-02-28');
    expect(uitersteEinddatum('2025-06-15')).toBe('2030-06-15');
    expect(termijnFout('2025-06-15', '2030-06-15')).toBeNull();
    expect(termijnFout('2025-06-15', '2030-06-16')).toMatch(/hoogstens 5 jaar.*15-06-2030/);
    expect(termijnFout('2025-06-15', '2025-06-14')).toBe('De einddatum ligt voor de ingangsdatum.');
    expect(termijnFout('2025-06-15', '2025-06-15')).toBeNull();
  });

  it('alleen echte datums', () => {
    expect(geldigeDatum('2024-02-29')).toBe(true);
    expect(geldigeDatum('2025-02-29')).toBe(false);
    expect(geldigeDatum('2025-13-01')).toBe(false);
    expect(geldigeDatum('25-01-2025')).toBe(false);
    expect(geldigeDatum('1999-01-01')).toBe(false);
  });

  it('een actieve machtiging na haar einddatum is verlopen; vandaag in Nederlandse tijd', () => {
    expect(actueleStatus('actief', '2025-01-01', '2025-01-02')).toBe('verlopen');
    expect(actueleStatus('actief', '2025-01-02', '2025-01-02')).toBe('actief');
    expect(actueleStatus('ingetrokken', '2025-01-01', '2025-01-02')).toBe('ingetrokken');
    expect(vandaagIso(new Date('2025-03-31T22:30:00Z'))).toBe('2025-04-01');
  });
});
