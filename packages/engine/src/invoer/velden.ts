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
