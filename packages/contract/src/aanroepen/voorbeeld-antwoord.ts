/**
 * What the port-3000 mode answers for a catalogued call (decision 036), as the server would: 401 without a
 * session, 400 with the server's body when the input does not fit the same schema, else the entry's example.
 * A server test replays these refusals against the real server (aanroepen-pariteit.test.ts).
 */
import type { Aanroep } from './aanroep';
import { GEEN_SESSIE } from './meldingen';
import { invoerWeigering } from './weigering';

export function voorbeeldAntwoord(a: Aanroep, invoer: unknown, ingelogd: boolean): { status: number; data: unknown } {
  if (a.beleid && !ingelogd) return { status: 401, data: { statusCode: 401, message: GEEN_SESSIE.melding } };
  const r = a.invoer.safeParse(invoer);
  if (!r.success) return { status: 400, data: invoerWeigering(r.error.issues) };
  return { status: 200, data: a.voorbeeld };
}
