/**
 * A link's health as a tag (decision 020, `gezondheidVan`): colour AND a word and a symbol, so the
 * colour is never the only signal; the tints are the readable ones of components/ui/kleur-tag (above 7:1).
 */
import { GEZONDHEID_NAMEN, type Gezondheid } from '@kw/contract';
import { KleurTag, type Tint } from '../ui/kleur-tag';

const TINT: Record<Gezondheid, Tint> = { groen: 'groen', oranje: 'goud', rood: 'rood', grijs: 'grijs' };
// a shape per state as a second non-colour cue (✓ on schedule, ! behind, ✕ action needed, – none)
const TEKEN: Record<Gezondheid, string> = { groen: '✓', oranje: '!', rood: '✕', grijs: '–' };

export function GezondheidTag({ gezondheid, reden }: { gezondheid: Gezondheid; reden?: string }) {
  return (
    <span title={reden}>
      <KleurTag tint={TINT[gezondheid]}>
        <span aria-hidden="true">{TEKEN[gezondheid]} </span>
        {GEZONDHEID_NAMEN[gezondheid]}
      </KleurTag>
    </span>
  );
}
