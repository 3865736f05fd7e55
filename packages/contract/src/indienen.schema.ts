import { z } from 'zod';
import { koppelingPuntSchema } from './koppelingen/gezondheid-bedrijf';

/** The status of a year after Indienen or Heropenen (spec §4, §6). */
export const jaarStatusSchema = z.object({
  kringloopwijzerId: z.number().int(),
  statusId: z.number().int(),
  statusOmschrijving: z.string(),
  statusToelichting: z.string(),
});
export type JaarStatusAntwoord = z.infer<typeof jaarStatusSchema>;

/**
 * What blocks submitting a year: a screen not done, or an error signal; with where to fix it
 * (the screen's route with the record id filled in, and for a signal the field's document
 * path, so the pre-flight list links to `<route>#<veldPad>` as the Signalering screen does).
 */
export const blokkadeSchema = z.object({
  soort: z.enum(['scherm', 'signaal']),
  scherm: z.string(),
  melding: z.string(),
  /** null when the screen has no route */
  route: z.string().nullable(),
  /** dotted path inside the screen document; null for a screen not done */
  veldPad: z.string().nullable(),
});
export type Blokkade = z.infer<typeof blokkadeSchema>;

/**
 * Where an item of the list links to: the screen, or for a signal the field on it
 * (`<route>#<veldPad>`, as on the Signalering screen). Here, not beside indienBlokkades, so the
 * pages with the submit card do not load the register for it.
 */
export const blokkadeLink = (b: Pick<Blokkade, 'route' | 'veldPad'>): string | null => (b.route ? (b.veldPad ? `${b.route}#${b.veldPad}` : b.route) : null);

/** The pre-flight list before submitting (GET /api/Kringloopwijzer/GetIndienControle). */
export const indienControleSchema = z.object({
  kringloopwijzerId: z.number().int(),
  /** the caller may submit now: allowed, open, nothing blocking */
  kanIndienen: z.boolean(),
  /** why the caller may not submit (role or closed year), null when they may */
  reden: z.string().nullable(),
  blokkades: z.array(blokkadeSchema),
  /**
   * Data links to look at before submitting: failed messages of the year, a link behind its cadence
   * (decision 020). A warning, not a block: `kanIndienen` does not depend on it.
   */
  koppelingPunten: z.array(koppelingPuntSchema).default([]),
});
export type IndienControle = z.infer<typeof indienControleSchema>;
