/**
 * Who may do what with mandates (decision 019). The farm side: the farm's participant and the
 * organisation holding its volmacht (beheren and inzien may not manage mandates). The
 * organisation side: users of the organisation the mandate is for. Staff read with a running
 * access given with a reason, and see every mandate on /mandates.
 */
import type { Actor } from '../../plugins/auth';
import { rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';

/** Grant, confirm, refuse and revoke for this farm. */
export function magMachtigingenBeheren(actor: Actor, relatieId: number): boolean {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.volmacht;
}

/** Read the farm's mandates: who may manage them, and staff while their access with a reason runs. */
export function magMachtigingenLezen(actor: Actor, relatieId: number): boolean {
  return magMachtigingenBeheren(actor, relatieId) || rolVoorBedrijf(actor, relatieId).servicedesk;
}

/** The organisation side of one mandate: a user of that organisation. */
export const isVanOrganisatie = (actor: Actor, organisatieId: number) => actor.organisatieId !== null && actor.organisatieId === organisatieId;

export const magAlleMachtigingenZien = (actor: Actor) => actor.isSBMedewerker;

export { MELDING_GEEN_BEHEER } from '@kw/contract';
