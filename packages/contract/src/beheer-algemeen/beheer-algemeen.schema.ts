/** The shapes of /beheer/algemeen (decision 030); the paths are in ./routes. */
import { z } from 'zod';
import { ONGELDIGE_TEKENS } from '@kw/engine';
import { geldigeDatum } from '../machtigingen/machtigingen.termijn';
import { EERSTE_JAAR } from './deadline';
import { DOELGROEPEN, MELDING_SOORTEN } from './meldingen';

const tekst = (label: string, max: number) =>
  z
    .string({ error: `${label} ontbreekt of is geen tekst.` })
    .trim()
    .min(1, `${label} is leeg.`)
    .max(max, `${label} is te lang (hoogstens ${max} tekens).`)
    .refine((t) => !ONGELDIGE_TEKENS.test(t.replace(/[\n\r\t]/g, ' ')), `${label} bevat een stuurteken dat niet is toegestaan.`);
const datum = (label: string) => z.string({ error: `${label} ontbreekt.` }).refine(geldigeDatum, `${label}: geef een geldige datum (JJJJ-MM-DD).`);
const id = z.number({ error: 'Het id ontbreekt of is geen getal.' }).int('Het id is geen geheel getal.').positive('Het id is ongeldig.').max(2_147_483_647, 'Het id is ongeldig.');
const versie = z.number({ error: 'De versie ontbreekt of is geen getal.' }).int('De versie is geen geheel getal.').min(0, 'De versie is ongeldig.').max(2_147_483_647, 'De versie is ongeldig.');
/** The check of the range of years that may be opened (up to next year) is the server's: it knows today. */
const jaar = z.number({ error: 'Het jaar ontbreekt of is geen getal.' }).int('Het jaar is geen geheel getal.').min(EERSTE_JAAR, `Het jaar ligt vóór ${EERSTE_JAAR}.`).max(2100, 'Het jaar ligt te ver in de toekomst.');
/** An ISO moment with its offset (what an antd date-time picker sends as toISOString()). */
const moment = (label: string) =>
  z
    .string({ error: `${label} ontbreekt.` })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, `${label}: geef een datum en tijd (JJJJ-MM-DDTUU:MM met tijdzone).`)
    .refine((t) => geldigeDatum(t.slice(0, 10)) && !Number.isNaN(Date.parse(t)), `${label} is geen bestaande datum en tijd.`);

export const jaarOpenenSchema = z.strictObject({ jaar, deadline: datum('De deadline').optional() });
export type JaarOpenen = z.infer<typeof jaarOpenenSchema>;
export const jaarDeadlineSchema = z.strictObject({ jaar, deadline: datum('De deadline'), versie });
export type JaarDeadline = z.infer<typeof jaarDeadlineSchema>;
export const sluitVoorbeeldVraagSchema = z.strictObject({ jaar: z.coerce.number({ error: 'Het jaar ontbreekt of is geen getal.' }).pipe(jaar) });
export const jaarSluitenSchema = z.strictObject({
  jaar,
  versie,
  aantalTeSluiten: z.number({ error: 'Het aantal uit het voorbeeld ontbreekt.' }).int('Het aantal is geen geheel getal.').min(0, 'Het aantal is ongeldig.').max(10_000_000, 'Het aantal is ongeldig.'),
});
export type JaarSluiten = z.infer<typeof jaarSluitenSchema>;

export const STATUS_IDS_MET_TEKST = [1, 2] as const;
export const statustekstSchema = z.strictObject({
  statusId: z.union([z.literal(1), z.literal(2)], { error: 'Kies status 1 (open) of 2 (afgesloten).' }),
  omschrijving: tekst('De omschrijving', 40),
  toelichting: tekst('De toelichting', 500),
  versie,
});
export type StatustekstInvoer = z.infer<typeof statustekstSchema>;

export const voorwaardenVersieInvoerSchema = z.strictObject({
  versie: z
    .string({ error: 'Het versielabel ontbreekt.' })
    .trim()
    .regex(/^[0-9A-Za-z][0-9A-Za-z.-]{0,19}$/, 'Het versielabel bestaat uit 1 tot 20 letters, cijfers, punten of streepjes (bijvoorbeeld 2027.1).'),
  tekst: tekst('De tekst van de voorwaarden', 20_000),
  ingangsdatum: datum('De ingangsdatum'),
});
export type VoorwaardenVersieInvoer = z.infer<typeof voorwaardenVersieInvoerSchema>;

