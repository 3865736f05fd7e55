/**
 * "Waarom dit getal?": every traced result value carries how it was made.
 * The trace is only built when `bereken(invoer, { metAfleiding: true })` asks for it,
 * from the intermediate values the fast path already computed, so the plain
 * calculation stays cheap (see README, "Afleiding").
 *
 * `afleidingen.ts` builds the trace as linked `Afleiding` objects (a node used in several
 * places is one shared object); `afleidingsgraaf.ts` turns that into the published graph of
 * nodes keyed by id, so a shared node is written once instead of once per use.
 */

/** A constant from the year's rule parameters, with where it comes from. */
export interface Constante {
  waarde: number;
  eenheid: string;
  /** `Bron: …` (document, table, paragraph) or `AANGENOMEN: … — te verifiëren tegen de officiële tabel`. */
  bron: string;
}

/**
 * Where a value comes from, most farm-specific first:
 * - `gemeten`: measured by a third party (milk deliveries and their analyses, soil, roughage and manure analyses);
 * - `ingevoerd`: entered by the farmer or adviser;
 * - `standaard`: the farmer left an optional field empty and the year's default was used (`gebruikteStandaarden`);
 * - `forfait`: a forfaitary norm (RVO/BEX forfait tables) instead of a farm-specific figure.
 */
export type Herkomst = 'gemeten' | 'ingevoerd' | 'standaard' | 'forfait';

export interface AfleidingInvoer {
  /** Dotted path into the input, e.g. `melklevering.geleverd.kg`. */
  pad: string;
  waarde: number | string | boolean | null;
  /** True when the farmer left the field empty and the year's default (forfait) was used. */
  standaard?: boolean;
  /** Where the value comes from (set by the trace builder, see `herkomst.ts`). */
  herkomst?: Herkomst;
}

export interface AfleidingConstante {
  naam: string;
  waarde: number;
  eenheid?: string;
  bron: string;
}

export interface Afleiding {
  /** Short name of the quantity (Dutch, the dumpfile name where one exists). */
  naam: string;
  waarde: number;
  eenheid: string;
  /** The formula in words. */
  formule: string;
  invoer: AfleidingInvoer[];
  constanten: AfleidingConstante[];
  onderdelen: Afleiding[];
  /** Stable node id in the graph; when absent the graph derives one from `naam`. */
  id?: string;
  /** Set only where the value itself is of a known kind (a forfait); otherwise derived from inputs and parts. */
  herkomst?: Herkomst;
}

export interface AfleidingDelen {
  invoer?: AfleidingInvoer[];
  constanten?: AfleidingConstante[];
  onderdelen?: Afleiding[];
  id?: string;
  herkomst?: Herkomst;
}

/** Builds a node; keeps call sites short. */
export function afleiding(naam: string, waarde: number, eenheid: string, formule: string, delen: AfleidingDelen = {}): Afleiding {
  const a: Afleiding = { naam, waarde, eenheid, formule, invoer: delen.invoer ?? [], constanten: delen.constanten ?? [], onderdelen: delen.onderdelen ?? [] };
  if (delen.id !== undefined) a.id = delen.id;
  if (delen.herkomst !== undefined) a.herkomst = delen.herkomst;
  return a;
}

/** A parameter as a trace constant. */
export const alsConstante = (naam: string, c: Constante): AfleidingConstante => ({ naam, waarde: c.waarde, eenheid: c.eenheid, bron: c.bron });

/**
 * Walks a trace tree depth-first. A shared node is visited once per use (that is what made
 * the old JSON tree 10 MB); prefer `doorloopGraaf` on the graph.
 */
export function* doorloop(a: Afleiding): Generator<Afleiding> {
  yield a;
  for (const o of a.onderdelen) yield* doorloop(o);
}
