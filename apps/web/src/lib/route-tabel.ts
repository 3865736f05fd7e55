/**
 * Every route of spec §2 with the Dutch name of its screen. The router (app/) registers
 * them all; the debug screen links to them. `soort` says what a route shows: 'scherm' and
 * 'beheer' are screens not built yet (a placeholder page), every other kind is a real screen:
 * /Home/new, Melklevering, the read-only overviews Percelenoverzicht (totals of the plots, 'percelenoverzicht')
 * and Bodem en gewas ('overzicht'), the plot map ('kaart'), the report screens, and every screen of the input
 * register ('register', drawn by the one renderer).
 *
 * This table is in the first chunk (login budget, decision 008), so it holds only paths and
 * kinds: the Dutch names and groups live in `route-namen.ts`, read by the lazy pages that show
 * them. The register screens carry their register key (the register itself brings zod and the
 * engine's schemas); `route-tabel.test.ts` proves that these keys and routes are exactly the
 * register's routes and extra routes, so the table stays derived from the register.
 */
import { matchPath } from 'react-router';

export type RouteSoort = 'start' | 'melklevering' | 'register' | 'percelenoverzicht' | 'overzicht' | 'kaart' | 'signalering' | 'resultaten' | 'scherm' | 'beheer' | 'grafieken' | 'historisch' | 'profiel' | 'registratie';

export interface RouteDefinitie {
  pad: string;
  soort: RouteSoort;
  /** register key of the screen drawn here (soort 'register') */
  scherm?: string;
}

const s = (pad: string): RouteDefinitie => ({ pad, soort: 'scherm' });
const reg = (pad: string, scherm: string): RouteDefinitie => ({ pad, soort: 'register', scherm });

export const ROUTES: RouteDefinitie[] = [
  reg('/voer/krachtvoer/Index/:klwId', 'krachtvoer'),
  reg('/voer/overig/Index/:klwId', 'ruwvoer'),
  reg('/voer/melkproducten/Index/:klwId', 'melkproducten'),
  reg('/voer/grasland/Index/:klwId', 'grasland'),
  reg('/voer/snijmais/Index/:klwId', 'snijmais'),
  reg('/voer/strooisel/Index/:klwId', 'strooisel'),
  reg('/voer/overige/Index/:klwId', 'overigeVoeders'),
  { pad: '/bodem/overzicht/Index/:klwId', soort: 'overzicht' },
  reg('/bodem/overig/Index/:klwId', 'bodem'),
  reg('/bodem/analyses/Index/:klwId', 'bodem'),
  { pad: '/bodem/percelenoverzicht/Index/:klwId', soort: 'percelenoverzicht' },
  reg('/bodem/percelen/Index/:klwId', 'percelen'),
  // the plots on a map (issue 9 §2): its own lazy chunk with Leaflet, saving through the register screen 'percelen'
  { pad: '/bodem/percelen-op-kaart/Index/:klwId', soort: 'kaart' },
  reg('/percelenAkkerbouw/Index/:klwId', 'akkerbouw'),
  reg('/akkerbouw/Index/:klwId', 'akkerbouw'),
  reg('/bedrijfsgegevens/Index/:klwId', 'bedrijfsgegevens'),
  { pad: '/melklevering/Index/:klwId', soort: 'melklevering' },
  reg('/intensieveVeehouderij/Index/:klwId', 'intensieveVeehouderij'),
  reg('/veestapelIenR/Index/:klwId', 'veestapel'),
  reg('/Energie/Index/:klwId', 'energie'),
  s('/Koppelingen/Index/:klwId'),
  reg('/OrganischeMeststromen/Index/:klwId', 'organischeMest'),
  reg('/OrganischeMestVergistingScheiding/Index/:klwId', 'organischeMest'),
  reg('/OrganischeMestVerbruik/new/Index/:klwId', 'organischeMest'),
  reg('/mestadditief/Index/:klwId', 'mestadditief'),
  reg('/Kunstmest/new/Index/:klwId', 'kunstmest'),
  reg('/KunstmestVerbruik/new/Index/:klwId', 'kunstmest'),
  { pad: '/signalering/Index/:klwId', soort: 'signalering' },
  { pad: '/KLWResultatenOpties/Index/:klwId', soort: 'resultaten' },
  { pad: '/rapportage/historisch/Index', soort: 'historisch' },
  { pad: '/KengetallenGrafisch/Index/:klwId', soort: 'grafieken' },
  { pad: '/Home/new', soort: 'start' },
  { pad: '/Profiel/Index', soort: 'profiel' },
  s('/Deelnemers'),
  s('/Brokers'),
  s('/sbDashboard'),
  s('/dataproducten'),
  { pad: '/approved-participations', soort: 'beheer' },
  { pad: '/unapproved-participations', soort: 'beheer' },
  { pad: '/revoked-participations', soort: 'beheer' },
  { pad: '/mandates', soort: 'beheer' },
  { pad: '/manage-participations', soort: 'beheer' },
  { pad: '/manage-purposes', soort: 'beheer' },
  { pad: '/beheer/rapportage', soort: 'beheer' },
  { pad: '/beheer/pilot', soort: 'beheer' },
  { pad: '/beheer/algemeen', soort: 'beheer' },
  { pad: '/beheer/datakoppelingen', soort: 'beheer' },
  { pad: '/registratie/relatie', soort: 'registratie' },
  { pad: '/importberichten-opnieuw-verwerken', soort: 'beheer' },
];

export const vulRoute = (pad: string, klwId: number | string) => pad.replace(':klwId', String(klwId));

/** Spec shell: the same screen for another record: replace the last URL segment with its id. */
export function vervangLaatsteSegment(pathname: string, klwId: number): string {
  const delen = pathname.replace(/\/+$/, '').split('/');
  delen[delen.length - 1] = String(klwId);
  return delen.join('/');
}

/** The kinds that only show the "nog niet gebouwd" placeholder. A route given any other kind is built. */
const NIET_GEBOUWDE_SOORTEN: ReadonlySet<RouteSoort> = new Set<RouteSoort>(['scherm', 'beheer']);

/** The one test whether a route's screen exists: the menu marker and the router's placeholder follow it. */
export function isGebouwd(route: Pick<RouteDefinitie, 'soort'>): boolean {
  return !NIET_GEBOUWDE_SOORTEN.has(route.soort);
}

/** The route a URL of the menu model opens (query and base path ignored), if it is one of ours. */
export function routeVoorUrl(url: string): RouteDefinitie | undefined {
  const pad = url.split(/[?#]/)[0].replace(/^\/ZuivelNL\.Klw\.Web(?=\/)/i, '');
  return ROUTES.find((r) => matchPath({ path: r.pad, end: true, caseSensitive: true }, pad) !== null);
}

/** True when a menu URL leads to a built screen; unknown URLs count as not built. */
export function isGebouwdeUrl(url: string): boolean {
  const route = routeVoorUrl(url);
  return route !== undefined && isGebouwd(route);
}
