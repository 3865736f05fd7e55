/**
 * Who may open a page outside the farm-year (Profiel, Deelnemer kiezen, the sharing and staff screens): the route
 * catalogue's `rollen` (decision 017). The server turns them into the menu's `overigeItems` for this user; a page that
 * list does not name is refused by the frame before the page is drawn, so the page neither shows its controls nor
 * asks the server for what it would refuse (403).
 */
import { isOverigeRoute, type MenuModel } from '@kw/contract';
import { ROUTE_RIJEN, type Rol, type RouteRij } from '@kw/contract/route-catalogus';

/** The catalogue row of an address that only the roles in its row may open, if it is one. */
export function afgeschermdeRoute(pad: string): RouteRij | undefined {
  const rij = ROUTE_RIJEN.find((r) => r.route === pad);
  return rij && isOverigeRoute(rij) ? rij : undefined;
}

/** True when the user's menu lists the route (the server's reading of the catalogue's roles for this user). */
export function magRouteOpenen(rij: Pick<RouteRij, 'route'>, menu: Pick<MenuModel, 'overigeItems'>): boolean {
  return menu.overigeItems.some((sectie) => sectie.url === rij.route || sectie.children.some((c) => c.url === rij.route));
}

const ROL_NAAM: Record<Rol, string> = {
  deelnemer: 'deelnemers (het bedrijf zelf)',
  volmacht: 'houders van een volmacht',
  beheren: 'gemachtigden die een bedrijf beheren',
  inzien: 'gemachtigden die een bedrijf inzien',
  organisatie: 'gebruikers van een organisatie (adviesbureau, accountant of afnemer)',
  medewerker: 'medewerkers van het servicebureau',
  demo: 'demogebruikers',
};

/** "medewerkers van het servicebureau" / "a, b en c": who may open the route, in words. */
export function wieMagHet(rollen: readonly Rol[]): string {
  const namen = [...new Set(rollen.map((r) => ROL_NAAM[r]))];
  return namen.length <= 1 ? (namen[0] ?? '') : `${namen.slice(0, -1).join(', ')} en ${namen[namen.length - 1]}`;
}
