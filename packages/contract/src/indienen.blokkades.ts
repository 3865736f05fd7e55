/**
 * The pre-flight list before a year is submitted (spec §4, §6), pure: every screen that is not
 * done and every error signal, each with the screen's route (record id filled in) and, for a
 * signal, the field's path, so the list links to where it is fixed. The server
 * (modules/kringloopwijzer/kringloopwijzer.preflight.ts) and the port-3000 mocks both use it.
 */
import type { Blokkade } from './indienen.schema';
import { menuStructuur, SCHERMEN_IN_MENU, vulKlwId } from './menu.structure';
import { register } from './schermen/register';
import { plekVanVeld } from './schermen/weergaven';
import type { SchermSignalering, SchermStatus } from './schermen/register.types';
import { schermPlekUitCatalogus } from './routes/route-catalogus';

/** A register screen's title and route; an input screen outside the register (Melklevering) from the route catalogue. */
const schermInfo = (scherm: string) => register.find((r) => r.sleutel === scherm) ?? schermPlekUitCatalogus(scherm);

/**
 * Where a screen (or, with `veldPad`, one of its fields) is entered: a screen spread over several
 * routes (decision 010: Bodem, Organische mest, Kunstmest) names the route that shows the field.
 */
const plek = (scherm: string, veldPad?: string | null) =>
  (veldPad ? plekVanVeld(scherm, veldPad) : undefined) ?? schermInfo(scherm);

/** The screen's title in the register (the key itself for an unknown screen); with a field: its route's title. */
export const schermTitel = (scherm: string, veldPad?: string | null) => plek(scherm, veldPad)?.titel ?? scherm;

/** Per screen the titles of the menu items that open it, in the menu's order (Veestapel: Melk-/Jongvee, Graasdieren). */
const menuTitels = new Map<string, string[]>();
for (const item of menuStructuur.flatMap((s) => s.items)) {
  if (item.scherm && !item.overzicht) menuTitels.set(item.scherm, [...(menuTitels.get(item.scherm) ?? []), item.title]);
}

/**
 * A screen as the farmer finds it in the menu, for the list of screens not yet done: the menu item's title, or the
 * items' titles when one screen is behind several ("Melk-/Jongvee en Graasdieren"); `schermTitel` for a screen
 * without a menu item. The list named the register's titles (Bedrijfsgegevens, Veestapel) beside a menu that says
 * Algemeen and Melk-/Jongvee.
 */
export function menuNaam(scherm: string): string {
  const t = menuTitels.get(scherm);
  if (!t) return schermTitel(scherm);
  return t.length === 1 ? t[0] : `${t.slice(0, -1).join(', ')} en ${t[t.length - 1]}`;
}

/** The screen's (or the field's) route with the record id filled in; null for an unknown screen. */
export function schermRoute(scherm: string, klwId: number, veldPad?: string | null): string | null {
  const info = plek(scherm, veldPad);
  return info ? vulKlwId(info.route, klwId) : null;
}

export function indienBlokkades(klwId: number, schermstatus: Record<string, SchermStatus | string>, signaleringen: readonly SchermSignalering[]): Blokkade[] {
  const blokkades: Blokkade[] = [];
  for (const [scherm, status] of Object.entries(schermstatus)) {
    // only what the farmer can open from the menu, the screens the progress counts (not Mestadditief: no menu item)
    if (status !== 'niet-klaar' || !SCHERMEN_IN_MENU.includes(scherm)) continue;
    const titel = menuNaam(scherm);
    blokkades.push({ soort: 'scherm', scherm: titel, melding: `${titel} is nog niet ingevuld en opgeslagen.`, route: schermRoute(scherm, klwId), veldPad: null });
  }
  for (const s of signaleringen) {
    if (s.ernst === 'fout') blokkades.push({ soort: 'signaal', scherm: schermTitel(s.scherm, s.veldPad), melding: s.bericht, route: schermRoute(s.scherm, klwId, s.veldPad), veldPad: s.veldPad || null });
  }
  return blokkades;
}
