/**
 * Port-3000 answers from the call catalogue (decision 036): the contract's `voorbeeldAntwoord`, the same refusals
 * as the server (same schema, same messages) and otherwise the entry's example. No state and no copied rules: the
 * real behaviour is the server's.
 */
import { aanroepOpPad, aanroepSleutel, voorbeeldAntwoord } from '@kw/contract';

export function mockUitCatalogus(methode: string, pad: string, body: unknown, zoek: URLSearchParams, ingelogd: boolean): { status: number; data: unknown } | null {
  const a = aanroepOpPad.get(aanroepSleutel(methode, pad));
  if (!a) return null;
  return voorbeeldAntwoord(a, methode === 'GET' ? Object.fromEntries(zoek) : (body ?? {}), ingelogd);
}
