/**
 * The Dutch name and spec §2 group of every route, from the contract's route catalogue (decision 017): read by the
 * "nog niet gebouwd" page and the port-3000 debug page.
 */
import { ROUTE_RIJEN, type RouteGroep } from '@kw/contract/route-catalogus';

const perRoute = new Map(ROUTE_RIJEN.map((r) => [r.route, r]));

export const routeNaam = (pad: string): string => perRoute.get(pad)?.naam ?? pad;
export const routeGroep = (pad: string): RouteGroep | 'Overig' => perRoute.get(pad)?.groep ?? 'Overig';
