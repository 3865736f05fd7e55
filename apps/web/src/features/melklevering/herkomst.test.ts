import { describe, expect, it } from 'vitest';
import type { HerkomstVeld } from '../../components/scherm/koppeling-herkomst';
import { herkomstVanLevering, melkHerkomstZin } from './herkomst';

const levering = (leverDatum: string, afleverTijd: string) => ({ leverDatum, afleverTijd, ubn: '1234567', kg: 9800, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: null });
const data = { maanden: [{ naam: 'januari', totaal: {}, leveringen: [levering('2024-01-04', '06:30:00'), levering('2024-01-07', '06:30'), levering('2024-01-10', '18:00')] }] } as never;
const h = (veld: string, leverancier: string, datum: string): [string, HerkomstVeld] => [
  veld,
  { scherm: 'melklevering', veld, label: '', leverancier, datum, tekst: `uit koppeling: ${leverancier}, ${datum}`, waarde: 9800, toegepast: true },
];

describe('melkleveringen uit de koppeling', () => {
  it('vindt een levering op datum en tijd (seconden doen niet mee) en telt ze per leverancier', () => {
    const herkomsten = new Map([h('melkleveringen[2024-01-04 06:30].kg', 'De Eendracht', '08-02-2024'), h('melkleveringen[2024-01-07 06:30].kg', 'De Eendracht', '10-03-2024')]);
    expect(herkomstVanLevering(herkomsten, levering('2024-01-04', '06:30:00'))?.leverancier).toBe('De Eendracht');
    expect(herkomstVanLevering(herkomsten, levering('2024-01-10', '18:00'))).toBeUndefined();
    expect(melkHerkomstZin(data, herkomsten)).toBe('2 van de 3 leveringen uit koppeling: De Eendracht, laatste 10-03-2024');
  });
  it('geen levering uit een koppeling: geen zin', () => {
    expect(melkHerkomstZin(data, new Map())).toBeNull();
    expect(melkHerkomstZin(data, new Map([h('melkleveringen[2023-12-30 06:30].kg', 'X', '01-01-2024')]))).toBeNull();
  });
});
