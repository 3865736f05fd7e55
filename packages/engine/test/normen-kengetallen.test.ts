/**
 * Hand-worked cases for the usage norms, the phosphate class and the key figures (docs/rekenregels.md),
 * on the "klein bedrijf" of helpers.ts (2024, 10 ha grassland on sand, summer stall feeding).
 */
import { describe, expect, it } from 'vitest';
import { bereken, parameters2024 as p } from '../src';
import { fosfaatklasse } from '../src/balans/fosfaatklasse';
import { herkenAkkerbouwGewas } from '../src/balans/akkerbouwgewas';
import { invoer, percelen } from './helpers';

const r = bereken(invoer());
const d = r.dumpfile;

describe('fosfaatklasse (RVO tabel 1/2, 2021–2026)', () => {
  it('grasland en bouwland lezen hun eigen rooster; P-AL wordt afgerond, P-CaCl2 op één decimaal', () => {
    expect(fosfaatklasse(40, 1.0, true)).toBe('neutraal'); // rij 0,8–1,4, kolom 31–45
    expect(fosfaatklasse(40, 1.0, false)).toBe('arm');
    expect(fosfaatklasse(20.6, 0.75, true)).toBe('laag'); // 21 en 0,8 → rij 0,8–1,4, kolom 21–30
    expect(fosfaatklasse(56, 3.5, true)).toBe('hoog');
    expect(fosfaatklasse(10, 3.5, false)).toBe('laag');
  });
});

