/**
 * The Leaflet map of the plots (decision 014): one polygon per plot with an outline, coloured by crop, with its name
 * and area as a label; a polygon is focusable and opens its card with Enter or Space. Drawing and editing use
 * leaflet-geoman (Dutch texts), loaded on first use (geoman-laden.ts). React owns the plot list; this component redraws the polygons from it and
 * reports what the user drew or changed.
 */
/// <reference types="@geoman-io/leaflet-geoman-free" />
import { useEffect, useRef, useState } from 'react';
import L from './leaflet-globaal';
import 'leaflet/dist/leaflet.css';
import type { Perceel } from '@kw/engine';
import { formatHa, kleurVoorGewas, type PerceelGeometrie } from './kaart-logica';
import type { KaartInstellingen } from './kaart-instellingen';

/** Lichtenvoorde (Achterhoek), where the demo farm lies: the view when no plot has a shape yet. */
const START_MIDDEN: L.LatLngExpression = [51.985, 6.565];
const START_ZOOM = 14;
/** Tiles of the Dutch BRT background map go to zoom 19 (PDOK); more is of no use for plots. */
const MAX_ZOOM = 19;
/** From this zoom on (≈ 10 m per pixel and finer) a label shows the plot's name besides its area. */
const LABEL_NAAM_VANAF_ZOOM = 15;

export interface KaartWeergaveProps {
  percelen: Perceel[];
  geselecteerdId: string | null;
  /** the plot whose outline is being edited */
  bewerkId: string | null;
  tekenen: boolean;
  /** plots to bring into view when the counter changes (after an import, a choice in the list) */
  inBeeld: { ids: string[]; teller: number };
  instellingen: KaartInstellingen;
  naamVanGewas: (code: number) => string | undefined;
  onSelecteer: (id: string) => void;
  onGetekend: (geometrie: PerceelGeometrie) => void;
  onVormGewijzigd: (id: string, geometrie: PerceelGeometrie) => void;
  onTekenenGestopt: () => void;
}

const alsPolygoon = (laag: L.Layer): PerceelGeometrie | null => {
  const geo = (laag as L.Polygon).toGeoJSON().geometry;
  return geo.type === 'Polygon' ? { type: 'Polygon', coordinates: geo.coordinates as [number, number][][] } : null;
};

