/**
 * Plots from a GeoJSON file (decision 014): a FeatureCollection (or one Feature) of Polygon and MultiPolygon
 * features in WGS84 (RFC 7946). Every polygon becomes a plot; a MultiPolygon of several parts becomes one plot per
 * part (the plot schema holds one Polygon). Name, number and crop code are read from the usual property names where
 * present (ours, RVO/BRP-style). Bad input gives Dutch messages, never an exception.
 */
import type { Feature, Geometry, Position } from 'geojson';
import type { PerceelGeometrie } from './kaart-logica';

/** Interface limits of a plot's outline (decision 014, 'Plot interface'; `perceelGeometrieSchema`): rings of 4..5000 positions, 1..50 rings. */
export const MAX_PUNTEN_PER_RING = 5000;
export const MAX_RINGEN = 50;
/** A file of more plots than this is refused: a farm has tens of plots, not thousands. ASSUMED (te verifiëren). */
export const MAX_PERCELEN_PER_BESTAND = 500;

export interface GeimporteerdPerceel {
  naam?: string;
  nummer?: string;
  gewascode?: number;
  geometrie: PerceelGeometrie;
}

export interface ImportUitkomst {
  percelen: GeimporteerdPerceel[];
  fouten: string[];
}

const NAAM_SLEUTELS = ['naam', 'name', 'perceelnaam', 'NAAM', 'Naam', 'PERCEELNAAM', 'Perceelnaam'];
const NUMMER_SLEUTELS = ['nummer', 'perceelnummer', 'sectorId', 'SECTORID', 'sectornummer', 'PERCEELNR', 'perceelnr'];
const GEWAS_SLEUTELS = ['gewascode', 'GEWASCODE', 'gewasCode', 'GWS_GEWASCODE', 'gws_gewascode', 'cat_gewascode'];

function eersteTekst(eigenschappen: Record<string, unknown>, sleutels: string[], max: number): string | undefined {
  for (const s of sleutels) {
    const v = eigenschappen[s];
    if ((typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v))) return String(v).trim().slice(0, max);
  }
  return undefined;
}

function eersteGewascode(eigenschappen: Record<string, unknown>): number | undefined {
  for (const s of GEWAS_SLEUTELS) {
    const v = typeof eigenschappen[s] === 'string' ? Number(eigenschappen[s]) : eigenschappen[s];
    if (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 99_999) return v;
  }
  return undefined;
}

const isPositie = (p: unknown): p is Position =>
  Array.isArray(p) && p.length >= 2 && typeof p[0] === 'number' && typeof p[1] === 'number' && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/** Checks one polygon's rings; closes an open ring; returns the outline or a Dutch message. */
function leesPolygoon(ringen: unknown, waar: string): PerceelGeometrie | string {
  if (!Array.isArray(ringen) || ringen.length === 0) return `${waar}: de polygoon heeft geen ringen.`;
  if (ringen.length > MAX_RINGEN) return `${waar}: de polygoon heeft meer dan ${MAX_RINGEN} ringen.`;
  const uit: [number, number][][] = [];
  for (const ring of ringen) {
    if (!Array.isArray(ring) || !ring.every(isPositie)) return `${waar}: de coördinaten zijn geen lijst van [lengtegraad, breedtegraad].`;
    const punten = ring.map((p) => [p[0], p[1]] as [number, number]);
    if (punten.some(([lon, lat]) => Math.abs(lon) > 180 || Math.abs(lat) > 90)) {
      return `${waar}: de coördinaten liggen buiten lengtegraad/breedtegraad (WGS84). Is het bestand in RD-coördinaten (EPSG:28992)? Alleen WGS84 wordt gelezen.`;
    }
    const [eerste, laatste] = [punten[0], punten[punten.length - 1]];
    if (eerste && (eerste[0] !== laatste[0] || eerste[1] !== laatste[1])) punten.push([eerste[0], eerste[1]]);
    if (punten.length < 4) return `${waar}: een perceelgrens heeft minstens 3 verschillende punten nodig.`;
    if (punten.length > MAX_PUNTEN_PER_RING) return `${waar}: een perceelgrens heeft meer dan ${MAX_PUNTEN_PER_RING.toLocaleString('nl-NL')} punten.`;
    uit.push(punten);
  }
  return { type: 'Polygon', coordinates: uit };
}

