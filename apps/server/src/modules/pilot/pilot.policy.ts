/**
 * Who may do what with pilots (sharing-anchors.md §2 "/beheer/pilot"). Staff run pilots. A farm's
 * pilots and its comparison are read by everyone who may see the farm; leaving is the farm's own
 * choice: its participant, or the organisation holding its volmacht (as with participations,
 * decision 027). An inzien or beheren mandate reads but does not leave.
 */
import type { Actor } from '../../plugins/auth';
import { magBedrijfInzien, rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';

export const magPilotsBeheren = (actor: Actor) => actor.isSBMedewerker;

export const magPilotsVanBedrijfLezen = (actor: Actor, relatieId: number) => magBedrijfInzien(actor, relatieId);

export function magPilotVerlaten(actor: Actor, relatieId: number): boolean {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.volmacht;
}

export { MELDING_PILOTS_ALLEEN_STAF as MELDING_ALLEEN_STAF, MELDING_PILOT_NIET_VERLATEN as MELDING_NIET_VERLATEN } from '@kw/contract';
