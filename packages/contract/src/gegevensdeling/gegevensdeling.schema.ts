/**
 * The calls of data sharing (decision 027): data products, purposes, participations and the consumer
 * API. Paths, request and answer shapes shared by server, web and the port-3000 mocks.
 */
import { z } from 'zod';
import { ONGELDIGE_TEKENS } from '@kw/engine';
import { geldigeDatum } from '../machtigingen/machtigingen.termijn';
import { kvkSchema } from '../machtigingen/machtigingen.schema';
import { DATAPRODUCT_SLEUTELS, DEELNAME_LIJSTEN, DEELNAME_STATUSSEN, DOEL_STATUSSEN } from './soorten';

export const gegevensdelingRoutes = {
  /** the catalogue, with per product the active purposes and the number of participating farms */
  dataproducten: { method: 'GET', path: '/api/Dataproducten' },
  /** staff: every purpose; a consumer organisation: its own */
  doelen: { method: 'GET', path: '/api/Doelen' },
  /** create or change a purpose in concept */
  doelOpslaan: { method: 'POST', path: '/api/Doelen/Opslaan' },
  /** concept → actief (only with farmer text, end date, products, basis, retention and licensor approval) */
  doelActiveren: { method: 'POST', path: '/api/Doelen/Activeren' },
  /** actief → gesloten: no new participations, no deliveries */
  doelSluiten: { method: 'POST', path: '/api/Doelen/Sluiten' },
  /** staff for the licensor (ZuivelNL): approve a purpose's use of the KLW data */
  doelLicentiegever: { method: 'POST', path: '/api/Doelen/Licentiegever' },
  /** the participations the caller may see, one list (`?lijst=`), with counts per purpose; `formaat=csv` for a file */
  deelnames: { method: 'GET', path: '/api/Deelnames' },
  /** a consumer organisation asks a farm (by KvK) to take part in its active purpose */
  deelnameAanvragen: { method: 'POST', path: '/api/Deelnames/Aanvragen' },
  /** staff ask on behalf of a farmer (reason required; the farmer is mailed) */
  deelnameNamens: { method: 'POST', path: '/api/Deelnames/Namens' },
  /** staff: requests for a purpose from a CSV of KvK numbers, with a report per line */
  deelnamesBulk: { method: 'POST', path: '/api/Deelnames/Bulk' },
  goedkeuren: { method: 'POST', path: '/api/Deelnames/Goedkeuren' },
  afwijzen: { method: 'POST', path: '/api/Deelnames/Afwijzen' },
  intrekken: { method: 'POST', path: '/api/Deelnames/Intrekken' },
  /** staff: mail the farmer the request again */
  opnieuwVersturen: { method: 'POST', path: '/api/Deelnames/OpnieuwVersturen' },
  /** staff: limit a participation to some of the farm's UBNs (empty: the whole farm) */
  ubnBeperking: { method: 'POST', path: '/api/Deelnames/UbnBeperking' },
  /** the farm side: the farm's own values that would flow under a participation (`?relatieId=&deelnameId=`) */
  voorbeeld: { method: 'GET', path: '/api/Deelnames/Voorbeeld' },
  /** consumer API: OAuth2 client credentials of a consumer organisation */
  afnemerToken: { method: 'POST', path: '/api/Afnemer/Token' },
  /** consumer API: one product of one farm and year under one purpose (`?doelId=&kvk=&jaar=`) */
  afnemerProduct: { method: 'GET', path: '/api/Afnemer/v1/Dataproducten/:product' },
  /** staff: a consumer organisation's client credentials (new or rotated; the secret is shown once) */
  afnemerGeheim: { method: 'POST', path: '/api/Beheer/Afnemers/Geheim' },
} as const;

const id = z.number().int().positive().max(2_147_483_647);
const versie = z.number().int().min(1).max(2_147_483_647);
const zonderStuurtekens = (s: string) => !ONGELDIGE_TEKENS.test(s);
const tekst = (naam: string, max: number) =>
  z
    .string({ error: `Vul ${naam} in.` })
    .trim()
    .max(max, `${naam[0].toUpperCase()}${naam.slice(1)} is te lang (hoogstens ${max} tekens).`)
    .refine(zonderStuurtekens, `${naam[0].toUpperCase()}${naam.slice(1)} bevat een teken dat niet is toegestaan.`);
const datum = z.string().refine(geldigeDatum, 'Geef een geldige datum (JJJJ-MM-DD).');
export const redenSchema = z
  .string({ error: 'Geef een reden.' })
  .trim()
  .min(3, 'Geef een reden (minstens 3 tekens).')
  .max(500, 'De reden is te lang (hoogstens 500 tekens).')
  .refine(zonderStuurtekens, 'De reden bevat een teken dat niet is toegestaan.');
const productenSchema = z
  .array(z.enum(DATAPRODUCT_SLEUTELS, { error: 'Kies dataproducten uit de catalogus.' }))
  .max(DATAPRODUCT_SLEUTELS.length)
  .refine((p) => new Set(p).size === p.length, 'Elk dataproduct mag maar één keer gekozen worden.');
