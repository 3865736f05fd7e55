/** Call shapes of /beheer/rapportage (decision 029). Suppressed figures are null with `onderdrukt: true`. */
import { z } from 'zod';

const jaar = z.coerce
  .number({ error: 'Het jaar moet een getal zijn, bijvoorbeeld 2024.' })
  .int('Het jaar moet een geheel getal zijn, bijvoorbeeld 2024.')
  .min(2000, 'Kies een jaar vanaf 2000.')
  .max(2100, 'Kies een jaar tot en met 2100.');

export const sectorrapportVraagSchema = z.object({ jaar: jaar.optional() });
export type SectorrapportVraag = z.infer<typeof sectorrapportVraagSchema>;

export const SECTORRAPPORT_FORMATEN = ['xlsx', 'csv'] as const;
export const sectorrapportExportVraagSchema = z.object({
  jaar: jaar.optional(),
  formaat: z.enum(SECTORRAPPORT_FORMATEN, { error: 'Kies het formaat xlsx of csv.' }).default('xlsx'),
});
export type SectorrapportExportVraag = z.infer<typeof sectorrapportExportVraagSchema>;

const aantal = z.number().int().nullable();

export const indienGroepSchema = z.object({
  naam: z.string(),
  bedrijven: z.number().int(),
  onderdrukt: z.boolean(),
  opTijd: aantal,
  teLaat: aantal,
  /** submitted, but no submission time is known (closed before the audit trail) */
  datumOnbekend: aantal,
  open: aantal,
  nietGestart: aantal,
  /** % submitted on time of all farms in the group */
  procentOpTijd: z.number().nullable(),
});
export type IndienGroep = z.infer<typeof indienGroepSchema>;

export const indicatorSpreidingSchema = z.object({
  sleutel: z.string(),
  label: z.string(),
  eenheid: z.string(),
  p10: z.number().nullable(),
  p50: z.number().nullable(),
  p90: z.number().nullable(),
});
export type IndicatorSpreiding = z.infer<typeof indicatorSpreidingSchema>;

export const verdelingGroepSchema = z.object({
  naam: z.string(),
  bedrijven: z.number().int(),
  onderdrukt: z.boolean(),
  indicatoren: z.array(indicatorSpreidingSchema),
});
export type VerdelingGroep = z.infer<typeof verdelingGroepSchema>;

export const koppelingAandeelSchema = z.object({
  soort: z.string(),
  naam: z.string(),
  bedrijven: aantal,
  onderdrukt: z.boolean(),
  procent: z.number().nullable(),
});
export type KoppelingAandeel = z.infer<typeof koppelingAandeelSchema>;

export const kwaliteitRegelSchema = z.object({
  herkomst: z.enum(['standaard', 'koppeling', 'handmatig']),
  naam: z.string(),
  /** farms with at least one such value */
  bedrijven: aantal,
  onderdrukt: z.boolean(),
  procentBedrijven: z.number().nullable(),
  waarden: aantal,
  gemiddeldPerBedrijf: z.number().nullable(),
});
export type KwaliteitRegel = z.infer<typeof kwaliteitRegelSchema>;

export const laatBedrijfSchema = z.object({
  relatieId: z.number().int(),
  naam: z.string(),
  kvkNummer: z.string().nullable(),
  zuivel: z.string(),
  provincie: z.string(),
});
export type LaatBedrijf = z.infer<typeof laatBedrijfSchema>;

export const sectorrapportSchema = z.object({
  jaar: z.number().int(),
  /** ISO date of the deadline, shown DD-MM-YYYY */
  deadline: z.string(),
  deadlineVerstreken: z.boolean(),
  minGroep: z.number().int(),
  aangemaaktOp: z.string(),
  totaal: z.object({ bedrijven: z.number().int(), metKringloopwijzer: z.number().int(), ingediend: z.number().int(), metResultaat: z.number().int() }),
  indieningPerZuivel: z.array(indienGroepSchema),
  indieningPerProvincie: z.array(indienGroepSchema),
  verdelingAlle: verdelingGroepSchema,
  verdelingPerGrondsoort: z.array(verdelingGroepSchema),
  verdelingPerIntensiteit: z.array(verdelingGroepSchema),
  koppelingen: z.object({ bedrijven: z.number().int(), onderdrukt: z.boolean(), soorten: z.array(koppelingAandeelSchema) }),
  datakwaliteit: z.object({ bedrijven: z.number().int(), onderdrukt: z.boolean(), regels: z.array(kwaliteitRegelSchema) }),
  naDeadline: z.object({ bedrijven: z.array(laatBedrijfSchema) }),
});
export type Sectorrapport = z.infer<typeof sectorrapportSchema>;
