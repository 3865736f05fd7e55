/** Tests: revoke every active mandate of a user's organisation for a while, then restore them. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { gebruikers, machtigingen } from '../../src/db/schema';

export async function zonderMachtigingen<T>(db: Db, email: string, doe: () => Promise<T>): Promise<T> {
  const [a] = await db.select().from(gebruikers).where(eq(gebruikers.email, email));
  if (a?.organisatieId == null) throw new Error(`${email} werkt niet voor een organisatie`);
  const weg = await db
    .update(machtigingen)
    .set({ status: 'ingetrokken' })
    .where(and(eq(machtigingen.organisatieId, a.organisatieId), eq(machtigingen.status, 'actief')))
    .returning({ id: machtigingen.id });
  try {
    return await doe();
  } finally {
    if (weg.length > 0) await db.update(machtigingen).set({ status: 'actief' }).where(inArray(machtigingen.id, weg.map((m) => m.id)));
  }
}
