/**
 * The menu items with no input of their own: overviews and reports computed from the whole year (Bodem en
 * gewas, Signaleringen, BEX rapportage). Their state sums up the input items (`menuItemStatussen`).
 * A module without imports: the web shell reads it, and `menu.structure.ts` pulls in the whole register.
 */
export const OVERZICHT_ROUTES: readonly string[] = ['/bodem/overzicht/Index/:klwId', '/signalering/Index/:klwId', '/KLWResultatenOpties/Index/:klwId'];

const paden = OVERZICHT_ROUTES.map((r) => r.replace(':klwId', ''));

/** Whether a menu URL (with its record id filled in) opens an overview or report item. */
export const isOverzichtUrl = (url: string) => paden.includes(url.split('?')[0].replace(/\d+$/, ''));