function leesFeature(feature: unknown, nr: number, uitkomst: ImportUitkomst): void {
  const waar = `Object ${nr}`;
  if (!feature || typeof feature !== 'object' || (feature as Feature).type !== 'Feature') {
    uitkomst.fouten.push(`${waar}: geen GeoJSON-Feature.`);
    return;
  }
  const f = feature as Feature<Geometry | null>;
  const eigenschappen = (f.properties && typeof f.properties === 'object' ? f.properties : {}) as Record<string, unknown>;
  const naam = eersteTekst(eigenschappen, NAAM_SLEUTELS, 200);
  const basis = { ...(naam ? { naam } : {}), ...optioneel('nummer', eersteTekst(eigenschappen, NUMMER_SLEUTELS, 40)), ...optioneel('gewascode', eersteGewascode(eigenschappen)) };
  const geometrie = f.geometry;
  if (!geometrie) {
    uitkomst.fouten.push(`${waar}${naam ? ` (${naam})` : ''}: heeft geen geometrie.`);
    return;
  }
  const delen = geometrie.type === 'Polygon' ? [geometrie.coordinates] : geometrie.type === 'MultiPolygon' ? geometrie.coordinates : null;
  if (!delen) {
    uitkomst.fouten.push(`${waar}${naam ? ` (${naam})` : ''}: is een ${geometrie.type}; alleen vlakken (Polygon, MultiPolygon) zijn percelen.`);
    return;
  }
  delen.forEach((deel, i) => {
    const uit = leesPolygoon(deel, `${waar}${naam ? ` (${naam})` : ''}`);
    if (typeof uit === 'string') uitkomst.fouten.push(uit);
    else uitkomst.percelen.push({ ...basis, ...(naam && delen.length > 1 ? { naam: `${naam} (deel ${i + 1})`.slice(0, 200) } : {}), geometrie: uit });
  });
}

function optioneel<K extends string, V>(sleutel: K, waarde: V | undefined): Partial<Record<K, V>> {
  return waarde === undefined ? {} : ({ [sleutel]: waarde } as Record<K, V>);
}

/** Reads an already parsed GeoJSON value (from a file or from the shapefile reader). */
export function leesGeoJsonObject(data: unknown): ImportUitkomst {
  const uitkomst: ImportUitkomst = { percelen: [], fouten: [] };
  if (!data || typeof data !== 'object') return { percelen: [], fouten: ['Het bestand is geen GeoJSON: er staat geen object in.'] };
  const soort = (data as { type?: unknown }).type;
  if (soort === 'Feature') leesFeature(data, 1, uitkomst);
  else if (soort === 'FeatureCollection') {
    const features = (data as { features?: unknown }).features;
    if (!Array.isArray(features)) return { percelen: [], fouten: ['De FeatureCollection heeft geen lijst "features".'] };
    if (features.length > MAX_PERCELEN_PER_BESTAND) return { percelen: [], fouten: [`Het bestand heeft ${features.length} objecten; hoogstens ${MAX_PERCELEN_PER_BESTAND} percelen per bestand.`] };
    features.forEach((f, i) => leesFeature(f, i + 1, uitkomst));
  } else if (soort === 'Polygon' || soort === 'MultiPolygon') {
    leesFeature({ type: 'Feature', properties: {}, geometry: data }, 1, uitkomst);
  } else {
    return { percelen: [], fouten: ['Het bestand is geen GeoJSON FeatureCollection van percelen (type ontbreekt of is onbekend).'] };
  }
  if (uitkomst.percelen.length === 0 && uitkomst.fouten.length === 0) uitkomst.fouten.push('Het bestand bevat geen percelen.');
  if (uitkomst.percelen.length > MAX_PERCELEN_PER_BESTAND) return { percelen: [], fouten: [`Het bestand heeft meer dan ${MAX_PERCELEN_PER_BESTAND} vlakken.`] };
  return uitkomst;
}

/** Reads the text of a .geojson/.json file. */
export function leesGeoJsonTekst(tekst: string): ImportUitkomst {
  let data: unknown;
  try {
    data = JSON.parse(tekst);
  } catch {
    return { percelen: [], fouten: ['Het bestand is geen geldige JSON en kan niet als GeoJSON worden gelezen.'] };
  }
  return leesGeoJsonObject(data);
}
