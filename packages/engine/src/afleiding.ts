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

/** A value a formula text names that is no child, input or constant (a weighted fat %, the chosen technique). */
export interface Term {
  waarde: number | string;
  eenheid?: string;
}

/**
 * The explanation of one node kind (decision 022): its Dutch name and its formula in words, where
 * `{…}` names an operand that the text fills in — `{id}` a child, `{prefix.*}` every child whose id
 * starts so, `{Σ}` every child not named elsewhere, `{c:naam}` a constant (`{c:begin*}` all that start
 * so), `{i:pad}` the inputs whose path is or ends in `pad`, `{t:naam}` a term. Rendered by `afleiding-tekst.ts`.
 */
export interface Uitleg {
  label: string;
  formule: string;
}
export type UitlegCatalogus = Readonly<Record<string, Uitleg>>;

export interface Afleiding {
  /** The name the node id derives from (the dumpfile variable where one exists); never shown when an explanation gives a label. */
  naam: string;
  waarde: number;
  eenheid: string;
  /** The formula in words; empty in the builder, filled from the explanation catalogue (`uitleg.ts`) when the graph is made. */
  formule: string;
  /** The Dutch name of a per-item node (`Verbruik Standaardbrok`); other nodes take it from the catalogue. */
  label?: string;
  /** Values the formula text names that are no child, input or constant. */
  termen?: Record<string, Term>;
  /** True when the node only equals its first child (an indicator, a second KLW variable for one quantity). */
  alias?: boolean;
  /** The catalogue key when it is not the node id (a variant of the formula: `excr_forf1.biologisch`). */
  uitleg?: string;
  invoer: AfleidingInvoer[];
  constanten: AfleidingConstante[];
  onderdelen: Afleiding[];
  /** Stable node id in the graph; when absent the graph derives one from `naam`. */
  id?: string;
  /** Set only where the value itself is of a known kind (a forfait); otherwise derived from inputs and parts. */
  herkomst?: Herkomst;
}

export interface AfleidingDelen {
  label?: string;
  termen?: Record<string, Term>;
  alias?: boolean;
  uitleg?: string;
  invoer?: AfleidingInvoer[];
  constanten?: AfleidingConstante[];
  onderdelen?: Afleiding[];
  id?: string;
  herkomst?: Herkomst;
}

/** Builds a node; keeps call sites short. Its name and formula in words come from the catalogue by node id. */
export function afleiding(naam: string, waarde: number, eenheid: string, delen: AfleidingDelen = {}): Afleiding {
  const a: Afleiding = { naam, waarde, eenheid, formule: '', invoer: delen.invoer ?? [], constanten: delen.constanten ?? [], onderdelen: delen.onderdelen ?? [] };
  if (delen.id !== undefined) a.id = delen.id;
  if (delen.herkomst !== undefined) a.herkomst = delen.herkomst;
  if (delen.label !== undefined) a.label = delen.label;
  if (delen.termen !== undefined) a.termen = delen.termen;
  if (delen.alias) a.alias = true;
  if (delen.uitleg !== undefined) a.uitleg = delen.uitleg;
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
