/**
 * The 400 answer of an input that does not fit its call's schema, as the server's error handler writes it (message:
 * the first issue's Dutch text; per issue its field, the dotted path, and its text). The port-3000 mode answers with the same function, so a
 * refusal reads the same in both.
 */
import type { z } from 'zod';
import { MELDINGEN } from './meldingen';

export function invoerWeigering(issues: readonly z.core.$ZodIssue[]) {
  return {
    statusCode: 400,
    // the first issue's own words say more than a general line; the details hold every issue
    message: issues[0]?.message ?? MELDINGEN.ongeldigeInvoer,
    errorDetails: issues.map((i) => ({ field: i.path.map(String).join('.'), message: i.message })),
  };
}
