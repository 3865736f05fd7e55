import { registerBron } from './schermen/register.bron';
import { MENU_SECTIES, ROUTE_RIJEN } from './routes/route-catalogus';
import type { SchermSignalering, SchermStatus } from './schermen/register.types';
import { routeStatus, weergavenVan } from './schermen/weergaven';
import { OVERZICHT_ROUTES } from './menu.overzicht';

/**
 * The menu's sections and items (spec §2 "Menu"), with the route each item opens.
 * `:klwId` is replaced by the selected record's id. Shared by the server (GetMenu) and
 * the web app's port-3000 mocks, so both build the same menu. Sections, items and the screen
 * each item shows come from the route catalogue (`routes/route-catalogus.ts`).
 */
export interface MenuStructuurItem {
  title: string;
  route: string;
  /** key of the screen whose done/warning state this item shows: the catalogue row's `scherm` (a register screen or Melklevering) */
  scherm?: string;
  /**
   * An overview or report with no input of its own (Bodem en gewas, Signaleringen, BEX rapportage): it is
   * computed from the whole year, so it is done when every input screen is done and warns when one warns.
   * Set for the catalogue's report rows (`OVERZICHT_ROUTES`, menu.overzicht.ts).
   */
  overzicht?: true;
  imageClass: string;
}
export interface MenuStructuurSectie {
  title: string;
  imageClass: string;
  items: MenuStructuurItem[];
}

/**
 * The menu from the route catalogue (decision 017): per section the rows with a menu place there, by sort order.
 * An item shows the state of its row's input screen (`scherm`); an item of a report row sums up the input items.
 */
export const menuStructuur: MenuStructuurSectie[] = MENU_SECTIES.map((sectie) => ({
  title: sectie.titel,
  imageClass: sectie.imageClass,
  items: ROUTE_RIJEN.flatMap((rij) => (rij.menu ?? []).filter((m) => m.sectie === sectie.titel).map((plek) => ({ rij, plek })))
    .sort((a, b) => a.plek.volgorde - b.plek.volgorde)
    .map(({ rij, plek }) => ({
      title: plek.titel,
      route: plek.query ? `${rij.route}?${plek.query}` : rij.route,
      ...(rij.scherm ? { scherm: rij.scherm } : {}),
      ...(OVERZICHT_ROUTES.includes(rij.route) ? { overzicht: true as const } : {}),
      imageClass: plek.imageClass,
    })),
}));

/**
 * The screens with a menu item (a screen behind two items once): what the progress counts ("x van y klaar") and
 * what the pre-flight list may ask for; a screen without one (Mestadditief) is asked for by neither.
 */
export const SCHERMEN_IN_MENU: readonly string[] = [...new Set(menuStructuur.flatMap((s) => s.items).flatMap((i) => (i.scherm ? [i.scherm] : [])))];

export const vulKlwId = (route: string, klwId: number | string) => route.replace(':klwId', String(klwId));

const menuRoutes = new Set(menuStructuur.flatMap((s) => s.items).map((i) => i.route.split('?')[0]));

/**
 * The routes whose state a menu item shows: its own; the item on a screen's first view also shows the
 * views no menu item opens (spec §2's menu has no item for them; they are reached by 'Zie ook').
 */
export function routesVanMenuItem(item: Pick<MenuStructuurItem, 'route' | 'scherm'>): string[] {
  const route = item.route.split('?')[0];
  const s = registerBron.find((x) => x.sleutel === item.scherm);
  const weergaven = s ? weergavenVan(s) : [];
  if (weergaven[0]?.route !== route) return [route];
  return [route, ...weergaven.map((w) => w.route).filter((r) => r !== route && !menuRoutes.has(r))];
}

/** The done/warning state of a menu item from its screen's stored state and signals (per route, decision 010). */
export function menuItemStatus(item: Pick<MenuStructuurItem, 'route' | 'scherm'>, schermStatus: SchermStatus | undefined, signaleringen: readonly SchermSignalering[]): SchermStatus | undefined {
  if (!item.scherm || schermStatus === undefined) return schermStatus;
  return routeStatus(item.scherm, routesVanMenuItem(item), schermStatus, signaleringen);
}

/** An overview's state from the states of the year's input items: a warning anywhere wins, done only when all are. */
export function overzichtStatus(invoer: readonly SchermStatus[]): SchermStatus {
  if (invoer.some((s) => s === 'waarschuwing')) return 'waarschuwing';
  return invoer.length > 0 && invoer.every((s) => s === 'klaar') ? 'klaar' : 'niet-klaar';
}

/**
 * The state of every menu item, section by section, as the server's GetMenu and the port-3000 mocks show it: an input
 * item its screen's (per route), an overview item the sum of the input items, an item without either none.
 */
export function menuItemStatussen(statusVan: (scherm: string) => SchermStatus | undefined, signaleringen: readonly SchermSignalering[]): Array<Array<SchermStatus | undefined>> {
  const invoer = menuStructuur.map((sectie) => sectie.items.map((item) => (item.scherm ? menuItemStatus(item, statusVan(item.scherm), signaleringen) : undefined)));
  const alleInvoer = invoer.flat().filter((s): s is SchermStatus => s !== undefined);
  return menuStructuur.map((sectie, i) => sectie.items.map((item, j) => (item.overzicht ? overzichtStatus(alleInvoer) : invoer[i][j])));
}

