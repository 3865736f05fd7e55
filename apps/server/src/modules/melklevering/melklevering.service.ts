/**
 * Milk delivery data (spec §3, §4, §5): read with automatic deliveries and the manual
 * row; save with the year's rules, optimistic concurrency and an audit row in one
 * statement.
 */
import { jaarDrempels, leegTotaal, valideerMelkLevering, type MelkLeveringGegevens, type Totaal } from '@kw/contract';
import type { Db, DbOfTx } from '../../db/client';
import { HttpFout, MELDINGEN } from '../../fouten';
import { vereisRecordVanToken, type BeleidsActor, type TokenContext } from '../../plugins/auth';
import type { HandmatigeMelkgegevens, Kringloopwijzer } from '../../db/schema';
import { isDbId, zichtbaarOfFout } from '../kringloopwijzer/kringloopwijzer.service';
import { noteerToegestaneLezing } from '../toegang/toegang.lezing';
import { magMelkLeveringOpslaan, waaromNietOpslaan } from './melklevering.policy';
import { antwoordAlsJson, vatLeveringenSamen, type ZonderLeveringen } from './melklevering.samenvatting';
import {
  bewaarSamenvatting,
  leesMelkLeveringMetSessie,
  leveringenMetVersie,
  type LeveringRij,
  type LeveringSamenvatting,
  type HandmatigeWaarden,
} from './melklevering.repository';
import { slaHandmatigeRijOp } from './melklevering.opslaan.repository';

// The manual row as JSON inside the one-statement read of a record's whole input (uitkomst,
// decision 013): this module owns the milk tables and publishes how they are read (decision 026).
export { handmatigAlsJson, handmatigUitJson, type HandmatigJson } from './melklevering.repository';
// A record's deliveries with their UBN as a column of the consumer API's one statement (decision 034).
export { leveringenJson, leveringRijen, type LeveringRij, type LeveringTupel } from './melklevering.repository';
// The data links add automatic deliveries through this module, the owner of `melkleveringen` (decision 026).
export { voegLeveringenToe } from './melklevering.repository';

