/**
 * The code lists behind coded fields (decision 025): a field whose engine metadata names a list
 * (`codelijst: 'mestcodes'`) is a searchable choice "14 – Drijfmest rundvee" in every form, its
 * table shows the name, and the server refuses a code outside a closed list with a Dutch 400.
 * The mocks validate with the same function, so the fact is written once: in the field's metadata.
 */
import { gewascodes, GEWASCODES_BRON } from './gewascodes';
import { mestcodes, MESTCODES_BRON } from './mestcodes';

export interface CodeItem {
  code: number;
  naam: string;
  /** the name is our reading, not read in the source: te verifiëren */
  teVerifieren?: boolean;
}

export type CodelijstSleutel = 'mestcodes' | 'gewascodes';

export interface CodelijstDefinitie {
  /** what the code is called in a sentence, e.g. 'mestcode' */
  naam: string;
  bron: string;
  codes: CodeItem[];
  /**
   * closed: a code outside the list is refused (400). Open: our list is a part of the official one
   * (the BRP crop codes: ≈ 65 of ≈ 530, `gewascodes.ts`), so an unlisted code can still be typed and
   * saved, shown as "code niet in de lijst"; refusing it would refuse a real farm's plots.
   */
  gesloten: boolean;
}

export const codelijsten: Record<CodelijstSleutel, CodelijstDefinitie> = {
  mestcodes: { naam: 'mestcode', bron: MESTCODES_BRON, codes: mestcodes, gesloten: true },
  gewascodes: { naam: 'gewascode', bron: GEWASCODES_BRON, codes: gewascodes.map((g) => ({ code: g.code, naam: g.naam })), gesloten: false },
};

const perLijst = new Map(Object.entries(codelijsten).map(([k, l]) => [k, new Map(l.codes.map((c) => [c.code, c]))]));

export const isCodelijst = (x: unknown): x is CodelijstSleutel => typeof x === 'string' && x in codelijsten;

/** The entry of a code in a list, if the list has it. */
export const codeItem = (lijst: CodelijstSleutel, code: unknown): CodeItem | undefined => (typeof code === 'number' ? perLijst.get(lijst)?.get(code) : undefined);

/** '14 – Drijfmest rundvee' for a listed code, '1234 – code niet in de lijst' for another. */
export function codeLabel(lijst: CodelijstSleutel, code: number): string {
  const item = codeItem(lijst, code);
  return `${code} – ${item ? item.naam : 'code niet in de lijst'}`;
}

/** The Dutch refusal of a code outside a closed list, or undefined when the code may be saved. */
export function codeMelding(lijst: CodelijstSleutel, label: string, code: unknown): string | undefined {
  if (!codeAfgewezen(lijst, code)) return undefined;
  const l = codelijsten[lijst];
  return `${label}: ${code} is geen bekende ${l.naam}; kies een ${l.naam} uit de lijst.`;
}

/** Whether `codeMelding` has a message for this code: a number outside a closed list (asked first, so a label is built only for an error). */
export function codeAfgewezen(lijst: CodelijstSleutel, code: unknown): boolean {
  return codelijsten[lijst].gesloten && typeof code === 'number' && !codeItem(lijst, code);
}
