/**
 * Plots from an RVO "Mijn percelen" export as a zipped shapefile (.shp + .dbf + .prj): read by `shpjs`, a
 * maintained pure-JavaScript reader that also reprojects with the .prj (RD New → WGS84 through proj4). Loaded only
 * when such a file is chosen (its own chunk). The outcome goes through the same checks as a GeoJSON file.
 * RVO's GML export is not read: no maintained, small browser reader of that GML exists (decision 014).
 */
import { leesGeoJsonObject, type ImportUitkomst } from './geojson-import';

export async function leesShapefileZip(inhoud: ArrayBuffer): Promise<ImportUitkomst> {
  let geojson: unknown;
  try {
    const { default: shp } = await import('shpjs');
    geojson = await shp(inhoud);
  } catch {
    return { percelen: [], fouten: ['Het zip-bestand bevat geen leesbare shapefile (.shp met .dbf en .prj).'] };
  }
  // One layer gives one FeatureCollection; several layers a list of them.
  const lagen = Array.isArray(geojson) ? geojson : [geojson];
  const uitkomst: ImportUitkomst = { percelen: [], fouten: [] };
  for (const laag of lagen) {
    const deel = leesGeoJsonObject(laag);
    uitkomst.percelen.push(...deel.percelen);
    uitkomst.fouten.push(...deel.fouten);
  }
  return uitkomst;
}
