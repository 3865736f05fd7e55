/**
 * Who may do what on /beheer/algemeen (decision 030): the settings of the whole service are for
 * staff only; the notices running now are read by every logged-in user, each for their audience.
 */
import { MELDING_ALGEMEEN_ALLEEN_STAF, type Doelgroep } from '@kw/contract';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';

export { MELDING_ALGEMEEN_ALLEEN_STAF as MELDING_ALLEEN_MEDEWERKER };

export function vereisMedewerker(actor: Actor) {
  if (!actor.isSBMedewerker) throw new HttpFout(403, MELDING_ALGEMEEN_ALLEEN_STAF);
}

/** The audiences a user belongs to: everyone, plus farmer, organisation user and staff as they are. */
export function doelgroepenVan(actor: Pick<Actor, 'isDeelnemer' | 'organisatieId' | 'isSBMedewerker'>): Doelgroep[] {
  const groepen: Doelgroep[] = ['iedereen'];
  if (actor.isDeelnemer) groepen.push('boeren');
  if (actor.organisatieId !== null) groepen.push('organisaties');
  if (actor.isSBMedewerker) groepen.push('medewerkers');
  return groepen;
}
