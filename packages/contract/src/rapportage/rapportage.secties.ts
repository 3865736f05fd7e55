/** The report sections a farmer can choose (decision 012), in the order they are printed. */
import { RAPPORT_SECTIE_TITELS } from '../rapportage.schema';

// One list of titles for the PDF and the results screen (packages/contract rapportage.schema.ts).
export const SECTIES = RAPPORT_SECTIE_TITELS;

export type SectieId = keyof typeof SECTIES;
export const ALLE_SECTIES = Object.keys(SECTIES) as SectieId[];

const isSectie = (s: string): s is SectieId => Object.hasOwn(SECTIES, s);

/**
 * `secties=dashboard,bex` → the chosen sections in print order; absent or empty → all.
 * An unknown name is an error (the Dutch message names it and the valid ones).
 */
export function leesSecties(param: string | undefined): { secties: SectieId[] } | { fout: string } {
  const namen = (param ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (namen.length === 0) return { secties: ALLE_SECTIES };
  const onbekend = namen.filter((n) => !isSectie(n));
  if (onbekend.length > 0) {
    return { fout: `Onbekende rapportonderdelen: ${onbekend.join(', ')}. Kies uit: ${ALLE_SECTIES.join(', ')}.` };
  }
  return { secties: ALLE_SECTIES.filter((s) => namen.includes(s)) };
}
