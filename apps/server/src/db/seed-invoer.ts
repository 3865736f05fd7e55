/**
 * The demo farms' register screens (decision 010): a realistic sandy-soil dairy farm of ~100
 * cows on ~52 ha. Feed contents are the typical values of KLW-domeinnotities §2.3 ("ASSUMED
 * typical values", te verifiëren met CVB Veevoedertabel); fertilisers from the supplement §7
 * (fdm baat). Deterministic: the same year gives the same documents on every machine.
 */
import type { SchermDocument, SchermSleutel } from '@kw/contract';
import type { Perceel } from '@kw/engine';
import { metDemoVormen } from './demo-perceel-vormen';

export interface DemoBedrijf {
  naam: string;
  koeien: number;
  /** grassland ha (blijvend + tijdelijk); maize is a fifth of it */
  grasHa: number;
  /** kg delivered milk in the year (drives feed amounts) */
  melkKg: number;
  /**
   * m³ slurry exported per cow. Default `MEST_AFVOER_M3_PER_KOE`; a lower figure makes the year break
   * a usage norm (the demo keeps one such year so the warning can be seen).
   */
  mestAfvoerM3PerKoe?: number;
}

/**
 * Slurry exported per cow so the demo farm stays within its usage norms (Meststoffenwet): at ~2 cows
 * per ha on sand in region zuid-oost with derogation (190–230 kg N/ha from animal manure), measured with
 * the engine on these documents: De Vries 2024 (104 cows, 50,4 ha with a norm) used 13.704 kg N from
 * animal manure against 9.576 kg and 5.260 kg P2O5 against 4.337 kg when it exported 6,5 m³ per cow;
 * 17 m³ per cow (≈ 1.770 m³, ~7.300 kg N) brings it to 9.227 kg, and every demo year under all three
 * norms (apps/server/test/plausibiliteit-normen.test.ts checks it; decision 021).
 */
export const MEST_AFVOER_M3_PER_KOE = 17;

const r0 = (x: number) => Math.round(x);
const r2 = (x: number) => Math.round(x * 100) / 100;

/** Ha of the wooded bank (houtwal) every demo farm keeps as nature. */
const NATUUR_HA = 0.6;

/**
 * The plots of a demo farm: a sandy-soil dairy farm as in the BRP, with its RVO crop
 * codes (supplement §1: 265 blijvend grasland, 266 tijdelijk grasland, 259 snijmaïs, 335 natuur).
 * Grassland split 45/30/25 over three plots, maize a fifth of the grassland, a small wooded bank.
 * The wet meadow (Gt III) is zand 1, the high arable field (es) zand 3; the rest zand 2. The
 * registered phosphate state is set where no analysis exists; sector numbers are made up.
 */
