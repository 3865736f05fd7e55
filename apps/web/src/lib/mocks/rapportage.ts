/**
 * The signal and pre-flight calls in the port-3000 mock mode (spec §7), from the mocked
 * screens' engine outcome, with the same contract helpers as the server.
 */
import {
  indienBlokkades,
  isAfgesloten,
  MELDING_AL_AFGESLOTEN,
  MELDING_NIET_INDIENEN,
  register,
  schermRoute,
  schermTitel,
  type IndienControle,
  type SchermSignalering,
  type SignaleringRegel,
  type Signaleringen,
} from '@kw/contract';

/** What the server's PDF and XLSX/CSV downloads need (pdfkit, write-excel-file) does not run in the browser. */
export const MOCK_ALLEEN_SERVER = 'In de proefomgeving (poort 3000) worden geen PDF-, Excel- of CSV-bestanden gemaakt. Gebruik de echte app om te downloaden.';

export function mockSignaleringen(klwId: number, jaar: number, lijst: SchermSignalering[]): Signaleringen {
  const regels: SignaleringRegel[] = lijst.map((s) => ({
    code: s.code,
    ernst: s.ernst,
    bericht: s.bericht,
    scherm: s.scherm,
    schermTitel: schermTitel(s.scherm, s.veldPad),
    route: schermRoute(s.scherm, klwId, s.veldPad),
    veldPad: s.veldPad,
    veldLabel: null,
    waarde: s.waarde ?? null,
    eenheid: null,
    verwachtMin: null,
    verwachtMax: null,
  }));
  return { kringloopwijzerId: klwId, jaar, signaleringen: regels };
}

/** The register screens' states of a record, as the server's stored outcome keeps them. */
export const schermstatusVan = (status: (scherm: string) => string) => Object.fromEntries(register.map((r) => [r.sleutel, status(r.sleutel)]));

/** Why the caller may not submit (the server's redenGeenIndiening), or null. */
export function redenGeenIndiening(statusId: number, magWijzigen: boolean): string | null {
  if (isAfgesloten(statusId)) return MELDING_AL_AFGESLOTEN;
  return magWijzigen ? null : MELDING_NIET_INDIENEN;
}

export function mockIndienControle(klwId: number, statusId: number, magWijzigen: boolean, status: (scherm: string) => string, lijst: SchermSignalering[]): IndienControle {
  const reden = redenGeenIndiening(statusId, magWijzigen);
  const blokkades = isAfgesloten(statusId) ? [] : indienBlokkades(klwId, schermstatusVan(status), lijst);
  // the data links' items are added by the adapter (mocks/koppelingen.ts holds the links)
  return { kringloopwijzerId: klwId, kanIndienen: reden === null && blokkades.length === 0, reden, blokkades, koppelingPunten: [] };
}