export const meldingInvoerSchema = z
  .strictObject({
    id: id.optional(),
    versie: versie.optional(),
    soort: z.enum(MELDING_SOORTEN, { error: 'Kies de soort: onderhoud, storing of deadline.' }),
    tekst: tekst('De tekst van de melding', 500),
    van: moment('Het begin'),
    tot: moment('Het einde'),
    doelgroep: z.enum(DOELGROEPEN, { error: 'Kies de doelgroep: iedereen, boeren, organisaties of medewerkers.' }),
  })
  .superRefine((v, ctx) => {
    if ((v.id === undefined) !== (v.versie === undefined)) ctx.addIssue({ code: 'custom', message: 'Geef bij een bestaande melding het id en de versie mee.', path: ['versie'] });
    if (Date.parse(v.tot) <= Date.parse(v.van)) ctx.addIssue({ code: 'custom', message: 'Het einde van de melding moet na het begin liggen.', path: ['tot'] });
  });
export type MeldingInvoer = z.infer<typeof meldingInvoerSchema>;
export const meldingVerwijderenSchema = z.strictObject({ id, versie });

export const meldingSchema = z.object({
  id: z.number().int(),
  soort: z.enum(MELDING_SOORTEN),
  tekst: z.string(),
  van: z.string(),
  tot: z.string(),
  doelgroep: z.enum(DOELGROEPEN),
  versie: z.number().int(),
});
export type Melding = z.infer<typeof meldingSchema>;
export const actueleMeldingenSchema = z.object({ meldingen: z.array(meldingSchema) });
export type ActueleMeldingen = z.infer<typeof actueleMeldingenSchema>;

export const rapportagejaarSchema = z.object({
  jaar: z.number().int(),
  deadline: z.string(),
  /** false: the default deadline, no row yet (a year whose records came before this table) */
  vastgelegd: z.boolean(),
  gesloten: z.boolean(),
  geslotenOp: z.string().nullable(),
  versie: z.number().int(),
  aantalRecords: z.number().int(),
  aantalOpen: z.number().int(),
});
export type Rapportagejaar = z.infer<typeof rapportagejaarSchema>;

export const statustekstRegelSchema = z.object({ statusId: z.number().int(), omschrijving: z.string(), toelichting: z.string(), versie: z.number().int() });
export const voorwaardenVersieSchema = z.object({ versie: z.string(), tekst: z.string(), ingangsdatum: z.string(), huidig: z.boolean(), aantalGeaccepteerd: z.number().int() });
export const beheerWijzigingSchema = z.object({ tijdstip: z.string(), door: z.string().nullable(), tabel: z.string(), actie: z.string(), omschrijving: z.string() });

export const beheerAlgemeenSchema = z.object({
  jaren: z.array(rapportagejaarSchema),
  teOpenen: z.object({ van: z.number().int(), tot: z.number().int() }),
  statusteksten: z.array(statustekstRegelSchema),
  voorwaarden: z.array(voorwaardenVersieSchema),
  meldingen: z.array(meldingSchema),
  wijzigingen: z.array(beheerWijzigingSchema),
});
export type BeheerAlgemeen = z.infer<typeof beheerAlgemeenSchema>;

export const jaarOpenenAntwoordSchema = z.object({ jaar: rapportagejaarSchema, aangemaakt: z.number().int(), melding: z.string() });
export const jaarAntwoordSchema = z.object({ jaar: rapportagejaarSchema, melding: z.string() });

export const sluitVoorbeeldSchema = z.object({
  jaar: z.number().int(),
  versie: z.number().int(),
  perStatus: z.array(z.object({ statusId: z.number().int(), naam: z.string(), aantal: z.number().int() })),
  aantalTeSluiten: z.number().int(),
  /** the first open records that would be closed (at most 50, by farm name) */
  teSluiten: z.array(z.object({ relatieId: z.number().int(), bedrijfsnaam: z.string(), kvkNummer: z.string().nullable() })),
});
export type SluitVoorbeeld = z.infer<typeof sluitVoorbeeldSchema>;
export const okMeldingSchema = z.object({ melding: z.string() });
export const meldingOpgeslagenSchema = z.object({ melding: meldingSchema, bericht: z.string() });
