/**
 * The outbox staff read (decision 018): every e-mail the app made, sent or not. Without
 * KLW_SMTP_URL nothing is sent and this list is where the messages can be read.
 */
import { z } from 'zod';

export const uitbakRoutes = {
  /** staff only (403 otherwise): `?pagina=1&aan=deel-van-adres`, newest first */
  uitbak: { method: 'GET', path: '/api/Beheer/Uitbak' },
} as const;

export const UITBAK_PER_PAGINA = 50;
/** After this many failed attempts a message is no longer tried (the sender's limit). */
export const MAIL_MAX_POGINGEN = 5;

export const uitbakVraagSchema = z.strictObject({
  pagina: z.coerce.number({ error: 'De pagina moet een getal zijn.' }).int('De pagina moet een geheel getal zijn.').min(1, 'De pagina begint bij 1.').max(100000, 'Deze pagina bestaat niet.').default(1),
  aan: z.string().trim().max(200, 'Het zoekwoord is te lang (hoogstens 200 tekens).').optional(),
});
export type UitbakVraag = z.infer<typeof uitbakVraagSchema>;

export const MAIL_STATUSSEN = ['wacht', 'verzonden', 'opnieuw', 'mislukt'] as const;
export type MailStatus = (typeof MAIL_STATUSSEN)[number];

/** Dutch names of the states (the table's tag). */
export const MAIL_STATUS_NAMEN: Record<MailStatus, string> = {
  wacht: 'Wacht op verzending',
  verzonden: 'Verzonden',
  opnieuw: 'Mislukt, wordt opnieuw geprobeerd',
  mislukt: 'Mislukt, niet meer geprobeerd',
};

/** The state of a message from its row (pure: the server and the mocks use it). */
export function mailStatus(rij: { verzondenOp: string | null; pogingen: number; fout: string | null }): MailStatus {
  if (rij.verzondenOp !== null) return 'verzonden';
  if (rij.pogingen >= MAIL_MAX_POGINGEN) return 'mislukt';
  return rij.fout !== null ? 'opnieuw' : 'wacht';
}

export const uitbakBerichtSchema = z.object({
  id: z.number().int(),
  aangemaaktOp: z.string(),
  aan: z.string(),
  onderwerp: z.string(),
  tekst: z.string(),
  soort: z.string(),
  status: z.enum(MAIL_STATUSSEN),
  verzondenOp: z.string().nullable(),
  pogingen: z.number().int(),
  fout: z.string().nullable(),
});
export type UitbakBericht = z.infer<typeof uitbakBerichtSchema>;

export const uitbakAntwoordSchema = z.object({
  pagina: z.number().int(),
  perPagina: z.number().int(),
  totaal: z.number().int(),
  /** false: KLW_SMTP_URL is not set, every message stays here */
  smtpIngesteld: z.boolean(),
  berichten: z.array(uitbakBerichtSchema),
});
export type UitbakAntwoord = z.infer<typeof uitbakAntwoordSchema>;
