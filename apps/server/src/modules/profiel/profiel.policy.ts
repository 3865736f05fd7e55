/**
 * Who may do what on Profiel (decision 019). Everyone logged in manages their own name,
 * e-mail, password, sessions and preferences (not the shared demo account's login data).
 * A company change and the download of all data: the farm's own participant or the holder
 * of its volmacht.
 */
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';
import { rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';

export const MELDING_DEMO = 'De gegevens van de gedeelde demogebruiker kunnen niet worden gewijzigd.';
export const MELDING_GEEN_BEDRIJF = 'Alleen de deelnemer van het bedrijf of de houder van de volmacht kan dit doen.';

export function vereisGeenDemo(actor: Actor) {
  if (actor.isDemoGebruiker) throw new HttpFout(403, MELDING_DEMO);
}

/** The farm the call is about: the named one, else the user's own farm. */
export function bedrijfVanVerzoek(actor: Actor, relatieId: number | undefined): number {
  const id = relatieId ?? (actor.isDeelnemer ? actor.relatieId : null);
  if (id === null || id === undefined) throw new HttpFout(403, MELDING_GEEN_BEDRIJF);
  return id;
}

/** Participant or volmacht holder of the farm (the one who may speak for it). */
export function magNamensBedrijf(actor: Actor, relatieId: number): boolean {
  const rol = rolVoorBedrijf(actor, relatieId);
  return rol.isDeelnemer || rol.volmacht;
}
