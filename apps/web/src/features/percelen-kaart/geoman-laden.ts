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

/** The Dutch name of a handle the plugin puts on the map (Leaflet makes every marker a focusable button). */
export function naamVanGreep(klassen: DOMTokenList): string {
  if (klassen.contains('cursor-marker')) return 'Tekenpunt: klik op de kaart om een hoekpunt te zetten';
  if (klassen.contains('marker-icon-middle')) return 'Tussenpunt: verslepen voegt een hoekpunt toe';
  return 'Hoekpunt van het perceel: verslepen verplaatst het';
}

function geefGrepenEenNaam(kaart: L.Map): void {
  const benoem = (element: Element) => {
    if (element.classList.contains('leaflet-marker-icon') && !element.hasAttribute('aria-label')) element.setAttribute('aria-label', naamVanGreep(element.classList));
  };
  const pane = kaart.getPane('markerPane');
  if (!pane) return;
  pane.querySelectorAll('.leaflet-marker-icon').forEach(benoem);
  // the plugin adds and removes its handles while drawing and editing
  new MutationObserver((wijzigingen) => wijzigingen.forEach((w) => w.addedNodes.forEach((n) => n instanceof Element && benoem(n)))).observe(pane, { childList: true });
}

export function zetTekengereedschapOp(kaart: L.Map): void {
  if (!kaart.pm) kaart.pm = new PmKaart(kaart);
  kaart.pm.setLang('nl');
  kaart.pm.setGlobalOptions({ allowSelfIntersection: false, snappable: true });
  geefGrepenEenNaam(kaart);
}
