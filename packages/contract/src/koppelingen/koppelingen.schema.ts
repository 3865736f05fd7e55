/**
 * The calls of the data links (decision 020): the supplier inbox, the farmer's Koppelingen
 * screen and the staff screens /beheer/datakoppelingen and /importberichten-opnieuw-verwerken.
 * Paths, request and answer shapes shared by server, web and the port-3000 mocks.
 */
import { z } from 'zod';
import { ONGELDIGE_TEKENS } from '@kw/engine';
import { kvkSchema } from '../machtigingen/machtigingen.schema';
import { BERICHT_SOORTEN, BERICHT_STATUSSEN, KANALEN, KOPPELING_STATUSSEN, OORZAKEN } from './soorten';
import { GEZONDHEDEN } from './gezondheid';
import { klantnummerSchema } from './berichten.schema';


const id = z.number().int().positive().max(2_147_483_647);
const geenStuurtekens = (s: string) => !ONGELDIGE_TEKENS.test(s);
const redenSchema = z
  .string({ error: 'Geef een reden.' })
  .trim()
  .min(3, 'Geef een reden (minstens 3 tekens).')
  .max(500, 'De reden is te lang (hoogstens 500 tekens).')
  .refine(geenStuurtekens, 'De reden bevat een teken dat niet is toegestaan.');

// ---- supplier side ----------------------------------------------------------------------------
export const tokenVraagSchema = z.object({
  grant_type: z.literal('client_credentials', { error: 'Alleen grant_type=client_credentials wordt ondersteund.' }),
  client_id: z.string().min(1).max(100),
  client_secret: z.string().min(1).max(200),
});
export const tokenAntwoordSchema = z.object({ access_token: z.string(), token_type: z.literal('Bearer'), expires_in: z.number().int() });

/** The inbox's answer: the message's state after storing (and processing) it. */
export const inboxAntwoordSchema = z.object({
  berichtId: z.string(),
  /** true: this id was received before; nothing changed */
  alOntvangen: z.boolean(),
  status: z.enum(BERICHT_STATUSSEN),
  reden: z.string().nullable(),
});
export type InboxAntwoord = z.infer<typeof inboxAntwoordSchema>;

export const verzoekInvoerSchema = z.strictObject({ bedrijfKvk: kvkSchema, klantnummer: klantnummerSchema, soort: z.enum(BERICHT_SOORTEN) });

export const ophaalverzoekSchema = z.object({ id: z.number().int(), klantnummer: z.string(), gevraagdOp: z.string() });
export const ophaalverzoekenAntwoordSchema = z.object({ verzoeken: z.array(ophaalverzoekSchema) });

// ---- farmer side ------------------------------------------------------------------------------
export const wijzigingSchema = z.object({
  scherm: z.string(),
  veld: z.string(),
  label: z.string(),
  voor: z.union([z.number(), z.string()]).nullable(),
  na: z.union([z.number(), z.string()]).nullable(),
  toegepast: z.boolean(),
  /** the screen that shows the field (`:klwId` filled in) and its title */
  route: z.string().nullable(),
  schermTitel: z.string().nullable(),
});
export type KoppelingWijziging = z.infer<typeof wijzigingSchema>;

export const berichtRegelSchema = z.object({
  id: z.number().int(),
  leverancierBerichtId: z.string(),
  soort: z.enum(BERICHT_SOORTEN),
  /** DD-MM-YYYY HH:mm */
  ontvangenOp: z.string(),
  status: z.enum(BERICHT_STATUSSEN),
  reden: z.string().nullable(),
  /** DD-MM-YYYY – DD-MM-YYYY: the dates the message is about */
  periode: z.string().nullable(),
  wijzigingen: z.array(wijzigingSchema),
});
export type BerichtRegel = z.infer<typeof berichtRegelSchema>;

