/**
 * Staff's side of pilots (sharing-anchors.md §2 "/beheer/pilot"): the list with farm counts, and
 * one save that creates or changes a pilot with its farms as text. Every bad line of the list is
 * named in one Dutch 400 and nothing is stored; the save is one transaction with its audit rows
 * (one per farm it touches); a stale version is a 409.
 */
import {
  leesBedrijvenlijst,
  lijstDetails,
  lijstMelding,
  MELDING_PILOT_GEEN_BEDRIJVEN as MELDING_GEEN_BEDRIJVEN,
  MELDING_PILOT_GEWIJZIGD,
  MELDING_PILOT_ONBEKEND,
  pilotRegelOnbekendKvk,
  type LijstFout, type PilotInvoer, type PilotRegel, type PilotsAntwoord } from '@kw/contract';
import { ondersteundeJaren } from '@kw/engine';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { MELDING_ALLEEN_STAF, magPilotsBeheren } from './pilot.policy';
import {
  allePilots,
  bedrijvenOpKvk,
  bedrijvenVanPilots,
  nieuwePilot,
  pilotOpId,
  schrijfAudit,
  verwijderBedrijven,
  voegBedrijvenToe,
  wijzigPilot,
  type Db,
  type DbOfTx,
} from './pilot.repository';

function vereisStaf(actor: Actor) {
  if (!magPilotsBeheren(actor)) throw new HttpFout(403, MELDING_ALLEEN_STAF);
}

async function regels(db: DbOfTx, ids?: number[]): Promise<PilotRegel[]> {
  const lijst = (await allePilots(db)).filter((p) => !ids || ids.includes(p.id));
  const bedrijven = await bedrijvenVanPilots(
    db,
    lijst.map((p) => p.id),
  );
  return lijst.map((p) => {
    const eigen = bedrijven.filter((b) => b.pilotId === p.id);
    return {
      id: p.id,
      versie: p.versie,
      naam: p.naam,
      doel: p.doel,
      van: p.van,
      tot: p.tot,
      regelJaar: p.regelJaar,
      aantalActief: eigen.filter((b) => b.verlatenOp === null).length,
      aantalVerlaten: eigen.filter((b) => b.verlatenOp !== null).length,
      bedrijven: eigen.map((b) => ({ relatieId: b.relatieId, naam: b.naam, kvk: b.kvk, verlatenOp: b.verlatenOp?.toISOString() ?? null })),
    };
  });
}

export async function lijstPilots(db: Db, actor: Actor): Promise<PilotsAntwoord> {
  vereisStaf(actor);
  return { pilots: await regels(db), regelJaren: [...ondersteundeJaren] };
}

/** The farms of the list: every bad line (format, duplicate, unknown KvK) in one Dutch 400. */
async function bedrijvenVanLijst(db: DbOfTx, tekst: string): Promise<number[]> {
  const { regels: gelezen, fouten } = leesBedrijvenlijst(tekst);
  const bekend = new Map((await bedrijvenOpKvk(db, gelezen.map((r) => r.kvk))).map((b) => [b.kvk, b.id]));
  const onbekend: LijstFout[] = gelezen.filter((r) => !bekend.has(r.kvk)).map((r) => ({ regel: r.regel, melding: pilotRegelOnbekendKvk(r.regel, r.kvk) }));
  const alle = [...fouten, ...onbekend].sort((a, b) => a.regel - b.regel);
  if (alle.length) throw new HttpFout(400, lijstMelding(alle), lijstDetails(alle));
  if (!gelezen.length) throw new HttpFout(400, MELDING_GEEN_BEDRIJVEN, [{ field: 'bedrijven', message: MELDING_GEEN_BEDRIJVEN }]);
  return gelezen.map((r) => bekend.get(r.kvk)!);
}

export async function slaPilotOp(db: Db, actor: Actor, v: PilotInvoer): Promise<{ pilot: PilotRegel }> {
  vereisStaf(actor);
  const velden = { naam: v.naam, doel: v.doel, van: v.van, tot: v.tot, regelJaar: v.regelJaar };
  return db.transaction(async (tx) => {
    const relatieIds = await bedrijvenVanLijst(tx, v.bedrijven);
    if (v.id === undefined) {
      const p = await nieuwePilot(tx, { ...velden, gemaaktDoor: actor.id });
      await voegBedrijvenToe(tx, p.id, relatieIds);
      await schrijfAudit(
        tx,
        relatieIds.map((relatieId) => ({ gebruikerId: actor.id, relatieId, actie: 'pilot-toegevoegd', na: { pilotId: p.id, ...velden } })),
      );
      return { pilot: (await regels(tx, [p.id]))[0] };
    }
    const oud = await pilotOpId(tx, v.id, true);
    if (!oud) throw new HttpFout(404, MELDING_PILOT_ONBEKEND);
    if (oud.versie !== v.versie) throw new HttpFout(409, MELDING_PILOT_GEWIJZIGD);
    const p = await wijzigPilot(tx, oud.id, oud.versie, velden);
    if (!p) throw new HttpFout(409, MELDING_PILOT_GEWIJZIGD);
    const nu = await bedrijvenVanPilots(tx, [p.id]);
    const inPilot = new Set(nu.map((b) => b.relatieId));
    const gevraagd = new Set(relatieIds);
    // a farm that left stays out (its own choice); a farm taken off the list is removed
    const nieuw = relatieIds.filter((id) => !inPilot.has(id));
    const weg = nu.filter((b) => b.verlatenOp === null && !gevraagd.has(b.relatieId)).map((b) => b.relatieId);
    const blijft = nu.filter((b) => b.verlatenOp === null && gevraagd.has(b.relatieId)).map((b) => b.relatieId);
    await voegBedrijvenToe(tx, p.id, nieuw);
    await verwijderBedrijven(tx, p.id, weg);
    const voor = { pilotId: oud.id, naam: oud.naam, doel: oud.doel, van: oud.van, tot: oud.tot, regelJaar: oud.regelJaar };
    const na = { pilotId: p.id, ...velden };
    await schrijfAudit(tx, [
      ...nieuw.map((relatieId) => ({ gebruikerId: actor.id, relatieId, actie: 'pilot-toegevoegd', na })),
      ...weg.map((relatieId) => ({ gebruikerId: actor.id, relatieId, actie: 'pilot-verwijderd', voor })),
      ...blijft.map((relatieId) => ({ gebruikerId: actor.id, relatieId, actie: 'pilot-gewijzigd', voor, na })),
    ]);
    return { pilot: (await regels(tx, [p.id]))[0] };
  });
}