export function demoPercelen(b: DemoBedrijf, jaar: number): Perceel[] {
  const maisHa = r2(b.grasHa / 5);
  // in the even years the temporary grassland and the maize swap fields (rotation), as farms do
  const wissel = jaar % 2 === 0;
  return [
    { id: 'huiskavel', nummer: '1', naam: 'Huiskavel', oppervlakteHa: r2(b.grasHa * 0.45), gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand', zandklasse: 'zand2', klaverAandeelProcent: 0 },
    { id: 'veldkamp', nummer: '2', naam: 'Veldkamp', oppervlakteHa: r2(b.grasHa * 0.3), gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand', zandklasse: 'zand1', fosfaatklasse: 'ruim', klaverAandeelProcent: 0 },
    {
      id: 'achter-de-schuur',
      nummer: '3',
      naam: 'Achter de schuur',
      oppervlakteHa: r2(b.grasHa * 0.25),
      gewascode: 266,
      grondgebruik: 'tijdelijkGrasland',
      grondsoort: 'zand',
      zandklasse: wissel ? 'zand2' : 'zand3',
      fosfaatklasse: 'neutraal',
      klaverAandeelProcent: 10,
    },
    { id: 'esakker', nummer: '4', naam: 'Esakker', oppervlakteHa: maisHa, gewascode: 259, grondgebruik: 'mais', grondsoort: 'zand', zandklasse: wissel ? 'zand3' : 'zand2' },
    { id: 'houtwal', nummer: '5', naam: 'Houtwal', oppervlakteHa: NATUUR_HA, gewascode: 335, grondgebruik: 'natuur', grondsoort: 'zand' },
  ];
}

/** The documents of every register screen for one farm-year. */
export function demoSchermen(b: DemoBedrijf, jaar: number): Record<SchermSleutel, SchermDocument> {
  const f = b.melkKg / 1_000_000; // feed scales with the milk
  const maisHa = r2(b.grasHa / 5);
  return {
    bedrijfsgegevens: {
      bedrijfsgegevens: {
        jaar,
        naam: b.naam,
        biologisch: false,
        // Derogation existed up to and including 2025 and ended in 2026 (supplement §8.2; Stcrt. 2024, 41564); the demo
        // farm has > 80% grassland, the condition of the derogation years 2022–2025 (te verifiëren per jaar bij RVO).
        derogatie: jaar <= 2025,
        regio: 'zuid-oost',
      },
    },
    energie: { energie: { elektriciteitKwh: r0(420 * b.koeien), eigenProductieKwh: jaar >= 2020 ? 22_000 : 0, dieselLiter: r0(110 * (b.grasHa + maisHa)), aardgasM3: 0 } },
    veestapel: {
      veestapel: {
        melkkoeien: { gemiddeldAantal: b.koeien, ras: 'holstein-friesian', lichaamsgewichtKg: 650, staltype: 'ligboxenstal' },
        jongveeJonger1Jaar: { gemiddeldAantal: r0(b.koeien * 0.33) },
        jongveeOuder1Jaar: { gemiddeldAantal: r0(b.koeien * 0.35) },
        overigeGraasdieren: [{ soort: 'schaap', gemiddeldAantal: 6 }],
        aanvoer: [{ categorie: '102', aantal: 2, gewichtKgPerDier: 520 }],
        afvoer: [
          { categorie: '100', aantal: r0(b.koeien * 0.28), gewichtKgPerDier: 640 },
          { categorie: '101', aantal: r0(b.koeien * 0.55), gewichtKgPerDier: 50 },
          { categorie: '100', aantal: 3, gewichtKgPerDier: 600 },
        ],
        mestadditiefNh3ReductieProcent: 0,
      },
      beweiding: {
        melkkoeien: { dagenBeperkt: 150, urenPerDagBeperkt: 8, dagenOnbeperkt: 0, urenPerDagOnbeperkt: 20, dagenZomerstalvoedering: 0 },
        jongvee: { weidedagenJonger1Jaar: 0, weidedagenOuder1Jaar: 160 },
        versGras: {},
      },
    },
    intensieveVeehouderij: { intensieveVeehouderij: { categorieen: [] } },
    krachtvoer: {
      krachtvoer: {
        producten: [
          // Standaardbrok: DS 880–890, ~1000 VEM, RE 170–190, P 4,5–5,5 (KLW-domeinnotities §2.3, te verifiëren)
          { naam: 'Standaardbrok', beginvoorraadKg: 6_000, aanvoerKg: r0(235_000 * f), eindvoorraadKg: 7_000, dsGPerKg: 885, vemPerKgDs: 1_040, reGPerKgDs: 180, pGPerKgDs: 5 },
          { naam: 'Eiwitrijke brok', beginvoorraadKg: 0, aanvoerKg: r0(28_000 * f), eindvoorraadKg: 0, dsGPerKg: 885, vemPerKgDs: 1_030, reGPerKgDs: 280, pGPerKgDs: 5.5 },
        ],
      },
    },
    ruwvoer: {
      ruwvoer: {
        producten: [
          // Graskuil: VEM 850–950, RE 160–180, P 3,8–4,2; snijmaïskuil: VEM 950–1000, RE 65–75, P 1,9–2,2 (§2.3, te verifiëren)
          { naam: `Graskuil ${jaar}`, soort: 'graskuil', herkomst: 'eigen', beginvoorraadKgDs: 140_000, aanlegKgDs: r0(b.grasHa * 8_200), eindvoorraadKgDs: 150_000, verkoopKgDs: 0, vemPerKgDs: 880, reGPerKgDs: 168, pGPerKgDs: 4 },
          { naam: `Snijmaïs ${jaar}`, soort: 'snijmais', herkomst: 'eigen', beginvoorraadKgDs: 70_000, aanlegKgDs: r0(maisHa * 17_000), eindvoorraadKgDs: 75_000, verkoopKgDs: 0, vemPerKgDs: 970, reGPerKgDs: 70, pGPerKgDs: 2 },
          { naam: 'Snijmaïs aangekocht', soort: 'snijmais', herkomst: 'aankoop', beginvoorraadKgDs: 0, aanlegKgDs: r0(60_000 * f), eindvoorraadKgDs: 0, verkoopKgDs: 0, vemPerKgDs: 960, reGPerKgDs: 72, pGPerKgDs: 2.1 },
        ],
      },
    },
    melkproducten: {
      melkproducten: { producten: [{ naam: 'Kalvermelkpoeder', beginvoorraadKg: 0, aanvoerKg: r0(b.koeien * 18), eindvoorraadKg: 0, dsGPerKg: 960, vemPerKgDs: 1_500, reGPerKgDs: 230, pGPerKgDs: 7.5 }] },
    },
    // with their outlines on the map (demo-perceel-vormen.ts: geodesic area = oppervlakteHa)
    percelen: { percelen: { percelen: metDemoVormen(demoPercelen(b, jaar), b.naam) } },
    // Grasland and Snijmaïs only show the land of the plots: nothing of their own to save
    grasland: {},
    snijmais: {},
    strooisel: { strooisel: { producten: [{ naam: 'Zaagsel', beginvoorraadKg: 0, aanvoerKg: r0(b.koeien * 100), eindvoorraadKg: 0, nGPerKg: 2, p2o5GPerKg: 0.5 }] } },
    overigeVoeders: {
      overigeVoeders: { producten: [{ naam: 'Bierbostel', beginvoorraadKg: 0, aanvoerKg: r0(70_000 * f), eindvoorraadKg: 0, dsGPerKg: 230, vemPerKgDs: 900, reGPerKgDs: 250, pGPerKgDs: 6 }] },
    },
    akkerbouw: { akkerbouw: { gewassen: [] } },
    bodem: {
      bodem: {
        // Plot ids as the demo plots on Percelen carry them (PERCEEL-INTERFACE.md: `percelen.percelen[].id`).
        analyses: [
          { perceelId: 'huiskavel', datum: `${jaar - 1}-11-15`, laboratorium: 'Eurofins Agro', pAlMgP2o5Per100g: 45, pCaCl2MgPPerKg: 2.4, pwMgP2o5PerL: 38, nTotaalMgNPerKg: 1_800, cnVerhouding: 14.2, nlvKgNPerHa: 105, organischeStofProcent: 4.5, kleiProcent: 3, ph: 5.4 },
          { perceelId: 'esakker', datum: `${jaar - 1}-02-20`, laboratorium: 'Eurofins Agro', pAlMgP2o5Per100g: 52, pCaCl2MgPPerKg: 3.1, pwMgP2o5PerL: 45, cnVerhouding: 16, nlvKgNPerHa: 80, organischeStofProcent: 3.2, kleiProcent: 2, ph: 5.6 },
        ],
        kalk: [{ soort: 'kalksteen', gebruiktOp: 'grasland', kgProduct: r0(b.grasHa * 1_000), datum: `${jaar}-02-15` }],
        compost: [{ soort: 'groen', gebruiktOp: 'mais', ton: r0(maisHa * 10), kgNPerTon: 7.8, kgP2o5PerTon: 4.1 }],
      },
    },
    organischeMest: {
      organischeMest: {
        aanvoer: [],
        // Slurry on the VDM in m³ (1 m³ = 1 ton, RVO); analysis per ton of the sampled load.
        afvoer: [{ mestcode: 14, hoeveelheid: r0(b.koeien * (b.mestAfvoerM3PerKoe ?? MEST_AFVOER_M3_PER_KOE)), eenheid: 'm3', kgNPerTon: 4.1, kgP2o5PerTon: 1.5, datum: `${jaar}-03-20`, tegenpartij: 'Loonbedrijf Van den Berg (intermediair)' }],
        beginvoorraad: [{ mestcode: 14, hoeveelheid: r0(b.koeien * 9), eenheid: 'ton' }],
        eindvoorraad: [{ mestcode: 14, hoeveelheid: r0(b.koeien * 8.5), eenheid: 'ton' }],
        verbruik: {
          techniekGrasland: 'zodenbemester',
          techniekBouwland: 'onderwerken-1-werkgang',
          toedieningen: [
            { gebruiktOp: 'grasland', mestcode: 14, hoeveelheid: r0(b.grasHa * 45), eenheid: 'm3', techniek: 'zodenbemester' },
            { gebruiktOp: 'mais', mestcode: 14, hoeveelheid: r0(maisHa * 40), eenheid: 'm3', techniek: 'onderwerken-1-werkgang' },
          ],
        },
        vergisting: { vergisteMestProcent: 0, coSubstraatAanvoer: [], producten: [] },
        mestscheiding: false,
      },
    },
    mestadditief: {
      mestadditief: { additieven: [{ naam: 'Mestadditief (voorbeeld)', toepassing: 'mest-in-stal', vanaf: `${jaar}-01-01`, totEnMet: `${jaar}-12-31` }] },
    },
    kunstmest: {
      kunstmest: {
        producten: [
          // KAS 27%: 135 g NH4-N + 135 g NO3-N per kg (domain supplement §7, fdm baat); 570 kg/ha = 154 kg N/ha on
          // grassland, within the total-N norm once the manure is exported (measured with the seeded milk: De Vries 2022, the tightest, ~11.130 of 11.441 kg werkzame N)
          { naam: 'KAS 27%', beginvoorraadKg: 0, aanvoerKg: r0(b.grasHa * 570), eindvoorraadKg: 0, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, nUreumGPerKg: 0, p2o5GPerKg: 0, k2oGPerKg: 0, verdeling: { graslandProcent: 100, snijmaisProcent: 0, akkerbouwProcent: 0 } },
          // NP 23-23: 140 g NH4-N, 90 g NO3-N, 230 g P2O5 per kg (supplement §7)
          { naam: 'NP 23-23', beginvoorraadKg: 0, aanvoerKg: r0(maisHa * 100), eindvoorraadKg: 0, nAmmoniumGPerKg: 140, nNitraatGPerKg: 90, nUreumGPerKg: 0, p2o5GPerKg: 230, k2oGPerKg: 0, verdeling: { graslandProcent: 0, snijmaisProcent: 100, akkerbouwProcent: 0 } },
        ],
      },
    },
  };
}

/**
 * Half a farm-year (Jansen 2024): the Bedrijf screens, the herd, the plots, concentrates, roughage
 * and manure saved; milk products, bedding, other feeds, arable and soil analyses not yet. The
 * roughage screen carries a warning: the bought hay's end stock is 2,000 kg DS above begin +
 * purchase (a typing slip). Earlier the whole grass silage had an end stock above begin + harvest:
 * its use became negative, the engine then filled the cows' energy need with ~340 t DS of fresh
 * grass (counted as crop yield) and the N soil surplus fell to about −430 kg N/ha.
 */
export function halfGevuld(b: DemoBedrijf, jaar: number): Record<SchermSleutel, SchermDocument> {
  const alles = demoSchermen(b, jaar);
  const ruwvoer = structuredClone(alles.ruwvoer);
  // Hooi: ~VEM 780, RE 120, P 3,2 (aanname, as in the roughage catalogue; te verifiëren met CVB)
  (ruwvoer.ruwvoer!.producten as unknown[]).push({ naam: 'Hooi (aankoop)', soort: 'hooi', herkomst: 'aankoop', beginvoorraadKgDs: 0, aanlegKgDs: 3_000, eindvoorraadKgDs: 5_000, verkoopKgDs: 0, vemPerKgDs: 780, reGPerKgDs: 120, pGPerKgDs: 3.2 });
  return {
    bedrijfsgegevens: alles.bedrijfsgegevens,
    energie: alles.energie,
    veestapel: alles.veestapel,
    percelen: alles.percelen,
    krachtvoer: alles.krachtvoer,
    ruwvoer,
    organischeMest: alles.organischeMest,
    kunstmest: alles.kunstmest,
  };
}
