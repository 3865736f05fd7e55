/**
 * Prepared statements for the queries on every request's path (session check, record,
 * deliveries). Building a Drizzle query and handing it to the driver costs ~0.6 ms of CPU
 * per query; a prepared one ~0.1 ms (measured on PostgreSQL 15, see the bench notes).
 * One cache per database object; statements are prepared lazily per connection by pg.
 */
import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const caches = new WeakMap<Db, Map<string, unknown>>();

export function voorbereid<P>(db: Db, naam: string, maak: (db: Db) => { prepare(naam: string): P }): P {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let query = cache.get(naam) as P | undefined;
  if (!query) {
    query = maak(db).prepare(naam);
    cache.set(naam, query);
  }
  return query;
}

const dialect = new PgDialect();

/**
 * A prepared statement from raw SQL with `sql.placeholder`s, for what the query builder
 * cannot express (a data-modifying CTE). Resolves with the driver's rows, keyed by the
 * column names the SQL gives them.
 */
/**
 * The SQL text of each named statement, built once per process: a name stands for one text (the driver
 * refuses a second text under a name on a connection). Inside a transaction the statement is made again
 * for the transaction's session (the cache above is per database object, and every transaction is a new
 * one), and building the text was what cost (~0.5 ms a statement; the data links' processing runs all
 * its statements in one transaction, decision 020, docs/metingen.md 27-11-2026).
 */
const teksten = new Map<string, Query>();

export function voorbereidSql<R>(db: Db, naam: string, maak: () => SQL): { uitvoeren(waarden: Record<string, unknown>): Promise<R[]> } {
  return voorbereid(db, naam, (d) => ({
    prepare: (n: string) => {
      let tekst = teksten.get(n);
      if (!tekst) {
        tekst = dialect.sqlToQuery(maak());
        teksten.set(n, tekst);
      }
      const query = d._.session.prepareQuery(tekst, undefined, n, false);
      return { uitvoeren: async (waarden: Record<string, unknown>) => ((await query.execute(waarden)) as { rows: R[] }).rows };
    },
  }));
}
