/**
 * The published trace: a graph of nodes keyed by a stable id, each node written once however
 * many results use it. `bereken(invoer, { metAfleiding: true }).afleidingGraaf` holds it;
 * `knoopMetKinderen` serves one node with short summaries of its direct children, so a screen
 * (or a server route) can open the trace node by node instead of sending the whole graph.
 *
 * Ids: the dumpfile variable for dumpfile quantities (`verl_bodbal1_ha`), `dashboard.<indicator>`
 * for the dashboard, an input-path-based id for per-item nodes (`verbruik.krachtvoer.producten.0`),
 * otherwise a slug of the Dutch name (`n-excretie-melkvee-bruto`). The same input always gives the
 * same ids (construction order is fixed); a clash of two different nodes gets a `~2` suffix.
 */
import type { Afleiding, AfleidingConstante, AfleidingInvoer, Herkomst, Term } from './afleiding';
import { uitlegVan } from './uitleg';
import type { Dashboard } from './dashboard';
import type { DumpfileVariabele } from './dumpfile';
import { herkomstRang, herkomstVolgorde } from './herkomst';

/**
 * The report figures that are a trace quantity of their own but no dumpfile variable: the N and P2O5
 * flows of the flow diagram (KengetallenGrafisch) that have one, and the ration's fresh grass.
 * `stroom.n.afgevoerde-mest` and `stroom.p.afgevoerde-mest` exist only when manure was sold.
 */
export const rapportWortels = [
  'stroom.n.excretie', 'stroom.n.afgevoerde-mest', 'stroom.n.verliezen-stal', 'stroom.n.mest-bodem', 'stroom.n.compost-kalk',
  'stroom.n.depositie-binding-mineralisatie', 'stroom.n.gewas', 'stroom.n.eigen-voer',
  'stroom.p.afgevoerde-mest', 'stroom.p.mest-bodem', 'stroom.p.kunstmest', 'stroom.p.compost-kalk', 'stroom.p.gewas',
  'rantsoen.vers-gras',
] as const;
export type RapportWortel = (typeof rapportWortels)[number];

/** The results that have a trace: every dumpfile variable, every dashboard indicator and the report figures above. */
export type AfleidingWortel = DumpfileVariabele | `dashboard.${keyof Dashboard}` | RapportWortel;

export interface KnoopInvoer {
  /** Dotted path of the input field, e.g. `melklevering.geleverd.kg`. */
  pad: string;
  /** The value the calculation used (the year's default when the field was empty). */
  waarde: number | string | boolean | null;
  herkomst: Herkomst;
}

export interface Knoop {
  id: string;
  /** The Dutch name a farmer reads (`Bodemoverschot stikstof per ha`); the KLW variable, if any, is the id. */
  label: string;
  waarde: number;
  eenheid: string;
  /**
   * The formula in words (Dutch) with `{…}` operands (see `Uitleg`); `formuleTekst` (afleiding-tekst.ts)
   * writes it out with names, or with the values filled in. Empty only when the catalogue lacks the node (a test fails then).
   */
  formule: string;
  /** Values the formula names that are no child, input or constant. */
  termen?: Record<string, Term>;
  /** The id of the node this one only equals (its first child): a view skips it and shows that node. */
  alias?: string;
  /** Input fields this node reads directly. */
  invoer: KnoopInvoer[];
  /** Rule constants this node uses directly, each with its source (`bron`). */
  constanten: AfleidingConstante[];
  /** Ids of the nodes this value is computed from. */
  kinderen: string[];
  /**
   * Where the value comes from: the least farm-specific of its own inputs and its children
   * (gemeten < ingevoerd < standaard < forfait). An entered 0 or an empty field without a
   * default does not count; a node that only uses rule constants is `forfait`.
   */
  herkomst: Herkomst;
}

export interface AfleidingGraaf {
  /** Root node id per dumpfile variable and dashboard indicator. */
  wortels: Record<AfleidingWortel, string>;
  knopen: Record<string, Knoop>;
  /** The rule year and version whose constants the graph uses (a constant's source holds for that year). */
  regels?: { jaar: number; versie: string };
}

/** What a screen needs to show a child before opening it. */
export interface KnoopSamenvatting {
  id: string;
  label: string;
  waarde: number;
  eenheid: string;
  herkomst: Herkomst;
  heeftKinderen: boolean;
}

const slug = (naam: string): string =>
  /^[A-Za-z0-9_.]+$/.test(naam)
    ? naam
    : naam
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9.]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'knoop';

