/** A body checked against its contract schema after the policy (answers 401 → 403 → 400 → 409). */
import type { z } from 'zod';
import { HttpFout, MELDINGEN } from '../../fouten';

export function ontleed<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const r = schema.safeParse(body);
  if (r.success) return r.data;
  const details = r.error.issues.map((i) => ({ field: i.path.join('.') || 'body', message: i.message }));
  throw new HttpFout(400, details[0]?.message ?? MELDINGEN.ongeldigeInvoer, details);
}

/** A calendar date (YYYY-MM-DD) as DD-MM-YYYY; for a moment use `datumNlVanMoment`. */
export const datumNl = (iso: string) => iso.slice(0, 10).split('-').reverse().join('-');

const amsterdam = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' });
/** A moment as the date in Europe/Amsterdam (DD-MM-YYYY): 31-12-2026 23:30 UTC is 01-01-2027, as the staff member chose it. */
export const datumNlVanMoment = (d: Date) => amsterdam.format(d).replace(/\//g, '-');
