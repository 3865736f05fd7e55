/** The shapes of the consent ledger's calls (routes.ts; decision 033). */
import { z } from 'zod';
import { ONGELDIGE_TEKENS } from '@kw/engine';
import { TOESTEMMING_SOORTEN } from './regels';
import { toestemmingNummerMelding } from './toestemmingen.meldingen';

const idMelding = toestemmingNummerMelding;
const queryId = (naam: string) =>
  z.coerce
    .number({ error: idMelding(naam) })
    .int({ error: idMelding(naam) })
    .positive({ error: idMelding(naam) })
    .max(2_147_483_647, { error: idMelding(naam) });
const soortMelding = `Kies als soort ${TOESTEMMING_SOORTEN.join(', ')}.`;
const soortSchema = z.enum(TOESTEMMING_SOORTEN, { error: soortMelding });

export const grootboekVraagSchema = z.strictObject({
  relatieId: queryId('relatieId'),
  /** lopend: the grants in force; alle: also requested, refused, ended and left ones */
  weergave: z.enum(['lopend', 'alle'], { error: 'Kies als weergave lopend of alle.' }).default('lopend'),
});
export type GrootboekVraag = z.infer<typeof grootboekVraagSchema>;

export const MACHTIGING_SOORTEN_GROOTBOEK = ['volmacht', 'beheren', 'inzien', 'elektronisch_opvragen'] as const;

export const toestemmingRegelSchema = z.object({
  /** `${soort}-${id}`: unique in one ledger */
  sleutel: z.string(),
  soort: soortSchema,
  id: z.number().int(),
  /** the version the owner's revoke asks for; null for a pilot (leaving happens once) */
  versie: z.number().int().nullable(),
  /** an organisation mandate's kind */
  machtigingSoort: z.enum(MACHTIGING_SOORTEN_GROOTBOEK).nullable(),
  /** e.g. "Machtiging organisatie: volmacht" */
  soortTekst: z.string(),
  /** uit: the farm's data goes to the party; in: the party delivers to the farm; binnen: stays in the Kringloopwijzer */
  richting: z.enum(['uit', 'in', 'binnen']),
  ontvanger: z.object({ naam: z.string(), kvk: z.string().nullable() }),
  doel: z.string(),
  producten: z.array(z.string()),
  /** JJJJ-MM-DD; null: not known */
  ingang: z.string().nullable(),
  /** JJJJ-MM-DD; null: until revoked */
  einde: z.string().nullable(),
  status: z.string(),
  statusTekst: z.string(),
  /** in force: can be used, can be revoked */
  lopend: z.boolean(),
  /** JJJJ-MM-DD of the last flow; null: never (or, for a pilot, no flow at all) */
  laatstGebruikt: z.string().nullable(),
  /** how the last use is measured, in Dutch */
  laatstGebruiktBron: z.string(),
  ongebruiktSinds12Maanden: z.boolean(),
  /** the proposal to end it, with the flag */
  voorstel: z.string().nullable(),
  /** the caller may end it here (the farm side, while it is in force) */
  magIntrekken: z.boolean(),
  /** ending it needs a reason (a participation: the consumer reads it, decision 027) */
  redenVerplicht: z.boolean(),
});
export type ToestemmingRegel = z.infer<typeof toestemmingRegelSchema>;

export const grootboekAntwoordSchema = z.object({
  relatieId: z.number().int(),
  bedrijf: z.object({ naam: z.string(), kvk: z.string().nullable() }),
  /** the Dutch calendar day the flags were computed on (JJJJ-MM-DD) */
  vandaag: z.string(),
  weergave: z.enum(['lopend', 'alle']),
  magIntrekken: z.boolean(),
  regels: z.array(toestemmingRegelSchema),
});
export type GrootboekAntwoord = z.infer<typeof grootboekAntwoordSchema>;

export const toestemmingIntrekkenSchema = z.strictObject({
  relatieId: z.number({ error: 'Geef het nummer van het bedrijf.' }).int().positive().max(2_147_483_647),
  soort: soortSchema,
  id: z.number({ error: 'Geef het nummer van de toestemming.' }).int().positive().max(2_147_483_647),
  /** the version the caller saw (not for a pilot) */
  versie: z.number({ error: 'Geef de versie van de toestemming.' }).int().min(1).max(2_147_483_647).optional(),
  reden: z
    .string({ error: 'Geef de reden als tekst.' })
    .trim()
    .max(500, 'De reden is te lang (hoogstens 500 tekens).')
    .refine((s) => !ONGELDIGE_TEKENS.test(s), 'De reden bevat een teken dat niet is toegestaan.')
    .optional(),
});
export type ToestemmingIntrekken = z.infer<typeof toestemmingIntrekkenSchema>;
export const toestemmingIntrekkenAntwoordSchema = z.object({ melding: z.string() });

export const bewijsVraagSchema = z.strictObject({ relatieId: queryId('relatieId'), soort: soortSchema, id: queryId('id') });
export type BewijsVraag = z.infer<typeof bewijsVraagSchema>;
