/** Per-year parameter tables: complete, sourced, and changing only where intended. */
import { describe, expect, it } from 'vitest';
import { bereken, ondersteundeJaren, parametersVoorJaar, type Constante, type RekenParameters } from '../src';
import { invoer } from './helpers';

const isConstante = (x: unknown): x is Constante => typeof x === 'object' && x !== null && 'waarde' in x && 'bron' in x;
const isTabel = (x: unknown): x is { waarden: Record<string, number>; bron: string } => typeof x === 'object' && x !== null && 'waarden' in x;
const bronGeldig = (bron: string) => /^(Bron:|AANGENOMEN:|AFGELEID)/.test(bron) && (!bron.startsWith('AANGENOMEN') || bron.includes('te verifiëren tegen de officiële tabel'));

describe('parametertabellen', () => {
  it('ondersteunt precies 2018–2026 (werk dit bij samen met de referentiegevallen als er een jaar bijkomt)', () => {
    expect([...ondersteundeJaren]).toEqual([2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
  });

  it('geeft een duidelijke Nederlandse fout voor een jaar zonder tabel', () => {
    expect(() => parametersVoorJaar(2017)).toThrow('Rapportagejaar 2017 wordt niet ondersteund: er zijn alleen rekenregels voor 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026.');
  });

  describe.each(ondersteundeJaren.map((j) => [j]))('%i', (jaar) => {
    const p: RekenParameters = parametersVoorJaar(jaar);
    it('heeft het juiste jaar', () => expect(p.jaar).toBe(jaar));
    it('rekent een bedrijfsjaar door met eindige uitkomsten', () => {
      const r = bereken(invoer({ bedrijfsgegevens: { jaar } }));
      expect(r.jaar).toBe(jaar);
      for (const [naam, w] of Object.entries(r.dumpfile)) expect(Number.isFinite(w), naam).toBe(true);
    });
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

  it('de emissiefactor van elektriciteit verschilt per jaar; jaren zonder bron hergebruiken het dichtstbijzijnde jaar', () => {
    expect(ondersteundeJaren.map((j) => parametersVoorJaar(j).co2Elektriciteit.waarde)).toEqual([0.45, 0.45, 0.45, 0.45, 0.45, 0.42, 0.38, 0.35, 0.35]);
    for (const j of [2018, 2021, 2026]) expect(parametersVoorJaar(j).co2Elektriciteit.bron).toMatch(/hergebruikt.*te verifiëren/);
  });
  it('de mestforfaits zijn alleen voor 2025 een bron; 2018–2019 hebben de waarden van 2015–2017 voor code 10 en 41', () => {
    expect(parametersVoorJaar(2025).mestForfaitNKgPerTon.bron).not.toContain('AANGENOMEN');
    expect(parametersVoorJaar(2022).mestForfaitNKgPerTon.bron).toContain('AANGENOMEN');
    expect([2018, 2019, 2020].map((j) => parametersVoorJaar(j).mestForfaitNKgPerTon.waarden[10])).toEqual([7.7, 7.7, 6.4]);
    expect([2018, 2019, 2020].map((j) => parametersVoorJaar(j).mestForfaitP2o5KgPerTon.waarden[41])).toEqual([0.9, 0.9, 1.6]);
  });
  it('de derogatienorm volgt het jaar: 250/230 tot 2023, 220/190 in 2024, 200/190 in 2025, geen derogatie in 2026', () => {
    expect(ondersteundeJaren.map((j) => parametersVoorJaar(j).gebruiksnormDierlijkeMestN.waarden.derogatie)).toEqual([250, 250, 250, 250, 250, 250, 220, 200, 170]);
    expect(parametersVoorJaar(2024).gebruiksnormDierlijkeMestN.waarden.derogatieBeperkt).toBe(190);
  });
  it('maïsnorm op een derogatiebedrijf alleen in 2025 lager op klei; fosfaatnorm bouwland hoog: 50 t/m 2019, 40 vanaf 2020 (RVO: "vanaf 2020 … bouwland × 40")', () => {
    expect(parametersVoorJaar(2025).stikstofnormSnijmaisDerogatie.waarden.klei).toBe(160);
    expect(parametersVoorJaar(2026).stikstofnormSnijmaisDerogatie.waarden.klei).toBe(185);
    expect(ondersteundeJaren.map((j) => parametersVoorJaar(j).fosfaatnormBouwland.waarden.hoog)).toEqual([50, 50, 40, 40, 40, 40, 40, 40, 40]);
  });
  it('biologische forfaits gelden vanaf 2021; voor 2018–2020 hergebruikt en gemarkeerd', () => {
    expect(parametersVoorJaar(2021).forfaitBiologischKoeN.bron).toMatch(/^Bron: Skal/);
    expect(parametersVoorJaar(2020).forfaitBiologischKoeN.bron).toMatch(/hergebruikt/);
  });
  it('de BEX-wijzigingen staan als gegevens bij het jaar: 2018 heeft alleen die van 2018, 2024 die van 2018, 2021, 2023 en 2024', () => {
    const jaren = (j: number) => [...new Set(parametersVoorJaar(j).bexHandreiking.wijzigingen.map((w) => w.jaar))];
    expect(jaren(2018)).toEqual([2018]);
    expect(jaren(2020)).toEqual([2018]);
    expect(jaren(2022)).toEqual([2018, 2021]);
    expect(jaren(2024)).toEqual([2018, 2021, 2023, 2024]);
    expect(parametersVoorJaar(2019).bexHandreiking.versie).toBe('Handreiking BEX 2019');
  });
});