/** Turns the linked trace (shared objects) into the graph; each object becomes one node. */
export function naarGraaf(wortels: Record<AfleidingWortel, Afleiding>, regels?: { jaar: number; versie: string }): AfleidingGraaf {
  const ids = new Map<Afleiding, string>();
  const bezet = new Set<string>();
  const knopen: Record<string, Knoop> = {};
  // One published entry per trace input object (the builder shares them between nodes).
  const invoerVan = new Map<AfleidingInvoer, KnoopInvoer>();
  const naarKnoopInvoer = (i: AfleidingInvoer): KnoopInvoer => {
    let k = invoerVan.get(i);
    if (!k) {
      k = { pad: i.pad, waarde: i.waarde, herkomst: i.herkomst ?? (i.standaard ? 'standaard' : 'ingevoerd') };
      invoerVan.set(i, k);
    }
    return k;
  };

  const bezoek = (a: Afleiding): string => {
    const bekend = ids.get(a);
    if (bekend !== undefined) return bekend;
    const basis = a.id ?? slug(a.naam);
    let id = basis;
    if (bezet.has(id)) {
      let n = 2;
      while (bezet.has(`${id}~${n}`)) n++;
      id = `${id}~${n}`;
    }
    bezet.add(id);
    ids.set(a, id);
    const kinderen: string[] = [];
    for (const o of a.onderdelen) {
      const k = bezoek(o);
      if (!kinderen.includes(k)) kinderen.push(k);
    }
    const invoer: KnoopInvoer[] = a.invoer.map(naarKnoopInvoer);
    // the explanation lives with its calculation module (uitleg.ts); a builder-given text wins (tests, per-item names)
    const uitleg = uitlegVan(a.uitleg ?? basis);
    const knoop: Knoop = {
      id,
      label: a.label ?? uitleg?.label ?? a.naam,
      waarde: a.waarde,
      eenheid: a.eenheid,
      formule: a.formule || (uitleg?.formule ?? ''),
      invoer,
      constanten: a.constanten,
      kinderen,
      herkomst: a.herkomst ?? afgeleideHerkomst(invoer, a.constanten.length > 0, kinderen.map((k) => knopen[k].herkomst)),
    };
    if (a.termen) knoop.termen = a.termen;
    if (a.alias && kinderen.length > 0) knoop.alias = kinderen[0];
    knopen[id] = knoop;
    return id;
  };

  const uit = {} as Record<AfleidingWortel, string>;
  for (const [wortel, a] of Object.entries(wortels) as [AfleidingWortel, Afleiding][]) uit[wortel] = bezoek(a);
  return regels ? { wortels: uit, knopen, regels } : { wortels: uit, knopen };
}

function afgeleideHerkomst(invoer: readonly KnoopInvoer[], heeftConstanten: boolean, kinderen: readonly Herkomst[]): Herkomst {
  let rang = -1;
  for (const i of invoer) {
    // An entered 0 or an absent optional field adds nothing (mostly a field left at the schema's 0).
    if (i.waarde === null || (i.herkomst === 'ingevoerd' && i.waarde === 0)) continue;
    rang = Math.max(rang, herkomstRang[i.herkomst]);
  }
  for (const h of kinderen) rang = Math.max(rang, herkomstRang[h]);
  if (rang >= 0) return herkomstVolgorde[rang];
  return invoer.length === 0 && heeftConstanten ? 'forfait' : 'ingevoerd';
}

/**
 * One node with short summaries of its direct children — what a server route returns for
 * "open this node" (`GET …/afleiding/:id`). Pure; `undefined` for an unknown id.
 */
export function knoopMetKinderen(graaf: AfleidingGraaf, id: string): { knoop: Knoop; kinderen: KnoopSamenvatting[] } | undefined {
  const knoop = graaf.knopen[id];
  if (!knoop) return undefined;
  const kinderen = knoop.kinderen.map((k) => {
    const c = graaf.knopen[k];
    return { id: c.id, label: c.label, waarde: c.waarde, eenheid: c.eenheid, herkomst: c.herkomst, heeftKinderen: c.kinderen.length > 0 };
  });
  return { knoop, kinderen };
}

/** Every node reachable from `id`, each once (depth-first, the node itself first). */
export function* doorloopGraaf(graaf: AfleidingGraaf, id: string): Generator<Knoop> {
  const gezien = new Set<string>();
  const stapel = [id];
  while (stapel.length > 0) {
    const huidig = stapel.pop()!;
    if (gezien.has(huidig)) continue;
    gezien.add(huidig);
    const knoop = graaf.knopen[huidig];
    if (!knoop) continue;
    yield knoop;
    for (let i = knoop.kinderen.length - 1; i >= 0; i--) stapel.push(knoop.kinderen[i]);
  }
}

/**
 * Compatibility: the old nested `Afleiding` tree of one root (shared children are shared
 * objects, so serialising it repeats them — use the graph for anything sent over the wire).
 */
export function alsBoom(graaf: AfleidingGraaf, id: string): Afleiding {
  const gebouwd = new Map<string, Afleiding>();
  const bouw = (kid: string): Afleiding => {
    const klaar = gebouwd.get(kid);
    if (klaar) return klaar;
    const k = graaf.knopen[kid];
    const a: Afleiding = { naam: k.label, label: k.label, waarde: k.waarde, eenheid: k.eenheid, formule: k.formule, id: k.id, herkomst: k.herkomst, invoer: k.invoer.map((i) => ({ ...i, ...(i.herkomst === 'standaard' || i.herkomst === 'forfait' ? { standaard: true } : {}) })), constanten: k.constanten, onderdelen: [] };
    gebouwd.set(kid, a);
    a.onderdelen = k.kinderen.map(bouw);
    return a;
  };
  if (!graaf.knopen[id]) throw new Error(`Onbekende afleidingsknoop '${id}'.`);
  return bouw(id);
}
