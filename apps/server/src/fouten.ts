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

// the shared refusals live in the contract, beside the call catalogue that lists them (decision 036)
export { MELDINGEN } from '@kw/contract';

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

/**
 * The database could not be reached, or it dropped the connection: refused or reset by the network, PostgreSQL shutting
 * down or starting (57P01–57P03), a connection failure (class 08), or the driver's own word for a connection that ended
 * under a query. A 503 says "try again shortly", which is true; a 500 would say the server broke. A read replica that is
 * down answers this way too (decision 031, revision "a real streaming replica"): the dashboard says so, every farmer's
 * screen reads the primary and goes on. Whether a write that was under way when the connection broke is stored, the
 * message does not claim: the user reloads and sees.
 */
const WEG_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', '57P01', '57P02', '57P03']);
const WEG_MELDINGEN = ['Connection terminated unexpectedly', 'Connection terminated due to connection timeout', 'timeout exceeded when trying to connect'];

export const MELDING_DATABASE_WEG = 'De database is even niet bereikbaar. Probeer het over een minuut opnieuw.';

/** Why the error (or what the database layer wrapped, `cause`) says the database is out of reach: its code or the driver's words; undefined otherwise. */
export function databaseWegReden(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, diepte = 0; e && typeof e === 'object' && diepte < 3; e = e.cause as typeof e, diepte++) {
    // an outgoing HTTP call (Node's fetch wraps its network error this way) is another service, not the database
    if ((e as object) instanceof TypeError && e.message === 'fetch failed') return undefined;
    if (typeof e.code === 'string' && (WEG_CODES.has(e.code) || /^08[0-9A-Z]{3}$/.test(e.code))) return e.code;
    if (typeof e.message === 'string' && WEG_MELDINGEN.includes(e.message)) return e.message;
  }
  return undefined;
}

export const isDatabaseWeg = (error: unknown): boolean => databaseWegReden(error) !== undefined;
