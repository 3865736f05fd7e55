import { describe, expect, it } from 'vitest';
import { controleerWaarde, datumNaarIso, isIsoDatum, isoNaarDatum } from './scherm-logica';
import type { VeldDefinitie } from '@kw/contract';

describe('datumvelden: getypt en getoond DD-MM-JJJJ, bewaard JJJJ-MM-DD', () => {
  it('zet een echte datum om en laat andere tekst zoals getypt', () => {
    expect(datumNaarIso('15-11-2023')).toBe('2023-11-15');
    expect(datumNaarIso('1/2/2024')).toBe('2024-02-01');
    expect(datumNaarIso('31-02-2024')).toBe('31-02-2024'); // geen echte datum: blijft staan en wordt gemeld
    expect(datumNaarIso('15-11')).toBe('15-11');
    expect(isoNaarDatum('2023-11-15')).toBe('15-11-2023');
    expect(isIsoDatum('2024-02-29')).toBe(true);
    expect(isIsoDatum('2023-02-29')).toBe(false);
  });
  it('meldt een ongeldige datum in het Nederlands', () => {
    const veld: VeldDefinitie = { sleutel: 'datum', label: 'Datum', soort: 'datum', verplicht: false };
    expect(controleerWaarde(veld, '31-02-2024')).toBe('Datum: gebruik een geldige datum (DD-MM-JJJJ).');
    expect(controleerWaarde(veld, '2024-02-01')).toBeNull();
  });
});