describe('gebruiksnormen', () => {
  it('gewasherkenning: hoofdletters, spaties, koppeltekens en accenten tellen niet; de naam moet het gewaswoord bevatten', () => {
    expect(herkenAkkerbouwGewas('Zomer-gerst')).toBe('zomergerst');
    expect(herkenAkkerbouwGewas('SUIKERBIETEN')).toBe('suikerbiet');
    expect(herkenAkkerbouwGewas('Lucerne')).toBe('luzerne');
    expect(herkenAkkerbouwGewas('Fabrieksaardappelen')).toBe('zetmeelaardappel');
    expect(herkenAkkerbouwGewas('Aardappelen')).toBeNull(); // consumptie of zetmeel? niet te kiezen
    expect(herkenAkkerbouwGewas('Tarwe')).toBeNull(); // winter- of zomertarwe? niet te kiezen
  });
  it('akkerbouw: N-norm per gewas (RVO Tabel 2) uit de BRP-gewascode van het perceel, anders de naam; onbekend of dubbelzinnig = geen norm', () => {
    const akker = (gewascode: number, oppervlakteHa: number, grondsoort = 'zand', naam?: string) => ({ oppervlakteHa, gewascode, grondgebruik: 'akkerbouw', grondsoort, naam });
    const r2 = bereken(
      invoer({ percelen: percelen({ oppervlakteHa: 10 }, akker(233, 5, 'klei'), akker(2014, 4), akker(2017, 2, 'veen'), akker(999, 3, 'zand', 'Tarwe'), akker(998, 1, 'klei', 'Luzerne')) }),
    );
    // helpers: 10 ha grasland maaien zand zuid (regio zuid-oost) = 3 200
    // 233 wintertarwe klei 5 × 245 = 1 225; 2014 consumptieaardappel zand zuid 4 × 188 = 752; 2017 zetmeelaardappel veen 2 × 230 = 460;
    // code 999 "Tarwe": dubbelzinnig, 0; code 998 "Luzerne": herkend aan de naam, klei 1 × de tabelwaarde voor luzerne
    const luzerneKlei = p.stikstofnormAkkerbouw.waarden['luzerne.klei'];
    expect(r2.dumpfile.gebrnorm1).toBe(3_200 + 1_225 + 752 + 460 + luzerneKlei);
    expect(r2.gebruiksnormen.akkerbouwGewassen.map((x) => [x.gewas, x.stikstofNormKgPerHa])).toEqual([
      ['wintertarwe', 245], ['consumptieaardappel', 188], ['zetmeelaardappel', 230], [null, 0], ['luzerne', luzerneKlei],
    ]);
    expect(herkenAkkerbouwGewas('Consumptie-aardappelen')).toBe('consumptieaardappel');
    // noord-west: zand noord/west/centraal 235 voor consumptieaardappel
    const r3 = bereken(invoer({ bedrijfsgegevens: { regio: 'noord-west' }, percelen: percelen({ oppervlakteHa: 10 }, akker(2014, 4)) }));
    expect(r3.gebruiksnormen.akkerbouwGewassen[0].stikstofNormKgPerHa).toBe(235);
  });
  it('zonder beweiding en zonder analyse: grasland maaien zand-zuid 320, fosfaat "hoog" 75, dierlijke mest 170', () => {
    expect(d.gebrnorm1).toBe(10 * 320); // regio zuid-oost → zand zuid; maaien omdat er geen weidedagen zijn
    expect(d.gebrnorm2).toBe(10 * 75);
    expect(r.gebruiksnormen.dierlijkeMestNormKg).toBe(10 * 170);
    expect(r.gebruiksnormen.klassen).toEqual([{ pad: 'percelen.percelen.0', klasse: 'hoog', bron: 'standaard' }]);
    expect(r.gebruikteStandaarden.filter((s) => s.pad === 'bodem.analyses')).toHaveLength(1); // één melding op het ontbrekende veld
    // werkzame N = kunstmest 810 × 1,0 + dierlijke mest (aanwending, geen weide) × 0,60 (zonder beweiden)
    expect(r.gebruiksnormen.werkzameNKg).toBeCloseTo(810 + r.bea.mest.aanwendingNKg * 0.6, 9);
    expect(d.fosfaatnorm_hageneriek).toBe(75);
  });
  it('een analyse per perceel geeft de klasse; met beweiden en derogatie veranderen de normen', () => {
    const r2 = bereken(
      invoer({
        bedrijfsgegevens: { derogatie: true, regio: 'noord-west' },
        beweiding: { melkkoeien: { dagenBeperkt: 100, urenPerDagBeperkt: 8 } },
        percelen: percelen({ naam: 'Huiskavel', oppervlakteHa: 10, fosfaatklasse: 'laag' }),
        bodem: { analyses: [{ perceelId: 'p1', pAlMgP2o5Per100g: 40, pCaCl2MgPPerKg: 1.0 }] },
      }),
    );
    expect(r2.dumpfile.gebrnorm2).toBe(10 * 95); // neutraal grasland: de analyse gaat voor de geregistreerde klasse 'laag'
    expect(r2.gebruiksnormen.klassen[0]).toMatchObject({ klasse: 'neutraal', bron: 'analyse' });
    expect(r2.dumpfile.gebrnorm1).toBe(10 * 250); // met beweiden, zand noord/west/centraal
    expect(r2.gebruiksnormen.dierlijkeMestNormKg).toBe(10 * 220); // derogatie 2024 buiten zuid-oost
    expect(r2.gebruiksnormen.werkingscoefficientDierlijkeMest).toBe(0.45);
  });
  it('zonder analyse geldt de fosfaattoestand van het perceel; natuur heeft geen norm; maïs de maïsnorm', () => {
    const r2 = bereken(
      invoer({
        percelen: percelen(
          { oppervlakteHa: 10, fosfaatklasse: 'laag' },
          { oppervlakteHa: 4, gewascode: 259, grondgebruik: 'mais', fosfaatklasse: 'neutraal' },
          { oppervlakteHa: 2, gewascode: 335, grondgebruik: 'natuur' },
        ),
      }),
    );
    expect(r2.gebruiksnormen.klassen).toEqual([
      { pad: 'percelen.percelen.0', klasse: 'laag', bron: 'perceel' },
      { pad: 'percelen.percelen.1', klasse: 'neutraal', bron: 'perceel' },
    ]);
    expect(r2.dumpfile.gebrnorm2).toBe(10 * p.fosfaatnormGrasland.waarden.laag + 4 * p.fosfaatnormBouwland.waarden.neutraal);
    expect(r2.dumpfile.gebrnorm1).toBe(10 * 320 + 4 * p.stikstofnormSnijmais.waarden.zandZuid);
    expect(r2.gebruiksnormen.dierlijkeMestNormKg).toBe(14 * 170);
  });
});

