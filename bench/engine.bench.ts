/**
 * Engine benchmark: 20,000 varied synthetic farm-years (deterministic PRNG), each `bereken`
 * timed with performance.now() after a warm-up, plus the whole batch. Input parsing (zod) is
 * done beforehand and not part of the per-farm time. Then the trace (`metAfleiding`) on the
 * first 2,000 of them: time per farm-year and the graph's size as JSON (serialising is not timed).
 * Run directly: `npx tsx bench/engine.bench.ts`.
 */
import { bedrijfsjaarInvoerSchema, bereken, type BedrijfsjaarInvoer } from '@kw/engine';
import { maakPrng } from '@kw/contract';

const AANTAL = 20_000;
const OPWARMEN = 2_000;
const AANTAL_AFLEIDING = 2_000;

const prng = maakPrng;

function synthetischBedrijf(rnd: () => number): BedrijfsjaarInvoer {
  const tussen = (min: number, max: number) => min + (max - min) * rnd();
  const geheel = (min: number, max: number) => Math.round(tussen(min, max));
  const koeien = geheel(30, 250);
  const melk = koeien * geheel(7_000, 11_500);
  const grasHa = geheel(15, 120);
  const maisHa = geheel(0, 35);
  const veen = rnd() < 0.2 ? geheel(20, 100) : 0;
  const krachtvoer = Array.from({ length: geheel(1, 3) }, (_, i) => ({
    naam: `Brok ${i + 1}`,
    beginvoorraadKg: geheel(0, 10_000),
    aanvoerKg: (melk * tussen(0.15, 0.3)) / 2,
    eindvoorraadKg: geheel(0, 10_000),
    dsGPerKg: 890,
    vemPerKgDs: geheel(980, 1100),
    reGPerKgDs: geheel(160, 320),
    pGPerKgDs: tussen(4.5, 6),
  }));
  const ruwvoer = [
    { naam: 'Graskuil', soort: 'graskuil', herkomst: 'eigen', beginvoorraadKgDs: koeien * 1500, aanlegKgDs: grasHa * tussen(7_000, 11_000), eindvoorraadKgDs: koeien * 1500, vemPerKgDs: geheel(820, 940), reGPerKgDs: geheel(140, 190), pGPerKgDs: tussen(3.5, 4.5) },
    ...(maisHa > 0 ? [{ naam: 'Snijmaïs', soort: 'snijmais', herkomst: 'eigen', beginvoorraadKgDs: 0, aanlegKgDs: maisHa * tussen(14_000, 19_000), eindvoorraadKgDs: 0, vemPerKgDs: geheel(930, 1000), reGPerKgDs: geheel(65, 80), pGPerKgDs: tussen(1.8, 2.3) }] : []),
    ...(rnd() < 0.5 ? [{ naam: 'Maïs aankoop', soort: 'snijmais', herkomst: 'aankoop', beginvoorraadKgDs: 0, aanlegKgDs: koeien * tussen(200, 800), eindvoorraadKgDs: 0, vemPerKgDs: 950, reGPerKgDs: 72, pGPerKgDs: 2.1 }] : []),
  ];
  return bedrijfsjaarInvoerSchema.parse({
    bedrijfsgegevens: { jaar: 2018 + geheel(0, 8) },
    veestapel: {
      melkkoeien: { gemiddeldAantal: koeien, staltype: ['ligboxenstal', 'emissiearme-stal', 'grupstal', 'potstal'][geheel(0, 3)] },
      jongveeJonger1Jaar: { gemiddeldAantal: geheel(0, koeien * 0.4) },
      jongveeOuder1Jaar: { gemiddeldAantal: geheel(0, koeien * 0.4) },
      overigeGraasdieren: rnd() < 0.3 ? [{ soort: 'schaap', gemiddeldAantal: geheel(1, 20) }] : [],
      afvoer: [{ categorie: '100', aantal: geheel(0, koeien * 0.35), gewichtKgPerDier: 640 }, { categorie: '101', aantal: geheel(0, koeien * 0.6), gewichtKgPerDier: 45 }],
    },
    beweiding: { melkkoeien: { dagenBeperkt: geheel(0, 180), urenPerDagBeperkt: geheel(0, 12) }, jongvee: { weidedagenOuder1Jaar: geheel(0, 180) } },
    melklevering: { geleverd: { kg: melk, vetProcent: tussen(3.9, 4.7), eiwitProcent: tussen(3.3, 3.8), ureumMgPer100ml: geheel(15, 30) }, gevoerdAanKalverenKg: koeien * 200 },
    krachtvoer: { producten: krachtvoer },
    ruwvoer: { producten: ruwvoer },
    // the grassland on peat by the peat share, the rest and the maize on sand
    percelen: {
      percelen: [
        { id: 'blijvend', oppervlakteHa: grasHa * 0.7 * (1 - veen / 100), gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand', klaverAandeelProcent: geheel(0, 20) },
        { id: 'veen', oppervlakteHa: grasHa * 0.7 * (veen / 100), gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'veen' },
        { id: 'tijdelijk', oppervlakteHa: grasHa * 0.3, gewascode: 266, grondgebruik: 'tijdelijkGrasland', grondsoort: 'zand', zandklasse: (['zand1', 'zand2', 'zand3'] as const)[geheel(0, 2)] },
        ...(maisHa > 0 ? [{ id: 'mais', oppervlakteHa: maisHa, gewascode: 259, grondgebruik: 'mais', grondsoort: 'zand' }] : []),
      ].filter((p) => p.oppervlakteHa > 0),
    },
    kunstmest: { producten: [{ naam: 'KAS', aanvoerKg: grasHa * tussen(200, 600), nAmmoniumGPerKg: 135, nNitraatGPerKg: 135 }] },
    organischeMest: { afvoer: rnd() < 0.6 ? [{ mestcode: 14, ton: koeien * tussen(0, 10) }] : [], beginvoorraad: [{ mestcode: 14, ton: koeien * 8 }], eindvoorraad: [{ mestcode: 14, ton: koeien * tussen(5, 10) }] },
    energie: { elektriciteitKwh: koeien * geheel(300, 600), dieselLiter: grasHa * geheel(60, 150) },
    bodem: { analyses: [{ pAlMgP2o5Per100g: 40 }] },
  });
}

export interface EngineMeting {
  medianMicros: number;
  p99Micros: number;
  totalMs20k: number;
  farms: number;
  /** With the trace graph (`metAfleiding: true`). */
  afleiding: { farms: number; medianMicros: number; p99Micros: number; medianKb: number; maxKb: number };
}

export async function runEngineBench(): Promise<EngineMeting> {
  const rnd = prng(20_240_101);
  const bedrijven = Array.from({ length: AANTAL }, () => synthetischBedrijf(rnd));
  let controle = 0;
  for (let i = 0; i < OPWARMEN; i++) controle += bereken(bedrijven[i % AANTAL]).dumpfile.verl_bodbal1_ha;

  const tijden = new Float64Array(AANTAL);
  for (let i = 0; i < AANTAL; i++) {
    const t0 = performance.now();
    const r = bereken(bedrijven[i]);
    tijden[i] = performance.now() - t0;
    controle += r.dumpfile.verl_bodbal1_ha;
  }
  const t0 = performance.now();
  for (let i = 0; i < AANTAL; i++) controle += bereken(bedrijven[i]).dumpfile.verl_bodbal1_ha;
  const totalMs20k = performance.now() - t0;

  tijden.sort();
  const kwantiel = (rij: Float64Array, q: number) => rij[Math.min(rij.length - 1, Math.floor(q * rij.length))];

  for (let i = 0; i < 200; i++) controle += Object.keys(bereken(bedrijven[i], { metAfleiding: true }).afleidingGraaf!.knopen).length;
  const afleidingTijden = new Float64Array(AANTAL_AFLEIDING);
  const kb = new Float64Array(AANTAL_AFLEIDING);
  for (let i = 0; i < AANTAL_AFLEIDING; i++) {
    const t1 = performance.now();
    const r = bereken(bedrijven[i], { metAfleiding: true });
    afleidingTijden[i] = performance.now() - t1;
    kb[i] = Buffer.byteLength(JSON.stringify(r.afleidingGraaf)) / 1000;
  }
  if (!Number.isFinite(controle)) throw new Error('De benchmark gaf een niet-eindige uitkomst.');
  afleidingTijden.sort();
  kb.sort();
  return {
    medianMicros: round(kwantiel(tijden, 0.5) * 1000),
    p99Micros: round(kwantiel(tijden, 0.99) * 1000),
    totalMs20k: round(totalMs20k),
    farms: AANTAL,
    afleiding: {
      farms: AANTAL_AFLEIDING,
      medianMicros: round(kwantiel(afleidingTijden, 0.5) * 1000),
      p99Micros: round(kwantiel(afleidingTijden, 0.99) * 1000),
      medianKb: round(kwantiel(kb, 0.5)),
      maxKb: round(kb[kb.length - 1]),
    },
  };
}

const round = (x: number) => Math.round(x * 10) / 10;

if (process.argv[1] && /engine\.bench\.ts$/.test(process.argv[1])) {
  const r = await runEngineBench();
  console.log(`engine: ${r.farms} bedrijfsjaren — mediaan ${r.medianMicros} µs, p99 ${r.p99Micros} µs, totaal ${r.totalMs20k} ms`);
  const a = r.afleiding;
  console.log(`met afleiding: ${a.farms} bedrijfsjaren — mediaan ${a.medianMicros} µs, p99 ${a.p99Micros} µs; graaf als JSON mediaan ${a.medianKb} KB, grootste ${a.maxKb} KB`);
}
