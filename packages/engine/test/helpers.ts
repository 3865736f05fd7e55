/** Test helpers: a small hand-calculable farm and a deep merge for variants. */
import { bedrijfsjaarInvoerSchema, type BedrijfsjaarInvoer } from '../src';

type Ruw = Record<string, unknown>;

export function diepSamenvoegen(basis: Ruw, wijziging: Ruw): Ruw {
  const uit: Ruw = { ...basis };
  for (const [k, v] of Object.entries(wijziging)) {
    const b = uit[k];
    uit[k] = v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b) ? diepSamenvoegen(b as Ruw, v as Ruw) : v;
  }
  return uit;
}

/** A plot for test farms: permanent grassland on sand unless told otherwise. */
export function perceel(p: Ruw & { oppervlakteHa: number }, i = 0): Ruw {
  return { id: `p${i + 1}`, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand', ...p };
}

/** Plots of a test farm: the ids follow the order. */
export const percelen = (...lijst: (Ruw & { oppervlakteHa: number })[]): Ruw => ({ percelen: lijst.map((p, i) => perceel(p, i)) });

/**
 * "Klein bedrijf": 10 cows of 600 kg, 80,000 kg milk (4,0% fat, 3,5% protein, 100 mg P/100 g),
 * 20,000 kg concentrate (900 g DS/kg, 1000 VEM, 200 g RE, 5 g P per kg DS), 30,000 kg DS own grass
 * silage used (900 VEM, 160 g RE, 4 g P), 10 ha permanent grassland on sand, 3,000 kg KAS on
 * grassland, 100 t slurry exported, 2 cows of 600 kg sold, summer stall feeding (no grazing hours).
 */
export const kleinBedrijfRuw: Ruw = {
  bedrijfsgegevens: { jaar: 2024, depositieKgNPerHa: 20 },
  veestapel: {
    melkkoeien: { gemiddeldAantal: 10, lichaamsgewichtKg: 600 },
    jongveeJonger1Jaar: { gemiddeldAantal: 0 },
    jongveeOuder1Jaar: { gemiddeldAantal: 0 },
    afvoer: [{ categorie: '100', aantal: 2, gewichtKgPerDier: 600 }],
  },
  beweiding: { melkkoeien: { dagenZomerstalvoedering: 150 }, versGras: { vemPerKgDs: 1000, reGPerKgDs: 200, pGPerKgDs: 4 } },
  melklevering: { geleverd: { kg: 80_000, vetProcent: 4.0, eiwitProcent: 3.5, ureumMgPer100ml: 20, fosforMgPer100g: 100 } },
  krachtvoer: { producten: [{ naam: 'Brok', beginvoorraadKg: 1000, aanvoerKg: 20_000, eindvoorraadKg: 1000, dsGPerKg: 900, vemPerKgDs: 1000, reGPerKgDs: 200, pGPerKgDs: 5 }] },
  ruwvoer: { producten: [{ naam: 'Graskuil', soort: 'graskuil', herkomst: 'eigen', beginvoorraadKgDs: 0, aanlegKgDs: 40_000, eindvoorraadKgDs: 10_000, vemPerKgDs: 900, reGPerKgDs: 160, pGPerKgDs: 4 }] },
  percelen: { percelen: [perceel({ oppervlakteHa: 10 })] },
  kunstmest: {
    producten: [{ naam: 'KAS', aanvoerKg: 3000, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, verdeling: { graslandProcent: 100, snijmaisProcent: 0, akkerbouwProcent: 0 } }],
  },
  organischeMest: { afvoer: [{ mestcode: 14, ton: 100, kgN: 400, kgP2o5: 150 }] },
};

export function invoer(wijziging: Ruw = {}, basis: Ruw = kleinBedrijfRuw): BedrijfsjaarInvoer {
  return bedrijfsjaarInvoerSchema.parse(diepSamenvoegen(basis, wijziging));
}