/** What runs after a save: the engine for the record (decision 010), handed in by app.ts so the milk does not depend on the outcome (decision 026). */
export type NaMelkOpslaan = (record: Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar'>) => Promise<unknown>;

/**
 * The automatic deliveries' totals of a record, from the deliveries themselves, and the stored
 * summary brought up to date with them (decision 009): for the engine when the summary was missing.
 */
export async function automatischTotaal(db: Db, record: Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar'>): Promise<Totaal> {
  const { versie, rijen } = await leveringenMetVersie(db, record.id);
  return bewaarLeveringSamenvatting(db, record, versie, rijen);
}

/**
 * The same from deliveries the caller read itself (all of the record's, in date order, as `leveringenJson` gives
 * them, at delivery version `versie`): a data link's milk message reads them with the record's input in one
 * statement (decision 020, revision 27-11-2026). Stores the summary; returns its totals.
 */
export async function bewaarLeveringSamenvatting(db: DbOfTx, record: Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar'>, versie: number, rijen: readonly LeveringRij[]): Promise<Totaal> {
  const s = vatLeveringenSamen(rijen, record.jaar);
  await bewaarSamenvatting(db as Db, record, versie, s);
  return s.totaal;
}

/** A record's automatic deliveries in date order, each with its UBN: the data products' per-UBN rows (decision 034). */
export async function leveringenVanRecord(db: Db, kringloopwijzerId: number): Promise<LeveringRij[]> {
  return (await leveringenMetVersie(db, kringloopwijzerId)).rijen;
}

export const CONFLICT_MELDING =
  'De gegevens zijn intussen door iemand anders gewijzigd. Laad de pagina opnieuw; uw wijzigingen zijn niet opgeslagen.';
export const SCHAKELAAR_MELDING = 'Handmatige registratie kan niet uit: er zijn geen automatische melkleveringen voor dit jaar.';

const totaal = (kg: number | null, vet: number | null, eiwit: number | null, ureum: number | null, fosfor: number | null): Totaal => ({
  kg,
  vet,
  eiwit,
  ureum,
  fosfor,
});

/** Everything of the answer but the automatic deliveries, which the stored summary holds. */
function bouwRest(
  record: Pick<Kringloopwijzer, 'id' | 'jaar' | 'statusId' | 'aantalMelkkoeien'>,
  samenvatting: LeveringSamenvatting,
  rij: HandmatigeMelkgegevens | undefined,
  isAuthorized: boolean,
): ZonderLeveringen {
  // Spec §4: forced on without automatic deliveries; otherwise the saved value (default off).
  const handmatig = samenvatting.aantal === 0 ? true : (rij?.gebruikHandmatigeMelkRegistratie ?? false);
  // The saved manual totals when registering manually; else (switch off, or nothing saved) the automatic totals.
  const totaalHandmatig =
    handmatig && rij
      ? totaal(rij.handmatigKg, rij.handmatigVet, rij.handmatigEiwit, rij.handmatigUreum, rij.handmatigFosfor)
      : { ...samenvatting.totaal };
  return {
    aantalMelkkoeien: record.aantalMelkkoeien,
    gebruikHandmatigeMelkRegistratie: handmatig,
    melkGevoerdAanKalveren: rij?.gevoerdAanKalverenKg ?? null,
    isAuthorized,
    kringloopwijzerId: record.id,
    kringloopwijzerJaar: record.jaar,
    kringloopwijzerStatus: record.statusId,
    totaalHandmatig,
    totaalOverigeProductie: totaal(rij?.overigeProductieKg ?? null, null, null, null, null),
    totaalZelfZuivel: rij
      ? totaal(rij.zelfZuivelKg, rij.zelfZuivelVet, rij.zelfZuivelEiwit, rij.zelfZuivelUreum, rij.zelfZuivelFosfor)
      : leegTotaal(),
    versie: rij?.versie ?? 0,
  };
}

/**
 * The caller, the record and its milk data in one round trip, checked in the order of every
 * data call: active session (401), a record selected (404), exists (404), visible (403).
 * Only when the stored delivery summary is missing or outdated, a second query reads the
 * rows and stores a new one.
 */
async function leesVoorAanroep(db: Db, token: TokenContext, klwId: number | null) {
  const gelezen = await leesMelkLeveringMetSessie(db, token.sessieRef, klwId !== null && isDbId(klwId) ? klwId : 0);
  if (!gelezen || gelezen.actor.id !== token.gebruikerId) throw new HttpFout(401, MELDINGEN.nietIngelogd);
  if (klwId === null) throw new HttpFout(404, MELDINGEN.geenKlwGeselecteerd);
  const record = zichtbaarOfFout(gelezen.actor, gelezen.record);
  noteerToegestaneLezing(token, gelezen.actor, record); // the access row comes from these rights (decision 019)
  let samenvatting = gelezen.samenvatting;
  if (!samenvatting) {
    const { versie, rijen } = await leveringenMetVersie(db, record.id);
    samenvatting = vatLeveringenSamen(rijen, record.jaar);
    await bewaarSamenvatting(db, record, versie, samenvatting);
  }
  return { actor: gelezen.actor, record, samenvatting, handmatig: gelezen.handmatig };
}

/** The milk data of the token's record, as JSON text (spec §3 MelkLeveringGegevens). */
export async function haalMelkLeveringGegevens(db: Db, token: TokenContext): Promise<string> {
  const { actor, record, samenvatting, handmatig } = await leesVoorAanroep(db, token, token.klwId);
  return antwoordAlsJson(bouwRest(record, samenvatting, handmatig, magMelkLeveringOpslaan(actor, record)), samenvatting.gegevens);
}

/** Only the editable fields, and only those that apply in the record's year. */
function teBewarenWaarden(invoer: MelkLeveringGegevens, automatisch: Totaal, jaar: number): HandmatigeWaarden {
  const fosfor = jaarDrempels.fosfor(jaar);
  const h = invoer.gebruikHandmatigeMelkRegistratie ? invoer.totaalHandmatig : automatisch;
  const z = invoer.totaalZelfZuivel;
  const zelfZuivel = z.kg !== null;
  return {
    gebruikHandmatigeMelkRegistratie: invoer.gebruikHandmatigeMelkRegistratie,
    handmatigKg: h.kg,
    handmatigVet: h.vet,
    handmatigEiwit: h.eiwit,
    handmatigUreum: h.ureum,
    handmatigFosfor: fosfor ? h.fosfor : null,
    zelfZuivelKg: z.kg,
    zelfZuivelVet: zelfZuivel ? z.vet : null,
    zelfZuivelEiwit: zelfZuivel ? z.eiwit : null,
    zelfZuivelUreum: zelfZuivel ? z.ureum : null,
    zelfZuivelFosfor: zelfZuivel && fosfor ? z.fosfor : null,
    gevoerdAanKalverenKg: jaarDrempels.gevoerdKalveren(jaar) ? invoer.melkGevoerdAanKalveren : null,
    overigeProductieKg: jaarDrempels.overigeProductie(jaar) ? invoer.totaalOverigeProductie.kg : null,
  };
}

/**
 * Save: active session (401) → record exists (404) → visible (403) → the token's record (403)
 * → may edit (403) → the year's rules (400) →
 * stored version equals body.versie (409) → row + audit in one statement.
 */
export async function slaMelkLeveringOp(
  db: Db,
  token: TokenContext,
  invoer: MelkLeveringGegevens,
  naOpslaan: NaMelkOpslaan,
): Promise<{ json: string; opgeslagen: ZonderLeveringen; actor: BeleidsActor }> {
  const { actor, record, samenvatting } = await leesVoorAanroep(db, token, invoer.kringloopwijzerId);
  vereisRecordVanToken(token, record.id);
  const reden = waaromNietOpslaan(actor, record);
  if (reden) throw new HttpFout(403, reden);

  const automatisch = samenvatting.totaal;
  if (samenvatting.aantal === 0 && !invoer.gebruikHandmatigeMelkRegistratie) {
    throw new HttpFout(400, 'De melkleveringen zijn niet opgeslagen: controleer de invoer.', [
      { field: 'gebruikHandmatigeMelkRegistratie', message: SCHAKELAAR_MELDING },
    ]);
  }
  const waarden = teBewarenWaarden(invoer, automatisch, record.jaar);
  const fouten = valideerMelkLevering(
    {
      gebruikHandmatigeMelkRegistratie: invoer.gebruikHandmatigeMelkRegistratie,
      melkGevoerdAanKalveren: invoer.melkGevoerdAanKalveren,
      totaalHandmatig: invoer.gebruikHandmatigeMelkRegistratie ? invoer.totaalHandmatig : automatisch,
      totaalOverigeProductie: invoer.totaalOverigeProductie,
      totaalZelfZuivel: invoer.totaalZelfZuivel,
    },
    record.jaar,
  );
  if (fouten.length > 0) {
    throw new HttpFout(
      400,
      'De melkleveringen zijn niet opgeslagen: controleer de invoer.',
      fouten.map((f) => ({ field: f.veld, message: f.message })),
    );
  }

  const opgeslagen = await slaHandmatigeRijOp(db, { relatieId: record.relatieId, kringloopwijzerId: record.id, versie: invoer.versie, waarden, gebruikerId: actor.id });
  if (!opgeslagen) throw new HttpFout(409, CONFLICT_MELDING);
  // The engine on every save (decision 010): the milk is part of the farm-year.
  await naOpslaan(record);
  // The answer is built from what this save read and wrote: no second round of queries.
  const antwoord = bouwRest(record, samenvatting, opgeslagen.na, true);
  return { json: antwoordAlsJson(antwoord, samenvatting.gegevens), opgeslagen: antwoord, actor };
}
