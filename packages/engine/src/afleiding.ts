/**
 * "Waarom dit getal?": every traced result value carries how it was made.
 * The trace is only built when `bereken(invoer, { metAfleiding: true })` asks for it,
 * from the intermediate values the fast path already computed, so the plain
 * calculation stays cheap (see README, "Afleiding").
 */

/** A constant from the year's rule parameters, with where it comes from. */
export interface Constante {
  waarde: number;
  eenheid: string;
  /** `Bron: …` (document, table, paragraph) or `AANGENOMEN: … — te verifiëren tegen de officiële tabel`. */
  bron: string;
}

export interface AfleidingInvoer {
  /** Dotted path into the input, e.g. `melklevering.geleverd.kg`. */
  pad: string;
  waarde: number | string | boolean | null;
  /** True when the farmer left the field empty and the year's default (forfait) was used. */
  standaard?: boolean;
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
}

/** Builds a node; keeps call sites short. */
export function afleiding(
  naam: string,
  waarde: number,
  eenheid: string,
  formule: string,
  delen: { invoer?: AfleidingInvoer[]; constanten?: AfleidingConstante[]; onderdelen?: Afleiding[] } = {},
): Afleiding {
  return { naam, waarde, eenheid, formule, invoer: delen.invoer ?? [], constanten: delen.constanten ?? [], onderdelen: delen.onderdelen ?? [] };
}

/** A parameter as a trace constant. */
export const alsConstante = (naam: string, c: Constante): AfleidingConstante => ({ naam, waarde: c.waarde, eenheid: c.eenheid, bron: c.bron });

/** Walks a trace tree depth-first (used by tests and the "waarom" view). */
export function* doorloop(a: Afleiding): Generator<Afleiding> {
  yield a;
  for (const o of a.onderdelen) yield* doorloop(o);
}
