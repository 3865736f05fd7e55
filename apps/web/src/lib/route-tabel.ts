/**
 * Every route of spec §2 with the Dutch name of its screen. The router (app/) registers
 * them all; the debug screen links to them. `soort` says what a route shows: 'scherm' and
 * 'beheer' are screens not built yet (a placeholder page), every other kind is a real screen:
 * /Home/new, Melklevering and every screen of the input register ('register', drawn by the
 * one renderer).
 *
 * The register screens carry only their register key here: this table is in the first
 * chunk (login budget, decision 008), and the register itself brings zod and the engine's
 * schemas. `route-tabel.test.ts` proves that these keys and routes are exactly the
 * register's routes and extra routes, so the table stays derived from the register.
 */
import { matchPath } from 'react-router';

export type RouteSoort = 'start' | 'melklevering' | 'register' | 'scherm' | 'beheer';

export interface RouteDefinitie {
  pad: string;
  naam: string;
  groep: string;
  soort: RouteSoort;
  /** register key of the screen drawn here (soort 'register') */
  scherm?: string;
}

const r = (groep: string, soort: RouteSoort) => (pad: string, naam: string): RouteDefinitie => ({ pad, naam, groep, soort });
const bodem = r('Bodem en percelen', 'scherm');
const bedrijf = r('Bedrijfsgegevens', 'scherm');
const mest = r('Mest en kunstmest', 'scherm');
const rapportage = r('Rapportage', 'scherm');
const overig = r('Overig', 'scherm');
const beheer = r('Beheer', 'beheer');
const reg = (groep: string, scherm: string) => (pad: string, naam: string): RouteDefinitie => ({ pad, naam, groep, soort: 'register', scherm });

export const ROUTES: RouteDefinitie[] = [
  reg('Voer', 'krachtvoer')('/voer/krachtvoer/Index/:klwId', 'Krachtvoer'),
  reg('Voer', 'ruwvoer')('/voer/overig/Index/:klwId', 'Ruwvoer'),
  reg('Voer', 'melkproducten')('/voer/melkproducten/Index/:klwId', 'Melk'),
  reg('Voer', 'grasland')('/voer/grasland/Index/:klwId', 'Grasland'),
  reg('Voer', 'snijmais')('/voer/snijmais/Index/:klwId', 'Snijmaïs'),
  reg('Voer', 'strooisel')('/voer/strooisel/Index/:klwId', 'Strooisel'),
  reg('Voer', 'overigeVoeders')('/voer/overige/Index/:klwId', 'Overige voeders'),
  bodem('/bodem/overzicht/Index/:klwId', 'Bodem en gewas'),
  reg('Bodem en percelen', 'bodem')('/bodem/overig/Index/:klwId', 'Bodem overig'),
  reg('Bodem en percelen', 'bodem')('/bodem/analyses/Index/:klwId', 'Bodem analyses'),
  bodem('/bodem/percelenoverzicht/Index/:klwId', 'Percelenoverzicht'),
  bodem('/bodem/percelen/Index/:klwId', 'Percelen'),
  bodem('/bodem/percelen-op-kaart/Index/:klwId', 'Percelen op kaart'),
  reg('Bodem en percelen', 'akkerbouw')('/percelenAkkerbouw/Index/:klwId', 'Akkerbouw'),
  reg('Bodem en percelen', 'akkerbouw')('/akkerbouw/Index/:klwId', 'Akkerbouw'),
  reg('Bedrijfsgegevens', 'bedrijfsgegevens')('/bedrijfsgegevens/Index/:klwId', 'Bedrijfsgegevens'),
  { pad: '/melklevering/Index/:klwId', naam: 'Melklevering', groep: 'Bedrijfsgegevens', soort: 'melklevering' },
  reg('Bedrijfsgegevens', 'intensieveVeehouderij')('/intensieveVeehouderij/Index/:klwId', 'Intensieve veehouderij'),
  reg('Bedrijfsgegevens', 'veestapel')('/veestapelIenR/Index/:klwId', 'Veestapel (I&R)'),
  reg('Bedrijfsgegevens', 'energie')('/Energie/Index/:klwId', 'Energie'),
  bedrijf('/Koppelingen/Index/:klwId', 'Koppelingen'),
  reg('Mest en kunstmest', 'organischeMest')('/OrganischeMeststromen/Index/:klwId', 'Organische meststromen'),
  reg('Mest en kunstmest', 'organischeMest')('/OrganischeMestVergistingScheiding/Index/:klwId', 'Vergisting en scheiding van organische mest'),
  reg('Mest en kunstmest', 'organischeMest')('/OrganischeMestVerbruik/new/Index/:klwId', 'Organische mest verbruik'),
  mest('/mestadditief/Index/:klwId', 'Mestadditief'),
  reg('Mest en kunstmest', 'kunstmest')('/Kunstmest/new/Index/:klwId', 'Kunstmest'),
  reg('Mest en kunstmest', 'kunstmest')('/KunstmestVerbruik/new/Index/:klwId', 'Kunstmest verbruik'),
  rapportage('/signalering/Index/:klwId', 'Signaleringen'),
  rapportage('/KLWResultatenOpties/Index/:klwId', 'Resultaten (BEX rapportage)'),
  rapportage('/rapportage/historisch/Index', 'Historische rapportage'),
  rapportage('/KengetallenGrafisch/Index/:klwId', 'Overzicht kengetallen'),
  { pad: '/Home/new', naam: 'Start', groep: 'Overig', soort: 'start' },
  overig('/Profiel/Index', 'Profiel'),
  overig('/Deelnemers', 'Deelnemer kiezen'),
  overig('/Brokers', 'Brokers'),
  overig('/sbDashboard', 'Dashboard servicebureau'),
  overig('/dataproducten', 'Dataproducten'),
  beheer('/approved-participations', 'Goedgekeurde deelnames'),
  beheer('/unapproved-participations', 'Niet-goedgekeurde deelnames'),
  beheer('/revoked-participations', 'Ingetrokken deelnames'),
  beheer('/mandates', 'Machtigingen'),
  beheer('/manage-participations', 'Deelnames beheren'),
  beheer('/manage-purposes', 'Doelen beheren'),
  beheer('/beheer/rapportage', 'Beheer rapportage'),
  beheer('/beheer/pilot', 'Beheer pilot'),
  beheer('/beheer/algemeen', 'Beheer algemeen'),
  beheer('/beheer/datakoppelingen', 'Beheer datakoppelingen'),
  beheer('/registratie/relatie', 'Registratie relatie'),
  beheer('/importberichten-opnieuw-verwerken', 'Importberichten opnieuw verwerken'),
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
