/** klw-domain-notes.md §3.2: soil analyses per plot, manure per ton in the farmer's unit, use per crop, additives. */
import { describe, expect, it } from 'vitest';
import { bereken, bedrijfsjaarInvoerSchema, fosfaatklasseVoorJaar, mestTonVan } from '../src';
import { invoer } from './helpers';

describe('fosfaatklasse per analyse en jaar', () => {
  it('vanaf 2021 uit P-AL en P-CaCl2 (RVO-tabel), grasland en bouwland verschillen', () => {
    // supplement §3.1: grasland P-CaCl2 0,8–1,4 × P-AL 31–45 = neutraal; bouwland dezelfde cel = arm
    expect(fosfaatklasseVoorJaar(2024, { pAlMgP2o5Per100g: 40, pCaCl2MgPPerKg: 1.0 }, true)).toEqual({ klasse: 'neutraal', indicator: 'P-AL en P-CaCl2' });
    expect(fosfaatklasseVoorJaar(2024, { pAlMgP2o5Per100g: 40, pCaCl2MgPPerKg: 1.0 }, false)).toEqual({ klasse: 'arm', indicator: 'P-AL en P-CaCl2' });
  });
  it('vóór 2021 uit P-AL (grasland) of Pw (bouwland), zie fosfaatklasse-voor-2021.test.ts; vanaf 2021 zonder beide getallen geen klasse', () => {
    expect(fosfaatklasseVoorJaar(2020, { pAlMgP2o5Per100g: 40, pCaCl2MgPPerKg: 1.0 }, true)).toEqual({ klasse: 'neutraal', indicator: 'P-AL' });
    expect(fosfaatklasseVoorJaar(2022, { pAlMgP2o5Per100g: 40 }, true)).toEqual({ klasse: undefined, reden: 'onvolledig', nodig: 'P-AL en P-CaCl2' });
  });
});

describe('organische mest per ton, in de eenheid van het papier', () => {
  it('m³ drijfmest telt als ton (RVO: 1 m³ = 1.000 kg); gehalte per ton × hoeveelheid', () => {
    expect(mestTonVan(120, 'm3')).toBe(120);
    const inTon = bereken(invoer({ organischeMest: { afvoer: [{ mestcode: 14, hoeveelheid: 100, eenheid: 'ton', kgNPerTon: 4, kgP2o5PerTon: 1.5 }] } }));
    const inM3 = bereken(invoer({ organischeMest: { afvoer: [{ mestcode: 14, hoeveelheid: 100, eenheid: 'm3', kgNPerTon: 4, kgP2o5PerTon: 1.5 }] } }));
    expect(inTon.bea.mest.afvoer).toEqual({ ton: 100, nKg: 400, p2o5Kg: 150 });
    expect(inM3.bea.mest.afvoer).toEqual(inTon.bea.mest.afvoer);
  });
  it('leeg gehalte = forfait van de mestcode per ton (rundveedrijfmest 4,0 kg N, 1,5 kg P2O5; KLW-domeinnotities §2.1)', () => {
    const r = bereken(invoer({ organischeMest: { afvoer: [{ mestcode: 14, hoeveelheid: 200 }] } }));
    expect(r.bea.mest.afvoer.nKg).toBeCloseTo(200 * 4.0, 9);
    expect(r.bea.mest.afvoer.p2o5Kg).toBeCloseTo(200 * 1.5, 9);
  });
  it('vaste mest in m³ wordt geweigerd met een Nederlandse melding', () => {
    expect(() => invoer({ organischeMest: { aanvoer: [{ mestcode: 10, hoeveelheid: 5, eenheid: 'm3' }] } })).toThrow(/vaste mest: vul de hoeveelheid in ton in/);
  });
});

