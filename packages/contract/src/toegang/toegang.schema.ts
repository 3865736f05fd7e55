/**
 * Access to a farm's data (decision 019): staff access with a reason and the access log the
 * farmer reads. Paths and shapes shared by server and web.
 */
import { z } from 'zod';

export const toegangRoutes = {
  /** staff: open one farm for 60 minutes, with a reason the farmer sees (cookie session + XSRF, like RefreshToken) */
  servicedesk: { method: 'POST', path: '/api/Toegang/Servicedesk' },
  /** the access log of a farm (`?relatieId=…&van=YYYY-MM-DD&tot=YYYY-MM-DD`), repeats of a day merged */
  toegangslog: { method: 'GET', path: '/api/Toegang/GetToegangslog' },
} as const;

/** The largest id PostgreSQL's integer holds: a larger one is refused with a 400, not a database error. */
const INT4_MAX = 2_147_483_647;

/** How long staff access given with a reason lasts (decision 019). */
export const SERVICEDESK_MINUTEN = 60;

/** Control characters other than tab, newline and return are refused (PostgreSQL text cannot hold U+0000). */
const geenStuurtekens = (s: string) => ![...s].some((t) => {
  const c = t.codePointAt(0)!;
  return (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f;
});

export const servicedeskInvoerSchema = z
  .object({
  /** the farm, or one of its records */
  relatieId: z.number().int().positive().max(INT4_MAX).optional(),
  kringloopwijzerId: z.number().int().positive().max(INT4_MAX).optional(),
  reden: z
    .string()
    .trim()
    .min(5, 'Geef een reden van minstens 5 tekens; de boer ziet die in het toegangslog.')
    .max(500, 'De reden is te lang (hoogstens 500 tekens).')
    .refine(geenStuurtekens, 'De reden bevat een teken dat niet is toegestaan.'),
  })
  .refine((v) => (v.relatieId === undefined) !== (v.kringloopwijzerId === undefined), 'Kies één bedrijf (relatieId) of één kringloopwijzer (kringloopwijzerId).');
export type ServicedeskInvoer = z.infer<typeof servicedeskInvoerSchema>;

export const servicedeskAntwoordSchema = z.object({ relatieId: z.number().int(), tot: z.string() });

/** A real calendar date as JJJJ-MM-DD (2024-13-40 is refused before it reaches the database). */
const isoDatum = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Een datum als JJJJ-MM-DD.')
  .refine((d) => {
    const t = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === d && d >= '1900-01-01';
  }, 'Dit is geen bestaande datum.');
export const toegangslogVraagSchema = z.object({
  relatieId: z.coerce.number().int().positive().max(INT4_MAX),
  van: isoDatum.optional(),
  tot: isoDatum.optional(),
});

export const TOEGANG_ACTIE_NAMEN: Record<string, string> = {
  bekeken: 'bekeken',
  gewijzigd: 'gewijzigd',
  ingediend: 'ingediend',
  gedownload: 'gedownload',
  heropend: 'heropend',
  geleverd: 'geleverd aan afnemer',
};

/** One line of the farmer's access log: the first time of a day, with the number of repeats (NEN 7513). */
export const toegangslogRegelSchema = z.object({
  datum: z.string(),
  eersteTijdstip: z.string(),
  laatsteTijdstip: z.string(),
  aantal: z.number().int(),
  /** organisation name, or "Servicedesk" for staff */
  wie: z.string(),
  /** the person who read (the user's name; NEN 7513 names the user, not only the party); null for a supplier's or consumer's system */
  persoon: z.string().nullable().optional(),
  /** volmacht, beheren, inzien, elektronisch opvragen, servicedesk */
  rol: z.string(),
  /** the mandate (kind and number) or the staff reason */
  grondslag: z.string(),
  reden: z.string().nullable(),
  wat: z.string(),
  jaar: z.number().int().nullable(),
  actie: z.string(),
});
export type ToegangslogRegel = z.infer<typeof toegangslogRegelSchema>;

export const toegangslogAntwoordSchema = z.object({
  relatieId: z.number().int(),
  bedrijfsnaam: z.string(),
  regels: z.array(toegangslogRegelSchema),
  /** revoked or ended mandates: when, and how often the organisation looked since (should be 0) */
  ingetrokken: z.array(
    z.object({ machtigingId: z.number().int(), organisatie: z.string(), soort: z.string(), ingetrokkenOp: z.string(), keerIngezienSindsdien: z.number().int() }),
  ),
});
export type ToegangslogAntwoord = z.infer<typeof toegangslogAntwoordSchema>;
