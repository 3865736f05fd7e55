/**
 * The menu items outside the farm-year (decision 017): Profiel, Deelnemer kiezen, the sharing
 * and staff screens — from the route catalogue, each only for the roles that may open it
 * ("items a role may not open are absent"); not the login page and '/', which are drawn outside the
 * frame and are no place to go from a menu. The server fills them into the menu model; the
 * port-3000 mocks call the same function.
 */
import type { MenuItem } from './menu.schema';
import { ROUTE_RIJEN, type Rol, type RouteRij } from './routes/route-catalogus';

/** /mandates lists the old CDKLW mandates beside the participations: shown only where the flag is set. */
const OUDE_MACHTIGINGEN_ROUTE = '/mandates';

const item = (r: RouteRij, i: number): MenuItem => ({
  title: r.naam,
  url: r.route,
  isChild: true,
  warning: false,
  done: false,
  sortOrder: (i + 1) * 10,
  imageClass: null,
  textClass: null,
  children: [],
});

/**
 * A route of the "Algemeen" or "Beheer" part of the menu: outside the farm-year, opened by its address, and listed only
 * for the roles of its catalogue row. The web refuses such a page to a user whose menu does not list it.
 */
export const isOverigeRoute = (r: RouteRij): boolean =>
  (r.groep === 'Overig' && r.id !== 'start' && !r.buitenKader && !r.route.includes(':klwId')) || r.groep === 'Beheer';

export function overigeMenuItems(rollen: readonly Rol[], opties: { oudeMachtigingMenuItemsZichtbaar: boolean }): MenuItem[] {
  const mag = (r: RouteRij) => r.rollen.some((rol) => rollen.includes(rol)) && (r.route !== OUDE_MACHTIGINGEN_ROUTE || opties.oudeMachtigingMenuItemsZichtbaar);
  const secties: Array<{ titel: string; imageClass: string; rijen: RouteRij[] }> = [
    { titel: 'Algemeen', imageClass: 'overig', rijen: ROUTE_RIJEN.filter((r) => r.groep === 'Overig' && isOverigeRoute(r) && mag(r)) },
    { titel: 'Beheer', imageClass: 'beheer', rijen: ROUTE_RIJEN.filter((r) => r.groep === 'Beheer' && isOverigeRoute(r) && mag(r)) },
  ];
  return secties
    .filter((s) => s.rijen.length > 0)
    .map((s, i) => ({
      title: s.titel,
      url: null,
      isChild: false,
      warning: false,
      done: false,
      sortOrder: (i + 1) * 10,
      imageClass: s.imageClass,
      textClass: null,
      children: s.rijen.map(item),
    }));
}