const ubnSchema = z.string().regex(/^[0-9]{6,7}$/, 'Een UBN heeft 6 of 7 cijfers.');

// ---- data products ----------------------------------------------------------------------------
export const dataproductVeldSchema = z.object({ pad: z.string(), label: z.string(), eenheid: z.string().nullable(), soort: z.string(), groep: z.string() });
export const dataproductenAntwoordSchema = z.object({
  producten: z.array(
    z.object({
      sleutel: z.enum(DATAPRODUCT_SLEUTELS),
      naam: z.string(),
      omschrijving: z.string(),
      formaat: z.literal('JSON'),
      verversing: z.string(),
      licentiegever: z.string(),
      /** what a participation's UBN restriction does to this product */
      ubnBeperking: z.string(),
      velden: z.array(dataproductVeldSchema),
      doelen: z.array(z.object({ id: z.number().int(), naam: z.string(), afnemer: z.string() })),
      deelnemendeBedrijven: z.number().int(),
      /** for a farm's own user: who receives this product about the farm, under which purpose */
      mijnBedrijf: z.array(z.object({ afnemer: z.string(), doel: z.string(), sinds: z.string(), tot: z.string().nullable() })).optional(),
    }),
  ),
});
export type DataproductenAntwoord = z.infer<typeof dataproductenAntwoordSchema>;

// ---- purposes ---------------------------------------------------------------------------------
export const doelInvoerSchema = z
  .strictObject({
    /** absent: a new purpose */
    id: id.optional(),
    versie: versie.optional(),
    /** staff name the consumer; a consumer organisation's user always saves for their own */
    afnemerKvk: kvkSchema.optional(),
    naam: tekst('de naam', 120).pipe(z.string().min(3, 'Geef het doel een naam (minstens 3 tekens).')),
    boerTekst: tekst('de tekst voor de boer', 2000),
    producten: productenSchema,
    grondslag: tekst('de grondslag', 500),
    bewaartermijn: tekst('de bewaartermijn', 200),
    begindatum: datum.nullable(),
    einddatum: datum.nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.begindatum && v.einddatum && v.einddatum < v.begindatum) ctx.addIssue({ code: 'custom', message: 'De einddatum ligt voor de begindatum.', path: ['einddatum'] });
    if ((v.id === undefined) !== (v.versie === undefined)) ctx.addIssue({ code: 'custom', message: 'Geef bij een bestaand doel het id en de versie mee.', path: ['versie'] });
  });
export type DoelInvoer = z.infer<typeof doelInvoerSchema>;

export const doelStapSchema = z.strictObject({ id, versie, reden: redenSchema.optional() });
export type DoelStap = z.infer<typeof doelStapSchema>;

export const doelRegelSchema = z.object({
  id: z.number().int(),
  versie: z.number().int(),
  afnemer: z.object({ id: z.number().int(), naam: z.string(), kvk: z.string().nullable() }),
  naam: z.string(),
  boerTekst: z.string(),
  producten: z.array(z.enum(DATAPRODUCT_SLEUTELS)),
  grondslag: z.string(),
  bewaartermijn: z.string(),
  begindatum: z.string().nullable(),
  einddatum: z.string().nullable(),
  status: z.enum(DOEL_STATUSSEN),
  licentiegeverAkkoordOp: z.string().nullable(),
  /** why it cannot go active yet (empty: it can, or it is no longer concept) */
  bezwaren: z.array(z.string()),
  deelnames: z.object({ aangevraagd: z.number().int(), goedgekeurd: z.number().int(), overig: z.number().int() }),
});
export type DoelRegel = z.infer<typeof doelRegelSchema>;
export const doelenAntwoordSchema = z.object({
  doelen: z.array(doelRegelSchema),
  /** the user may add a purpose (staff, or a user of an approved organisation registered as consumer); absent: not said */
  magNieuwDoel: z.boolean().optional(),
});
export type DoelenAntwoord = z.infer<typeof doelenAntwoordSchema>;
export const doelAntwoordSchema = z.object({ doel: doelRegelSchema });

// ---- participations ---------------------------------------------------------------------------
export const deelnamesVraagSchema = z.object({
  lijst: z.enum(Object.keys(DEELNAME_LIJSTEN) as [keyof typeof DEELNAME_LIJSTEN, ...(keyof typeof DEELNAME_LIJSTEN)[]], { error: 'Kies de lijst: niet-goedgekeurd, goedgekeurd of ingetrokken.' }),
  doelId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** a farm's own user: the farm (else the farms the caller may see) */
  relatieId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  formaat: z.enum(['json', 'csv']).default('json'),
});
export type DeelnamesVraag = z.infer<typeof deelnamesVraagSchema>;

