/**
 * The menu items with no input of their own: overviews and reports computed from the whole year (Bodem en
 * gewas, Signaleringen, BEX rapportage): the route catalogue's report rows with a menu place. Their state sums
 * up the input items (`menuItemStatussen`). Imports only the catalogue (no zod): the web shell reads it, and
 * `menu.structure.ts` pulls in the whole register.
 */
import { ROUTE_RIJEN } from './routes/route-catalogus';

export const OVERZICHT_ROUTES: readonly string[] = ROUTE_RIJEN.filter((r) => r.soort === 'rapport' && r.menu !== undefined).map((r) => r.route);

const paden = OVERZICHT_ROUTES.map((r) => r.replace(':klwId', ''));

/** Whether a menu URL (with its record id filled in) opens an overview or report item. */
export const isOverzichtUrl = (url: string) => paden.includes(url.split('?')[0].replace(/\d+$/, ''));
