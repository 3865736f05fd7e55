/**
 * A store for @fastify/rate-limit that keeps its counters in the database (decision 031): with the
 * default in-memory store every app node behind a load balancer would count on its own, so N nodes
 * would allow N times the login attempts. Every limit of the app (login, demo, OIDC, supplier and
 * consumer tokens, the consumer API) goes through it.
 *
 * The plugin makes one store per route (`child`); the route's method and URL prefix the key, as the
 * in-memory store keeps a map per route. The key itself is hashed: it holds e-mail and IP addresses.
 */
import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Db } from '../../db/client';
import { lees, ruimOp, tel, type Stand } from './snelheidsgrens.repository';

type Terug = (err: Error | null, stand?: Stand) => void;

/** Expired counters are removed at most once per this many ms, by whichever call comes first. */
const OPRUIMEN_ELKE_MS = 10 * 60_000;

export function databaseOpslag(db: Db) {
  let laatstOpgeruimd = Date.now();
  const opruimen = () => {
    if (Date.now() - laatstOpgeruimd < OPRUIMEN_ELKE_MS) return;
    laatstOpgeruimd = Date.now();
    void ruimOp(db).catch(() => {
      // a failed clean-up is retried at the next one; the counters stay correct without it
    });
  };

  class DatabaseOpslag implements FastifyRateLimitStore {
    constructor(
      _opties?: unknown,
      private readonly voorvoegsel = '',
    ) {}

    private sleutel(key: string) {
      return createHash('sha256').update(`${this.voorvoegsel}|${key}`).digest('hex');
    }

    incr(key: string, terug: Terug, vensterMs: number) {
      opruimen();
      tel(db, this.sleutel(key), vensterMs).then((s) => terug(null, s), (e: Error) => terug(e));
    }

    read(key: string, terug: Terug) {
      lees(db, this.sleutel(key)).then((s) => terug(null, s), (e: Error) => terug(e));
    }

    // typed as the route's options; at run time the plugin passes its merged limit options with `routeInfo`
    child(routeOpties: object) {
      const r = (routeOpties as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseOpslag(undefined, r?.url ? `${String(r.method)} ${r.url}` : this.voorvoegsel);
    }
  }
  return DatabaseOpslag;
}
