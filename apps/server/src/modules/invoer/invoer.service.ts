/**
 * One service for every register screen (decision 010): read a screen with its status,
 * signals and indicators; save it in the order 404 → 403 → 400 → 409, all or nothing, then run
 * the engine for the record. The repository is an interface so the service is tested with a fake.
 */
import {
  formulierDefinitie,
  indicatoren,
  schermOpslaanSchema,
  schermVan,
  valideerSchermDocument,
  type FormulierDefinitie,
  type SchermGegevens,
  type SchermSleutel,
} from '@kw/contract';
import type { Kringloopwijzer } from '../../db/schema';
import { HttpFout, MELDINGEN } from '../../fouten';
import type { BeleidsActor, TokenContext } from '../../plugins/auth';
import { zichtbaarOfFout } from '../kringloopwijzer/kringloopwijzer.service';
import type { ActueleUitkomst } from '../uitkomst/uitkomst.service';
import type { SchermRijGelezen, SchermUitkomst } from './invoer.repository';
import { magSchermOpslaan, waaromSchermNietOpslaan } from './invoer.policy';

export type InvoerRecord = Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar' | 'statusId'>;

export interface InvoerOpslag {
  /** the caller and the record in one round trip; undefined when the session is not active */
  leesSessieEnRecord(sessieId: string, klwId: number): Promise<{ actor: BeleidsActor; record: InvoerRecord | null } | undefined>;
  /**
   * a screen's GET in one round trip: caller, record, the row (document as JSON text) and the
   * stored outcome for the screen (undefined when missing or behind); undefined: no active session
   */
  leesScherm(
    sessieId: string,
    klwId: number,
    scherm: SchermSleutel,
  ): Promise<{ actor: BeleidsActor; record: InvoerRecord | null; rij?: { versie: number; gegevensTekst: string }; uitkomst?: SchermUitkomst } | undefined>;
  /**
   * save the row (with its audit line), then run the engine for the record: the new version and
   * the outcome, or undefined (nothing written) when the stored version is another one.
   * `geparst`: the document's sections as the register's check parsed them (for the engine step)
   */
  slaOpEnBereken(
    record: InvoerRecord,
    scherm: SchermSleutel,
    versie: number,
    gegevens: Record<string, unknown>,
    gebruikerId: number,
    geparst?: Record<string, unknown>,
  ): Promise<{ versie: number; uitkomst: ActueleUitkomst | undefined } | undefined>;
  actueleUitkomst(record: InvoerRecord): Promise<ActueleUitkomst | undefined>;
}

export const CONFLICT_MELDING =
  'De gegevens zijn intussen door iemand anders gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.';
export const ANDER_RECORD_MELDING = 'De gegevens horen bij een andere kringloopwijzer dan de geselecteerde; er is niets opgeslagen.';

/** The caller and the token's record, in the order of every data call: 401 → 404 → 403. */
export async function laadRecord(opslag: InvoerOpslag, token: TokenContext): Promise<{ actor: BeleidsActor; record: InvoerRecord }> {
  return controleerRecord(token, await opslag.leesSessieEnRecord(token.sessieRef, token.klwId ?? 0));
}

function controleerRecord(token: TokenContext, gelezen: { actor: BeleidsActor; record: InvoerRecord | null } | undefined): { actor: BeleidsActor; record: InvoerRecord } {
  if (!gelezen || gelezen.actor.id !== token.gebruikerId) throw new HttpFout(401, MELDINGEN.nietIngelogd);
  if (token.klwId === null) throw new HttpFout(404, MELDINGEN.geenKlwGeselecteerd);
  return { actor: gelezen.actor, record: zichtbaarOfFout(gelezen.actor, gelezen.record) };
}

function antwoord(
  record: InvoerRecord,
  scherm: SchermSleutel,
  rij: SchermRijGelezen | undefined,
  u: ActueleUitkomst | undefined,
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
    signaleringen: (u?.signaleringen ?? []).filter((s) => s.scherm === scherm),
    indicatoren: indicatoren(u?.dashboard, u?.vorigDashboard),
    isAuthorized,
  };
}

/**
 * A screen's data as JSON text (spec: Get{Api}Gegevens): one round trip while the stored
 * outcome is current; the document goes out as the text the database gave, never parsed.
 */
