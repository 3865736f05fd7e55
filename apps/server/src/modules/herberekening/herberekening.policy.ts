/**
 * Who may see, start and stop the recompute (decision 028): staff only. It touches every farm's open
 * years, so farmers, advisers and organisations get 403 (the policy table's rows).
 */
import { MELDING_HERBEREKENING_ALLEEN_STAF } from '@kw/contract';
import { HttpFout } from '../../fouten';
import type { Actor } from '../../plugins/auth';

export function vereisStaf(actor: Actor): void {
  if (!actor.isSBMedewerker) throw new HttpFout(403, MELDING_HERBEREKENING_ALLEEN_STAF);
}
