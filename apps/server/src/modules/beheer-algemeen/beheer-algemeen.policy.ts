/**
 * Who may do what on /beheer/algemeen (decision 030): the settings of the whole service are for
 * staff only; the notices running now are read by every logged-in user, each for their audience.
 */
import type { Doelgroep } from '@kw/contract';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';

export const MELDING_ALLEEN_MEDEWERKER = 'Alleen medewerkers kunnen de algemene instellingen beheren.';

export function vereisMedewerker(actor: Actor) {
  if (!actor.isSBMedewerker) throw new HttpFout(403, MELDING_ALLEEN_MEDEWERKER);
}

/** The audiences a user belongs to: everyone, plus farmer, organisation user and staff as they are. */
export function doelgroepenVan(actor: Pick<Actor, 'isDeelnemer' | 'organisatieId' | 'isSBMedewerker'>): Doelgroep[] {
  const groepen: Doelgroep[] = ['iedereen'];
  if (actor.isDeelnemer) groepen.push('boeren');
  if (actor.organisatieId !== null) groepen.push('organisaties');
  if (actor.isSBMedewerker) groepen.push('medewerkers');
  return groepen;
}
