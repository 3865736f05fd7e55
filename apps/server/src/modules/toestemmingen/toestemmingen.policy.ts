/**
 * Who may use the consent ledger (decision 033). Reading it (and a grant's receipt): who may read
 * the farm's access log and its mandates — the farm's participant, its volmacht holder, staff with a
 * running access given with a reason (decision 019). Ending a grant from the ledger: the farm side,
 * its participant or its volmacht holder, the side that may end every kind of grant (mandates,
 * links, participations, pilots); the owner's own step then checks its own rule again.
 */
import type { Actor } from '../../plugins/auth';
import { rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';

export function magGrootboekLezen(actor: Actor, relatieId: number): boolean {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.volmacht || rol.servicedesk;
}

export function magToestemmingIntrekken(actor: Actor, relatieId: number): boolean {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.volmacht;
}

export { MELDING_GEEN_GROOTBOEK, MELDING_TOESTEMMING_NIET_INTREKKEN as MELDING_NIET_INTREKKEN } from '@kw/contract';
