/**
 * The engine on every save (decision 010). The outcome itself is the contract's pure
 * `berekenUitkomst` (shared with the port-3000 mocks, decision 026); here only the server's
 * faster validation of the assembled input is added: with a cache (the save's hot path) the
 * sections parsed before are reused and only a valid input skips the full parse (decision 013).
 */
import { berekenUitkomst as berekenGedeeld, valideerVolledig, type InvoerBron, type Uitkomst } from '@kw/contract';
import type { BedrijfsjaarInvoer, Validatie } from '@kw/engine';
import { geparsteInvoer, type SectieCache } from './uitkomst.secties';

export { invoerVersie, stelInvoerSamen, type InvoerBron, type SchermRij, type Uitkomst } from '@kw/contract';

/**
 * The record's input validated as the engine needs it; whatever does not pass the cached path
 * goes through `valideerInvoer`, so the messages are always the engine's own.
 */
export function valideerBron(bron: InvoerBron, cache?: SectieCache): Validatie {
  const snel = cache ? geparsteInvoer(bron, cache) : undefined;
  return snel ? { ok: true, data: snel } : valideerVolledig(bron);
}

export function berekenUitkomst(bron: InvoerBron, engineVersie: string, cache?: SectieCache): Uitkomst {
  return berekenGedeeld(bron, engineVersie, (b) => valideerBron(b, cache));
}

/** The same with the input already validated (`geparsteInvoer` gave it): the register save's step before its statement. */
export function berekenGeldigeUitkomst(bron: InvoerBron, engineVersie: string, data: BedrijfsjaarInvoer): Uitkomst {
  return berekenGedeeld(bron, engineVersie, () => ({ ok: true, data }));
}
