/** A body checked against its contract schema after the policy (answers 401 → 403 → 400 → 409). */
import type { z } from 'zod';
import { HttpFout, MELDINGEN } from '../../fouten';

export function ontleed<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const details = r.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  throw new HttpFout(400, details[0]?.message ?? MELDINGEN.ongeldigeInvoer, details);
}

export const datumNl = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');
