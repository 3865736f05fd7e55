/**
 * Reference set of farm types (docs/rekenregels.md): intensive sand, extensive clay, peat, organic and
 * heavy manure export. Synthetic but realistic farm-years (2024), built from typical Dutch figures;
 * each is held against published figures in referentie.test.ts (sources and tolerances there).
 */
import { bedrijfsjaarInvoerSchema, type BedrijfsjaarInvoer } from '../../src';

const brok = (kg: number) => ({ naam: 'Standaardbrok', beginvoorraadKg: 5_000, aanvoerKg: kg, eindvoorraadKg: 5_000, dsGPerKg: 890, vemPerKgDs: 1_040, reGPerKgDs: 190, pGPerKgDs: 5.0 });
const kuil = (kgDs: number) => ({ naam: 'Graskuil', soort: 'graskuil', herkomst: 'eigen', beginvoorraadKgDs: 100_000, aanlegKgDs: kgDs, eindvoorraadKgDs: 100_000, vemPerKgDs: 880, reGPerKgDs: 170, pGPerKgDs: 4.0 });
const mais = (kgDs: number, herkomst: 'eigen' | 'aankoop' = 'eigen') => ({ naam: 'Snijmaïs', soort: 'snijmais', herkomst, beginvoorraadKgDs: 50_000, aanlegKgDs: kgDs, eindvoorraadKgDs: 50_000, vemPerKgDs: 960, reGPerKgDs: 72, pGPerKgDs: 2.0 });
const kas = (kg: number) => ({ naam: 'KAS', soort: 'kas', aanvoerKg: kg, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135 });
const melk = (kg: number) => ({ geleverd: { kg, vetProcent: 4.4, eiwitProcent: 3.6, ureumMgPer100ml: 21, fosforMgPer100g: 97 } });
/** One plot per land use, the whole farm on one soil (plots are the one source of land, decision 014). */
const perceel = (id: string, oppervlakteHa: number, grondgebruik: 'blijvendGrasland' | 'mais', grondsoort: 'zand' | 'klei' | 'veen', extra: Record<string, unknown> = {}) => ({
  id,
  oppervlakteHa,
  gewascode: grondgebruik === 'mais' ? 259 : 265,
  grondgebruik,
  grondsoort,
  ...(grondsoort === 'zand' ? { zandklasse: 'zand2' } : {}),
  ...extra,
});
const afvoerKoeien = (n: number) => [{ categorie: '100', aantal: n, gewichtKgPerDier: 640 }, { categorie: '101', aantal: n, gewichtKgPerDier: 45 }];

