/**
 * Who may do what with a farm's data links (decision 020; docs/beleid.md). Read: who may see
 * the farm (farmer, volmacht, beheren, inzien, staff with a reason). Change (add, accept,
 * refuse, revoke, fetch now): the farmer and organisations that may fill in (volmacht, beheren).
 * Staff calls: SB staff.
 */
import type { BeleidsActor } from '../../plugins/auth';
import { magBedrijfInzien, rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';

export const magKoppelingenLezen = (actor: BeleidsActor, relatieId: number) => magBedrijfInzien(actor, relatieId);

export function magKoppelingenBeheren(actor: BeleidsActor, relatieId: number): boolean {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.volmacht || rol.geautoriseerd;
}

export const magKoppelingenBeheer = (actor: BeleidsActor) => actor.isSBMedewerker;

export { MELDING_GEEN_TOEGANG_BEDRIJF, MELDING_KOPPELING_ALLEEN_LEZEN } from '@kw/contract';
export const MELDING_ALLEEN_SERVICEDESK = 'Alleen de servicedesk kan datakoppelingen en importberichten beheren.';
