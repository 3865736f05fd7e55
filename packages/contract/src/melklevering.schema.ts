import { z } from 'zod';
import { tekstVeld } from '@kw/engine';

/** A text of a delivery or month (written by the server; refused with control characters when sent back). */
const tekst = (beschrijving: string, label: string) => tekstVeld(beschrijving, { label }, { max: 100 });

/** Spec §3 "Totals object": kg milk, fat %, protein %, urea mg/100 ml, phosphorus mg/100 g. */
export const totaalSchema = z.object({
  kg: z.number().nullable(),
  vet: z.number().nullable(),
  eiwit: z.number().nullable(),
  ureum: z.number().nullable(),
  fosfor: z.number().nullable(),
});
export type Totaal = z.infer<typeof totaalSchema>;

/** Spec §3 "Delivery": one automatic delivery from the milk factory. Dates ISO (YYYY-MM-DD), time HH:mm. */
export const leveringSchema = z.object({
  leverDatum: tekst('leverdatum (JJJJ-MM-DD)', 'Leverdatum'),
  afleverTijd: tekst('aflevertijd (UU:mm)', 'Aflevertijd'),
  ubn: tekst('UBN van de levering', 'UBN'),
  kg: z.number(),
  vet: z.number(),
  eiwit: z.number(),
  ureum: z.number(),
  fosfor: z.number().nullable().optional(),
});
export type Levering = z.infer<typeof leveringSchema>;

export const maandSchema = z.object({
  naam: tekst('naam van de maand', 'Maand'),
  leveringen: z.array(leveringSchema),
  totaal: totaalSchema,
});
export type Maand = z.infer<typeof maandSchema>;

/**
 * Spec §3 "Milk delivery data". `versie` is our addition: the version the client read,
 * sent back on save so a save over a newer version is refused (409) instead of
 * silently overwriting it.
 */
export const melkLeveringGegevensSchema = z.object({
  aantalMelkkoeien: z.number().nullable(),
  datumLaatsteLevering: tekst('datum van de laatste levering (JJJJ-MM-DD)', 'Datum laatste levering').nullable(),
  gebruikHandmatigeMelkRegistratie: z.boolean(),
  melkGevoerdAanKalveren: z.number().nullable(),
  isAuthorized: z.boolean(),
  kringloopwijzerId: z.number().int(),
  kringloopwijzerJaar: z.number().int(),
  kringloopwijzerStatus: z.number().int(),
  maanden: z.array(maandSchema),
  totaal: totaalSchema,
  totaalHandmatig: totaalSchema,
  totaalOverigeProductie: totaalSchema,
  totaalZelfZuivel: totaalSchema,
  versie: z.number().int().nonnegative(),
});
export type MelkLeveringGegevens = z.infer<typeof melkLeveringGegevensSchema>;

/** The fields a farmer can change on the screen; everything else is the server's. */
export type MelkLeveringInvoer = Pick<
  MelkLeveringGegevens,
  'gebruikHandmatigeMelkRegistratie' | 'melkGevoerdAanKalveren' | 'totaalHandmatig' | 'totaalOverigeProductie' | 'totaalZelfZuivel' | 'versie'
>;

export const leegTotaal = (): Totaal => ({ kg: null, vet: null, eiwit: null, ureum: null, fosfor: null });
