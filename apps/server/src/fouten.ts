/** The error the services throw; the error handler turns it into `{ statusCode, message, errorDetails? }`. */
export interface FoutDetail {
  field: string;
  message: string;
}

export class HttpFout extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorDetails?: FoutDetail[],
  ) {
    super(message);
    this.name = 'HttpFout';
  }
}

export const MELDINGEN = {
  geenToegang: 'U heeft geen toegang tot deze kringloopwijzer.',
  onbekendeKlw: 'Deze kringloopwijzer bestaat niet.',
  geenKlwGeselecteerd: 'Er is geen kringloopwijzer geselecteerd.',
  nietIngelogd: 'U bent niet (meer) ingelogd. Log opnieuw in.',
  ongeldigeInvoer: 'De verzonden gegevens zijn ongeldig.',
  onverwacht: 'Er is een onverwachte fout opgetreden.',
} as const;

/**
 * PostgreSQL's answers to two transactions that got in each other's way: a deadlock (40P01) or a serialization
 * failure (40001). The database rolled the whole transaction back, so nothing was written: the caller may simply try
 * again. A 409 in words says so; a 500 would say the server broke. The lock order is meant to prevent them
 * (decision 020, revision "the year's lock"); this is the answer when one still happens.
 */
const TEGELIJK_CODES = new Set(['40P01', '40001']);
export const MELDING_TEGELIJK = 'Er werd tegelijk aan dezelfde gegevens gewerkt. Er is niets opgeslagen; probeer het opnieuw.';

/** The PostgreSQL code of such a failure, also when the database layer wrapped it (`cause`); undefined otherwise. */
export function tegelijkCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, diepte = 0; e && typeof e === 'object' && diepte < 3; e = e.cause as typeof e, diepte++) {
    if (typeof e.code === 'string' && TEGELIJK_CODES.has(e.code)) return e.code;
  }
  return undefined;
}

export const isTegelijkFout = (error: unknown): boolean => tegelijkCode(error) !== undefined;