export const koppelingRegelSchema = z.object({
  /** null: a message type without a link (the row says how to add one) */
  id: z.number().int().nullable(),
  soort: z.enum(BERICHT_SOORTEN),
  leverancierId: z.number().int().nullable(),
  leverancier: z.string().nullable(),
  klantnummer: z.string().nullable(),
  status: z.enum(KOPPELING_STATUSSEN).nullable(),
  versie: z.number().int().nullable(),
  /** DD-MM-YYYY */
  sinds: z.string().nullable(),
  /** DD-MM-YYYY: the day the state was last changed (a revoked link: the revocation) */
  statusSinds: z.string().nullable().optional(),
  /** DD-MM-YYYY HH:mm */
  laatsteBericht: z.string().nullable(),
  /** this year's messages of the link and the period they cover */
  aantalBerichtenDitJaar: z.number().int(),
  periodeDitJaar: z.string().nullable(),
  gezondheid: z.enum(GEZONDHEDEN),
  gezondheidReden: z.string(),
  /** DD-MM-YYYY */
  verwachtUiterlijk: z.string().nullable(),
  cadans: z.string(),
  /** RVO links are given at mijn.rvo.nl, not here */
  viaRvo: z.boolean(),
  /** the plot link: "Nu ophalen" asked and not yet answered */
  ophaalverzoekOpen: z.boolean(),
  berichten: z.array(berichtRegelSchema),
});
export type KoppelingRegel = z.infer<typeof koppelingRegelSchema>;

export const koppelingenOverzichtSchema = z.object({
  relatieId: z.number().int(),
  kringloopwijzerId: z.number().int(),
  jaar: z.number().int(),
  /** the caller may add, accept, refuse and revoke (farmer, volmacht, beheren) */
  magBeheren: z.boolean(),
  koppelingen: z.array(koppelingRegelSchema),
  /** the steps for the RVO mandate (mijn.rvo.nl) */
  rvoStappen: z.array(z.string()),
});
export type KoppelingenOverzicht = z.infer<typeof koppelingenOverzichtSchema>;

/** The last value a link wrote (or proposed, after a correction) per field of the record. */
export const herkomstVeldSchema = z.object({
  scherm: z.string(),
  veld: z.string(),
  label: z.string(),
  leverancier: z.string(),
  /** DD-MM-YYYY */
  datum: z.string(),
  /** "uit koppeling: <leverancier>, <datum>" */
  tekst: z.string(),
  waarde: z.union([z.number(), z.string()]).nullable(),
  /** false: the farmer's correction stands; `waarde` is the link's proposal */
  toegepast: z.boolean(),
});
export const herkomstAntwoordSchema = z.object({ kringloopwijzerId: z.number().int(), velden: z.array(herkomstVeldSchema) });
export type HerkomstAntwoord = z.infer<typeof herkomstAntwoordSchema>;

export const leverancierKeuzeSchema = z.object({ id: z.number().int(), naam: z.string(), soorten: z.array(z.enum(BERICHT_SOORTEN)) });
export const leveranciersAntwoordSchema = z.object({ leveranciers: z.array(leverancierKeuzeSchema) });

export const toevoegenInvoerSchema = z.strictObject({
  relatieId: id,
  leverancierId: id,
  soort: z.enum(BERICHT_SOORTEN, { error: 'Kies een soort bericht.' }),
  klantnummer: klantnummerSchema,
});
export type ToevoegenInvoer = z.infer<typeof toevoegenInvoerSchema>;
export const koppelingStapSchema = z.strictObject({ relatieId: id, koppelingId: id, versie: z.number().int().min(1).max(2_147_483_647) });
export type KoppelingStap = z.infer<typeof koppelingStapSchema>;
export const koppelingStapAntwoordSchema = z.object({ id: z.number().int(), status: z.enum(KOPPELING_STATUSSEN), versie: z.number().int() });

export const berichtVraagSchema = z.strictObject({ relatieId: z.coerce.number().int().positive().max(2_147_483_647), berichtId: z.coerce.number().int().positive().max(2_147_483_647) });
export const ruwBerichtSchema = z.object({
  id: z.number().int(),
  leverancier: z.string(),
  soort: z.enum(BERICHT_SOORTEN),
  leverancierBerichtId: z.string(),
  ontvangenOp: z.string(),
  /** as received: text/csv or application/json */
  inhoudType: z.string(),
  /** the body exactly as the supplier sent it */
  inhoud: z.string(),
});
export const nuOphalenInvoerSchema = z.strictObject({ relatieId: id, koppelingId: id });
export const nuOphalenAntwoordSchema = z.object({ melding: z.string() });

