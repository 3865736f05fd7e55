/**
 * The save's engine input without re-parsing every stored document (decision 013, "Left"):
 * `valideerInvoer` parses the whole farm-year with zod on every save, although only one screen
 * changed. Here each section is parsed with the engine's own section schema and kept per stored
 * JSON text of its row (the content itself is the key, so a row that is rewritten, deleted or
 * re-created can never hit a stale entry); the screen just saved brings its sections already
 * parsed by the register's check. The engine's cross-section rules (its schema's own checks) then
 * run on the assembled sections. Anything that does not pass returns undefined, and the caller
 * runs the full `valideerInvoer`, so every message stays exactly the engine's.
 */
import { hash } from 'node:crypto';
import { z } from 'zod';
import { bedrijfsjaarInvoerSchema, jaarFout, type BedrijfsjaarInvoer } from '@kw/engine';
import { melkleveringNaarInvoer, schermVan } from '@kw/contract';
import type { InvoerBron } from './uitkomst.bereken';

type Secties = Record<string, unknown>;

const schema = bedrijfsjaarInvoerSchema as unknown as z.ZodObject<Record<string, z.ZodType>>;
const sectieSchemas = schema.shape;
const sectieNamen = Object.keys(sectieSchemas);

/**
 * The engine's object-level rules (plots > 0 ha, milk without cows) on sections that are already
 * parsed: the same check objects as `bedrijfsjaarInvoerSchema`, so the rules are not copied.
 */
const kruisregels = z
  .object(Object.fromEntries(sectieNamen.map((s) => [s, z.unknown()])))
  .strict()
  .check(...((schema.def.checks ?? []) as z.core.$ZodCheck<Record<string, unknown>>[]));

/**
 * How many stored rows a cache keeps (each in its latest known version). Measured 27-11-2026 (docs/metingen.md,
 * "Data links: the engine step from the rows' keys"): ~1.0 KB of heap per row on average for the bench's farm-years of
 * 17 screens (a parsed Krachtvoer of 30 products alone ~3 KB or more), so 30,000 rows are some 30–90 MB for ~1,750
 * farm-years. The bound of 10,000 before held ~600 farm-years: at the data-link bench's 1,000 farms (17,000 rows) a
 * farm's rows were gone before its next message (6,272 hits, 38,179 misses in a 30-s run; decision 020 revision
 * 27-11-2026).
 */
export const SECTIE_CACHE_RIJEN = 30_000;

/**
 * A key `jaar\nfarm:record:screen:version:xmin` split into the row (all but the last two parts) and its version;
 * a key of another form (the text's hash) is a row of its own.
 */
function rijEnVersie(sleutel: string): [string, string] {
  const laatste = sleutel.lastIndexOf(':');
  const voorlaatste = laatste > 0 ? sleutel.lastIndexOf(':', laatste - 1) : -1;
  return voorlaatste > 0 ? [sleutel.slice(0, voorlaatste), sleutel.slice(voorlaatste + 1)] : [sleutel, ''];
}

/** Parsed sections per stored row; bounded, least recently used out first (a Map keeps insertion order). */
export class SectieCache {
  /**
   * Per stored row its latest known version only: a save or a message makes a row's earlier version dead (never
   * read again), and kept per version those filled the bound with dead rows (the soak at 5×, 27-11-2026: the
   * server's RSS rose from 442 to 837 MB in ten minutes while 50,000 versions of ~1,000 farms' rows filled it).
   */
  private readonly kaart = new Map<string, { versie: string; secties: Secties }>();
  /** records whose assembled input did not pass the cached check last time (an incomplete year), see `isOnvolledig` */
  private readonly onvolledig = new Map<string, true>();
  constructor(private readonly max = SECTIE_CACHE_RIJEN) {}

  get(sleutel: string): Secties | undefined {
    const [rij, versie] = rijEnVersie(sleutel);
    const w = this.kaart.get(rij);
    if (!w || w.versie !== versie) return undefined;
    // recently used to the back
    this.kaart.delete(rij);
    this.kaart.set(rij, w);
    return w.secties;
  }

  /** Keeps the row's sections under this version, in place of any other version of the row. */
  set(sleutel: string, secties: Secties): void {
    const [rij, versie] = rijEnVersie(sleutel);
    this.kaart.delete(rij);
    this.kaart.set(rij, { versie, secties });
    if (this.kaart.size > this.max) this.kaart.delete(this.kaart.keys().next().value!);
  }

  get grootte(): number {
    return this.kaart.size;
  }

  /** Forget everything (as a process restart, or the farm's rows pushed out by others): for tests and benches. */
  wis(): void {
    this.kaart.clear();
    this.onvolledig.clear();
  }

  /**
   * Whether the record's input did not pass the cached check the last time its engine step ran (a year not yet
   * complete, or breaking a cross-section rule): its engine step then needs every document for the full
   * validation's messages, so a caller fetches them all at once instead of first only the unknown ones.
   * Only a hint for which read to make; the result does not depend on it.
   */
  isOnvolledig(relatieId: number, kringloopwijzerId: number): boolean {
    return this.onvolledig.has(`${relatieId}:${kringloopwijzerId}`);
  }

