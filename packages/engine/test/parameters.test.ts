/** Per-year parameter tables: complete, sourced, and changing only where intended. */
import { describe, expect, it } from 'vitest';
import { ondersteundeJaren, parametersVoorJaar, type Constante, type RekenParameters } from '../src';

const isConstante = (x: unknown): x is Constante => typeof x === 'object' && x !== null && 'waarde' in x && 'bron' in x;
const isTabel = (x: unknown): x is { waarden: Record<string, number>; bron: string } => typeof x === 'object' && x !== null && 'waarden' in x;
const bronGeldig = (bron: string) => /^(Bron:|AANGENOMEN:|AFGELEID)/.test(bron) && (!bron.startsWith('AANGENOMEN') || bron.includes('te verifiëren tegen de officiële tabel'));

describe('parametertabellen', () => {
  it('ondersteunt precies 2022–2025 (werk dit bij samen met de referentiegevallen als er een jaar bijkomt)', () => {
    expect([...ondersteundeJaren]).toEqual([2022, 2023, 2024, 2025]);
  });

  it('geeft een duidelijke Nederlandse fout voor een jaar zonder tabel', () => {
    expect(() => parametersVoorJaar(2021)).toThrow('Rapportagejaar 2021 wordt niet ondersteund: er zijn alleen rekenregels voor 2022, 2023, 2024, 2025.');
  });

  describe.each(ondersteundeJaren.map((j) => [j]))('%i', (jaar) => {
    const p: RekenParameters = parametersVoorJaar(jaar);
    it('heeft het juiste jaar', () => expect(p.jaar).toBe(jaar));
    it('elke constante heeft een eindige waarde en een bron (Bron/AANGENOMEN/AFGELEID)', () => {
      for (const [naam, waarde] of Object.entries(p)) {
        if (isConstante(waarde)) {
          expect(Number.isFinite(waarde.waarde), naam).toBe(true);
          expect(bronGeldig(waarde.bron), `${naam}: ${waarde.bron}`).toBe(true);
        } else if (isTabel(waarde)) {
          expect(bronGeldig(waarde.bron), `${naam}: ${waarde.bron}`).toBe(true);
          for (const [sleutel, w] of Object.entries(waarde.waarden)) expect(Number.isFinite(w), `${naam}.${sleutel}`).toBe(true);
        }
      }
    });
    it('emissiefactoren en fracties liggen tussen 0 en 1', () => {
      for (const t of [p.emissiefactorAanwendingGrasland, p.emissiefactorAanwendingBouwland, p.emissiefactorStalFractieTan, p.tanAandeelStaldieren])
        for (const w of Object.values(t.waarden)) expect(w >= 0 && w <= 1).toBe(true);
      for (const c of [p.voerverliesKrachtvoer, p.voerverliesRuwvoer, p.vcre, p.emissiefactorKunstmestUreum, p.mcfDrijfmest]) expect(c.waarde >= 0 && c.waarde <= 1).toBe(true);
    });
    it('GWP CH4 = 28 (AR5) en rundveedrijfmest (code 14) = 4,0 kg N en 1,5 kg P2O5 per ton', () => {
      expect(p.gwpCh4.waarde).toBe(28);
      expect(p.mestForfaitNKgPerTon.waarden[14]).toBe(4.0);
      expect(p.mestForfaitP2o5KgPerTon.waarden[14]).toBe(1.5);
    });
  });

  it('de emissiefactor van elektriciteit verschilt per jaar (2022 0,45 → 2025 0,35)', () => {
    expect(ondersteundeJaren.map((j) => parametersVoorJaar(j).co2Elektriciteit.waarde)).toEqual([0.45, 0.42, 0.38, 0.35]);
  });
  it('de mestforfaits zijn alleen voor 2025 een bron, eerdere jaren zijn aangenomen', () => {
    expect(parametersVoorJaar(2025).mestForfaitNKgPerTon.bron).not.toContain('AANGENOMEN');
    expect(parametersVoorJaar(2022).mestForfaitNKgPerTon.bron).toContain('AANGENOMEN');
  });
  it('behalve versie, elektriciteit en mestbron zijn 2023–2025 gelijk aan 2022', () => {
    const basis = parametersVoorJaar(2022);
    for (const jaar of [2023, 2024, 2025]) {
      const p = parametersVoorJaar(jaar);
      const verschillen = Object.keys(p).filter((k) => JSON.stringify(p[k as keyof RekenParameters]) !== JSON.stringify(basis[k as keyof RekenParameters]));
      const toegestaan = ['jaar', 'versie', 'co2Elektriciteit', 'mestForfaitNKgPerTon', 'mestForfaitP2o5KgPerTon'];
      expect(verschillen.filter((k) => !toegestaan.includes(k))).toEqual([]);
    }
  });
});