export const deelnameGebeurtenisSchema = z.object({ tijdstip: z.string(), wie: z.string(), actie: z.string(), reden: z.string().nullable() });
export const deelnameRegelSchema = z.object({
  id: z.number().int(),
  relatieId: z.number().int(),
  versie: z.number().int(),
  bedrijf: z.object({ naam: z.string(), kvk: z.string().nullable(), ubns: z.array(z.string()) }),
  doel: z.object({ id: z.number().int(), naam: z.string(), boerTekst: z.string(), einddatum: z.string().nullable() }),
  afnemer: z.string(),
  producten: z.array(z.enum(DATAPRODUCT_SLEUTELS)),
  ubnBeperking: z.array(z.string()),
  status: z.enum(DEELNAME_STATUSSEN),
  /** the status text of an upstream register (JoinData) when the participation came from there */
  statusBron: z.string().nullable(),
  aangevraagdOp: z.string(),
  beslistOp: z.string().nullable(),
  reden: z.string().nullable(),
  laatstGeleverdOp: z.string().nullable(),
  geschiedenis: z.array(deelnameGebeurtenisSchema),
});
export type DeelnameRegel = z.infer<typeof deelnameRegelSchema>;
export const deelnamesAntwoordSchema = z.object({
  deelnames: z.array(deelnameRegelSchema),
  perDoel: z.array(z.object({ doelId: z.number().int(), naam: z.string(), aantal: z.number().int() })),
});
export type DeelnamesAntwoord = z.infer<typeof deelnamesAntwoordSchema>;

export const aanvraagInvoerSchema = z.strictObject({ doelId: id, kvkNummer: kvkSchema, ubnBeperking: z.array(ubnSchema).max(20).default([]) });
export type AanvraagInvoer = z.infer<typeof aanvraagInvoerSchema>;
export const namensInvoerSchema = aanvraagInvoerSchema.extend({ reden: redenSchema });
export type NamensInvoer = z.infer<typeof namensInvoerSchema>;
export const bulkInvoerSchema = z.strictObject({ doelId: id, csv: z.string().max(200_000, 'Het bestand is te groot (hoogstens 200.000 tekens).'), reden: redenSchema });
export const bulkAntwoordSchema = z.object({
  aangemaakt: z.array(z.object({ regel: z.number().int(), kvk: z.string(), bedrijf: z.string() })),
  geweigerd: z.array(z.object({ regel: z.number().int(), kvk: z.string(), reden: z.string() })),
});
export type BulkAntwoord = z.infer<typeof bulkAntwoordSchema>;

export const deelnameStapSchema = z.strictObject({ relatieId: id, deelnameId: id, versie, reden: redenSchema.optional() });
export type DeelnameStap = z.infer<typeof deelnameStapSchema>;
export const ubnBeperkingInvoerSchema = z.strictObject({ relatieId: id, deelnameId: id, versie, ubns: z.array(ubnSchema).max(20) });
export const deelnameAntwoordSchema = z.object({ deelname: deelnameRegelSchema });

export const voorbeeldVraagSchema = z.object({ relatieId: z.coerce.number().int().positive().max(2_147_483_647), deelnameId: z.coerce.number().int().positive().max(2_147_483_647) });
export const voorbeeldAntwoordSchema = z.object({
  jaar: z.number().int().nullable(),
  producten: z.array(
    z.object({
      sleutel: z.enum(DATAPRODUCT_SLEUTELS),
      naam: z.string(),
      /** the farm's own values, field by field, as the consumer would receive them */
      waarden: z.array(
        z.object({
          label: z.string(),
          eenheid: z.string().nullable(),
          groep: z.string(),
          waarde: z.union([z.number(), z.string(), z.boolean(), z.null()]),
          /** the field's kind and reading (dataproducten.ts), so the preview shows a year, a date or a state as people read them */
          soort: z.enum(['getal', 'keuze', 'tekst', 'janee', 'datum']).optional(),
          weergave: z.enum(['jaar', 'status']).optional(),
        }),
      ),
    }),
  ),
});
export type VoorbeeldAntwoord = z.infer<typeof voorbeeldAntwoordSchema>;

// ---- consumer API -----------------------------------------------------------------------------
export const afnemerProductVraagSchema = z.object({
  doelId: z.coerce.number({ error: 'Geef het doel (doelId).' }).int().positive().max(2_147_483_647),
  kvk: kvkSchema,
  jaar: z.coerce.number({ error: 'Geef het jaar.' }).int().min(2000).max(2999),
});
export const afnemerProductParamsSchema = z.object({ product: z.enum(DATAPRODUCT_SLEUTELS, { error: 'Onbekend dataproduct.' }) });
export const afnemerProductAntwoordSchema = z.object({
  data: z.record(z.string(), z.unknown()),
  meta: z.object({
    product: z.string(),
    doelId: z.number().int(),
    kvk: z.string(),
    jaar: z.number().int(),
    /** the participation's UBN restriction (empty: the whole farm); what it narrows: the product's `ubnBeperking` */
    ubnBeperking: z.array(z.string()),
    bijgewerktOp: z.string(),
  }),
});
export const afnemerGeheimInvoerSchema = z.strictObject({ afnemerKvk: kvkSchema });
export const afnemerGeheimAntwoordSchema = z.object({ clientId: z.string(), clientSecret: z.string(), melding: z.string() });