describe('kengetallen', () => {
  it('jongvee per 10 koeien, NH3 per ton melk en uit de stal per GVE', () => {
    const r2 = bereken(invoer({ veestapel: { jongveeJonger1Jaar: { gemiddeldAantal: 4 }, jongveeOuder1Jaar: { gemiddeldAantal: 3 } } }));
    expect(r2.dumpfile.jvper10mk).toBeCloseTo(7, 12); // (4 + 3) / 10 × 10
    const nh3 = r2.kengetallen.nh3PerBron;
    expect(r2.dumpfile.em_nh3_tonmelk).toBeCloseTo((nh3.stal + nh3.beweiding + nh3.mest + nh3.kunstmest) / 80, 9); // per 80 ton melk
    expect(r2.dumpfile.dzh_nh3_stalgve).toBeCloseTo(r2.dumpfile.em_nh3_stal / (10 + 4 * 0.4 + 3 * 0.8), 9);
  });
  it('voerefficiëntie = kg melk / kg DS opgenomen door de koeien (aandeel in de VEM-behoefte)', () => {
    expect(d.voereff_melk).toBeCloseTo(80_000 / r.voer.rantsoen.kgDs, 9); // zonder jongvee eten de koeien alles
    expect(d.voereff_fpcm).toBeCloseTo(80_880 / r.voer.rantsoen.kgDs, 9);
  });
  it('BEP- en BES-jaarwaarden: P2O5-afvoer gewassen per ha; BES = BEP × excr_spec1 / excr_spec2', () => {
    const k = r.kengetallen;
    expect(k.bepJaarKgP2o5PerHa).toBeCloseTo(r.gewasopbrengst.gewasP2o5Kg / 10, 9);
    expect(k.besJaarKgNPerHa).toBeCloseTo((k.bepJaarKgP2o5PerHa * d.excr_spec1) / d.excr_spec2, 9);
  });
  it('EOS-balans (fdm-methode): aanvoer gewas + mest − afbraak bij 5% OS en 10 cm onder grasland', () => {
    const e = r.kengetallen.eos;
    // afbraak = 5 × 10 × 1,3 × 1000 × (0,038228 − 0,008934 × ln 5) × 2^((9,3 − 13)/10) = 65 000 × 0,023849 × 0,7738 ≈ 1 200 kg/ha
    const afbraak = 5 * 10 * 1.3 * 1000 * (0.038228 - 0.008934 * Math.log(5)) * 2 ** ((9.3 - 13) / 10);
    expect(e.afbraakKgPerHa).toBeCloseTo(afbraak, 9);
    // aanvoer = 3 975 (blijvend grasland) + N mestaanwending × 31,4 / 4,0 per 10 ha
    expect(e.aanvoerKgPerHa).toBeCloseTo(3975 + (r.bea.mest.aanwendingNKg * (31.4 / 4.0)) / 10, 9);
    expect(e.balansKgPerHa).toBeCloseTo(e.aanvoerKgPerHa - afbraak, 9);
    // met een analyse van 10% OS: meer afbraak
    const r2 = bereken(invoer({ bodem: { analyses: [{ organischeStofProcent: 10 }] } }));
    expect(r2.kengetallen.eos.afbraakKgPerHa).toBeGreaterThan(afbraak);
  });
  it('veengecorrigeerd bodemoverschot = bodemoverschot − mineralisatie veen per ha', () => {
    const r2 = bereken(invoer({ percelen: percelen({ oppervlakteHa: 10, grondsoort: 'veen' }) }));
    expect(r2.kengetallen.bodemoverschotExclVeenKgNPerHa).toBeCloseTo(r2.dumpfile.verl_bodbal1_ha - 160, 9); // 10 ha × 160 / 10 ha
  });
  it('overschot per gewas: alleen grasland → over_bod_gras1 = verl_bodbal1_ha × ha totaal / ha gras', () => {
    // één gewas: de grasbalans is de hele bodembalans (geen maïs, geen natuur)
    expect(d.over_bod_gras1).toBeCloseTo(r.bodem.stikstof.bodemoverschotViaBodembalansKg / 10, 6);
    expect(d.over_bod_mais1).toBe(0);
  });
});

describe('signaleringen bij de nieuwe invoer', () => {
  it('mestscheiding zonder fracties, BEX onder 5.600 kg FPCM per koe', () => {
    const codes = (x: Parameters<typeof invoer>[0]) => bereken(invoer(x)).signaleringen.map((s) => s.code);
    expect(codes({ organischeMest: { mestscheiding: true } })).toContain('MESTSCHEIDING_ZONDER_FRACTIES');
    expect(codes({ organischeMest: { mestscheiding: true, afvoer: [{ mestcode: 11, hoeveelheid: 100 }] } })).not.toContain('MESTSCHEIDING_ZONDER_FRACTIES');
    // 80 880 kg FPCM / 10 koeien = 8 088 ≥ 5 600; met 20 koeien 4 044 < 5 600
    expect(codes({})).not.toContain('BEX_NIET_TOEPASBAAR');
    expect(codes({ veestapel: { melkkoeien: { gemiddeldAantal: 20 } } })).toContain('BEX_NIET_TOEPASBAAR');
  });
});

