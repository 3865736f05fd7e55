/**
 * Phosphate class and norm up to 2020 (klw-domain-supplement.md §3): P-AL for grassland, Pw for arable land, with the
 * boundaries and norms of the year (parameters/fosfaatklassen.ts, 2018–2020.ts). Hand-worked on the
 * "klein bedrijf" of helpers.ts with its year changed.
 */
import { describe, expect, it } from 'vitest';
import { bereken, fosfaatklasseVoorJaar, parametersVoorJaar } from '../src';
import { invoer, percelen } from './helpers';

describe('fosfaatklasse per analyse vóór 2021', () => {
  it('2020: vijf klassen; grasland op P-AL (arm < 16, laag 16–26, neutraal 27–40, ruim 41–50, hoog > 50)', () => {
    const gras = (pAl: number) => fosfaatklasseVoorJaar(2020, { pAlMgP2o5Per100g: pAl }, true).klasse;
    expect([15, 16, 26, 27, 40, 41, 50, 51].map(gras)).toEqual(['arm', 'laag', 'laag', 'neutraal', 'neutraal', 'ruim', 'ruim', 'hoog']);
    // "in afgeronde getallen" (art. 30 lid 1): 40,4 → 40 neutraal; 40,5 → 41 ruim
    expect(gras(40.4)).toBe('neutraal');
    expect(gras(40.5)).toBe('ruim');
    // P-CaCl2 plays no part before 2021
    expect(fosfaatklasseVoorJaar(2020, { pAlMgP2o5Per100g: 30, pCaCl2MgPPerKg: 5 }, true)).toEqual({ klasse: 'neutraal', indicator: 'P-AL' });
  });
  it('2020: bouwland op Pw (arm < 25, laag 25–35, neutraal 36–45, ruim 46–55, hoog > 55); P-AL telt daar niet', () => {
    const bouw = (pw: number) => fosfaatklasseVoorJaar(2020, { pwMgP2o5PerL: pw, pAlMgP2o5Per100g: 10 }, false).klasse;
    expect([24, 25, 35, 36, 45, 46, 55, 56].map(bouw)).toEqual(['arm', 'laag', 'laag', 'neutraal', 'neutraal', 'ruim', 'ruim', 'hoog']);
  });
  it('2019 en 2018: vier klassen, neutraal tot en met 50 (P-AL) of 55 (Pw); geen "ruim"', () => {
    for (const jaar of [2018, 2019]) {
      expect(fosfaatklasseVoorJaar(jaar, { pAlMgP2o5Per100g: 45 }, true).klasse).toBe('neutraal');
      expect(fosfaatklasseVoorJaar(jaar, { pAlMgP2o5Per100g: 51 }, true).klasse).toBe('hoog');
      expect(fosfaatklasseVoorJaar(jaar, { pwMgP2o5PerL: 50 }, false).klasse).toBe('neutraal');
      expect(fosfaatklasseVoorJaar(jaar, { pwMgP2o5PerL: 56 }, false).klasse).toBe('hoog');
      expect(fosfaatklasseVoorJaar(jaar, { pwMgP2o5PerL: 30 }, false).klasse).toBe('laag');
    }
  });
  it('zonder het getal van de indeling geen klasse, met wat er nodig is', () => {
    expect(fosfaatklasseVoorJaar(2020, { pwMgP2o5PerL: 30 }, true)).toEqual({ klasse: undefined, reden: 'onvolledig', nodig: 'P-AL' });
    expect(fosfaatklasseVoorJaar(2019, { pAlMgP2o5Per100g: 30 }, false)).toEqual({ klasse: undefined, reden: 'onvolledig', nodig: 'Pw' });
    expect(fosfaatklasseVoorJaar(2021, { pAlMgP2o5Per100g: 30 }, true)).toEqual({ klasse: undefined, reden: 'onvolledig', nodig: 'P-AL en P-CaCl2' });
  });
});

