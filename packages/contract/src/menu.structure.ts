import { registerBron } from './schermen/register.bron';
import { schermVanMenuItem } from './schermen/register';
import type { SchermSignalering, SchermStatus } from './schermen/register.types';
import { routeStatus, weergavenVan } from './schermen/weergaven';
import { OVERZICHT_ROUTES } from './menu.overzicht';

/**
 * The menu's sections and items (spec §2 "Menu"), with the route each item opens.
 * `:klwId` is replaced by the selected record's id. Shared by the server (GetMenu) and
 * the web app's port-3000 mocks, so both build the same menu.
 */
export interface MenuStructuurItem {
  title: string;
  route: string;
  /** key of the screen whose done/warning state this item shows: Melklevering or a register screen */
  scherm?: string;
  /**
   * An overview or report with no input of its own (Bodem en gewas, Signaleringen, BEX rapportage): it is
   * computed from the whole year, so it is done when every input screen is done and warns when one warns.
   * Set from `OVERZICHT_ROUTES` (menu.overzicht.ts).
   */
  overzicht?: true;
  imageClass: string;
}
export interface MenuStructuurSectie {
  title: string;
  imageClass: string;
  items: MenuStructuurItem[];
}

const menuZonderSchermen: MenuStructuurSectie[] = [
  {
    title: 'Bedrijf',
    imageClass: 'bedrijf',
    items: [
      { title: 'Algemeen', route: '/bedrijfsgegevens/Index/:klwId', imageClass: 'algemeen' },
      { title: 'Energie', route: '/Energie/Index/:klwId', imageClass: 'energie' },
      { title: 'Koppelingen', route: '/Koppelingen/Index/:klwId', imageClass: 'koppelingen' },
    ],
  },
  {
    title: 'Dier',
    imageClass: 'dier',
    items: [
      { title: 'Melk-/Jongvee', route: '/veestapelIenR/Index/:klwId', imageClass: 'melkvee' },
      { title: 'Melklevering', route: '/melklevering/Index/:klwId', scherm: 'melklevering', imageClass: 'melklevering' },
      { title: 'Graasdieren', route: '/veestapelIenR/Index/:klwId?diergroep=graasdieren', imageClass: 'graasdieren' },
      { title: 'Staldieren', route: '/intensieveVeehouderij/Index/:klwId', imageClass: 'staldieren' },
    ],
  },
  {
    title: 'Voer',
    imageClass: 'voer',
    items: [
      { title: 'Krachtvoer', route: '/voer/krachtvoer/Index/:klwId', imageClass: 'krachtvoer' },
      { title: 'Ruwvoer', route: '/voer/overig/Index/:klwId', imageClass: 'ruwvoer' },
      { title: 'Melk', route: '/voer/melkproducten/Index/:klwId', imageClass: 'melkproducten' },
      { title: 'Grasland', route: '/voer/grasland/Index/:klwId', imageClass: 'grasland' },
      { title: 'Snijmaïs', route: '/voer/snijmais/Index/:klwId', imageClass: 'snijmais' },
      { title: 'Strooisel', route: '/voer/strooisel/Index/:klwId', imageClass: 'strooisel' },
      { title: 'Overige voeders', route: '/voer/overige/Index/:klwId', imageClass: 'overige' },
    ],
  },
  {
    title: 'Bodem',
    imageClass: 'bodem',
    items: [
      { title: 'Percelen', route: '/bodem/percelen/Index/:klwId', imageClass: 'percelen' },
      { title: 'Bodem analyses', route: '/bodem/analyses/Index/:klwId', imageClass: 'analyses' },
      { title: 'Bodem en gewas', route: '/bodem/overzicht/Index/:klwId', imageClass: 'bodem-gewas' },
      { title: 'Akkerbouw', route: '/akkerbouw/Index/:klwId', imageClass: 'akkerbouw' },
    ],
  },
  {
    title: 'Mest',
    imageClass: 'mest',
    items: [
      { title: 'Organische mest', route: '/OrganischeMeststromen/Index/:klwId', imageClass: 'organische-mest' },
      { title: 'Org. mest verbruik', route: '/OrganischeMestVerbruik/new/Index/:klwId', imageClass: 'mest-verbruik' },
      { title: 'Kunstmest', route: '/Kunstmest/new/Index/:klwId', imageClass: 'kunstmest' },
    ],
  },
  {
    title: 'Rapportage',
    imageClass: 'rapportage',
    items: [
      { title: 'Signaleringen', route: '/signalering/Index/:klwId', imageClass: 'signalering' },
      { title: 'BEX rapportage', route: '/KLWResultatenOpties/Index/:klwId', imageClass: 'bex' },
    ],
  },
];

/** The menu with, per item, the register screen it opens (decision 010: the register decides). */
export const menuStructuur: MenuStructuurSectie[] = menuZonderSchermen.map((sectie) => ({
  ...sectie,
  items: sectie.items.map((item) => {
    const scherm = item.scherm ?? schermVanMenuItem(sectie.title, item.title);
    const metScherm = scherm ? { ...item, scherm } : item;
    return OVERZICHT_ROUTES.includes(item.route) ? { ...metScherm, overzicht: true as const } : metScherm;
  }),
}));

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

/** The done/warning state of a menu item from its screen's stored state and signals (per route, issue 9). */
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

