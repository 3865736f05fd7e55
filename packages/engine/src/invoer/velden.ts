/**
 * Field builders shared by the screen schemas. Every field carries its unit in its
 * description (`valideerInvoer` quotes it in its Dutch messages) and, for the input register
 * (decision 010), its screen facts in zod 4 metadata: a Dutch label a farmer recognises, the
 * unit as shown and the number of decimals kept. Min/max are the zod checks themselves.
 */
import { z } from 'zod';

/** What a form shows of a numeric field (written once, here, next to its bounds). */
export interface GetalMeta {
  label: string;
  eenheid: string;
  precisie: number;
  /** a code picked from a named list of the contract (e.g. 'mestcodes'): shown as "code – naam" (decision 025) */
  codelijst?: string;
}

/** What a form shows of a choice, yes/no or text field. */
export interface VeldMeta {
  label: string;
  /** Dutch label per stored value (choice fields) */
  keuzes?: Record<string, string>;
  /** a calendar date, stored JJJJ-MM-DD; the form shows and takes DD-MM-JJJJ */
  datum?: boolean;
}

const metMeta = <T extends z.ZodType>(s: T, meta?: GetalMeta | VeldMeta): T => (meta ? (s.meta({ ...meta }) as T) : s);

/** A non-negative amount (kg, ha, kWh, …); the description names the unit. */
export const hoeveelheid = (beschrijving: string, meta?: GetalMeta) => metMeta(z.number().finite().nonnegative().describe(beschrijving), meta);

/** A percentage 0–100. */
export const procent = (beschrijving: string, meta?: Omit<GetalMeta, 'eenheid'> & { eenheid?: string }) =>
  metMeta(z.number().finite().min(0).max(100).describe(beschrijving), meta ? { eenheid: '%', ...meta } : undefined);

/** A content per kg (g/kg, VEM/kg DS, …) with a plausible hard upper bound. */
export const gehalte = (beschrijving: string, max: number, meta?: GetalMeta) => metMeta(z.number().finite().min(0).max(max).describe(beschrijving), meta);

/**
 * Characters no text field takes: the C0 control characters U+0000–U+001F (NUL, tab, line
 * breaks, …) and DEL U+007F, and lone UTF-16 surrogates. None of them can be typed into a
 * one-line field, PostgreSQL's jsonb refuses NUL and lone surrogates (a farm name
 * "Jansen\u0000" gave a 500 on every screen), and the register has no multi-line notes; a
 * note field that needs line breaks would allow \t \n \r here and nothing else.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
export const ONGELDIGE_TEKENS = /[\u0000-\u001F\u007F]|\p{Surrogate}/u;

/** The Dutch message for a text with such a character, naming the field by its label. */
export const ongeldigeTekensMelding = (label: string) =>
  `${label} bevat een onzichtbaar stuurteken (zoals een NUL-teken of een regeleinde); typ de tekst opnieuw zonder dat teken.`;

/**
 * The one text field of every input schema (engine and contract): a string of at most `max`
 * characters (at least `min` when given) without control characters (`ONGELDIGE_TEKENS`),
 * refused with a Dutch message that names the field.
 */
export const tekstVeld = (beschrijving: string, meta: VeldMeta, grenzen: { max: number; min?: number }) => {
  let s = z.string();
  if (grenzen.min !== undefined) s = s.min(grenzen.min);
  return metMeta(
    s
      .max(grenzen.max)
      .refine((t) => !ONGELDIGE_TEKENS.test(t), { message: ongeldigeTekensMelding(meta.label), abort: false })
      .describe(beschrijving),
    meta,
  );
};

/** Soil types the engine distinguishes (KLW-domeinnotities §1.8: veen, klei, zand, löss). */
export const grondsoortSchema = z
  .enum(['zand', 'klei', 'veen', 'loss'])
  .describe('grondsoort: zand, klei, veen of loss')
  .meta({ label: 'Grondsoort', keuzes: { zand: 'Zand', klei: 'Klei', veen: 'Veen', loss: 'Löss' } });
export type Grondsoort = z.infer<typeof grondsoortSchema>;

/** A calendar date, stored as JJJJ-MM-DD (the form shows DD-MM-JJJJ; `datum` in the metadata says so). */
export const datumVeld = (beschrijving: string, label: string) =>
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'Gebruik een geldige datum (DD-MM-JJJJ).')
    .describe(beschrijving)
    .meta({ label, datum: true });
