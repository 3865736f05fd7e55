/**
 * The 400 answer of an input that does not fit its call's schema, as the server's error handler writes it (field:
 * the dotted path, message: the schema's Dutch text). The port-3000 mode answers with the same function, so a
 * refusal reads the same in both.
 */
import type { z } from 'zod';
import { MELDINGEN } from './meldingen';

export function invoerWeigering(issues: readonly z.core.$ZodIssue[]) {
  return {
    statusCode: 400,
    message: MELDINGEN.ongeldigeInvoer,
    errorDetails: issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
  };
}
