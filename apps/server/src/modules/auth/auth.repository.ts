import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereid } from '../../db/voorbereid';
import { gebruikers, machtigingen, sessies, type Gebruiker, type Machtiging } from '../../db/schema';

export async function vindGebruikerOpEmail(db: DbOfTx, email: string): Promise<Gebruiker | undefined> {
  const [g] = await db.select().from(gebruikers).where(eq(gebruikers.email, email.trim().toLowerCase())).limit(1);
  return g;
}

export async function maakSessie(db: DbOfTx, waarden: { id: string; gebruikerId: number; verlooptOp: Date }) {
  await db.insert(sessies).values(waarden);
}

/**
 * The session with its user and the user's proxies/mandates, only while it has not ended
 * and not expired. One prepared round trip: it runs on every authenticated call.
 */
export async function vindActieveSessie(db: Db, id: string) {
  const [rij] = await voorbereid(db, 'vind_actieve_sessie', (d) =>
    d
      .select({
        sessie: sessies,
        gebruiker: gebruikers,
        machtigingen: sql<Machtiging[]>`coalesce((
          select json_agg(json_build_object('id', m.id, 'gebruikerId', m.gebruiker_id, 'relatieId', m.relatie_id,
                                            'soort', m.soort, 'magBewerken', m.mag_bewerken) order by m.id)
          from ${machtigingen} m where m.gebruiker_id = "gebruikers"."id"), '[]'::json)`,
      })
      .from(sessies)
      .innerJoin(gebruikers, eq(gebruikers.id, sessies.gebruikerId))
      .where(and(eq(sessies.id, sql.placeholder('id')), isNull(sessies.beeindigdOp), gt(sessies.verlooptOp, sql`now()`)))
      .limit(1),
  ).execute({ id });
  return rij;
}

export async function beeindigSessie(db: DbOfTx, id: string) {
  await db.update(sessies).set({ beeindigdOp: sql`now()` }).where(and(eq(sessies.id, id), isNull(sessies.beeindigdOp)));
}

export async function zetGeselecteerdeKlw(db: DbOfTx, sessieId: string, klwId: number | null) {
  await db.update(sessies).set({ geselecteerdeKringloopwijzerId: klwId }).where(eq(sessies.id, sessieId));
}
