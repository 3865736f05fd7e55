/**
 * The call catalogue's entry (decision 036): one description per HTTP call, from which the server's
 * registration, the OpenAPI document, the policy table and the web's typed client are derived.
 * Nothing else restates a call's method, path, input or answer.
 */
import type { z } from 'zod';

export type Methode = 'GET' | 'POST';

/**
 * Relations of a caller to the farm of the record (or the farm asked for), as the policy walk tries them:
 * - eigen: the farm's participant (deelnemer)
 * - volmacht / beheren / inzien: a user of an organisation holding that active mandate
 * - servicedesk: staff with running access given with a reason (60 minutes)
 * - medewerker: staff without such access
 * - vreemd: a participant of another farm
 * - ingetrokken / verlopen: a user of an organisation whose mandate was revoked / has expired
 */
export const RELATIES = ['eigen', 'volmacht', 'beheren', 'inzien', 'servicedesk', 'medewerker', 'vreemd', 'ingetrokken', 'verlopen'] as const;
export type Relatie = (typeof RELATIES)[number];

/** What a call works on: a record (open or closed year), a farm as a whole, the caller's own account, or the service. */
export type Bereik = 'record-open' | 'record-gesloten' | 'bedrijf' | 'account' | 'beheer';

/** Who may call it: what it works on and the relations that pass (every other relation gets 403). */
export interface Beleid {
  bereik: Bereik;
  toegestaan: readonly Relatie[];
  /** the walk checks only the gate: an allowed relation gets any answer but 401, 403 or 5xx */
  alleenPoort?: true;
}

/** A refusal the call can give: its status and the Dutch text (a shared constant, or its pattern). */
export interface Weigering {
  status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;
  melding: string;
}

/** A call that answers a file instead of JSON. */
export type Bestand = 'pdf' | 'xlsx' | 'csv' | 'zip' | 'json-bijlage' | 'xml';

export interface Aanroep<I extends z.ZodType = z.ZodType, A extends z.ZodType = z.ZodType> {
  methode: Methode;
  /** spec §7 path, under /api */
  pad: string;
  /** a GET's query or a POST's body; strict, so an unknown field is refused */
  invoer: I;
  /** the 200 answer (for a file: the schema of nothing, `bestand` says what comes) */
  antwoord: A;
  bestand?: Bestand;
  /** who may call it; `null`: before any session (login, a client's token call, health) */
  beleid: Beleid | null;
  /** one line in Dutch: what it does */
  samenvatting: string;
  weigeringen: readonly Weigering[];
  /** an answer as the demo database would give it; a test parses it against `antwoord` */
  voorbeeld: z.input<A>;
  /** the OpenAPI group */
  groep: string;
}

/** Writes an entry with its types inferred from the schemas (the example is checked against the answer's type). */
export function aanroep<I extends z.ZodType, A extends z.ZodType>(a: Aanroep<I, A>): Aanroep<I, A> {
  return a;
}

export type Invoer<C> = C extends Aanroep<infer I, z.ZodType> ? z.input<I> : never;
export type Antwoord<C> = C extends Aanroep<z.ZodType, infer A> ? z.output<A> : never;

/** The relation sets most calls use. */
export const LEZEN = ['eigen', 'volmacht', 'beheren', 'inzien', 'servicedesk'] as const;
export const WIJZIGEN = ['eigen', 'volmacht', 'beheren'] as const;
export const BEHEER_BEDRIJF = ['eigen', 'volmacht', 'servicedesk'] as const;
export const BEDRIJFSZIJDE = ['eigen', 'volmacht'] as const;
export const STAF = ['servicedesk', 'medewerker'] as const;
export const ORGANISATIES = ['volmacht', 'beheren', 'inzien', 'ingetrokken', 'verlopen'] as const;
