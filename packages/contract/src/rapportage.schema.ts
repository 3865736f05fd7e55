/**
 * The report screens' calls (decision 012): the signals of a record with their screen,
 * field, value and expected range, and the figures of the report sections as the PDF prints
 * them (the server formats every cell once, so screen and PDF show the same text).
 */
import { z } from 'zod';

/** The report sections a farmer can choose, in print order (the server's `SECTIES` has their titles). */
export const RAPPORT_SECTIES = ['dashboard', 'bex', 'balansen', 'ammoniak', 'broeikasgassen', 'voer', 'kengetallen'] as const;
export type RapportSectieId = (typeof RAPPORT_SECTIES)[number];

/** Each section's title, as the PDF heads it and the results screen lists it. */
export const RAPPORT_SECTIE_TITELS: Record<RapportSectieId, string> = {
  dashboard: 'Dashboard milieu en klimaat',
  bex: 'BEX: bedrijfsspecifieke excretie melkvee',
  balansen: 'Stikstof- en fosfaatbalans',
  ammoniak: 'Ammoniak',
  broeikasgassen: 'Broeikasgassen',
  voer: 'Voer en rantsoen',
  kengetallen: 'Kengetallen',
};

/** One signal as the Signalering screen lists it (GET /api/Signalering/GetSignaleringen). */
export const signaleringRegelSchema = z.object({
  code: z.string(),
  ernst: z.enum(['fout', 'waarschuwing', 'info']),
  bericht: z.string(),
  /** register key of the screen, or 'melklevering' */
  scherm: z.string(),
  /** the screen's title as the menu names it */
  schermTitel: z.string(),
  /** the screen's route with the record id filled in, null when the screen has no route */
  route: z.string().nullable(),
  /** dotted path inside the screen document ('krachtvoer.producten.0.eindvoorraadKg') */
  veldPad: z.string(),
  /** the field's label, null when the signal points at a group rather than one field */
  veldLabel: z.string().nullable(),
  /** the value that triggered the signal, null when not known */
  waarde: z.number().nullable(),
  eenheid: z.string().nullable(),
  /** the range that was expected (either end may be open) */
  verwachtMin: z.number().nullable(),
  verwachtMax: z.number().nullable(),
});
export type SignaleringRegel = z.infer<typeof signaleringRegelSchema>;

export const signaleringenSchema = z.object({
  kringloopwijzerId: z.number().int(),
  jaar: z.number().int(),
  signaleringen: z.array(signaleringRegelSchema),
});
export type Signaleringen = z.infer<typeof signaleringenSchema>;

/**
 * One cell of a report table: its text exactly as the PDF prints it; for a figure also the
 * value and, where known, the Resultaat path it comes from (for a later "waarom dit getal?").
 */
export const rapportCelSchema = z.object({
  tekst: z.string(),
  waarde: z.number().nullable().optional(),
  bron: z.string().optional(),
});
export type RapportCel = z.infer<typeof rapportCelSchema>;

export const rapportTabelSchema = z.object({
  titel: z.string().nullable(),
  kolommen: z.array(z.object({ titel: z.string(), rechts: z.boolean() })),
  rijen: z.array(z.object({ cellen: z.array(rapportCelSchema), vet: z.boolean() })),
});
export type RapportTabel = z.infer<typeof rapportTabelSchema>;

export const rapportSectieSchema = z.object({
  id: z.enum(RAPPORT_SECTIES),
  titel: z.string(),
  /** the sentences printed above the tables */
  inleiding: z.array(z.string()),
  tabellen: z.array(rapportTabelSchema),
  /** small print under the section (sources, "te verifiëren"), null when none */
  voetnoot: z.string().nullable(),
});
export type RapportSectie = z.infer<typeof rapportSectieSchema>;

/** GET /api/Rapportage/GetRapportGegevens?secties=…: what the PDF prints, as data. */
export const rapportGegevensSchema = z.object({
  kringloopwijzerId: z.number().int(),
  bedrijfsnaam: z.string(),
  jaar: z.number().int(),
  statusId: z.number().int(),
  statusOmschrijving: z.string(),
  rekenregelversie: z.string(),
  /** DD-MM-YYYY */
  datum: z.string(),
  secties: z.array(rapportSectieSchema),
});
export type RapportGegevens = z.infer<typeof rapportGegevensSchema>;
