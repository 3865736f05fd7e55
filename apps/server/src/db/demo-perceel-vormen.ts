/**
 * Outlines of the demo farms' plots (decision 014): plausible shapes at a real Dutch place, whose geodesic area is
 * the plot's `oppervlakteHa` to 0,01 ha. Computed, not drawn by hand: every plot has a template (a long strip as on
 * the sandy farms of the Achterhoek, 'strokenverkaveling', all strips parallel and slightly skewed), its width is
 * scaled until the polygon's area on the sphere equals the plot's area, and the plots are laid side by side with a
 * ditch between them, north of a farm lane; the maize field and the wooded bank lie south of it.
 * Keyed by plot id (the ids of `demoPercelen` in seed-invoer.ts); a plot without a template keeps no outline.
 * The area formula is the one @turf/area uses (the map's), so the map shows exactly the stored area; the test
 * (demo-perceel-vormen.test.ts) checks it with @turf/area itself.
 */
import type { Perceel } from '@kw/engine';

type Ring = [number, number][];
type Geometrie = NonNullable<Perceel['geometrie']>;

/** Mean earth radius in m, as @turf/area 7 (turf `earthRadius`), for the Chamberlain & Duquette (2007) ring area. */
const AARDSTRAAL_M = 6_371_008.8;
/** m per degree of latitude, only to lay the plots out in metres; the area is then computed on the sphere. */
const M_PER_GRAAD_BREEDTE = 111_320;
const rad = (graden: number) => (graden * Math.PI) / 180;

/** Area in ha of a polygon (outer ring minus holes) on the sphere: Chamberlain & Duquette 2007, as @turf/area. */
export function geodetischeOppervlakteHa(geometrie: Geometrie): number {
  // A closed ring: the last position repeats the first and is skipped (as turf does).
  const ringOppervlakte = (ring: Ring) => {
    const n = ring.length - 1;
    if (n <= 2) return 0;
    let som = 0;
    for (let i = 0; i < n; i++) {
      const laag = ring[i];
      const midden = ring[i + 1 === n ? 0 : i + 1];
      const hoog = ring[i + 2 >= n ? (i + 2) % n : i + 2];
      som += (rad(hoog[0]) - rad(laag[0])) * Math.sin(rad(midden[1]));
    }
    return Math.abs((som * AARDSTRAAL_M * AARDSTRAAL_M) / 2);
  };
  const [buiten, ...gaten] = geometrie.coordinates;
  const m2 = ringOppervlakte(buiten) - gaten.reduce((s, g) => s + ringOppervlakte(g), 0);
  return m2 / 10_000;
}

interface Erf {
  lat: number;
  lon: number;
}

/**
 * The yard of each demo farm: farmland around Lichtenvoorde in the Achterhoek (sandy soil, as the demo plots):
 * De Vries east of the town towards Vragender, the demo farm towards Harreveld, Jansen towards Zieuwent.
 * Places read off the topographic map (BRT), not real farms' yards.
 */
export const DEMO_ERVEN: Record<string, Erf> = {
  'Melkveebedrijf De Vries': { lat: 51.9935, lon: 6.602 },
  'Maatschap Jansen': { lat: 52.012, lon: 6.508 },
};
/** Lichtenvoorde-Harreveld: the yard of any other demo farm (the demo user's own). */
export const STANDAARD_ERF: Erf = { lat: 51.9765, lon: 6.64 };

interface Sjabloon {
  /** north of the lane (0) or south (1) */
  rij: 0 | 1;
  /** length / width of the strip; absent: a fixed width */
  verhouding?: number;
  /** fixed width in m (a wooded bank) */
  breedteM?: number;
  /** rise of the top edge towards the east, as a share of the width (fields are not exact rectangles) */
  kopHelling: number;
  /** land of others between this plot and the one west of it, in m (besides the ditch) */
  tussenruimteM?: number;
}

/** Templates in their west-to-east order per row. Strips of 2–2.6 × their width: typical of the Achterhoek's 'slagen'. */
const SJABLONEN: [string, Sjabloon][] = [
  ['achter-de-schuur', { rij: 0, verhouding: 2.2, kopHelling: 0.06 }],
  ['huiskavel', { rij: 0, verhouding: 2.0, kopHelling: -0.04 }],
  ['veldkamp', { rij: 0, verhouding: 2.6, kopHelling: 0.08 }],
  ['esakker', { rij: 1, verhouding: 1.4, kopHelling: 0.05 }],
  // a wooded bank, 20 m wide, a field's width east of the maize (so the two labels do not overlap)
  ['houtwal', { rij: 1, breedteM: 20, kopHelling: 0, tussenruimteM: 150 }],
];
/** All strips lean the same way (parallel ditches): the top edge lies this share of the length east of the bottom. */
const SCHEEFHEID = 0.08;
/** Ditch between neighbouring plots and the farm lane between the rows, in m. */
const SLOOT_M = 6;
const LAAN_M = 12;
/** The whole layout is turned this many degrees anticlockwise, as the parcels around Lichtenvoorde run. */
const DRAAIING_GRADEN = 12;
/** 7 decimals of a degree ≈ 1 cm: finer than any plot edge, and the area stays within 0,005 ha. */
const DECIMALEN = 7;

