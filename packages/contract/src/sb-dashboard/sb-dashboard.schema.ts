/**
 * /sbDashboard (sharing-anchors.md §2 "/sbDashboard"): the service desk's view of one year's
 * deadline progress, what blocks the open records, and the work queues waiting for staff.
 * Staff only. One call; the farm search is /Deelnemers' own call.
 */
import { z } from 'zod';
import { JAAR_MAX, JAAR_MIN } from '../deelnemers/deelnemers.schema';

export const sbDashboardVraagSchema = z.strictObject({
  jaar: z.coerce
    .number({ error: 'Het jaar moet een getal zijn.' })
    .int({ error: 'Het jaar moet een geheel getal zijn.' })
    .min(JAAR_MIN, { error: `Het jaar is minstens ${JAAR_MIN}.` })
    .max(JAAR_MAX, { error: `Het jaar is hoogstens ${JAAR_MAX}.` })
    .optional(),
});
export type SbDashboardVraag = z.infer<typeof sbDashboardVraagSchema>;

const aantal = z.number().int().nonnegative();

/** Submitted, open with input, and open without any saved input ("niet gestart"); disjoint. */
export const voortgangSchema = z.object({ ingediend: aantal, open: aantal, nietGestart: aantal });
export type Voortgang = z.infer<typeof voortgangSchema>;

export const sbDashboardSchema = z.object({
  jaar: z.number().int(),
  /** the years that have records, newest first (the year selector) */
  jaren: z.array(z.number().int()),
  /** ISO dates */
  deadline: z.string(),
  vandaag: z.string(),
  voortgang: voortgangSchema,
  /** farms (soort bedrijf) without a record for the year: not counted above */
  zonderKringloopwijzer: aantal,
  /** per day of the chart's period: submissions that day and submitted in total at the end of it */
  perDag: z.array(z.object({ datum: z.string(), ingediend: aantal, cumulatief: aantal })),
  /** per dairy company (the organisation of the farm's active milk-delivery link); naam null: no such link */
  perZuivel: z.array(voortgangSchema.extend({ naam: z.string().nullable() })),
  blokkades: z.object({
    /** open records that cannot be submitted yet (stored outcome with a blocker, or no stored outcome) */
    nietIndienbaar: aantal,
    /** of those: open records without a stored outcome (nothing saved yet) */
    zonderUitkomst: aantal,
    /** the most common pre-flight items over the open records' stored outcomes */
    meest: z.array(z.object({ soort: z.enum(['scherm', 'signaal']), scherm: z.string(), melding: z.string(), aantal })),
  }),
  wachtrijen: z.array(
    z.object({
      sleutel: z.enum(['machtigingen', 'organisaties', 'bedrijfswijzigingen', 'deelnames', 'doelen', 'importberichten']),
      naam: z.string(),
      aantal,
      route: z.string(),
      toelichting: z.string(),
      groepen: z.array(z.object({ naam: z.string(), aantal })).optional(),
    }),
  ),
});
export type SbDashboard = z.infer<typeof sbDashboardSchema>;
export type Wachtrij = SbDashboard['wachtrijen'][number];
