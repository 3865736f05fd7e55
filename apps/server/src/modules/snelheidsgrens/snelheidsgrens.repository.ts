/**
 * The rate limits' counters (table `snelheidsgrenzen`, decision 031): one row per key and window.
 * The database's clock decides the window, so app nodes with slightly different clocks agree.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereidSql } from '../../db/voorbereid';
import { snelheidsgrenzen } from '../../db/schema';

export interface Stand {
  current: number;
  /** ms until the window ends */
  ttl: number;
}

const t = snelheidsgrenzen;
const verlopen = sql`${t.vanaf} + ${t.vensterMs} * interval '1 millisecond' <= clock_timestamp()`;
const ttl = sql<number>`greatest(0, ${t.vensterMs} - floor(extract(epoch from clock_timestamp() - ${t.vanaf}) * 1000))::int`;

/**
 * Counts one attempt: a window that has ended starts again at 1. One statement, so concurrent nodes never
 * lose a count. Prepared once (db/voorbereid): every limited call pays it (the consumer API at 200/s,
 * decision 034), and building the Drizzle upsert anew cost more CPU than running it.
 */
export async function tel(db: Db, sleutel: string, vensterMs: number): Promise<Stand> {
  const [r] = await voorbereidSql<Stand>(db, 'snelheidsgrens_tel', () => sql`
    insert into ${t} (sleutel, aantal, vanaf, venster_ms)
    values (${sql.placeholder('sleutel')}, 1, clock_timestamp(), ${sql.placeholder('vensterMs')}::integer)
    on conflict (sleutel) do update set
      aantal = case when ${verlopen} then 1 else ${t.aantal} + 1 end,
      vanaf = case when ${verlopen} then clock_timestamp() else ${t.vanaf} end,
      venster_ms = excluded.venster_ms
    returning ${t.aantal} as "current", ${ttl} as "ttl"`).uitvoeren({ sleutel, vensterMs });
  return r;
}

/** The count now, without counting (a window that has ended counts 0). */
export async function lees(db: DbOfTx, sleutel: string): Promise<Stand> {
  const [r] = await db
    .select({ current: sql<number>`case when ${verlopen} then 0 else ${t.aantal} end`, ttl: sql<number>`case when ${verlopen} then 0 else ${ttl} end` })
    .from(t)
    .where(sql`${t.sleutel} = ${sleutel}`);
  return r ?? { current: 0, ttl: 0 };
}

/** Removes counters whose window ended more than an hour ago. */
export async function ruimOp(db: DbOfTx): Promise<number> {
  const weg = await db.delete(t).where(lt(sql`${t.vanaf} + ${t.vensterMs} * interval '1 millisecond'`, sql`clock_timestamp() - interval '1 hour'`)).returning({ s: t.sleutel });
  return weg.length;
}
