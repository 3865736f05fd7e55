/**
 * The web's one typed client (decision 036): `roep(aanroep, invoer)` sends a call of the catalogue. The
 * input's type is the call's input schema, so a key the server does not know is a type error; in
 * development and tests the input is also parsed before it is sent, and a mismatch throws here instead of
 * reaching the server as a 400 the user would see.
 */
import type { Aanroep, Antwoord, Invoer } from '@kw/contract';
import { api } from './api-client';

const controleer = import.meta.env.DEV || import.meta.env.MODE === 'test';

export class InvoerPastNiet extends Error {
  constructor(a: Aanroep, fout: unknown) {
    super(`De invoer past niet bij ${a.methode} ${a.pad}: ${fout instanceof Error ? fout.message : String(fout)}`);
    this.name = 'InvoerPastNiet';
  }
}

/** Checks the input against the call's schema (development and tests only); throws InvoerPastNiet. */
export function controleerInvoer(a: Aanroep, invoer: unknown): void {
  if (!controleer) return;
  const uitkomst = a.invoer.safeParse(invoer);
  if (!uitkomst.success) throw new InvoerPastNiet(a, uitkomst.error);
}

/** One call: a GET sends its input as the query, a POST as the JSON body. No token refresh here (`metVernieuwing` around it). */
export async function roep<C extends Aanroep>(a: C, invoer: Invoer<C>): Promise<Antwoord<C>> {
  controleerInvoer(a, invoer);
  const antwoord = a.methode === 'GET' ? await api.get(a.pad, { params: invoer }) : await api.post(a.pad, invoer);
  return antwoord.data as Antwoord<C>;
}
