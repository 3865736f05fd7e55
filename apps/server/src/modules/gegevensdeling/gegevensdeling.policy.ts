/**
 * Who may do what in data sharing (decision 027). A purpose belongs to its consumer organisation;
 * staff manage every purpose and give the licensor's (ZuivelNL's) approval. A participation is
 * decided on the farm side by the farm's participant or its volmacht holder (the real KLW lets the
 * volmacht holder set mandates: sharing-anchors.md §1.1); the consumer may withdraw its own request;
 * staff may revoke with a reason and file requests on behalf of a farmer.
 */
import type { Actor } from '../../plugins/auth';
import { rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';

export const isStaf = (actor: Actor) => actor.isSBMedewerker;

/** A user of the consumer organisation that owns the purpose. */
export const isVanAfnemer = (actor: Actor, afnemerId: number) => actor.organisatieId !== null && actor.organisatieId === afnemerId;

export const magDoelBeheren = (actor: Actor, afnemerId: number) => isStaf(actor) || isVanAfnemer(actor, afnemerId);

/** The farm side of a participation: approve, refuse, revoke, preview. */
export function magBedrijfszijde(actor: Actor, relatieId: number): boolean {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.volmacht;
}

/** Read a farm's participations: the farm side, and staff while their access with a reason runs. */
export function magDeelnamesVanBedrijfLezen(actor: Actor, relatieId: number): boolean {
  return magBedrijfszijde(actor, relatieId) || rolVoorBedrijf(actor, relatieId).servicedesk;
}

export const MELDING_GEEN_BEDRIJFSZIJDE = 'Alleen de deelnemer van het bedrijf of de organisatie met de volmacht kan over deze deelname beslissen.';
export const MELDING_NIET_UW_DOEL = 'Dit doel is niet van uw organisatie.';
export const MELDING_ALLEEN_STAF = 'Alleen de servicedesk kan dit doen.';
