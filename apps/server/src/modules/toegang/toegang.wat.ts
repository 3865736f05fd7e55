/**
 * What a logged access was about, in the farmer's words: the screen or report a call serves
 * (decision 019). Register screens by their title; the other calls by name; screen keys written
 * by the audit trigger (migration 0007) by the register's title too.
 */
import { koppelingRoutes, pilotRoutes, registerBron, routes } from '@kw/contract';

const perPad = new Map<string, string>();
for (const s of registerBron) {
  perPad.set(`/api/${s.api}/Get${s.api}Gegevens`, s.titel);
}
const perSleutel = new Map<string, string>(registerBron.map((s) => [s.sleutel, s.titel]));

const VASTE_NAMEN: Array<[string, string]> = [
  [routes.melkLevering.path, 'Melklevering'],
  [routes.menu.path, 'Menu en jaarstatus'],
  [routes.startGegevens.path, 'Startpagina'],
  [routes.callContext.path, 'Startpagina'],
  [routes.rapportPdf.path, 'BEX-rapport (PDF)'],
  [routes.kengetallen.path, 'Kengetallen (XLSX/CSV)'],
  [routes.grafiekGegevens.path, 'Kengetallen grafisch'],
  [routes.historisch.path, 'Historische rapportage'],
  [routes.herberekening.path, 'Historische rapportage'],
  [routes.rapportGegevens.path, 'Resultaten'],
  [routes.signaleringen.path, 'Signaleringen'],
  [routes.afleiding.path, 'Waarom dit getal?'],
  [routes.indienControle.path, 'Indienen (controle)'],
  [routes.formulierDefinitie.path, 'Invoerscherm'],
  [routes.downloadInvoer.path, 'Invoer (download)'],
  [routes.bodemGewasOverzicht.path, 'Bodem en gewas'],
  [koppelingRoutes.overzicht.path, 'Koppelingen'],
  [koppelingRoutes.herkomst.path, 'Koppelingen'],
  // the farm's results under a pilot's rules: a read of its data like the history's recompute
  [pilotRoutes.vergelijking.path, 'Pilot (vergelijking)'],
];
for (const [pad, naam] of VASTE_NAMEN) perPad.set(pad, naam);

const DOWNLOADS = new Set<string>([routes.rapportPdf.path, routes.kengetallen.path, routes.downloadInvoer.path]);

/** The Dutch name of what a call on `pad` shows, or null when it is no read of a farm's data. */
export const watVanPad = (pad: string): string | null => perPad.get(pad) ?? null;
export const isDownload = (pad: string) => DOWNLOADS.has(pad);

const VASTE_SLEUTELS: Record<string, string> = { melklevering: 'Melklevering', jaarstatus: 'Jaarstatus', toegangslog: 'Toegangslog', koppelingen: 'Koppelingen' };

/** A stored `wat` (a name, or a screen key written by the audit trigger) as the farmer reads it. */
export const watLeesbaar = (wat: string) => perSleutel.get(wat) ?? VASTE_SLEUTELS[wat] ?? wat;
