/**
 * "Waarom dit getal?" (decision 016): one node of the token's record's trace graph
 * at a time. The graph is built from the record's stored input with the engine
 * (`bereken(…, { metAfleiding: true })`) only when someone opens a trace, never on save, and kept
 * in a small in-memory LRU per record and input version: opening the children of a node after the
 * first costs a lookup. Measured (docs/decisions/016-afleiding-op-aanvraag.md): a demo farm's
 * graph is ~100 KB and takes ~1–2 ms to build, so neither storing it nor paying it on save is worth it.
 */
import { bereken, valideerInvoer, type AfleidingGraaf } from '@kw/engine';
import { afleidingKnoopAntwoord, afleidingWortelsAntwoord, GEEN_AFLEIDING, onbekendeKnoopMelding, type AfleidingKnoopAntwoord, type AfleidingWortelsAntwoord } from '@kw/contract';
import type { Db } from '../../db/client';
import { HttpFout } from '../../fouten';
import type { SessieContext } from '../../plugins/auth';
import { laadKlwVanToken } from '../kringloopwijzer/kringloopwijzer.service';
import { stelInvoerSamen } from '../uitkomst/uitkomst.bereken';
import { ENGINE_VERSIE, invoerVanRecord } from '../uitkomst/uitkomst.service';
import { leesInvoerVersie } from './rapportage.afleiding.repository';
import { magRapportInzien } from './rapportage.policy';

export { GEEN_AFLEIDING };

/**
 * Graphs kept: a handful of records open at once per server process. 16 × ~100–350 KB (the
 * largest test farm) stays under ~6 MB of memory; an evicted graph is simply rebuilt.
 */
const MAX_GRAFEN = 16;

/** Least-recently-used map: Map keeps insertion order, so re-inserting on a hit moves the entry last. */
export class Lru<K, V> {
  private readonly m = new Map<K, V>();
  constructor(readonly max: number) {}
  get(k: K): V | undefined {
    const v = this.m.get(k);
    if (v === undefined) return undefined;
    this.m.delete(k);
    this.m.set(k, v);
    return v;
  }
  set(k: K, v: V): void {
    this.m.delete(k);
    this.m.set(k, v);
    while (this.m.size > this.max) this.m.delete(this.m.keys().next().value as K);
  }
  get size() {
    return this.m.size;
  }
  wis() {
    this.m.clear();
  }
}

const sleutel = (klwId: number, versie: number) => `${klwId}:${versie}:${ENGINE_VERSIE}`;
const grafen = new Lru<string, AfleidingGraaf | null>(MAX_GRAFEN);
/** For tests: how many graphs were built (cache misses). */
export const afleidingTeller = { gebouwd: 0 };
export const wisAfleidingCache = () => grafen.wis();

/** The record's graph (the token's, or `klwId` when asked for: the same checks), from the cache when its input has not changed since. */
async function graafVanRecord(db: Db, sessie: SessieContext, klwId?: number): Promise<{ klwId: number; graaf: AfleidingGraaf }> {
  const record = await laadKlwVanToken(db, sessie.gebruiker, klwId ?? sessie.klwId);
  if (!magRapportInzien(sessie.gebruiker, record)) throw new HttpFout(403, 'U heeft geen toegang tot deze kringloopwijzer.');
  // A cheap version read first: a cached graph needs no input documents at all.
  const versie = await leesInvoerVersie(db, { relatieId: record.relatieId, kringloopwijzerId: record.id });
  if (versie === undefined) throw new HttpFout(404, GEEN_AFLEIDING);
  // The input version sums every screen's and the milk's versions; the engine version guards a deploy.
  let graaf = grafen.get(sleutel(record.id, versie));
  if (graaf === undefined) {
    const i = await invoerVanRecord(db, record);
    if (!i) throw new HttpFout(404, GEEN_AFLEIDING);
    const v = valideerInvoer(stelInvoerSamen(i.bron));
    graaf = v.ok ? (bereken(v.data, { metAfleiding: true }).afleidingGraaf ?? null) : null;
    afleidingTeller.gebouwd++;
    // keyed by the version of the input actually read (it may be newer than the one read above)
    grafen.set(sleutel(record.id, i.versie), graaf);
  }
  if (!graaf) throw new HttpFout(404, GEEN_AFLEIDING);
  return { klwId: record.id, graaf };
}

/** Every figure with a trace and its root node. */
export async function afleidingWortels(db: Db, sessie: SessieContext, vanKlwId?: number): Promise<AfleidingWortelsAntwoord> {
  const { klwId, graaf } = await graafVanRecord(db, sessie, vanKlwId);
  return afleidingWortelsAntwoord(graaf, klwId);
}

/** One node (by its id or by the figure whose root it is) with its direct children as summaries. */
export async function afleidingKnoop(db: Db, sessie: SessieContext, id: string, vanKlwId?: number): Promise<AfleidingKnoopAntwoord> {
  const { klwId, graaf } = await graafVanRecord(db, sessie, vanKlwId);
  const antwoord = afleidingKnoopAntwoord(graaf, id, klwId);
  if (!antwoord) throw new HttpFout(400, onbekendeKnoopMelding(id), [{ field: 'knoop', message: onbekendeKnoopMelding(id) }]);
  return antwoord;
}
