/**
 * The farm's side of pilots (sharing-anchors.md §2: farmers must see they are in a pilot): its
 * pilots (for the badge), leaving one, and the token's record under its own rules and under the
 * pilot's rule year side by side. The recompute is the history's (decision 015), not a copy.
 */
import {
  MELDING_PILOT_AL_VERLATEN as MELDING_AL_VERLATEN,
  MELDING_PILOT_GEEN_DEELNAME as MELDING_GEEN_DEELNAME,
  pilotVergelijkingRegels,
  vandaagIso, type BedrijfsPilotsAntwoord, type PilotVergelijking } from '@kw/contract';
import { geenUitkomstOmTeHerberekenen } from '@kw/contract/rapportage';
import { HttpFout, MELDINGEN } from '../../fouten';
import type { Actor, SessieContext } from '../../plugins/auth';
import { laadKlwVanToken } from '../kringloopwijzer/kringloopwijzer.service';
import { herbereken, opgeslagenResultaat } from '../rapportage/rapportage.historisch';
import { MELDING_NIET_VERLATEN, magPilotsVanBedrijfLezen, magPilotVerlaten } from './pilot.policy';
import { lidmaatschap, pilotOpId, pilotsVanBedrijf, schrijfAudit, verlaat, type Db } from './pilot.repository';

/** The farm of the token's record; without a record: the participant's own farm (as the history, decision 015). */
async function bedrijfVanSessie(db: Db, sessie: SessieContext): Promise<number> {
  const actor = sessie.gebruiker;
  let relatieId: number;
  if (sessie.klwId !== null) relatieId = (await laadKlwVanToken(db, actor, sessie.klwId)).relatieId;
  else if (actor.isDeelnemer && actor.relatieId !== null) relatieId = actor.relatieId;
  else throw new HttpFout(404, MELDINGEN.geenKlwGeselecteerd);
  if (!magPilotsVanBedrijfLezen(actor, relatieId)) throw new HttpFout(403, MELDINGEN.geenToegang);
  return relatieId;
}

export async function pilotsVanHetBedrijf(db: Db, sessie: SessieContext): Promise<BedrijfsPilotsAntwoord> {
  const relatieId = await bedrijfVanSessie(db, sessie);
  const vandaag = vandaagIso();
  const rijen = await pilotsVanBedrijf(db, relatieId);
  return {
    pilots: rijen.map(({ pilot: p, toegevoegdOp, verlatenOp }) => ({
      id: p.id,
      naam: p.naam,
      doel: p.doel,
      van: p.van,
      tot: p.tot,
      regelJaar: p.regelJaar,
      toegevoegdOp: toegevoegdOp.toISOString(),
      verlatenOp: verlatenOp?.toISOString() ?? null,
      actief: verlatenOp === null && p.van <= vandaag && vandaag <= p.tot,
    })),
  };
}

export async function verlaatPilot(db: Db, sessie: SessieContext, pilotId: number): Promise<BedrijfsPilotsAntwoord> {
  const relatieId = await bedrijfVanSessie(db, sessie);
  await verlaatPilotVanBedrijf(db, sessie.gebruiker, relatieId, pilotId);
  return pilotsVanHetBedrijf(db, sessie);
}

/** The farm leaves a pilot: the one write path of leaving, also for the consent ledger (decision 033). */
export async function verlaatPilotVanBedrijf(db: Db, actor: Actor, relatieId: number, pilotId: number): Promise<void> {
  if (!magPilotVerlaten(actor, relatieId)) throw new HttpFout(403, MELDING_NIET_VERLATEN);
  await db.transaction(async (tx) => {
    const r = await verlaat(tx, relatieId, pilotId);
    if (!r) {
      const lid = await lidmaatschap(tx, relatieId, pilotId);
      if (!lid) throw new HttpFout(404, MELDING_GEEN_DEELNAME);
      throw new HttpFout(409, MELDING_AL_VERLATEN);
    }
    await schrijfAudit(tx, [{ gebruikerId: actor.id, relatieId, actie: 'pilot-verlaten', voor: { pilotId, verlatenOp: null }, na: { pilotId, verlatenOp: r.verlatenOp?.toISOString() } }]);
  });
}

/** A farm's pilots with its membership (joined, left), for the consent ledger; the caller checked the right to read. */
export async function pilotsVoorGrootboek(db: Db, relatieId: number) {
  return pilotsVanBedrijf(db, relatieId);
}

/** The token's record under its own rules (its stored result) and under the pilot's rule year. */
export async function vergelijking(db: Db, sessie: SessieContext, pilotId: number): Promise<PilotVergelijking> {
  const record = await laadKlwVanToken(db, sessie.gebruiker, sessie.klwId);
  if (!magPilotsVanBedrijfLezen(sessie.gebruiker, record.relatieId)) throw new HttpFout(403, MELDINGEN.geenToegang);
  const lid = await lidmaatschap(db, record.relatieId, pilotId);
  const pilot = lid && lid.verlatenOp === null ? await pilotOpId(db, pilotId) : undefined;
  if (!pilot) throw new HttpFout(404, MELDING_GEEN_DEELNAME);
  const eigen = await opgeslagenResultaat(db, record);
  if (!eigen) throw new HttpFout(404, geenUitkomstOmTeHerberekenen(record.jaar));
  const onderPilot = await herbereken(db, record, pilot.regelJaar);
  return {
    pilotId,
    kringloopwijzerId: record.id,
    jaar: record.jaar,
    eigenRekenregelversie: eigen.versie,
    pilotRekenregelversie: onderPilot.versie,
    regels: pilotVergelijkingRegels(eigen, onderPilot),
  };
}
