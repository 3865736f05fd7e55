/**
 * Every route of spec §2 that the app frame draws, from the contract's route catalogue (decision 017): path,
 * kind, the register screen drawn there and whether it is built. The router (app/) registers them all, with the
 * page of `app/route-paginas.ts` (keyed by the row's id), the one register renderer for an input screen of the
 * register, or the "nog niet gebouwd" page; the menu marks the items of routes that are not built. /login and /
 * are drawn outside the frame (the router registers them itself).
 *
 * In the first chunk (login budget, decision 008): the catalogue is pure data without zod; the register itself
 * (zod, the engine's schemas) stays out.
 */
import { matchPath } from 'react-router';
import { ROUTE_RIJEN, type RouteId, type RouteSoort } from '@kw/contract/route-catalogus';

export interface RouteDefinitie {
  /** the catalogue row's id */
  id: RouteId;
  pad: string;
  soort: RouteSoort;
  /** key of the input screen drawn here: a register key, or Melklevering's (which has its own page) */
  scherm?: string;
  gebouwd: boolean;
}

export const ROUTES: RouteDefinitie[] = ROUTE_RIJEN.filter((r) => !r.buitenKader).map((r) => ({
  id: r.id as RouteId,
  pad: r.route,
  soort: r.soort,
  ...(r.scherm ? { scherm: r.scherm } : {}),
  gebouwd: r.gebouwd,
}));

export const vulRoute = (pad: string, klwId: number | string) => pad.replace(':klwId', String(klwId));

/** Spec shell: the same screen for another record: replace the last URL segment with its id. */
export function vervangLaatsteSegment(pathname: string, klwId: number): string {
  const delen = pathname.replace(/\/+$/, '').split('/');
  delen[delen.length - 1] = String(klwId);
  return delen.join('/');
}

/** The one test whether a route's screen exists (the catalogue's `gebouwd`): the menu marker and the router's placeholder follow it. */
export function isGebouwd(route: Pick<RouteDefinitie, 'gebouwd'>): boolean {
  return route.gebouwd;
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
