/**
 * Profiel (sharing-anchors.md §2): the user's own data, password, sessions, e-mail preferences, a
 * company change and the download of all of a farm's data. Paths and shapes shared by
 * server, web and the port-3000 mocks. Every call is Bearer (like GetToegangslog).
 */
import { z } from 'zod';
import { brsSchema, emailSchema, isoDatumSchema, kvkNummerSchema, telefoonSchema, tekst, ubnsSchema } from './velden';

export const profielRoutes = {
  profiel: { method: 'GET', path: '/api/Profiel' },
  gegevens: { method: 'POST', path: '/api/Profiel/Gegevens' },
  wachtwoord: { method: 'POST', path: '/api/Profiel/Wachtwoord' },
  sessies: { method: 'GET', path: '/api/Profiel/Sessies' },
  afmelden: { method: 'POST', path: '/api/Profiel/Sessies/Afmelden' },
  voorkeuren: { method: 'POST', path: '/api/Profiel/Voorkeuren' },
  bedrijfswijziging: { method: 'POST', path: '/api/Profiel/Bedrijfswijziging' },
  /** accept the current terms of use: `{ versie }` (GEBRUIKSVOORWAARDEN) */
  voorwaarden: { method: 'POST', path: '/api/Profiel/Voorwaarden' },
  /** `?relatieId=…`: one ZIP with every year's input and results, the mandates and the access log */
  mijnGegevens: { method: 'GET', path: '/api/Profiel/MijnGegevens' },
} as const;

/** The optional mails a user can switch off, with their Dutch label. */
export const MAIL_VOORKEUREN = {
  machtigingen: 'Berichten over machtigingen (aanvragen, weigeringen, herinneringen, afloop). Wie toegang tot uw gegevens krijgt, het intrekken van uw eigen toegang en elke stap van een volmacht mailen we altijd.',
  servicedesk: 'Bericht wanneer de servicedesk mijn bedrijf opent',
  indienen: 'Herinnering vóór de indiendatum',
  nieuws: 'Nieuws over de Kringloopwijzer',
} as const;
export type MailVoorkeurSleutel = keyof typeof MAIL_VOORKEUREN;
export const MAIL_VOORKEUR_SLEUTELS = Object.keys(MAIL_VOORKEUREN) as MailVoorkeurSleutel[];
/** What a user gets when they never chose: every mail but the news. */
export const STANDAARD_MAIL_VOORKEUREN: Record<MailVoorkeurSleutel, boolean> = { machtigingen: true, servicedesk: true, indienen: true, nieuws: false };

/** The minimum length of a new password (sharing-anchors.md §2). */
export const MIN_WACHTWOORD_LENGTE = 10;

export const profielBedrijfSchema = z.object({
  relatieId: z.number().int(),
  naam: z.string(),
  kvkNummer: z.string().nullable(),
  brs: z.string().nullable(),
  ubns: z.array(z.string()),
  adres: z.string().nullable(),
  postcode: z.string().nullable(),
  plaats: z.string().nullable(),
  /** an open company change the farmer gave, waiting for staff */
  /** `wat`: what the change changes in words (`bedrijfswijzigingWat`: "nieuw BRS-nummer 222222222") */
  openWijziging: z.object({ id: z.number().int(), nieuwKvk: z.string(), ingediendOp: z.string(), wat: z.string().optional() }).nullable(),
});

export const profielSchema = z.object({
  naam: z.string(),
  email: z.string(),
  telefoon: z.string().nullable(),
  /** bedrijf: a farm's own user; organisatie: works for an organisation; medewerker: staff */
  soort: z.enum(['bedrijf', 'organisatie', 'medewerker', 'overig']),
  bedrijf: profielBedrijfSchema.nullable(),
  organisatie: z.object({ id: z.number().int(), naam: z.string(), soort: z.string(), status: z.string(), kvkNummer: z.string().nullable() }).nullable(),
  /** the accepted terms: version and date DD-MM-YYYY (null: never accepted) */
  voorwaarden: z.object({ versie: z.string(), geaccepteerdOp: z.string().nullable() }).nullable(),
  mailVoorkeuren: z.record(z.string(), z.boolean()),
});
export type Profiel = z.infer<typeof profielSchema>;

export const gegevensInvoerSchema = z.object({
  naam: tekst('uw naam', 1, 200),
  email: emailSchema,
  telefoon: telefoonSchema,
});
export type GegevensInvoer = z.infer<typeof gegevensInvoerSchema>;

export const wachtwoordInvoerSchema = z.object({
  huidig: z.string({ error: 'Vul uw huidige wachtwoord in.' }).min(1, 'Vul uw huidige wachtwoord in.').max(200, 'Het wachtwoord is te lang.'),
  nieuw: z
    .string({ error: 'Vul een nieuw wachtwoord in.' })
    .min(MIN_WACHTWOORD_LENGTE, `Een nieuw wachtwoord heeft minstens ${MIN_WACHTWOORD_LENGTE} tekens.`)
    .max(200, 'Het wachtwoord is te lang (hoogstens 200 tekens).'),
});
export type WachtwoordInvoer = z.infer<typeof wachtwoordInvoerSchema>;

export const sessieRegelSchema = z.object({
  nr: z.number().int(),
  apparaat: z.string(),
  /** DD-MM-YYYY HH:mm, Dutch time */
  aangemaaktOp: z.string(),
  verlooptOp: z.string(),
  dezeSessie: z.boolean(),
});
export const sessiesAntwoordSchema = z.object({ sessies: z.array(sessieRegelSchema) });
export type SessieRegel = z.infer<typeof sessieRegelSchema>;

export const afmeldenInvoerSchema = z.object({ nr: z.number({ error: 'Kies een sessie.' }).int().positive().max(Number.MAX_SAFE_INTEGER) });

export const voorkeurenInvoerSchema = z
  .object(Object.fromEntries(MAIL_VOORKEUR_SLEUTELS.map((k) => [k, z.boolean({ error: 'Kies aan of uit.' }).optional()])) as Record<MailVoorkeurSleutel, z.ZodOptional<z.ZodBoolean>>)
  .strict();
export type VoorkeurenInvoer = z.infer<typeof voorkeurenInvoerSchema>;

export const bedrijfswijzigingInvoerSchema = z.object({
  /** the farm (a volmacht holder names it; a farm's own user may leave it out) */
  relatieId: z.number().int().positive().max(2_147_483_647).optional(),
  nieuwKvk: kvkNummerSchema,
  nieuwBrs: z.preprocess((v) => (v === '' ? null : v), brsSchema.nullable().optional()),
  nieuwUbns: ubnsSchema.default([]),
  overgangsdatum: isoDatumSchema,
  toelichting: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), tekst('de toelichting', 1, 1000).optional()),
});
export type BedrijfswijzigingInvoer = z.infer<typeof bedrijfswijzigingInvoerSchema>;

/** Accepting the terms names the version the user read: an older one (the text changed meanwhile) is refused. */
export const voorwaardenInvoerSchema = z
  .object({ versie: z.string({ error: 'Geef de versie van de gebruiksvoorwaarden die u accepteert.' }).min(1, 'Geef de versie van de gebruiksvoorwaarden die u accepteert.').max(50, 'Deze versie van de gebruiksvoorwaarden bestaat niet.') })
  .strict();
export type VoorwaardenInvoer = z.infer<typeof voorwaardenInvoerSchema>;

export const okAntwoordSchema = z.object({ ok: z.literal(true), melding: z.string() });

export const mijnGegevensVraagSchema = z.object({ relatieId: z.coerce.number().int().positive().max(2_147_483_647) });
