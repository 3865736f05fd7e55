import type { BerichtStatus } from '@kw/contract';
import { KleurTag } from '../ui/kleur-tag';
import { BERICHT_STATUS_TINT, berichtStatusTekst } from './koppeling-weergave';

/** The state of an import message in a readable tint with its word. */
export function BerichtStatusTag({ status }: { status: BerichtStatus }) {
  return <KleurTag tint={BERICHT_STATUS_TINT[status]}>{berichtStatusTekst(status)}</KleurTag>;
}