describe('verbruik per gewas en mestsoort', () => {
  it('de toedieningen geven het aandeel grasland (N naar forfait) en de emissiefactor per grondgebruik', () => {
    const zonder = bereken(invoer({}));
    const met = bereken(
      invoer({
        organischeMest: {
          verbruik: {
            toedieningen: [
              { gebruiktOp: 'grasland', mestcode: 14, hoeveelheid: 300, eenheid: 'm3', techniek: 'bovengronds-breedwerpig' },
              { gebruiktOp: 'mais', mestcode: 14, hoeveelheid: 100, eenheid: 'm3', techniek: 'diepe-injectie' },
            ],
          },
        },
      }),
    );
    expect(met.bea.mest.aandeelGrasland).toBeCloseTo(0.75, 9); // 300 × 4,0 / (400 × 4,0)
    expect(met.bea.mest.techniekGrasland).toBe('bovengronds-breedwerpig');
    expect(met.bea.mest.techniekBouwland).toBe('diepe-injectie');
    expect(zonder.bea.mest.efGrasland).toBe(0.17); // zodenbemester (NEMA B18.3)
    expect(met.bea.mest.efGrasland).toBe(0.68); // bovengronds breedwerpig
    expect(met.bea.mest.nh3NGraslandKg).toBeCloseTo(met.bea.mest.tanAanwendingKg * 0.75 * met.bea.mest.efGrasland, 9);
  });
});

describe('mestadditief', () => {
  it('wordt vastgelegd en gemarkeerd (info), zonder effect op de berekening', () => {
    const zonder = bereken(invoer({}));
    const met = bereken(invoer({ mestadditief: { additieven: [{ naam: 'Product X', toepassing: 'mest-in-stal', vanaf: '2024-01-01', totEnMet: '2024-12-31' }] } }));
    expect(met.signaleringen.find((s) => s.code === 'MESTADDITIEF_ZONDER_EFFECT')?.ernst).toBe('info');
    expect(met.bea.totaalKgNh3).toBe(zonder.bea.totaalKgNh3);
  });
  it('een einddatum vóór de begindatum wordt geweigerd', () => {
    expect(() => invoer({ mestadditief: { additieven: [{ naam: 'X', toepassing: 'voer', vanaf: '2024-05-01', totEnMet: '2024-04-01' }] } })).toThrow(/einddatum ligt vóór de begindatum/);
  });
});

describe('bodemanalyse per perceel', () => {
  it('een analyse zonder bestaand perceel geeft een waarschuwing op het veld', () => {
    const r = bereken(
      invoer({
        percelen: { percelen: [{ id: 'p1', naam: 'Huiskavel', oppervlakteHa: 10, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' }] },
        bodem: { analyses: [{ perceelId: 'weg', pAlMgP2o5Per100g: 40, pCaCl2MgPPerKg: 1 }] },
      }),
    );
    expect(r.signaleringen.find((s) => s.code === 'ANALYSE_ZONDER_PERCEEL')?.pad).toBe('bodem.analyses.0.perceelId');
  });
});

describe('kunstmest in zakken (de eenheid van het papier)', () => {
  const kas = { naam: 'KAS 27%', nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, soort: 'kas', verdeling: { graslandProcent: 100, snijmaisProcent: 0, akkerbouwProcent: 0 } };
  it('20 zakken van 50 kg rekent als 1.000 kg; begin- en eindvoorraad ook in zakken', () => {
    const inKg = bereken(invoer({ kunstmest: { producten: [{ ...kas, beginvoorraadKg: 100, aanvoerKg: 1000, eindvoorraadKg: 300 }] } }));
    const inZakken = bereken(invoer({ kunstmest: { producten: [{ ...kas, eenheid: 'zak', kgPerZak: 50, beginvoorraadKg: 2, aanvoerKg: 20, eindvoorraadKg: 6 }] } }));
    expect(inZakken.bea.kunstmest).toEqual(inKg.bea.kunstmest);
    // (100 + 1.000 − 300) kg × 270 g N/kg × 0,025 (KAS) = 5,4 kg NH3-N
    expect(inZakken.bea.kunstmest.nh3NGraslandKg).toBeCloseTo(800 * 0.27 * 0.025, 9);
  });
  it('zakken zonder gewicht per zak: een Nederlandse melding op kgPerZak', () => {
    const r = bedrijfsjaarInvoerSchema.shape.kunstmest.safeParse({ producten: [{ ...kas, eenheid: 'zak', aanvoerKg: 20 }] });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]).toMatchObject({ path: ['producten', 0, 'kgPerZak'], message: expect.stringMatching(/^Vul bij zakken het gewicht van één zak in/) });
  });
});
