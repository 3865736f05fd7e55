import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOfTx } from '../../db/client';
import { handmatigeMelkgegevens, melkleveringen, type HandmatigeMelkgegevens, type MelkleveringRij } from '../../db/schema';

export type HandmatigeWaarden = Omit<HandmatigeMelkgegevens, 'kringloopwijzerId' | 'versie' | 'gewijzigdOp' | 'gewijzigdDoor'>;

export async function leveringenVan(db: DbOfTx, kringloopwijzerId: number): Promise<MelkleveringRij[]> {
  return db
    .select()
    .from(melkleveringen)
    .where(eq(melkleveringen.kringloopwijzerId, kringloopwijzerId))
    .orderBy(asc(melkleveringen.leverDatum), asc(melkleveringen.afleverTijd));
}

export async function heeftLeveringen(db: DbOfTx, kringloopwijzerId: number): Promise<boolean> {
  const rij = await db.select({ id: melkleveringen.id }).from(melkleveringen).where(eq(melkleveringen.kringloopwijzerId, kringloopwijzerId)).limit(1);
  return rij.length > 0;
}

export async function handmatigeRij(db: DbOfTx, kringloopwijzerId: number, opties: { voorUpdate?: boolean } = {}) {
  const q = db.select().from(handmatigeMelkgegevens).where(eq(handmatigeMelkgegevens.kringloopwijzerId, kringloopwijzerId)).limit(1);
  const [rij] = opties.voorUpdate ? await q.for('update') : await q;
  return rij as HandmatigeMelkgegevens | undefined;
}

/** First save (versie 0): INSERT … ON CONFLICT DO NOTHING; undefined when someone else was first. */
export async function voegHandmatigeRijToe(tx: DbOfTx, kringloopwijzerId: number, waarden: HandmatigeWaarden, gebruikerId: number) {
  const [rij] = await tx
    .insert(handmatigeMelkgegevens)
    .values({ ...waarden, kringloopwijzerId, versie: 1, gewijzigdDoor: gebruikerId })
    .onConflictDoNothing({ target: handmatigeMelkgegevens.kringloopwijzerId })
    .returning();
  return rij;
}

/** UPDATE … WHERE versie = $n; undefined when the stored version is another one. */
export async function werkHandmatigeRijBij(tx: DbOfTx, kringloopwijzerId: number, versie: number, waarden: HandmatigeWaarden, gebruikerId: number) {
  const [rij] = await tx
    .update(handmatigeMelkgegevens)
    .set({ ...waarden, versie: sql`${handmatigeMelkgegevens.versie} + 1`, gewijzigdOp: sql`now()`, gewijzigdDoor: gebruikerId })
    .where(and(eq(handmatigeMelkgegevens.kringloopwijzerId, kringloopwijzerId), eq(handmatigeMelkgegevens.versie, versie)))
    .returning();
  return rij;
}
