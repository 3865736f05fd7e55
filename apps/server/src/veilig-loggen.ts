/**
 * What of an error may reach a log line (decision 003). A database error's text can hold
 * what the query was given: Drizzle puts every parameter in its message ("params: <session
 * id>,4"), and PostgreSQL's messages and details quote values ("Key (id)=(…) already exists").
 * So a database error is logged by its kind, its SQLSTATE code, the failing SQL text (which
 * has only $1-style placeholders) and a fingerprint of its message (the same fault gives the
 * same fingerprint, without the text). Other errors keep their message: those are written by
 * our code or the runtime, not made from request data.
 */
import { createHash } from 'node:crypto';

export interface VeiligeFout {
  type: string;
  message: string;
  code?: string;
  vingerafdruk?: string;
  query?: string;
  stack?: string;
  oorzaak?: VeiligeFout;
}

type FoutAchtig = Error & { code?: unknown; query?: unknown; params?: unknown; severity?: unknown; cause?: unknown; routine?: unknown };

/** A node-postgres or PGlite error (SQLSTATE code and severity), or Drizzle's wrapper around one. */
function isDatabaseFout(e: FoutAchtig): boolean {
  return 'params' in e || (typeof e.severity === 'string' && typeof e.code === 'string') || typeof e.routine === 'string';
}

const vingerafdruk = (tekst: string) => createHash('sha256').update(tekst).digest('hex').slice(0, 12);

/** The stack without its first line, which repeats the message. */
function stapelZonderMelding(stack: unknown, type: string): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const regels = stack.split('\n');
  const eersteAanroep = regels.findIndex((r) => /^\s+at /.test(r));
  return [type, ...(eersteAanroep === -1 ? [] : regels.slice(eersteAanroep))].join('\n');
}

function metOorzaak(e: FoutAchtig, diepte: number): VeiligeFout {
  const type = e.constructor?.name || e.name || 'Error';
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? String(e.code) : undefined;
  const oorzaak = e.cause instanceof Error && diepte < 3 ? metOorzaak(e.cause as FoutAchtig, diepte + 1) : undefined;
  if (isDatabaseFout(e) || (oorzaak && oorzaak.vingerafdruk !== undefined)) {
    return {
      type,
      message: '[databasefout: tekst niet gelogd]',
      ...(code ? { code } : {}),
      vingerafdruk: vingerafdruk(String(e.message)),
      ...(typeof e.query === 'string' ? { query: e.query } : {}),
      ...(stapelZonderMelding(e.stack, type) ? { stack: stapelZonderMelding(e.stack, type) } : {}),
      ...(oorzaak ? { oorzaak } : {}),
    };
  }
  return {
    type,
    message: String(e.message),
    ...(code ? { code } : {}),
    ...(typeof e.stack === 'string' ? { stack: e.stack } : {}),
    ...(oorzaak ? { oorzaak } : {}),
  };
}

/** pino serializer for `err`: see the file comment. */
export function veiligeFout(fout: Error): VeiligeFout & { stack: string; [sleutel: string]: unknown } {
  if (!(fout instanceof Error)) return { type: typeof fout, message: '[geen Error-object: niet gelogd]', stack: '' };
  const veilig = metOorzaak(fout as FoutAchtig, 0);
  return { ...veilig, stack: veilig.stack ?? '' };
}
