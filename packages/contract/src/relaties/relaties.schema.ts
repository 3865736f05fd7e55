/**
 * Registratie relatie (sharing-anchors.md §2), staff only: register an organisation or a farm, decide
 * applications (aangevraagd → goedgekeurd / geblokkeerd), process company changes. Paths and
 * shapes shared by server, web and mocks. Every call is Bearer.
 */
import { z } from 'zod';
import { brsSchema, emailSchema, kvkNummerSchema, optioneleTekst, postcodeSchema, telefoonSchema, tekst, ubnsSchema } from '../profiel/velden';

export const relatieRoutes = {
  /** `?soort=&status=&zoek=` */
  lijst: { method: 'GET', path: '/api/Relaties' },
  registreer: { method: 'POST', path: '/api/Relaties' },
  status: { method: 'POST', path: '/api/Relaties/Status' },
  wijzigingen: { method: 'GET', path: '/api/Relaties/Bedrijfswijzigingen' },
  verwerken: { method: 'POST', path: '/api/Relaties/Bedrijfswijzigingen/Verwerken' },
  afwijzen: { method: 'POST', path: '/api/Relaties/Bedrijfswijzigingen/Afwijzen' },
} as const;

export const RELATIE_SOORT_NAMEN = {
  bedrijf: 'Melkveebedrijf',
  adviesbureau: 'Adviesbureau',
  accountant: 'Accountant',
  zuivelonderneming: 'Zuivelonderneming',
  leverancier: 'Leverancier',
  overig: 'Overig',
} as const;
export type RelatieSoort = keyof typeof RELATIE_SOORT_NAMEN;
export const RELATIE_SOORT_LIJST = Object.keys(RELATIE_SOORT_NAMEN) as [RelatieSoort, ...RelatieSoort[]];

export const RELATIE_STATUS_NAMEN = { aangevraagd: 'Aangevraagd', goedgekeurd: 'Goedgekeurd', geblokkeerd: 'Geblokkeerd' } as const;
export type RelatieStatus = keyof typeof RELATIE_STATUS_NAMEN;

const gemeen = {
  kvkNummer: kvkNummerSchema,
  naam: tekst('de naam', 2, 200),
  adres: optioneleTekst('het adres', 200),
  postcode: postcodeSchema,
  plaats: optioneleTekst('de plaats', 100),
  contactpersoon: optioneleTekst('de contactpersoon', 200),
  contactEmail: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), emailSchema.nullable().optional()),
  telefoon: telefoonSchema,
};

export const registreerRelatieSchema = z.discriminatedUnion(
  'soort',
  [
    z.strictObject({ soort: z.literal('bedrijf'), ...gemeen, brs: z.preprocess((v) => (v === '' ? null : v), brsSchema.nullable().optional()), ubns: ubnsSchema.default([]) }),
    z.strictObject({ soort: z.enum(['adviesbureau', 'accountant', 'zuivelonderneming', 'leverancier', 'overig']), ...gemeen }),
  ],
  { error: 'Kies de soort relatie.' },
);
export type RegistreerRelatie = z.infer<typeof registreerRelatieSchema>;
export const registreerRelatieAntwoordSchema = z.object({ id: z.number().int(), melding: z.string() });

export const relatieRegelSchema = z.object({
  id: z.number().int(),
  soort: z.string(),
  status: z.string(),
  naam: z.string(),
  kvkNummer: z.string().nullable(),
  brs: z.string().nullable(),
  ubns: z.array(z.string()),
  plaats: z.string().nullable(),
  contactpersoon: z.string().nullable(),
  contactEmail: z.string().nullable(),
  /** DD-MM-YYYY */
  aangemaaktOp: z.string(),
  statusReden: z.string().nullable(),
  aantalGebruikers: z.number().int(),
});
export type RelatieRegel = z.infer<typeof relatieRegelSchema>;

export const relatieLijstVraagSchema = z.strictObject({
  soort: z.enum(RELATIE_SOORT_LIJST).optional(),
  status: z.enum(['aangevraagd', 'goedgekeurd', 'geblokkeerd']).optional(),
  zoek: z.string().trim().max(100, 'De zoektekst is te lang.').optional(),
});
export const relatieLijstSchema = z.object({ relaties: z.array(relatieRegelSchema), meer: z.boolean() });

export const relatieStatusInvoerSchema = z.strictObject({
  id: z.number({ error: 'Kies een relatie.' }).int().positive().max(2_147_483_647),
  status: z.enum(['goedgekeurd', 'geblokkeerd'], { error: 'Kies goedkeuren of blokkeren.' }),
  reden: tekst('de reden', 5, 500),
});

export const wijzigingRegelSchema = z.object({
  id: z.number().int(),
  relatieId: z.number().int(),
  bedrijfsnaam: z.string(),
  oudKvk: z.string().nullable(),
  nieuwKvk: z.string(),
  oudBrs: z.string().nullable(),
  nieuwBrs: z.string().nullable(),
  oudUbns: z.array(z.string()),
  nieuwUbns: z.array(z.string()),
  /** DD-MM-YYYY */
  overgangsdatum: z.string(),
  ingediendOp: z.string(),
  ingediendDoor: z.string().nullable(),
  toelichting: z.string().nullable(),
  aantalActieveMachtigingen: z.number().int(),
});
export type WijzigingRegel = z.infer<typeof wijzigingRegelSchema>;
export const wijzigingenAntwoordSchema = z.object({ wijzigingen: z.array(wijzigingRegelSchema) });

export const verwerkenInvoerSchema = z.strictObject({
  relatieId: z.number({ error: 'Kies een bedrijf.' }).int().positive().max(2_147_483_647),
  id: z.number({ error: 'Kies een bedrijfswijziging.' }).int().positive().max(2_147_483_647),
});
export const afwijzenInvoerSchema = verwerkenInvoerSchema.extend({ reden: tekst('de reden', 5, 500) });