export function KaartWeergave(props: KaartWeergaveProps) {
  const houder = useRef<HTMLDivElement>(null);
  const kaart = useRef<L.Map | null>(null);
  const vlakken = useRef<L.FeatureGroup | null>(null);
  const tegels = useRef<L.TileLayer | null>(null);
  const eersteKeer = useRef(true);
  const [gereedschap, setGereedschap] = useState(false);
  // The handlers change every render; the map's listeners read the latest through this ref.
  const laatste = useRef(props);
  laatste.current = props;

  useEffect(() => {
    const kaartObject = L.map(houder.current!, { zoomControl: false, attributionControl: true, maxZoom: MAX_ZOOM }).setView(START_MIDDEN, START_ZOOM);
    L.control.zoom({ zoomInTitle: 'Inzoomen', zoomOutTitle: 'Uitzoomen', position: 'topleft' }).addTo(kaartObject);
    L.control.scale({ metric: true, imperial: false, position: 'bottomleft' }).addTo(kaartObject);
    kaartObject.attributionControl.setPrefix('<a href="https://leafletjs.com" title="JavaScript-bibliotheek voor interactieve kaarten">Leaflet</a>');
    kaartObject.on('pm:create', (e) => {
      const geometrie = alsPolygoon(e.layer);
      e.layer.remove();
      if (geometrie) laatste.current.onGetekend(geometrie);
    });
    kaartObject.on('pm:drawend', () => laatste.current.onTekenenGestopt());
    // Zoomed out, the labels keep only the area, so neighbouring labels do not cover each other.
    const zetVer = () => houder.current?.classList.toggle('perceel-kaart--ver', kaartObject.getZoom() < LABEL_NAAM_VANAF_ZOOM);
    kaartObject.on('zoomend', zetVer);
    zetVer();
    vlakken.current = L.featureGroup().addTo(kaartObject);
    kaart.current = kaartObject;
    return () => {
      kaartObject.remove();
      kaart.current = null;
    };
  }, []);

  // The background: tiles when configured, else the plain background of the container (kaart.css).
  const { tegelsUrl, attributie } = props.instellingen;
  useEffect(() => {
    tegels.current?.remove();
    tegels.current = null;
    if (!tegelsUrl || !kaart.current) return;
    tegels.current = L.tileLayer(tegelsUrl, { maxZoom: MAX_ZOOM, attribution: attributie ?? 'Achtergrondkaart' }).addTo(kaart.current);
    tegels.current.bringToBack();
  }, [tegelsUrl, attributie]);

  const { percelen, geselecteerdId, bewerkId, naamVanGewas, tekenen } = props;
  // Load the drawing tools the first time they are needed.
  const nodigGereedschap = tekenen || bewerkId !== null;
  useEffect(() => {
    if (!nodigGereedschap || gereedschap) return;
    let actief = true;
    void import('./geoman-laden').then(({ zetTekengereedschapOp }) => {
      if (!actief || !kaart.current) return;
      zetTekengereedschapOp(kaart.current);
      setGereedschap(true);
    });
    return () => {
      actief = false;
    };
  }, [nodigGereedschap, gereedschap]);

  useEffect(() => {
    const groep = vlakken.current;
    const kaartObject = kaart.current;
    if (!groep || !kaartObject) return;
    groep.clearLayers();
    for (const perceel of percelen) {
      if (!perceel.geometrie) continue;
      const gekozen = perceel.id === geselecteerdId;
      const kleur = kleurVoorGewas(perceel.gewascode, perceel.grondgebruik);
      const ringen = perceel.geometrie.coordinates.map((ring) => ring.map(([lon, lat]) => L.latLng(lat, lon)));
      const vlak = L.polygon(ringen, {
        color: gekozen ? '#111111' : '#33402f',
        weight: gekozen ? 4 : 1.5,
        fillColor: kleur,
        fillOpacity: 0.6,
        className: 'perceel-vlak',
      });
      const naam = perceel.naam?.trim() || perceel.nummer?.trim() || 'Perceel zonder naam';
      // The label as DOM text, never as HTML: a plot name comes from the user or a file.
      const label = document.createElement('span');
      const naamDeel = document.createElement('span');
      naamDeel.className = 'perceel-label-naam';
      naamDeel.append(document.createTextNode(naam), document.createElement('br'));
      label.append(naamDeel, document.createTextNode(formatHa(perceel.oppervlakteHa)));
      vlak.bindTooltip(label, { permanent: true, direction: 'center', className: 'perceel-label', interactive: false });
      vlak.on('click', () => laatste.current.onSelecteer(perceel.id));
      vlak.on('pm:edit', () => {
        const geometrie = alsPolygoon(vlak);
        if (geometrie) laatste.current.onVormGewijzigd(perceel.id, geometrie);
      });
      groep.addLayer(vlak);
      const pad = vlak.getElement();
      if (pad) {
        // Keyboard: every plot is a focusable button with a Dutch name (Leaflet draws plain SVG paths).
        pad.setAttribute('tabindex', '0');
        pad.setAttribute('role', 'button');
        pad.setAttribute('aria-label', `${naam}, ${naamVanGewas(perceel.gewascode) ?? `gewascode ${perceel.gewascode}`}, ${formatHa(perceel.oppervlakteHa)}`);
        pad.addEventListener('keydown', (e) => {
          const toets = (e as KeyboardEvent).key;
          if (toets === 'Enter' || toets === ' ') {
            e.preventDefault();
            laatste.current.onSelecteer(perceel.id);
          }
        });
      }
      if (perceel.id === bewerkId && vlak.pm) vlak.pm.enable({ allowSelfIntersection: false });
    }
    if (eersteKeer.current && groep.getLayers().length > 0) {
      kaartObject.fitBounds(groep.getBounds(), { padding: [24, 24], maxZoom: 17 });
      eersteKeer.current = false;
    }
    // gereedschap: redraw once the tools are loaded, so the polygons get their editing handle
  }, [percelen, geselecteerdId, bewerkId, naamVanGewas, gereedschap]);

  useEffect(() => {
    const kaartObject = kaart.current;
    if (!kaartObject?.pm) return;
    if (tekenen) kaartObject.pm.enableDraw('Polygon', { allowSelfIntersection: false, finishOn: null });
    else if (kaartObject.pm.globalDrawModeEnabled()) kaartObject.pm.disableDraw();
  }, [tekenen, gereedschap]);

  const { inBeeld } = props;
  useEffect(() => {
    const kaartObject = kaart.current;
    if (!kaartObject || inBeeld.teller === 0) return;
    const gevraagd = new Set(inBeeld.ids);
    const punten = laatste.current.percelen.filter((p) => gevraagd.has(p.id) && p.geometrie).flatMap((p) => p.geometrie!.coordinates[0].map(([lon, lat]) => L.latLng(lat, lon)));
    if (punten.length === 0) return;
    const grenzen = L.latLngBounds(punten);
    // only move when the plots are not fully in view already
    if (!kaartObject.getBounds().contains(grenzen)) kaartObject.fitBounds(grenzen, { padding: [24, 24], maxZoom: 17 });
  }, [inBeeld]);

  return <div ref={houder} className="perceel-kaart" role="region" aria-label="Kaart van de percelen" data-testid="perceel-kaart" />;
}
