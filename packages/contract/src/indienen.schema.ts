import { z } from 'zod';

/** The status of a year after Indienen or Heropenen (issue 11 §6). */
export const jaarStatusSchema = z.object({
  kringloopwijzerId: z.number().int(),
  statusId: z.number().int(),
  statusOmschrijving: z.string(),
  statusToelichting: z.string(),
});
export type JaarStatusAntwoord = z.infer<typeof jaarStatusSchema>;

/** What blocks submitting a year: a screen not done, or an error signal. */
export const blokkadeSchema = z.object({ soort: z.enum(['scherm', 'signaal']), scherm: z.string(), melding: z.string() });

/** The pre-flight list before submitting (GET /api/Kringloopwijzer/GetIndienControle). */
export const indienControleSchema = z.object({
  kringloopwijzerId: z.number().int(),
  /** the caller may submit now: allowed, open, nothing blocking */
  kanIndienen: z.boolean(),
  /** why the caller may not submit (role or closed year), null when they may */
  reden: z.string().nullable(),
  blokkades: z.array(blokkadeSchema),
});
export type IndienControle = z.infer<typeof indienControleSchema>;
