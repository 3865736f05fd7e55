/**
 * One service for every register screen (decision 010): read a screen with its status,
 * signals and indicators; save it in the order 404 → 403 → 400 → 409, all or nothing, then run
 * the engine for the record. The repository is an interface so the service is tested with a fake.
 */
import {
  controleerSchermOpslag,
  formulierDefinitie,
  indicatoren,
  SCHERM_CONFLICT_MELDING,
  schermAntwoord,
  signaleringVoorScherm,
  type FormulierDefinitie,
  type SchermGegevens,
  type SchermSleutel,
} from '@kw/contract';
import type { Kringloopwijzer } from '../../db/schema';
import { HttpFout, MELDINGEN } from '../../fouten';
import type { BeleidsActor, TokenContext } from '../../plugins/auth';
import { zichtbaarOfFout } from '../kringloopwijzer/kringloopwijzer.service';
import { noteerToegestaneLezing } from '../toegang/toegang.lezing';
import type { GeschrevenLezing } from '../toegang/toegang.service';
import type { ActueleUitkomst, InvoerSleutels } from '../uitkomst/uitkomst.service';
import type { SchermUitkomst } from './invoer.repository';
import { magSchermOpslaan, waaromSchermNietOpslaan } from './invoer.policy';

export type InvoerRecord = Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar' | 'statusId'>;

export interface InvoerOpslag {
  /**
   * the caller and the record in one round trip; undefined when the session is not active. `metSleutels`
   * (a save): also the record's input as keys, for the save's engine step (decision 013, revision 27-11-2026)
   */
  leesSessieEnRecord(
    sessieId: string,
    klwId: number,
    metSleutels?: boolean,
  ): Promise<{ actor: BeleidsActor; record: InvoerRecord | null; sleutels?: InvoerSleutels } | undefined>;
  /**
   * a screen's GET in one round trip: caller, record, the row (document as JSON text) and the
   * stored outcome for the screen (undefined when missing or behind); undefined: no active session.
   * `toegang`: the access row the read's statement wrote (null: none), when it writes them (decision 019)
   */
  leesScherm(
    sessieId: string,
    gebruikerId: number,
    klwId: number,
    scherm: SchermSleutel,
  ): Promise<
    | { actor: BeleidsActor; record: InvoerRecord | null; rij?: { versie: number; gegevensTekst: string }; uitkomst?: SchermUitkomst; toegang?: GeschrevenLezing | null }
    | undefined
  >;
  /**
   * save the row (with its audit line), then run the engine for the record: the new version and
   * the outcome, or undefined (nothing written) when the stored version is another one.
   * `geparst`: the document's sections as the register's check parsed them (for the engine step);
   * `sleutels`: the record's input as keys, read with the session (`leesSessieEnRecord` with `metSleutels`)
   */
  slaOpEnBereken(
    record: InvoerRecord,
    scherm: SchermSleutel,
    versie: number,
    gegevens: Record<string, unknown>,
    gebruikerId: number,
    geparst?: Record<string, unknown>,
    sleutels?: InvoerSleutels,
  ): Promise<{ versie: number; uitkomst: ActueleUitkomst | undefined } | undefined>;
  actueleUitkomst(record: InvoerRecord): Promise<ActueleUitkomst | undefined>;
}

/** The caller and the token's record, in the order of every data call: 401 → 404 → 403. */
export async function laadRecord(opslag: InvoerOpslag, token: TokenContext): Promise<{ actor: BeleidsActor; record: InvoerRecord }> {
  return controleerRecord(token, await opslag.leesSessieEnRecord(token.sessieRef, token.klwId ?? 0));
}

function controleerRecord(
  token: TokenContext,
  gelezen: { actor: BeleidsActor; record: InvoerRecord | null; toegang?: GeschrevenLezing | null } | undefined,
): { actor: BeleidsActor; record: InvoerRecord } {
  if (!gelezen || gelezen.actor.id !== token.gebruikerId) throw new HttpFout(401, MELDINGEN.nietIngelogd);
  if (token.klwId === null) throw new HttpFout(404, MELDINGEN.geenKlwGeselecteerd);
  const record = zichtbaarOfFout(gelezen.actor, gelezen.record);
  // the access row of this read comes from these rights, read in this request; the GET's statement
  // may have written it already (decision 019), the hook checks that it is the policy's row
  noteerToegestaneLezing(token, gelezen.actor, record, gelezen.toegang);
  return { actor: gelezen.actor, record };
}

/**
 * A screen's data as JSON text (spec: Get{Api}Gegevens): one round trip while the stored
 * outcome is current; the document goes out as the text the database gave, never parsed.
 */
export async function haalSchermGegevens(opslag: InvoerOpslag, token: TokenContext, scherm: SchermSleutel): Promise<string> {
  const gelezen = await opslag.leesScherm(token.sessieRef, token.gebruikerId, token.klwId ?? 0, scherm);
  const { actor, record } = controleerRecord(token, gelezen);
  let u = gelezen!.uitkomst;
  if (!u) {
    // no stored outcome, or it is behind the input (seeded data, new automatic deliveries)
    const a = await opslag.actueleUitkomst(record);
    if (a) u = { status: a.schermstatus[scherm] ?? null, signaleringen: a.signaleringen.filter((s) => signaleringVoorScherm(s, scherm)), dashboard: a.dashboard, vorigDashboard: a.vorigDashboard };
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

export async function slaSchermOp(
  opslag: InvoerOpslag,
  token: TokenContext,
  scherm: SchermSleutel,
  body: unknown,
): Promise<{ antwoord: SchermGegevens; actor: BeleidsActor }> {
  const gelezen = await opslag.leesSessieEnRecord(token.sessieRef, token.klwId ?? 0, true);
  const { actor, record } = controleerRecord(token, gelezen);
  const reden = waaromSchermNietOpslaan(actor, record);
  if (reden) throw new HttpFout(403, reden);
  // the body's shape, the record it names and the screen's rules: the contract's check, as in the mocks
  const c = controleerSchermOpslag(scherm, record, body);
  if (!c.ok) throw new HttpFout(400, c.message, c.errorDetails);
  const { gegevens, geparst } = c;
  const opgeslagen = await opslag.slaOpEnBereken(record, scherm, c.versie, gegevens, actor.id, geparst, gelezen!.sleutels);
  if (!opgeslagen) throw new HttpFout(409, SCHERM_CONFLICT_MELDING);
  return { antwoord: schermAntwoord(record, scherm, { gegevens, versie: opgeslagen.versie }, opgeslagen.uitkomst, true), actor };
}