export const bedrijfstypen = {
  'intensief zand': {
    bedrijfsgegevens: { jaar: 2024 },
    veestapel: { melkkoeien: { gemiddeldAantal: 120 }, jongveeJonger1Jaar: { gemiddeldAantal: 40 }, jongveeOuder1Jaar: { gemiddeldAantal: 40 }, afvoer: afvoerKoeien(40) },
    beweiding: { melkkoeien: { dagenBeperkt: 120, urenPerDagBeperkt: 8 }, jongvee: { weidedagenOuder1Jaar: 100 } },
    melklevering: melk(1_320_000),
    krachtvoer: { producten: [brok(370_000)] },
    ruwvoer: { producten: [kuil(430_000), mais(270_000)] },
    percelen: { percelen: [perceel('gras', 45, 'blijvendGrasland', 'zand'), perceel('mais', 15, 'mais', 'zand')] },
    kunstmest: { producten: [kas(35_000)] },
    organischeMest: { afvoer: [{ mestcode: 14, hoeveelheid: 800 }], verbruik: { techniekGrasland: 'zodenbemester', techniekBouwland: 'zodenbemester' } },
    energie: { elektriciteitKwh: 60_000, dieselLiter: 9_000 },
  },
  'extensief klei': {
    bedrijfsgegevens: { jaar: 2024 },
    veestapel: { melkkoeien: { gemiddeldAantal: 80 }, jongveeJonger1Jaar: { gemiddeldAantal: 25 }, jongveeOuder1Jaar: { gemiddeldAantal: 25 }, afvoer: afvoerKoeien(25) },
    beweiding: { melkkoeien: { dagenOnbeperkt: 180, urenPerDagOnbeperkt: 18 }, jongvee: { weidedagenJonger1Jaar: 120, weidedagenOuder1Jaar: 180 } },
    melklevering: melk(680_000),
    krachtvoer: { producten: [brok(150_000)] },
    ruwvoer: { producten: [kuil(330_000)] },
    percelen: { percelen: [perceel('gras', 70, 'blijvendGrasland', 'klei')] },
    kunstmest: { producten: [kas(22_000)] },
    organischeMest: { verbruik: { techniekGrasland: 'sleepvoet', techniekBouwland: 'sleepvoet' } },
    energie: { elektriciteitKwh: 40_000, dieselLiter: 7_000 },
  },
  veen: {
    bedrijfsgegevens: { jaar: 2024 },
    veestapel: { melkkoeien: { gemiddeldAantal: 90 }, jongveeJonger1Jaar: { gemiddeldAantal: 30 }, jongveeOuder1Jaar: { gemiddeldAantal: 30 }, afvoer: afvoerKoeien(30) },
    beweiding: { melkkoeien: { dagenBeperkt: 150, urenPerDagBeperkt: 10 }, jongvee: { weidedagenOuder1Jaar: 150 } },
    melklevering: melk(810_000),
    krachtvoer: { producten: [brok(200_000)] },
    ruwvoer: { producten: [kuil(380_000)] },
    percelen: { percelen: [perceel('gras', 60, 'blijvendGrasland', 'veen')] },
    kunstmest: { producten: [kas(12_000)] },
    organischeMest: { verbruik: { techniekGrasland: 'sleepvoet', techniekBouwland: 'sleepvoet' } },
    energie: { elektriciteitKwh: 45_000, dieselLiter: 6_000 },
  },
  biologisch: {
    bedrijfsgegevens: { jaar: 2024, biologisch: true },
    veestapel: { melkkoeien: { gemiddeldAantal: 70 }, jongveeJonger1Jaar: { gemiddeldAantal: 25 }, jongveeOuder1Jaar: { gemiddeldAantal: 25 }, afvoer: afvoerKoeien(20) },
    beweiding: { melkkoeien: { dagenOnbeperkt: 200, urenPerDagOnbeperkt: 18 }, jongvee: { weidedagenJonger1Jaar: 150, weidedagenOuder1Jaar: 200 } },
    melklevering: melk(490_000),
    krachtvoer: { producten: [brok(70_000)] },
    ruwvoer: { producten: [kuil(260_000), mais(40_000)] },
    percelen: { percelen: [perceel('gras', 60, 'blijvendGrasland', 'zand', { klaverAandeelProcent: 25 }), perceel('mais', 4, 'mais', 'zand')] },
    organischeMest: { verbruik: { techniekGrasland: 'sleepvoet', techniekBouwland: 'sleepvoet' } },
    energie: { elektriciteitKwh: 35_000, dieselLiter: 5_000 },
  },
  mestafvoer: {
    bedrijfsgegevens: { jaar: 2024 },
    veestapel: { melkkoeien: { gemiddeldAantal: 150 }, jongveeJonger1Jaar: { gemiddeldAantal: 50 }, jongveeOuder1Jaar: { gemiddeldAantal: 50 }, afvoer: afvoerKoeien(50) },
    beweiding: { melkkoeien: { dagenZomerstalvoedering: 0 } },
    melklevering: melk(1_650_000),
    krachtvoer: { producten: [brok(480_000)] },
    ruwvoer: { producten: [kuil(420_000), mais(200_000), { ...mais(350_000, 'aankoop'), naam: 'Aangekochte maïs' }] },
    percelen: { percelen: [perceel('gras', 40, 'blijvendGrasland', 'zand'), perceel('mais', 12, 'mais', 'zand')] },
    kunstmest: { producten: [kas(25_000)] },
    organischeMest: { afvoer: [{ mestcode: 14, hoeveelheid: 2_500 }], verbruik: { techniekGrasland: 'zodenbemester', techniekBouwland: 'zodenbemester' } },
    energie: { elektriciteitKwh: 90_000, dieselLiter: 10_000 },
  },
} as const;

export type Bedrijfstype = keyof typeof bedrijfstypen;

export const referentieInvoer = (t: Bedrijfstype): BedrijfsjaarInvoer => bedrijfsjaarInvoerSchema.parse(bedrijfstypen[t]);
