/**
 * Mandates from a farm to an organisation (decision 019): paths, request and answer shapes
 * shared by server, web and the port-3000 mocks.
 */
import { z } from 'zod';
import { geldigeDatum, termijnFout } from './machtigingen.termijn';

export const machtigingRoutes = {
  /** an organisation asks a farm (by the farm's KvK) for a mandate → aangevraagd */
  aanvragen: { method: 'POST', path: '/api/Machtigingen/Aanvragen' },
  /** the farmer or the farm's volmacht holder grants directly → actief */
  verlenen: { method: 'POST', path: '/api/Machtigingen/Verlenen' },
  /** the farm side confirms a request → actief */
  bevestigen: { method: 'POST', path: '/api/Machtigingen/Bevestigen' },
  /** the farm side refuses a request → geweigerd */
  weigeren: { method: 'POST', path: '/api/Machtigingen/Weigeren' },
  /** either side ends a mandate (or withdraws a request) → ingetrokken */
  intrekken: { method: 'POST', path: '/api/Machtigingen/Intrekken' },
  /** the mandates of one farm (`?relatieId=`) */
  vanBedrijf: { method: 'GET', path: '/api/Machtigingen/VanBedrijf' },
  /** the mandates of the caller's organisation */
  vanOrganisatie: { method: 'GET', path: '/api/Machtigingen/VanOrganisatie' },
  /** staff: every mandate, filtered and paged */
  alle: { method: 'GET', path: '/api/Machtigingen/Alle' },
} as const;

export const MACHTIGING_SOORTEN = ['volmacht', 'beheren', 'inzien', 'elektronisch_opvragen'] as const;
export type MachtigingSoortNaam = (typeof MACHTIGING_SOORTEN)[number];
export const MACHTIGING_STATUSSEN = ['aangevraagd', 'actief', 'geweigerd', 'ingetrokken', 'verlopen'] as const;
export type MachtigingStatusNaam = (typeof MACHTIGING_STATUSSEN)[number];

export const MACHTIGING_SOORT_NAMEN: Record<MachtigingSoortNaam, string> = {
  volmacht: 'Volmacht',
  beheren: 'Beheren',
  inzien: 'Inzien',
  elektronisch_opvragen: 'Elektronisch opvragen',
};

/** What each kind allows, in the farmer's words (shown beside the choice). */
export const MACHTIGING_SOORT_UITLEG: Record<MachtigingSoortNaam, string> = {
  volmacht: 'Invullen, indienen, alle rapporten en de machtigingen van het bedrijf beheren. Eén organisatie per bedrijf.',
  beheren: 'Invullen, indienen en alle rapporten bekijken.',
  inzien: 'Alle schermen en rapporten bekijken, niets wijzigen.',
  elektronisch_opvragen: 'Gegevens van het bedrijf elektronisch opvragen (koppeling voor gegevensdeling).',
};

export const MACHTIGING_STATUS_NAMEN: Record<MachtigingStatusNaam, string> = {
  aangevraagd: 'Aangevraagd',
  actief: 'Actief',
  geweigerd: 'Geweigerd',
  ingetrokken: 'Ingetrokken',
  verlopen: 'Verlopen',
};

export const MACHTIGING_ACTIE_NAMEN: Record<string, string> = {
  aangevraagd: 'Aangevraagd',
  verleend: 'Verleend',
  bevestigd: 'Bevestigd',
  geweigerd: 'Geweigerd',
  ingetrokken: 'Ingetrokken',
  beeindigd: 'Beëindigd',
  verlopen: 'Verlopen',
  herbevestigen: 'Opnieuw bevestigen gevraagd',
};

/** Per page of the staff overview. */
export const MACHTIGINGEN_PER_PAGINA = 50;

