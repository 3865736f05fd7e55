/**
 * /Deelnemers (sharing-anchors.md §2): the farms an organisation user (adviser, accountant, dairy) may
 * open, or every farm for staff, with the state of a year per farm; and the key figures of the
 * selected farms as one file. Paths and shapes shared by server, web and the port-3000 mocks.
 */
import { z } from 'zod';
import { bedrijfGezondheidSchema } from '../koppelingen/gezondheid-bedrijf';

export const deelnemersRoutes = {
  /** the list (`?zoek=&filter=&jaar=&pagina=&perPagina=`), bearer token with or without a selected record */
  lijst: { method: 'GET', path: '/api/Deelnemers' },
  /** the key figures of the selected farms as one XLSX or CSV file */
  kengetallen: { method: 'POST', path: '/api/Deelnemers/Kengetallen' },
} as const;

export const DEELNEMER_FILTERS = ['niet-ingediend', 'met-waarschuwingen'] as const;
export type DeelnemerFilter = (typeof DEELNEMER_FILTERS)[number];
export const DEELNEMER_FILTER_NAMEN: Record<DeelnemerFilter, string> = {
  'niet-ingediend': 'Niet ingediend',
  'met-waarschuwingen': 'Met waarschuwingen',
};

export const PER_PAGINA_MAX = 100;
/** At most this many farms in one key-figures file (a study group is far smaller; 500 is the bench's size). */
export const KENGETALLEN_MAX_BEDRIJVEN = 1000;
export const JAAR_MIN = 2000;
export const JAAR_MAX = 2100;

/** Control characters are refused in a search text (PostgreSQL text cannot hold U+0000). */
const zonderStuurtekens = (s: string) => ![...s].some((t) => t.codePointAt(0)! < 0x20 || t.codePointAt(0) === 0x7f);

const geheelGetal = (naam: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${naam} moet een getal zijn.` })
    .int({ error: `${naam} moet een geheel getal zijn.` })
    .min(min, { error: `${naam} is minstens ${min}.` })
    .max(max, { error: `${naam} is hoogstens ${max}.` });

export const deelnemersVraagSchema = z.object({
  /** name (part of it, any case), or the start of a KvK number, UBN or BRS number */
  zoek: z
    .string({ error: 'Geef één zoektekst.' })
    .trim()
    .max(100, { error: 'De zoektekst is te lang (hoogstens 100 tekens).' })
    .refine(zonderStuurtekens, { error: 'De zoektekst bevat een teken dat niet is toegestaan.' })
    .optional(),
  filter: z.enum(DEELNEMER_FILTERS, { error: 'Kies als filter niet-ingediend of met-waarschuwingen.' }).optional(),
  /** the year whose record each row shows; absent: each farm's newest record */
  jaar: geheelGetal('Het jaar', JAAR_MIN, JAAR_MAX).optional(),
  pagina: geheelGetal('De pagina', 1, 100_000).default(1),
  perPagina: geheelGetal('Het aantal per pagina', 1, PER_PAGINA_MAX).default(25),
});
export type DeelnemersVraag = z.infer<typeof deelnemersVraagSchema>;

/** The state of the shown year of a farm: open, submitted (ingediend = closed), or no record yet. */
export const DEELNEMER_STATUSSEN = ['open', 'ingediend', 'niet-gestart'] as const;
export type DeelnemerStatus = (typeof DEELNEMER_STATUSSEN)[number];
export const DEELNEMER_STATUS_NAMEN: Record<DeelnemerStatus, string> = { open: 'Open', ingediend: 'Ingediend', 'niet-gestart': 'Niet gestart' };


export const deelnemerRegelSchema = z.object({
  relatieId: z.number().int(),
  naam: z.string(),
  kvkNummer: z.string().nullable(),
  ubns: z.array(z.string()),
  brs: z.string().nullable(),
  /** the organisation's mandate (the strongest if it holds several); null for staff */
  machtiging: z.object({ id: z.number().int(), soort: z.enum(['volmacht', 'beheren', 'inzien']), einddatum: z.string() }).nullable(),
  /** the shown year's record, if it exists */
  jaar: z.number().int().nullable(),
  kringloopwijzerId: z.number().int().nullable(),
  status: z.enum(DEELNEMER_STATUSSEN),
  /** the record "Openen" selects: the shown year's, else the farm's newest; null when the farm has none */
  openKringloopwijzerId: z.number().int().nullable(),
  /** screens of the menu that are done, of all screens with a state (as the start page counts them) */
  voortgang: z.object({ klaar: z.number().int(), totaal: z.number().int() }),
  /** screens with a warning */
  waarschuwingen: z.number().int(),
  /** ISO time of the last change of the record's input, null when nothing is entered */
  laatsteWijziging: z.string().nullable(),
  /** the farm's worst data link against the published cadence (decision 020); grey: no live link */
  koppelingGezondheid: bedrijfGezondheidSchema,
});
export type DeelnemerRegel = z.infer<typeof deelnemerRegelSchema>;

export const deelnemersAntwoordSchema = z.object({
  regels: z.array(deelnemerRegelSchema),
  totaal: z.number().int(),
  pagina: z.number().int(),
  perPagina: z.number().int(),
  /** the year asked for, or null (each farm's newest) */
  jaar: z.number().int().nullable(),
  /** staff see every farm and open one only with a reason */
  isMedewerker: z.boolean(),
});
export type DeelnemersAntwoord = z.infer<typeof deelnemersAntwoordSchema>;

export const kengetallenVraagSchema = z.object({
  relatieIds: z
    .array(z.number({ error: 'Een bedrijf is een nummer.' }).int({ error: 'Een bedrijf is een geheel nummer.' }).positive({ error: 'Een bedrijf is een positief nummer.' }), {
      error: 'Kies de bedrijven (relatieIds) als lijst.',
    })
    .min(1, { error: 'Kies minstens één bedrijf.' })
    .max(KENGETALLEN_MAX_BEDRIJVEN, { error: `Kies hoogstens ${KENGETALLEN_MAX_BEDRIJVEN} bedrijven tegelijk.` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'Kies elk bedrijf één keer.' }),
  jaar: z
    .number({ error: 'Kies een jaar.' })
    .int({ error: 'Het jaar moet een geheel getal zijn.' })
    .min(JAAR_MIN, { error: `Het jaar is minstens ${JAAR_MIN}.` })
    .max(JAAR_MAX, { error: `Het jaar is hoogstens ${JAAR_MAX}.` }),
  formaat: z.enum(['xlsx', 'csv'], { error: 'Kies als formaat xlsx of csv.' }),
});
export type KengetallenVraag = z.infer<typeof kengetallenVraagSchema>;

/** The query string of a list request (the web and the mocks build it the same way). */
export function deelnemersQuery(v: Partial<DeelnemersVraag>): string {
  const p = new URLSearchParams();
  if (v.zoek) p.set('zoek', v.zoek);
  if (v.filter) p.set('filter', v.filter);
  if (v.jaar) p.set('jaar', String(v.jaar));
  if (v.pagina && v.pagina > 1) p.set('pagina', String(v.pagina));
  if (v.perPagina) p.set('perPagina', String(v.perPagina));
  const s = p.toString();
  return s ? `?${s}` : '';
}
