/**
 * A deliberately large farm-year for size and time limits of the trace: 60 plots, 30 feeds,
 * 24 manure batches, 6 fertilisers, 5 other grazing animals. Larger than any farm in the tests
 * or the examples; the trace must stay ≤ 1 MB as JSON for it.
 */
import { bedrijfsjaarInvoerSchema, type BedrijfsjaarInvoer } from '../src';

export function grootBedrijf(): BedrijfsjaarInvoer {
  const grondsoorten = ['zand', 'klei', 'veen', 'loss'] as const;
  const gebruik = ['blijvendGrasland', 'tijdelijkGrasland', 'blijvendGrasland'] as const;
  const reeks = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
  const mest = (n: number, metGehalte: boolean) => reeks(n, (i) => ({ mestcode: [14, 10, 50][i % 3], ton: 100 + i * 10, ...(metGehalte && i % 2 === 0 ? { kgN: 400 + i, kgP2o5: 150 + i } : {}) }));
  return bedrijfsjaarInvoerSchema.parse({
    bedrijfsgegevens: { jaar: 2024 },
    veestapel: {
      melkkoeien: { gemiddeldAantal: 400 },
      jongveeJonger1Jaar: { gemiddeldAantal: 120 },
      jongveeOuder1Jaar: { gemiddeldAantal: 120 },
      overigeGraasdieren: reeks(5, (i) => ({ soort: i % 2 === 0 ? 'schaap' : 'paard', gemiddeldAantal: 5 + i })),
      aanvoer: reeks(4, (i) => ({ categorie: '102', aantal: 5 + i, gewichtKgPerDier: 400 })),
      afvoer: reeks(6, (i) => ({ categorie: i % 2 === 0 ? '100' : '101', aantal: 20 + i, gewichtKgPerDier: i % 2 === 0 ? 650 : 45 })),
    },
    beweiding: { melkkoeien: { dagenBeperkt: 150, urenPerDagBeperkt: 8 }, jongvee: { weidedagenOuder1Jaar: 150 } },
    melklevering: { geleverd: { kg: 4_000_000, vetProcent: 4.3, eiwitProcent: 3.55, ureumMgPer100ml: 21, fosforMgPer100g: 98 }, gevoerdAanKalverenKg: 60_000 },
    krachtvoer: { producten: reeks(10, (i) => ({ naam: `Brok ${i + 1}`, beginvoorraadKg: 1000, aanvoerKg: 100_000 + i * 1000, eindvoorraadKg: 1000, dsGPerKg: 890, vemPerKgDs: 1050, reGPerKgDs: 180 + i * 5, pGPerKgDs: 5 })) },
    ruwvoer: {
      producten: reeks(12, (i) => ({ naam: `Kuil ${i + 1}`, soort: (['graskuil', 'snijmais', 'hooi', 'overig-ruwvoer'] as const)[i % 4], herkomst: i % 3 === 0 ? 'aankoop' : 'eigen', beginvoorraadKgDs: 50_000, aanlegKgDs: 300_000, eindvoorraadKgDs: 50_000, vemPerKgDs: 900, reGPerKgDs: 150, pGPerKgDs: 3.8 })),
    },
    overigeVoeders: { producten: reeks(5, (i) => ({ naam: `Bijproduct ${i + 1}`, aanvoerKg: 50_000, dsGPerKg: 250, vemPerKgDs: 950, reGPerKgDs: 220, pGPerKgDs: 5 })) },
    melkproducten: { producten: reeks(3, (i) => ({ naam: `Kalvermelk ${i + 1}`, aanvoerKg: 2000, dsGPerKg: 960, vemPerKgDs: 1500, reGPerKgDs: 230, pGPerKgDs: 7.5 })) },
    strooisel: { producten: reeks(3, (i) => ({ naam: `Strooisel ${i + 1}`, aanvoerKg: 10_000 })) },
    percelen: {
      percelen: [
        ...reeks(40, (i) => ({ id: `g${i + 1}`, naam: `Perceel ${i + 1}`, oppervlakteHa: 3 + (i % 5), gewascode: i % 3 === 1 ? 266 : 265, grondgebruik: gebruik[i % 3], grondsoort: grondsoorten[i % 4], klaverAandeelProcent: i % 4 === 0 ? 15 : 0 })),
        ...reeks(12, (i) => ({ id: `m${i + 1}`, naam: `Maïs ${i + 1}`, oppervlakteHa: 4, gewascode: 259, grondgebruik: 'mais' as const, grondsoort: grondsoorten[i % 4], ...(i % 2 === 0 ? { zandklasse: 'zand3' as const } : {}) })).map((p) => (p.grondsoort === 'zand' || p.grondsoort === 'loss' ? p : { ...p, zandklasse: undefined })),
        ...reeks(8, (i) => ({ id: `a${i + 1}`, naam: `Akker ${i + 1}`, oppervlakteHa: 3, gewascode: [308, 233, 2014, 256][i % 4], grondgebruik: 'akkerbouw' as const, grondsoort: grondsoorten[i % 4] })),
        { id: 'natuur', naam: 'Natuur', oppervlakteHa: 5, gewascode: 335, grondgebruik: 'natuur' as const, grondsoort: 'zand' as const },
      ],
    },
    akkerbouw: { gewassen: reeks(4, (i) => ({ gewascode: [308, 233, 2014, 256][i], naam: `Gewas ${i + 1}`, afvoerKgN: 600, afvoerKgP2o5: 240, vlinderbloemig: i === 0 })) },
    bodem: { analyses: reeks(20, (i) => ({ perceel: `Perceel ${i + 1}`, pAlMgP2o5Per100g: 40 + i })) },
    organischeMest: { aanvoer: mest(6, true), afvoer: mest(6, true), beginvoorraad: mest(6, false), eindvoorraad: mest(6, false) },
    kunstmest: { producten: reeks(6, (i) => ({ naam: `Kunstmest ${i + 1}`, aanvoerKg: 10_000, nAmmoniumGPerKg: 135, nNitraatGPerKg: 135, nUreumGPerKg: i % 2 === 0 ? 0 : 50, p2o5GPerKg: i % 3 === 0 ? 100 : 0 })) },
    energie: { elektriciteitKwh: 200_000, dieselLiter: 30_000, aardgasM3: 1000 },
  });
}
