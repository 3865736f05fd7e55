/**
 * Spec §8: the old front end refreshed its jQuery/Angular menu controller after a save.
 * The React menu refreshes through TanStack Query; this hook keeps the legacy contract
 * (for pages embedded in the old shell) and says in Dutch why it does nothing here.
 */
export const WAARSCHUWING_GEEN_CONTROLLER = 'Legacy menu-controller niet gevonden; er wordt geen actie ondernomen.';
export const WAARSCHUWING_GEEN_FRAMEWORK = 'Legacy framework (jQuery/Angular) is niet aanwezig; menu wordt niet ververst.';

export interface LegacyVenster {
  jQuery?: unknown;
  angular?: unknown;
  klwMenuController?: { refreshMenu?: () => void } | null;
}

/** Returns true when the legacy menu was asked to refresh. */
export function verversLegacyMenu(venster: LegacyVenster = window as unknown as LegacyVenster): boolean {
  const controller = venster.klwMenuController;
  if (!controller || typeof controller.refreshMenu !== 'function') {
    console.warn(WAARSCHUWING_GEEN_CONTROLLER);
    if (!venster.jQuery && !venster.angular) console.warn(WAARSCHUWING_GEEN_FRAMEWORK);
    return false;
  }
  if (!venster.jQuery && !venster.angular) {
    console.warn(WAARSCHUWING_GEEN_FRAMEWORK);
    return false;
  }
  controller.refreshMenu();
  return true;
}