export async function haalSchermGegevens(opslag: InvoerOpslag, token: TokenContext, scherm: SchermSleutel): Promise<string> {
  const gelezen = await opslag.leesScherm(token.sessieRef, token.klwId ?? 0, scherm);
  const { actor, record } = controleerRecord(token, gelezen);
  let u = gelezen!.uitkomst;
  if (!u) {
    // no stored outcome, or it is behind the input (seeded data, new automatic deliveries)
    const a = await opslag.actueleUitkomst(record);
    if (a) u = { status: a.schermstatus[scherm] ?? null, signaleringen: a.signaleringen.filter((s) => s.scherm === scherm), dashboard: a.dashboard, vorigDashboard: a.vorigDashboard };
  }
  const rij = gelezen!.rij;
  const zonderGegevens: Omit<SchermGegevens, 'gegevens'> = {
    kringloopwijzerId: record.id,
    kringloopwijzerJaar: record.jaar,
    kringloopwijzerStatus: record.statusId,
    scherm,
    versie: rij?.versie ?? 0,
    status: u?.status ?? 'niet-klaar',
    signaleringen: u?.signaleringen ?? [],
    indicatoren: indicatoren(u?.dashboard, u?.vorigDashboard),
    isAuthorized: magSchermOpslaan(actor, record),
  };
  const tekst = JSON.stringify(zonderGegevens);
  return `${tekst.slice(0, -1)},"gegevens":${rij?.gegevensTekst ?? '{}'}}`;
}

export async function haalFormulierDefinitie(opslag: InvoerOpslag, token: TokenContext, scherm: unknown): Promise<FormulierDefinitie> {
  const { record } = await laadRecord(opslag, token);
  const def = typeof scherm === 'string' ? formulierDefinitie(scherm, record.jaar) : undefined;
  if (!def) throw new HttpFout(404, `Onbekend invoerscherm${typeof scherm === 'string' ? ` '${scherm.slice(0, 50)}'` : ''}.`);
  return def;
}

const NIET_OPGESLAGEN = (titel: string) => `${titel} is niet opgeslagen: controleer de invoer.`;

/** The screen's document with what the server fills itself (the record's year). */
function metServerVelden(scherm: SchermSleutel, gegevens: Record<string, unknown>, jaar: number): Record<string, unknown> {
  const bg = gegevens.bedrijfsgegevens;
  if (!schermVan(scherm)?.secties.includes('bedrijfsgegevens') || !bg || typeof bg !== 'object' || Array.isArray(bg)) return gegevens;
  return { ...gegevens, bedrijfsgegevens: { ...bg, jaar } };
}

export async function slaSchermOp(
  opslag: InvoerOpslag,
  token: TokenContext,
  scherm: SchermSleutel,
  body: unknown,
): Promise<{ antwoord: SchermGegevens; actor: BeleidsActor }> {
  const { actor, record } = await laadRecord(opslag, token);
  const reden = waaromSchermNietOpslaan(actor, record);
  if (reden) throw new HttpFout(403, reden);
  const titel = schermVan(scherm)?.titel ?? scherm;

  const b = schermOpslaanSchema.safeParse(body);
  if (!b.success) {
    throw new HttpFout(
      400,
      NIET_OPGESLAGEN(titel),
      b.error.issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
    );
  }
  if (b.data.kringloopwijzerId !== undefined && b.data.kringloopwijzerId !== record.id) {
    throw new HttpFout(400, ANDER_RECORD_MELDING, [{ field: 'kringloopwijzerId', message: ANDER_RECORD_MELDING }]);
  }
  const gegevens = metServerVelden(scherm, b.data.gegevens, record.jaar);
  const v = valideerSchermDocument(scherm, record.jaar, gegevens);
  if (!v.ok) throw new HttpFout(400, NIET_OPGESLAGEN(titel), v.fouten);

  // the parsed sections that were sent (a section left out stays out, as the engine's input has it)
  const geparst = Object.fromEntries(Object.keys(gegevens).filter((k) => gegevens[k] !== undefined && k in v.geparst).map((k) => [k, v.geparst[k]]));
  const opgeslagen = await opslag.slaOpEnBereken(record, scherm, b.data.versie, gegevens, actor.id, geparst);
  if (!opgeslagen) throw new HttpFout(409, CONFLICT_MELDING);
  return { antwoord: antwoord(record, scherm, { gegevens, versie: opgeslagen.versie }, opgeslagen.uitkomst, true), actor };
}
