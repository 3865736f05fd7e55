/**
 * The pure parts of the plot map (decision 014): the plot's area from its polygon, its label, its colour per crop
 * and the legend. No Leaflet here, so it is tested without a browser.
 */
import turfArea from '@turf/area';
import type { Perceel } from '@kw/engine';
import { formatGetal } from '../../lib/format';

export type PerceelGeometrie = NonNullable<Perceel['geometrie']>;
export type Grondgebruik = Perceel['grondgebruik'];

/** m² per ha. */
const M2_PER_HA = 10_000;

/**
 * Geodesic area of the polygon in ha, rounded to the 2 decimals the plot's `oppervlakteHa` keeps (interface:
 * precision 2). @turf/area computes the area on a sphere of the mean earth radius 6.371.008,8 m (Chamberlain & Duquette 2007, as turf documents);
 * holes are subtracted.
 */
export function oppervlakteHaVan(geometrie: PerceelGeometrie): number {
  return Math.round((turfArea(geometrie) / M2_PER_HA) * 100) / 100;
}

/** "3,42 ha": decimal comma, thousands dot (spec §1/§9), always 2 decimals as stored. */
export function formatHa(ha: number): string {
  return `${formatGetal(ha, 2)} ha`;
}

/**
 * Colour per crop. The common crops of a dairy farm have their own colour, chosen to be told apart on a light and
 * on a topographic background (grass greens, maize yellow, cereals ochre); any other code takes its land use's colour.
 */
const KLEUR_PER_GEWASCODE: Record<number, string> = {
  265: '#2e7d32', // Grasland, blijvend
  266: '#7cb342', // Grasland, tijdelijk
  259: '#f9a825', // Maïs, snij-
  233: '#a1887f', // Tarwe, winter-
  235: '#8d6e63', // Gerst, winter-
  236: '#bcaaa4', // Gerst, zomer-
};
const KLEUR_PER_GRONDGEBRUIK: Record<Grondgebruik, string> = {
  blijvendGrasland: '#388e3c',
  tijdelijkGrasland: '#9ccc65',
  mais: '#fbc02d',
  akkerbouw: '#8d6e63',
  natuur: '#00897b',
};
export const KLEUR_ONBEKEND = '#78909c';

export function kleurVoorGewas(gewascode: number | undefined, grondgebruik: Grondgebruik | undefined): string {
  if (gewascode !== undefined && KLEUR_PER_GEWASCODE[gewascode]) return KLEUR_PER_GEWASCODE[gewascode];
  if (grondgebruik && KLEUR_PER_GRONDGEBRUIK[grondgebruik]) return KLEUR_PER_GRONDGEBRUIK[grondgebruik];
  return KLEUR_ONBEKEND;
}

export interface LegendaRegel {
  kleur: string;
  naam: string;
  aantal: number;
  ha: number;
}

/** One line per crop on the map (colour, name, number of plots, total area), largest area first. */
export function legendaRegels(percelen: Pick<Perceel, 'gewascode' | 'grondgebruik' | 'oppervlakteHa'>[], naamVan: (code: number) => string | undefined): LegendaRegel[] {
  const perCode = new Map<number, LegendaRegel>();
  for (const p of percelen) {
    const regel = perCode.get(p.gewascode) ?? { kleur: kleurVoorGewas(p.gewascode, p.grondgebruik), naam: naamVan(p.gewascode) ?? `Gewascode ${p.gewascode}`, aantal: 0, ha: 0 };
    regel.aantal += 1;
    regel.ha = Math.round((regel.ha + p.oppervlakteHa) * 100) / 100;
    perCode.set(p.gewascode, regel);
  }
  return [...perCode.values()].sort((a, b) => b.ha - a.ha || a.naam.localeCompare(b.naam, 'nl'));
}

/** The label on a plot: its name (or number) and area. */
export function perceelLabel(p: Pick<Perceel, 'naam' | 'nummer' | 'oppervlakteHa'>): string {
  const naam = p.naam?.trim() || p.nummer?.trim() || 'Perceel zonder naam';
  return `${naam}: ${formatHa(p.oppervlakteHa)}`;
}

/**
 * A new plot id (interface: 1–40 of [A-Za-z0-9_-], made by the client): 'kaart-' + time + random, so two plots
 * drawn in the same millisecond still differ, and an id already in the list is never reused.
 */
export function nieuwPerceelId(bestaand: ReadonlySet<string>, random: () => number = Math.random, nu: () => number = Date.now): string {
  for (;;) {
    const id = `kaart-${nu().toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`;
    if (!bestaand.has(id)) return id;
  }
}
