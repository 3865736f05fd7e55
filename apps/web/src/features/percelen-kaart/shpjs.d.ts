/** shpjs 6 ships no types: the one call used here (a zip's bytes → GeoJSON, one collection per layer). */
declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson';
  export default function shp(zip: ArrayBuffer | Uint8Array): Promise<FeatureCollection | FeatureCollection[]>;
}
