import type { Db } from '../../db/client';
import type { Kringloopwijzer, Relatie } from '../../db/schema';
import { HttpFout, MELDINGEN } from '../../fouten';
import type { Actor, BeleidsActor } from '../../plugins/auth';
import { magInzien } from './kringloopwijzer.policy';
import { kringloopwijzersVanRelatie, kringloopwijzersVanRelaties, relatiesMetIds, vindKringloopwijzer, type KlwMetRelatie } from './kringloopwijzer.repository';

// What other modules read and write of the records through this module, the owner of
// `kringloopwijzers` (decision 026: no module imports another module's repository).
export { isDbId, kringloopwijzersVanRelatie, vindRelatie, type KlwMetRelatie } from './kringloopwijzer.repository';
export { zetJaarStatus } from './kringloopwijzer.status.repository';
// a whole reporting year at once (/beheer/algemeen, decision 030)
export { aantallenPerJaar, aantallenPerStatus, aantalOpenVanJaar, maakRecordsVoorJaar, openRecordsVanJaar, sluitRecordsVanJaar } from './kringloopwijzer.jaren.repository';

/** A loaded record, checked in this order: exists (404), visible to the user (403). */
export function zichtbaarOfFout<R extends Pick<KlwMetRelatie, 'relatieId'>>(actor: BeleidsActor, record: R | undefined | null): R {
  if (!record) throw new HttpFout(404, MELDINGEN.onbekendeKlw);
  if (!magInzien(actor, record)) throw new HttpFout(403, MELDINGEN.geenToegang);
  return record;
}

/** The record, checked in this order: exists (404), visible to the user (403). */
export async function laadZichtbareKlw(db: Db, actor: Actor, id: number): Promise<KlwMetRelatie> {
  return zichtbaarOfFout(actor, await vindKringloopwijzer(db, id));
}

/** The record a data call works on: the token's; none selected → 404. */
export async function laadKlwVanToken(db: Db, actor: Actor, klwId: number | null): Promise<KlwMetRelatie> {
  if (klwId === null) throw new HttpFout(404, MELDINGEN.geenKlwGeselecteerd);
  return laadZichtbareKlw(db, actor, klwId);
}

/**
 * Default record for a new token: the newest year of the user's own farm; for a proxy
 * holder or adviser with exactly one farm, the newest year of that farm; else none (the
 * start page then lists the farms to choose from).
 */
export async function standaardKlwId(db: Db, actor: Actor): Promise<number | null> {
  // staff access with a reason opens a farm only when staff choose it (decision 019)
  const mandaatBedrijven = new Set(actor.machtigingen.filter((m) => m.soort !== 'servicedesk').map((m) => m.relatieId));
  const relatieId = actor.relatieId ?? (mandaatBedrijven.size === 1 ? [...mandaatBedrijven][0] : null);
  if (relatieId === null) return null;
  const [nieuwste] = await kringloopwijzersVanRelatie(db, relatieId);
  return nieuwste?.id ?? null;
}

/**
 * The farms the user may open, each with its records (newest first): the own farm, the farms
 * of the organisation's mandates, and for staff the farms opened with a reason that still run
 * (staff find every other farm on /Deelnemers, sharing-anchors.md §2).
 */
export async function zichtbareBedrijven(db: Db, actor: Actor): Promise<Array<{ relatie: Relatie; jaren: Kringloopwijzer[] }>> {
  const ids = new Set<number>();
  if (actor.relatieId !== null && actor.isDeelnemer) ids.add(actor.relatieId);
  for (const m of actor.machtigingen) ids.add(m.relatieId);
  const bedrijven = await relatiesMetIds(db, [...ids]);
  const records = await kringloopwijzersVanRelaties(
    db,
    bedrijven.map((b) => b.id),
  );
  return bedrijven.map((relatie) => ({ relatie, jaren: records.filter((r) => r.relatieId === relatie.id) }));
}