describe('fosfaatgebruiksnorm vóór 2021 (hand-berekend)', () => {
  // 10 ha grasland (p1) and 4 ha maize (p2), each with an analysis of that plot.
  const bedrijf = (jaar: number, analyses: Record<string, unknown>[]) =>
    bereken(
      invoer({
        bedrijfsgegevens: { jaar },
        percelen: percelen({ oppervlakteHa: 10 }, { oppervlakteHa: 4, gewascode: 259, grondgebruik: 'mais' }),
        bodem: { analyses },
      }),
    );

  it('2020: grasland P-AL 45 = ruim (90), maïs Pw 30 = laag (80): 10 × 90 + 4 × 80 = 1.220 kg P2O5', () => {
    const r = bedrijf(2020, [
      { perceelId: 'p1', pAlMgP2o5Per100g: 45, pwMgP2o5PerL: 60 },
      { perceelId: 'p2', pAlMgP2o5Per100g: 60, pwMgP2o5PerL: 30 },
    ]);
    expect(r.gebruiksnormen.klassen).toEqual([
      { pad: 'percelen.percelen.0', klasse: 'ruim', bron: 'analyse' },
      { pad: 'percelen.percelen.1', klasse: 'laag', bron: 'analyse' },
    ]);
    expect(r.dumpfile.gebrnorm2).toBe(10 * 90 + 4 * 80);
  });
  it('2019: dezelfde analyses geven neutraal (90) en laag (75): 10 × 90 + 4 × 75 = 1.200 kg P2O5', () => {
    const r = bedrijf(2019, [
      { perceelId: 'p1', pAlMgP2o5Per100g: 45 },
      { perceelId: 'p2', pwMgP2o5PerL: 30 },
    ]);
    expect(r.gebruiksnormen.klassen.map((k) => k.klasse)).toEqual(['neutraal', 'laag']);
    expect(r.dumpfile.gebrnorm2).toBe(10 * 90 + 4 * 75);
  });
  it('2020 zonder analyse: hoog, grasland 75 en bouwland 40 (RVO: vanaf 2020 ha × 75 en ha × 40)', () => {
    const r = bedrijf(2020, []);
    expect(r.dumpfile.gebrnorm2).toBe(10 * 75 + 4 * 40);
  });
  it('2018 zonder analyse: hoog, grasland 80 en bouwland 50 (normen t/m 2019)', () => {
    const r = bedrijf(2018, []);
    expect(r.dumpfile.gebrnorm2).toBe(10 * 80 + 4 * 50);
  });
  it('een analyse zonder het getal van de indeling telt niet: maïs zonder Pw neemt het bedrijfsgemiddelde van de Pw-analyses', () => {
    // p2 has only P-AL (not valid on arable land up to 2020); the mean Pw of the farm's analyses (40, 50 → 45) = neutraal (70).
    const r = bedrijf(2020, [
      { perceelId: 'p1', pAlMgP2o5Per100g: 20, pwMgP2o5PerL: 40 },
      { perceelId: 'p2', pAlMgP2o5Per100g: 20 },
      { pwMgP2o5PerL: 50 },
    ]);
    expect(r.gebruiksnormen.klassen).toEqual([
      { pad: 'percelen.percelen.0', klasse: 'laag', bron: 'analyse' },
      { pad: 'percelen.percelen.1', klasse: 'neutraal', bron: 'bedrijfsgemiddelde' },
    ]);
    expect(r.dumpfile.gebrnorm2).toBe(10 * 105 + 4 * 70);
  });
  it('de jaartabellen: 2020 heeft "ruim", 2019 niet (ruim = neutraal, nooit gebruikt); elke bron is genoemd', () => {
    expect(parametersVoorJaar(2020).fosfaatnormGrasland.waarden).toEqual({ arm: 120, laag: 105, neutraal: 95, ruim: 90, hoog: 75 });
    expect(parametersVoorJaar(2020).fosfaatnormBouwland.waarden).toEqual({ arm: 120, laag: 80, neutraal: 70, ruim: 60, hoog: 40 });
    expect(parametersVoorJaar(2019).fosfaatnormGrasland.waarden).toEqual({ arm: 120, laag: 100, neutraal: 90, ruim: 90, hoog: 80 });
    expect(parametersVoorJaar(2019).fosfaatnormBouwland.waarden).toEqual({ arm: 120, laag: 75, neutraal: 60, ruim: 60, hoog: 50 });
    expect(parametersVoorJaar(2018).fosfaatnormGrasland.bron).toContain('te verifiëren');
    for (const jaar of [2018, 2019, 2020]) expect(parametersVoorJaar(jaar).fosfaatklasseIndeling.methode).toBe('pal-pw');
    expect(parametersVoorJaar(2021).fosfaatklasseIndeling.methode).toBe('pcacl2-pal');
  });
});
