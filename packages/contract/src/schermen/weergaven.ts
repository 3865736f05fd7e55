/**
 * The routes of a register screen and what each shows (decision 010: every input route of spec §2 is its
 * own screen). A screen whose categories are spread over several routes has one view per route
 * (`weergaven` in `register.bron.ts`); the document and the save stay the screen's, all-or-nothing.
 * Pure functions over the register as written (no zod), so the web's first chunks can use them.
 */
import { registerBron, type CategorieBron, type SchermBron } from './register.bron';
import type { SchermSignalering, SchermSleutel, SchermStatus, Weergave } from './register.types';

type MetWeergaven = Pick<SchermBron, 'route' | 'weergaven'>;

/** The key of a category within its screen: its path, or `pad#deel` for a second table over the same array. */
export const categorieSleutel = (c: { pad: string; deel?: string }): string => (c.deel ? `${c.pad}#${c.deel}` : c.pad);

/** The views of a screen with their routes (a view without a route is on the screen's own route). */
export function weergavenVan(s: MetWeergaven): Weergave[] {
  return (s.weergaven ?? []).map((w) => ({ ...w, route: w.route ?? s.route }));
}

/** Every route of a screen: its route, the routes that show the same screen, the routes of its views. */
export function schermRoutes(s: MetWeergaven & Pick<SchermBron, 'extraRoutes'>): string[] {
  return [...new Set([s.route, ...(s.extraRoutes ?? []), ...weergavenVan(s).map((w) => w.route)])];
}

const bronVan = (sleutel: SchermSleutel) => registerBron.find((s) => s.sleutel === sleutel);

/** The view a route shows; undefined when the screen has no views (every route shows everything). */
export function weergaveVanRoute(sleutel: SchermSleutel, route: string): Weergave | undefined {
  const s = bronVan(sleutel);
  return s ? weergavenVan(s).find((w) => w.route === route.split('?')[0]) : undefined;
}

const onder = (lijst: string[], sleutel: string) => lijst.some((k) => sleutel === k || sleutel.startsWith(`${k}.`));

/**
 * The category holding a field of the screen document ('organischeMest.aanvoer.2.kgNPerTon'): the one
 * with the longest path; of two tables over one array, the one that draws the row's field.
 */
export function categorieVanVeld(s: Pick<SchermBron, 'categorieen'>, veldPad: string): CategorieBron | undefined {
  const kandidaten = s.categorieen.filter((c) => veldPad === c.pad || veldPad.startsWith(`${c.pad}.`));
  if (kandidaten.length === 0) return undefined;
  const lengte = Math.max(...kandidaten.map((c) => c.pad.length));
  const langste = kandidaten.filter((c) => c.pad.length === lengte);
  if (langste.length === 1) return langste[0];
  // past the array's path comes the row index, then the row's field
  const veld = veldPad.slice(lengte + 1).split('.').slice(1).join('.');
  return (
    langste.find((c) => c.alleenKolommen && onder(c.alleenKolommen, veld)) ??
    langste.find((c) => !c.alleenKolommen) ??
    langste[0]
  );
}

/**
 * The view that shows a field of a screen; a path no category holds (the section as a whole, e.g. an
 * engine signal about all manure) belongs to the screen's first view. Undefined for a screen without views.
 */
export function weergaveVanVeld(sleutel: SchermSleutel, veldPad: string): Weergave | undefined {
  const s = bronVan(sleutel);
  const weergaven = s ? weergavenVan(s) : [];
  if (!s || weergaven.length === 0) return undefined;
  const c = veldPad.includes('.') ? categorieVanVeld(s, veldPad) : undefined;
  return (c && weergaven.find((w) => w.categorieen.includes(categorieSleutel(c)))) ?? weergaven[0];
}

/** Where a field of a screen is entered: the route and title of its view, else of the screen. */
export function plekVanVeld(sleutel: SchermSleutel, veldPad: string): { route: string; titel: string } | undefined {
  const s = bronVan(sleutel);
  if (!s) return undefined;
  const w = weergaveVanVeld(sleutel, veldPad);
  return w ? { route: w.route, titel: w.titel } : { route: s.route, titel: s.titel };
}

/**
 * The state of some routes of a screen (decision 010's rule per route): not done while the screen was
 * never saved (it is saved as a whole); a warning when a signal that is not info points at a field one
 * of these routes shows; else done. A screen without views keeps its own state.
 */
export function routeStatus(sleutel: SchermSleutel, routes: string[], schermStatus: SchermStatus, signaleringen: readonly SchermSignalering[]): SchermStatus {
  const s = bronVan(sleutel);
  if (!s?.weergaven || schermStatus === 'niet-klaar') return schermStatus;
  const eigen = new Set(routes.map((r) => r.split('?')[0]));
  const waarschuwing = signaleringen.some((x) => x.scherm === sleutel && x.ernst !== 'info' && eigen.has(weergaveVanVeld(sleutel, x.veldPad)!.route));
  return waarschuwing ? 'waarschuwing' : 'klaar';
}