// ---- staff side -------------------------------------------------------------------------------
export const beheerLeverancierSchema = z.object({
  id: z.number().int(),
  naam: z.string(),
  kvkNummer: z.string().nullable(),
  soorten: z.array(z.enum(BERICHT_SOORTEN)),
  kanaal: z.enum(KANALEN),
  cadans: z.string(),
  actief: z.boolean(),
  clientId: z.string(),
  /** DD-MM-YYYY HH:mm */
  laatsteBericht: z.string().nullable(),
  /** failed share of the messages received in the last 7 / 30 days (0–1), null without messages */
  foutPercentage7: z.number().nullable(),
  foutPercentage30: z.number().nullable(),
  berichten30: z.number().int(),
  bedrijvenMetKoppeling: z.number().int(),
  /** DD-MM-YYYY HH:mm: when the secret was last set */
  geheimGewijzigdOp: z.string(),
});
export const beheerLeveranciersAntwoordSchema = z.object({ leveranciers: z.array(beheerLeverancierSchema) });

export const aanmeldenInvoerSchema = z.strictObject({
  naam: z.string().trim().min(2, 'Geef de naam van de leverancier.').max(200).refine(geenStuurtekens, 'De naam bevat een teken dat niet is toegestaan.'),
  kvkNummer: kvkSchema,
  soorten: z.array(z.enum(BERICHT_SOORTEN)).min(1, 'Kies minstens één soort bericht.').max(BERICHT_SOORTEN.length),
  kanaal: z.enum(KANALEN),
});
export type AanmeldenInvoer = z.infer<typeof aanmeldenInvoerSchema>;
/** The credentials: the secret is shown here once and stored only as a hash. */
export const inloggegevensAntwoordSchema = z.object({ leverancierId: z.number().int(), clientId: z.string(), clientSecret: z.string(), melding: z.string() });
export const nieuwGeheimInvoerSchema = z.strictObject({ leverancierId: id });

export const importBerichtSchema = z.object({
  id: z.number().int(),
  leverancier: z.string(),
  soort: z.enum(BERICHT_SOORTEN),
  leverancierBerichtId: z.string(),
  klantnummer: z.string().nullable(),
  relatieId: z.number().int().nullable(),
  bedrijf: z.string().nullable(),
  ontvangenOp: z.string(),
  status: z.enum(BERICHT_STATUSSEN),
  reden: z.string().nullable(),
  pogingen: z.number().int(),
  /** DD-MM-YYYY HH:mm */
  laatstePoging: z.string().nullable(),
});
export const importGroepSchema = z.object({ oorzaak: z.enum(OORZAKEN), naam: z.string(), aantal: z.number().int(), berichten: z.array(importBerichtSchema) });
export const importberichtenAntwoordSchema = z.object({ groepen: z.array(importGroepSchema), totaal: z.number().int() });

/** Exactly one of: some messages, a whole group (cause), all open messages of one farm. */
export const opnieuwInvoerSchema = z
  .strictObject({
    berichtIds: z.array(id).min(1).max(10_000).optional(),
    oorzaak: z.enum(OORZAKEN).optional(),
    relatieId: id.optional(),
    proefdraai: z.boolean().default(false),
  })
  .refine((v) => [v.berichtIds, v.oorzaak, v.relatieId].filter((x) => x !== undefined).length === 1, {
    message: 'Kies berichten, een oorzaak of een bedrijf (precies één).',
  });
export type OpnieuwInvoer = z.infer<typeof opnieuwInvoerSchema>;

export const opnieuwUitkomstSchema = z.object({
  id: z.number().int(),
  /** the state it gets (dry run: would get) */
  status: z.enum(BERICHT_STATUSSEN),
  reden: z.string().nullable(),
  jaar: z.number().int().nullable(),
  bedrijf: z.string().nullable(),
  wijzigingen: z.array(wijzigingSchema),
});
export const opnieuwAntwoordSchema = z.object({
  proefdraai: z.boolean(),
  verwerkt: z.number().int(),
  mislukt: z.number().int(),
  wacht: z.number().int(),
  /** messages that failed or waited again, for the warning "nieuwe mislukkingen" */
  opnieuwMislukt: z.number().int(),
  /** failed messages that arrived while the group was retried */
  nieuwBinnengekomen: z.number().int(),
  berichten: z.array(opnieuwUitkomstSchema),
});
export type OpnieuwAntwoord = z.infer<typeof opnieuwAntwoordSchema>;

export const afhandelenInvoerSchema = z.strictObject({ berichtIds: z.array(id).min(1).max(10_000), reden: redenSchema });
export const afhandelenAntwoordSchema = z.object({ afgehandeld: z.number().int() });
