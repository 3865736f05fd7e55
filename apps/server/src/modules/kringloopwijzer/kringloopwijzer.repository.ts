import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereid } from '../../db/voorbereid';
import { kringloopwijzers, relaties, type Kringloopwijzer, type Relatie } from '../../db/schema';

export type KlwMetRelatie = Kringloopwijzer & { relatie: Relatie };

/** PostgreSQL integer range: larger ids cannot exist (and must not reach the query as an error). */
export const isDbId = (id: number) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;

export async function vindKringloopwijzer(db: Db, id: number): Promise<KlwMetRelatie | undefined> {
  if (!isDbId(id)) return undefined;
  const [rij] = await voorbereid(db, 'vind_kringloopwijzer', (d) =>
    d
      .select({ klw: kringloopwijzers, relatie: relaties })
      .from(kringloopwijzers)
      .innerJoin(relaties, eq(relaties.id, kringloopwijzers.relatieId))
      .where(eq(kringloopwijzers.id, sql.placeholder('id')))
      .limit(1),
  ).execute({ id });
  return rij ? { ...rij.klw, relatie: rij.relatie } : undefined;
}

export async function vindRelatie(db: DbOfTx, id: number): Promise<Relatie | undefined> {
  const [r] = await db.select().from(relaties).where(eq(relaties.id, id)).limit(1);
  return r;
}

/** Records of a farm, newest year first. */
export async function kringloopwijzersVanRelatie(db: DbOfTx, relatieId: number): Promise<Kringloopwijzer[]> {
  return db.select().from(kringloopwijzers).where(eq(kringloopwijzers.relatieId, relatieId)).orderBy(desc(kringloopwijzers.jaar));
}

/** Farms by id (all farms when ids is 'alle'), by name. */
export async function relatiesMetIds(db: DbOfTx, ids: number[] | 'alle'): Promise<Relatie[]> {
  if (ids !== 'alle' && ids.length === 0) return [];
  const q = db.select().from(relaties);
  return (ids === 'alle' ? q : q.where(inArray(relaties.id, ids))).orderBy(asc(relaties.naam));
}

export async function kringloopwijzersVanRelaties(db: DbOfTx, ids: number[]): Promise<Kringloopwijzer[]> {
  if (ids.length === 0) return [];
  return db.select().from(kringloopwijzers).where(inArray(kringloopwijzers.relatieId, ids)).orderBy(desc(kringloopwijzers.jaar));
}
