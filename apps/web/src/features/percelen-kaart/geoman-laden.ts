/**
 * The drawing and editing tools (leaflet-geoman, ~65 KB brotli): loaded when the user first draws or edits a
 * plot, not with the map, so the map's page stays within its budget (bench/check-bundles.ts). The map existed
 * before the plugin, so its `pm` is made here; polygons drawn after loading get theirs from the plugin's hooks.
 */
import L from './leaflet-globaal';
import '@geoman-io/leaflet-geoman-free';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';

/** The plugin's map class; its typings name only the instance type. */
const PmKaart = (L.PM as unknown as { Map: new (kaart: L.Map) => L.PM.PMMap }).Map;

export function zetTekengereedschapOp(kaart: L.Map): void {
  if (!kaart.pm) kaart.pm = new PmKaart(kaart);
  kaart.pm.setLang('nl');
  kaart.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: true });
}
