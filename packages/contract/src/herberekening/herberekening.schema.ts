/** The shapes of the recompute calls (decision 028). */
import { z } from 'zod';

export const HERBEREKENING_AANLEIDING_NAMEN = {
  regelwijziging: 'Nieuwe rekenregels of rekenkern (bij het starten van de server)',
  handmatig: 'Met de hand gestart',
} as const;

/** A body with only a staff member's reason, 3 to 500 characters; `vraag` ends "Geef een reden op …". */
const metReden = (vraag: string) =>
  z
    .object({
      reden: z
        .string({ error: `Geef een reden op ${vraag}.` })
        .trim()
        .min(3, `Geef een reden op ${vraag} (minstens 3 tekens).`)
        .max(500, 'De reden is te lang (hoogstens 500 tekens).')
        // a NUL is refused by the database, a BEL or an escape would be stored and shown as it came
        // eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
        .refine((r) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(r), 'De reden mag geen stuurtekens bevatten (alleen tekst, tabs en nieuwe regels).'),
    })
    .strict();

export const herberekeningStartSchema = metReden('voor de herberekening');
export type HerberekeningStart = z.infer<typeof herberekeningStartSchema>;

/** Stopping a busy run: the reason is kept with the run and shown in its progress. */
export const herberekeningStopSchema = metReden('om de herberekening te stoppen');
export type HerberekeningStop = z.infer<typeof herberekeningStopSchema>;

export const herberekeningFoutSchema = z.object({
  relatieId: z.number().int(),
  kringloopwijzerId: z.number().int(),
  bedrijfsnaam: z.string(),
  jaar: z.number().int(),
  /** the Dutch cause */
  fout: z.string(),
});
export type HerberekeningFout = z.infer<typeof herberekeningFoutSchema>;

export const herberekeningRunSchema = z.object({
  id: z.number().int(),
  aanleiding: z.enum(['regelwijziging', 'handmatig']),
  /** the Dutch name of the cause */
  aanleidingNaam: z.string(),
  /** the staff member's reason (a run started by hand) */
  reden: z.string().nullable(),
  engineVersie: z.string(),
  /** DD-MM-YYYY HH:mm */
  gestartOp: z.string(),
  /** DD-MM-YYYY HH:mm; null while busy */
  klaarOp: z.string().nullable(),
  /** the staff member's name; null when the server started it */
  gestartDoor: z.string().nullable(),
  totaal: z.number().int(),
  klaar: z.number().int(),
  mislukt: z.number().int(),
  /** submitted meanwhile: the stored result stays */
  overgeslagen: z.number().int(),
  /** still to do; of a stopped run: what was left undone */
  open: z.number().int(),
  /** a run stopped by staff: who (null: the user no longer exists), when (DD-MM-YYYY HH:mm) and why; null otherwise */
  gestopt: z.object({ door: z.string().nullable(), op: z.string(), reden: z.string() }).nullable(),
});
export type HerberekeningRun = z.infer<typeof herberekeningRunSchema>;

export const herberekeningVoortgangSchema = z.object({
  /** true while the newest run has open tasks (the screen polls then) */
  actief: z.boolean(),
  run: herberekeningRunSchema.nullable(),
  /** the failures of the newest run, at most 50 */
  fouten: z.array(herberekeningFoutSchema),
  /** the running engine ("@kw/engine x.y.z") */
  huidigeEngineVersie: z.string(),
  /** open years whose stored outcome has other rules than the current ones (they wait for the next start); 0 while a run is busy (not counted then) */
  verouderd: z.number().int(),
});
export type HerberekeningVoortgang = z.infer<typeof herberekeningVoortgangSchema>;

export const MELDING_HERBEREKENING_BEZIG = 'Er loopt al een herberekening. Wacht tot die klaar is.';
export const MELDING_HERBEREKENING_ALLEEN_STAF = 'Alleen medewerkers kunnen de herberekening zien, starten of stoppen.';
export const MELDING_HERBEREKENING_NIET_BEZIG = 'Er loopt geen herberekening; er is niets te stoppen.';

/** The progress line of a stopped run: "gestopt door <naam> op <datum>: <reden>". */
export const gestoptTekst = (g: { door: string | null; op: string; reden: string }) => `Gestopt door ${g.door ?? 'een medewerker'} op ${g.op}: ${g.reden}`;
