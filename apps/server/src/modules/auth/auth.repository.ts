import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOfTx } from '../../db/client';
import { gebruikers, machtigingen, sessies, type Gebruiker, type Machtiging } from '../../db/schema';

export async function vindGebruikerOpEmail(db: DbOfTx, email: string): Promise<Gebruiker | undefined> {
  const [g] = await db.select().from(gebruikers).where(eq(gebruikers.email, email.trim().toLowerCase())).limit(1);
  return g;
}

export async function machtigingenVan(db: DbOfTx, gebruikerId: number): Promise<Machtiging[]> {
  return db.select().from(machtigingen).where(eq(machtigingen.gebruikerId, gebruikerId));
}

export async function maakSessie(db: DbOfTx, waarden: { id: string; gebruikerId: number; verlooptOp: Date }) {
  await db.insert(sessies).values(waarden);
}

/** The session with its user, only while it has not ended and not expired. */
export async function vindActieveSessie(db: DbOfTx, id: string) {
  const [rij] = await db
    .select({ sessie: sessies, gebruiker: gebruikers })
    .from(sessies)
    .innerJoin(gebruikers, eq(gebruikers.id, sessies.gebruikerId))
    .where(and(eq(sessies.id, id), isNull(sessies.beeindigdOp), gt(sessies.verlooptOp, sql`now()`)))
    .limit(1);
  return rij;
}

export async function beeindigSessie(db: DbOfTx, id: string) {
  await db.update(sessies).set({ beeindigdOp: sql`now()` }).where(and(eq(sessies.id, id), isNull(sessies.beeindigdOp)));
}

export async function zetGeselecteerdeKlw(db: DbOfTx, sessieId: string, klwId: number | null) {
  await db.update(sessies).set({ geselecteerdeKringloopwijzerId: klwId }).where(eq(sessies.id, sessieId));
}
