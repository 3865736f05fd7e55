/**
 * What a register screen's save decides before and after the database (decision 010), as pure
 * functions shared by the server (`modules/invoer/`) and the port-3000 mocks (decision 026): the
 * body's check with its Dutch messages, what the server fills in itself, and the answer's shape.
 */
import type { Dashboard } from '@kw/engine';
import { indicatoren } from './indicatoren';
import { signaleringVoorScherm } from './indicator-controle';
import { schermVan } from './register';
import type { SchermGegevens, SchermSignalering, SchermSleutel, SchermStatus } from './register.types';
import { schermOpslaanSchema } from './scherm.schema';
import { valideerSchermDocument } from './valideer-scherm';

export const SCHERM_CONFLICT_MELDING =
  'De gegevens zijn intussen door iemand anders gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.';
export const SCHERM_ANDER_RECORD_MELDING = 'De gegevens horen bij een andere kringloopwijzer dan de geselecteerde; er is niets opgeslagen.';
export const schermNietOpgeslagen = (titel: string) => `${titel} is niet opgeslagen: controleer de invoer.`;

/** The record a save is for: its id and year (the token's, never the body's). */
export interface OpslagRecord {
  id: number;
  jaar: number;
}

export type SchermOpslagControle =
  | {
      ok: true;
      versie: number;
      /** the document as it is stored: with what the server fills in itself */
      gegevens: Record<string, unknown>;
      /** the sent sections as the register's check parsed them (the engine step reuses them, decision 013) */
      geparst: Record<string, unknown>;
    }
  | { ok: false; message: string; errorDetails: Array<{ field: string; message: string }> };

/** The screen's document with what the server fills itself (`doorServerGevuld`: the record's year). */
export function metServerVelden(scherm: SchermSleutel, gegevens: Record<string, unknown>, jaar: number): Record<string, unknown> {
  const bg = gegevens.bedrijfsgegevens;
  if (!schermVan(scherm)?.secties.includes('bedrijfsgegevens') || !bg || typeof bg !== 'object' || Array.isArray(bg)) return gegevens;
  return { ...gegevens, bedrijfsgegevens: { ...bg, jaar } };
}

/**
 * The body of a save (after the policy, before the version): the call's shape, the record it
 * names, then the screen's own rules of the record's year; one Dutch message per field and row.
 */
export function controleerSchermOpslag(scherm: SchermSleutel, record: OpslagRecord, body: unknown): SchermOpslagControle {
  const titel = schermVan(scherm)?.titel ?? scherm;
  const b = schermOpslaanSchema.safeParse(body);
  if (!b.success) {
    return { ok: false, message: schermNietOpgeslagen(titel), errorDetails: b.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })) };
  }
  if (b.data.kringloopwijzerId !== undefined && b.data.kringloopwijzerId !== record.id) {
    return { ok: false, message: SCHERM_ANDER_RECORD_MELDING, errorDetails: [{ field: 'kringloopwijzerId', message: SCHERM_ANDER_RECORD_MELDING }] };
  }
  const gegevens = metServerVelden(scherm, b.data.gegevens, record.jaar);
  const v = valideerSchermDocument(scherm, record.jaar, gegevens);
  if (!v.ok) return { ok: false, message: schermNietOpgeslagen(titel), errorDetails: v.fouten };
  // the parsed sections that were sent (a section left out stays out, as the engine's input has it)
  const geparst = Object.fromEntries(Object.keys(gegevens).filter((k) => gegevens[k] !== undefined && k in v.geparst).map((k) => [k, v.geparst[k]]));
  return { ok: true, versie: b.data.versie, gegevens, geparst };
}

/** The stored outcome as a screen's answer needs it. */
export interface SchermUitkomstDelen {
  schermstatus: Record<SchermSleutel, SchermStatus>;
  signaleringen: SchermSignalering[];
  dashboard: Dashboard | null;
  vorigDashboard: Dashboard | null;
}

/** The answer of a screen's GET and save: the row, the screen's state and signals, the six indicators. */
export function schermAntwoord(
  record: OpslagRecord & { statusId: number },
  scherm: SchermSleutel,
  rij: { gegevens: Record<string, unknown>; versie: number } | undefined,
  u: SchermUitkomstDelen | undefined,
  isAuthorized: boolean,
): SchermGegevens {
  return {
    kringloopwijzerId: record.id,
    kringloopwijzerJaar: record.jaar,
    kringloopwijzerStatus: record.statusId,
    scherm,
    versie: rij?.versie ?? 0,
    gegevens: rij?.gegevens ?? {},
    status: u?.schermstatus[scherm] ?? 'niet-klaar',
    signaleringen: (u?.signaleringen ?? []).filter((s) => signaleringVoorScherm(s, scherm)),
    indicatoren: indicatoren(u?.dashboard, u?.vorigDashboard),
    isAuthorized,
  };
}