/** Control characters other than tab, newline and return are refused (PostgreSQL text cannot hold U+0000). */
const geenStuurtekens = (s: string) =>
  ![...s].some((t) => {
    const c = t.codePointAt(0)!;
    return (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f;
  });

export const kvkSchema = z.string().regex(/^[0-9]{8}$/, 'Een KvK-nummer heeft precies 8 cijfers.');
const soortSchema = z.enum(MACHTIGING_SOORTEN, { error: 'Kies een soort machtiging: volmacht, beheren, inzien of elektronisch opvragen.' });
const datumSchema = z.string().refine(geldigeDatum, 'Geef een geldige datum (JJJJ-MM-DD).');
const idSchema = z.number().int().positive().max(2_147_483_647);
const redenSchema = z
  .string()
  .trim()
  .max(500, 'De reden is te lang (hoogstens 500 tekens).')
  .refine(geenStuurtekens, 'De reden bevat een teken dat niet is toegestaan.');

/** Start and end of a mandate: the order and the 5-year cap are checked here; "not before today" by the server's clock. */
const metTermijn = <T extends { ingangsdatum: string; einddatum: string }>(v: T, ctx: z.RefinementCtx) => {
  const fout = termijnFout(v.ingangsdatum, v.einddatum);
  if (fout) ctx.addIssue({ code: 'custom', message: fout, path: ['einddatum'] });
};

export const aanvragenInvoerSchema = z
  .strictObject({ kvkNummer: kvkSchema, soort: soortSchema, ingangsdatum: datumSchema, einddatum: datumSchema })
  .superRefine(metTermijn);
export type AanvragenInvoer = z.infer<typeof aanvragenInvoerSchema>;

export const verlenenInvoerSchema = z
  .strictObject({ relatieId: idSchema, organisatieKvk: kvkSchema, soort: soortSchema, ingangsdatum: datumSchema, einddatum: datumSchema })
  .superRefine(metTermijn);
export type VerlenenInvoer = z.infer<typeof verlenenInvoerSchema>;

/** Confirm, refuse or revoke: the mandate, the version the caller saw, and an optional reason. */
export const machtigingStapSchema = z.strictObject({
  relatieId: idSchema,
  machtigingId: idSchema,
  versie: z.number().int().min(1).max(2_147_483_647),
  reden: redenSchema.optional(),
});
export type MachtigingStap = z.infer<typeof machtigingStapSchema>;

export const vanBedrijfVraagSchema = z.strictObject({ relatieId: z.coerce.number().int().positive().max(2_147_483_647) });

export const alleVraagSchema = z.strictObject({
  soort: soortSchema.optional(),
  status: z.enum(MACHTIGING_STATUSSEN).optional(),
  /** part of the organisation's name or its KvK number */
  organisatie: z.string().trim().max(100).optional(),
  /** part of the farm's name or its KvK number */
  bedrijf: z.string().trim().max(100).optional(),
  pagina: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AlleVraag = z.infer<typeof alleVraagSchema>;

export const machtigingGebeurtenisSchema = z.object({
  /** DD-MM-YYYY HH:mm (Dutch time) */
  tijdstip: z.string(),
  wie: z.string(),
  actie: z.string(),
  vanStatus: z.string().nullable(),
  naarStatus: z.string(),
  reden: z.string().nullable(),
});
export type MachtigingGebeurtenis = z.infer<typeof machtigingGebeurtenisSchema>;

export const machtigingRegelSchema = z.object({
  id: z.number().int(),
  relatieId: z.number().int(),
  bedrijfsnaam: z.string(),
  bedrijfKvk: z.string().nullable(),
  organisatieId: z.number().int(),
  organisatie: z.string(),
  organisatieKvk: z.string().nullable(),
  organisatieSoort: z.string(),
  soort: z.enum(MACHTIGING_SOORTEN),
  /** as it counts today: an active mandate past its end date is 'verlopen' */
  status: z.enum(MACHTIGING_STATUSSEN),
  /** YYYY-MM-DD */
  ingangsdatum: z.string(),
  einddatum: z.string(),
  versie: z.number().int(),
  statusReden: z.string().nullable(),
  /** DD-MM-YYYY */
  statusGewijzigdOp: z.string(),
  geschiedenis: z.array(machtigingGebeurtenisSchema),
});
export type MachtigingRegel = z.infer<typeof machtigingRegelSchema>;

export const bedrijfMachtigingenAntwoordSchema = z.object({
  relatieId: z.number().int(),
  bedrijfsnaam: z.string(),
  /** the organisation holding the farm's active volmacht, if any */
  volmachtHouder: z.string().nullable(),
  /** the caller may grant, confirm, refuse and revoke for this farm (farmer or volmacht holder) */
  magBeheren: z.boolean(),
  machtigingen: z.array(machtigingRegelSchema),
});
export type BedrijfMachtigingenAntwoord = z.infer<typeof bedrijfMachtigingenAntwoordSchema>;

export const organisatieMachtigingenAntwoordSchema = z.object({
  organisatieId: z.number().int(),
  organisatie: z.string(),
  organisatieStatus: z.string(),
  machtigingen: z.array(machtigingRegelSchema),
});
export type OrganisatieMachtigingenAntwoord = z.infer<typeof organisatieMachtigingenAntwoordSchema>;

export const alleMachtigingenAntwoordSchema = z.object({
  totaal: z.number().int(),
  pagina: z.number().int(),
  perPagina: z.number().int(),
  machtigingen: z.array(machtigingRegelSchema),
});
export type AlleMachtigingenAntwoord = z.infer<typeof alleMachtigingenAntwoordSchema>;

/** The answer of every POST: the mandate as it stands after the step. */
export const machtigingStapAntwoordSchema = z.object({ machtiging: machtigingRegelSchema });
export type MachtigingStapAntwoord = z.infer<typeof machtigingStapAntwoordSchema>;