/** The strip of width b (m) with its bottom-left corner at (x0, y0) in metres from the yard. */
function strook(s: Sjabloon, b: number, x0: number, rij: number): { hoeken: [number, number][]; eindX: number } {
  const lengte = s.breedteM !== undefined ? b : b * (s.verhouding ?? 1);
  const breedte = s.breedteM !== undefined ? s.breedteM : b;
  const y0 = rij === 0 ? 0 : -LAAN_M - lengte - breedte * Math.abs(s.kopHelling);
  const dx = SCHEEFHEID * lengte;
  return {
    hoeken: [
      [x0, y0],
      [x0 + breedte, y0],
      [x0 + breedte + dx, y0 + lengte + s.kopHelling * breedte],
      [x0 + dx, y0 + lengte],
    ],
    eindX: x0 + breedte,
  };
}

function naarGeometrie(hoeken: [number, number][], erf: Erf): Geometrie {
  const hoek = rad(DRAAIING_GRADEN);
  const mPerGraadLengte = M_PER_GRAAD_BREEDTE * Math.cos(rad(erf.lat));
  const rond = (v: number) => Number(v.toFixed(DECIMALEN));
  const ring: Ring = hoeken.map(([x, y]) => {
    const xd = x * Math.cos(hoek) - y * Math.sin(hoek);
    const yd = x * Math.sin(hoek) + y * Math.cos(hoek);
    return [rond(erf.lon + xd / mPerGraadLengte), rond(erf.lat + yd / M_PER_GRAAD_BREEDTE)];
  });
  // RFC 7946: a closed, anticlockwise outer ring.
  return { type: 'Polygon', coordinates: [[...ring, ring[0]]] };
}

/**
 * The plot's outline: the scale of its template (the width, or the length of a bank) is found by Newton-like steps
 * on area ∝ scale² until the geodesic area rounds to the plot's area.
 */
function vormVoor(s: Sjabloon, doelHa: number, x0: number, erf: Erf): { geometrie: Geometrie; eindX: number } {
  let schaal = s.breedteM !== undefined ? (doelHa * 10_000) / s.breedteM : Math.sqrt((doelHa * 10_000) / (s.verhouding ?? 1));
  let uit = strook(s, schaal, x0, s.rij);
  for (let stap = 0; stap < 8; stap++) {
    uit = strook(s, schaal, x0, s.rij);
    const ha = geodetischeOppervlakteHa(naarGeometrie(uit.hoeken, erf));
    if (Math.abs(ha - doelHa) < 0.0005) break;
    // a bank's area is linear in its length, a strip's quadratic in its width
    schaal *= s.breedteM !== undefined ? doelHa / ha : Math.sqrt(doelHa / ha);
  }
  return { geometrie: naarGeometrie(uit.hoeken, erf), eindX: uit.eindX };
}

/** The demo plots with their outline (`geometrie`) added; the farm name picks the yard. */
export function metDemoVormen(percelen: Perceel[], bedrijfsnaam: string): Perceel[] {
  const erf = DEMO_ERVEN[bedrijfsnaam] ?? STANDAARD_ERF;
  const vormen = new Map<string, Geometrie>();
  // Each row starts at the yard; the lower row starts under the second plot of the upper row, as a lane's far side.
  const x = [0, 0];
  for (const [id, sjabloon] of SJABLONEN) {
    const perceel = percelen.find((p) => p.id === id);
    if (!perceel || perceel.oppervlakteHa <= 0) continue;
    const { geometrie, eindX } = vormVoor(sjabloon, perceel.oppervlakteHa, x[sjabloon.rij] + (sjabloon.tussenruimteM ?? 0), erf);
    vormen.set(id, geometrie);
    x[sjabloon.rij] = eindX + SLOOT_M;
  }
  return percelen.map((p) => (vormen.has(p.id) ? { ...p, geometrie: vormen.get(p.id)! } : p));
}
