/** The shapes of the pilot calls (routes.ts): staff list and save, the farm's pilots, leaving, the comparison. */
import { z } from 'zod';
import { ONGELDIGE_TEKENS, ondersteundeJaren } from '@kw/engine';
import { geldigeDatum } from '../machtigingen/machtigingen.termijn';
import { MELDING_PILOT_VRAAG } from './pilot.meldingen';

const id = z.number({ error: 'Geef het nummer van de pilot.' }).int().positive().max(2_147_483_647);
const versie = z.number({ error: 'Geef de versie van de pilot.' }).int().min(1).max(2_147_483_647);
const zonderStuurtekens = (s: string) => !ONGELDIGE_TEKENS.test(s);
const datum = (naam: string) => z.string({ error: `Vul de ${naam} in.` }).refine(geldigeDatum, `Geef een geldige ${naam} (JJJJ-MM-DD).`);
const regelJaarMelding = `Kies een jaar waarvoor rekenregels bestaan: ${ondersteundeJaren.join(', ')}.`;

export const pilotInvoerSchema = z
  .strictObject({
    /** absent: a new pilot */
    id: id.optional(),
    versie: versie.optional(),
    naam: z
      .string({ error: 'Vul de naam in.' })
      .trim()
      .min(3, 'Geef de pilot een naam (minstens 3 tekens).')
      .max(120, 'De naam is te lang (hoogstens 120 tekens).')
      .refine(zonderStuurtekens, 'De naam bevat een teken dat niet is toegestaan.'),
    doel: z
      .string({ error: 'Vul het doel in.' })
      .trim()
      .min(3, 'Beschrijf het doel van de pilot (minstens 3 tekens).')
      .max(2000, 'Het doel is te lang (hoogstens 2000 tekens).')
      .refine((s) => !ONGELDIGE_TEKENS.test(s.replace(/\r?\n|\t/g, ' ')), 'Het doel bevat een teken dat niet is toegestaan.'),
    van: datum('begindatum'),
    tot: datum('einddatum'),
    regelJaar: z
      .number({ error: regelJaarMelding })
      .int(regelJaarMelding)
      .refine((j) => ondersteundeJaren.includes(j), regelJaarMelding),
    /** one KvK number per line, or a CSV whose first column is the KvK number (header allowed) */
    bedrijven: z.string({ error: 'Geef de bedrijven van de pilot (één KvK-nummer per regel).' }).max(200_000, 'De lijst met bedrijven is te lang (hoogstens 200.000 tekens).'),
  })
  .superRefine((v, ctx) => {
    if (geldigeDatum(v.van) && geldigeDatum(v.tot) && v.tot < v.van) ctx.addIssue({ code: 'custom', message: 'De einddatum ligt voor de begindatum.', path: ['tot'] });
    if ((v.id === undefined) !== (v.versie === undefined)) ctx.addIssue({ code: 'custom', message: 'Geef bij een bestaande pilot het nummer en de versie mee.', path: ['versie'] });
  });
export type PilotInvoer = z.infer<typeof pilotInvoerSchema>;

export const pilotBedrijfSchema = z.object({ relatieId: z.number().int(), naam: z.string(), kvk: z.string().nullable(), verlatenOp: z.string().nullable() });
export const pilotRegelSchema = z.object({
  id: z.number().int(),
  versie: z.number().int(),
  naam: z.string(),
  doel: z.string(),
  van: z.string(),
  tot: z.string(),
  regelJaar: z.number().int(),
  aantalActief: z.number().int(),
  aantalVerlaten: z.number().int(),
  bedrijven: z.array(pilotBedrijfSchema),
});
export type PilotRegel = z.infer<typeof pilotRegelSchema>;
export const pilotsAntwoordSchema = z.object({ pilots: z.array(pilotRegelSchema), regelJaren: z.array(z.number().int()) });
export type PilotsAntwoord = z.infer<typeof pilotsAntwoordSchema>;
export const pilotAntwoordSchema = z.object({ pilot: pilotRegelSchema });

/** A pilot as the farm sees it. `actief`: not left and today within its period (then the badge shows). */
export const bedrijfsPilotSchema = z.object({
  id: z.number().int(),
  naam: z.string(),
  doel: z.string(),
  van: z.string(),
  tot: z.string(),
  regelJaar: z.number().int(),
  toegevoegdOp: z.string(),
  verlatenOp: z.string().nullable(),
  actief: z.boolean(),
});
export type BedrijfsPilot = z.infer<typeof bedrijfsPilotSchema>;
export const bedrijfsPilotsAntwoordSchema = z.object({ pilots: z.array(bedrijfsPilotSchema) });
export type BedrijfsPilotsAntwoord = z.infer<typeof bedrijfsPilotsAntwoordSchema>;

export const verlatenInvoerSchema = z.strictObject({ pilotId: id });
export type VerlatenInvoer = z.infer<typeof verlatenInvoerSchema>;

export const vergelijkingVraagSchema = z.strictObject({
  pilotId: z.coerce
    .number({ error: MELDING_PILOT_VRAAG })
    .int({ error: MELDING_PILOT_VRAAG })
    .positive({ error: MELDING_PILOT_VRAAG })
    .max(2_147_483_647, { error: MELDING_PILOT_VRAAG }),
});

export const vergelijkingRegelSchema = z.object({
  sleutel: z.string(),
  label: z.string(),
  eenheid: z.string(),
  /** under the record's own rules (its stored result, brought up to date) */
  eigen: z.number(),
  /** the record's input under the pilot's rule year */
  pilot: z.number(),
  /** pilot − eigen */
  verschil: z.number(),
});
export const vergelijkingAntwoordSchema = z.object({
  pilotId: z.number().int(),
  kringloopwijzerId: z.number().int(),
  jaar: z.number().int(),
  eigenRekenregelversie: z.string(),
  pilotRekenregelversie: z.string(),
  regels: z.array(vergelijkingRegelSchema),
});
export type PilotVergelijking = z.infer<typeof vergelijkingAntwoordSchema>;