  zetOnvolledig(relatieId: number, kringloopwijzerId: number, ja: boolean): void {
    const k = `${relatieId}:${kringloopwijzerId}`;
    if (!ja) this.onvolledig.delete(k);
    else {
      this.onvolledig.set(k, true);
      if (this.onvolledig.size > this.max) this.onvolledig.delete(this.onvolledig.keys().next().value!);
    }
  }
}

const perDatabase = new WeakMap<object, SectieCache>();

/**
 * The process's cache of one database, shared by the register's saves and the data links' processing: a farmer's
 * save keeps the sections a message for the same farm needs, and the other way round. Per database object, because
 * a key (farm, record, screen, version, xmin) names one content only within one database: two databases copied from
 * one template (the API tests, PGlite) can give different rows the same key.
 */
export function sectieCacheVan(db: object): SectieCache {
  let c = perDatabase.get(db);
  if (!c) perDatabase.set(db, (c = new SectieCache()));
  return c;
}

/** A screen row with its version's key (`rijSleutel` in uitkomst.repository), when the statement gave one. */
export type SchermRijMetSleutel = InvoerBron['rijen'][number] & { sleutel?: string };

/** The cache key of a row version's sections: the record's year (bedrijfsgegevens carries it) and the row's key. */
export const rijCacheSleutel = (jaar: number, rijSleutel: string) => `${jaar}\n${rijSleutel}`;

/** One section through the engine's section schema; undefined when it does not pass. */
function parseSectie(sectie: string, waarde: unknown): unknown {
  const r = sectieSchemas[sectie].safeParse(waarde);
  return r.success ? r.data : undefined;
}

/** A row's sections, parsed; bedrijfsgegevens with the record's year, as stelInvoerSamen puts it. */
function parseRij(scherm: string, gegevens: Record<string, unknown>, jaar: number): Secties | undefined {
  const uit: Secties = {};
  for (const sectie of schermVan(scherm)?.secties ?? []) {
    let waarde = gegevens[sectie];
    if (waarde === undefined) continue;
    if (sectie === 'bedrijfsgegevens') waarde = { ...(waarde && typeof waarde === 'object' ? waarde : {}), jaar };
    const p = parseSectie(sectie, waarde);
    if (p === undefined) return undefined;
    uit[sectie] = p;
  }
  return uit;
}

/** What a missing section parses to (the schema's prefault), computed once per section. */
const leeg = new Map<string, unknown>();
function leegSectie(sectie: string): unknown {
  if (!leeg.has(sectie)) leeg.set(sectie, parseSectie(sectie, undefined));
  return leeg.get(sectie);
}

/**
 * The validated engine input of `bron`, as `valideerInvoer(stelInvoerSamen(bron))` would return
 * it when it is valid; undefined when anything does not pass (then run that instead, for the
 * messages). The parsed sections are shared between saves: the engine must not change its input.
 */
export function geparsteInvoer(bron: InvoerBron, cache: SectieCache): BedrijfsjaarInvoer | undefined {
  if (jaarFout(bron.jaar)) return undefined;
  const invoer: Secties = {};
  for (const rij of bron.rijen) {
    if (!schermVan(rij.scherm)) continue;
    let secties = rij.geparst;
    if (!secties) {
      // The row version's key when the statement gave one (`rijSleutel`: farm, record, screen, version, xmin; decision 013
      // revision 27-11-2026), else the text's hash, not the text: a key of up to ~20 KB per row would hold as much memory as
      // the parsed sections. One-shot `hash` gives the same digest as createHash without a Hash object per row.
      const versieSleutel = (rij as SchermRijMetSleutel).sleutel;
      const sleutel =
        versieSleutel !== undefined ? rijCacheSleutel(bron.jaar, versieSleutel) : rij.tekst === undefined ? undefined : `${rij.scherm}\n${bron.jaar}\n${hash('sha256', rij.tekst, 'base64')}`;
      secties = sleutel === undefined ? undefined : cache.get(sleutel);
      if (!secties) {
        secties = parseRij(rij.scherm, rij.gegevens, bron.jaar);
        if (!secties) return undefined;
        if (sleutel !== undefined) cache.set(sleutel, secties);
      }
    }
    Object.assign(invoer, secties);
  }
  if (invoer.bedrijfsgegevens === undefined) {
    // as stelInvoerSamen: the record's year even when no screen holds the section yet
    const bg = parseSectie('bedrijfsgegevens', { jaar: bron.jaar });
    if (bg === undefined) return undefined;
    invoer.bedrijfsgegevens = bg;
  }
  const melk = melkleveringNaarInvoer(bron.melk);
  if (melk) {
    const m = parseSectie('melklevering', melk);
    if (m === undefined) return undefined;
    invoer.melklevering = m;
  }
  for (const sectie of sectieNamen) {
    if (invoer[sectie] !== undefined) continue;
    const l = leegSectie(sectie);
    if (l === undefined) return undefined; // a required section nobody filled yet
    invoer[sectie] = l;
  }
  return kruisregels.safeParse(invoer).success ? (invoer as BedrijfsjaarInvoer) : undefined;
}
