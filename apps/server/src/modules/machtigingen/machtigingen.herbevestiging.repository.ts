/**
 * SQL of a company change's effect on the farm's mandates (decision 019), called by Registratie
 * relatie inside its transaction that processes the change. Here, with the owner of `machtigingen`
 * and `machtiging_gebeurtenissen` (decision 026), through machtigingen.service.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOfTx } from '../../db/client';
import { machtigingGebeurtenissen, machtigingen, relaties } from '../../db/schema';

/**
 * Every active mandate of the farm back to 'aangevraagd' with a history row (actie
 * 'herbevestigen'): the farmer confirms each again after a company change (decision 019).
 */
export async function vraagHerbevestiging(db: DbOfTx, relatieId: number, door: number) {
  const geraakt = await db
    .update(machtigingen)
    .set({ status: 'aangevraagd', statusGewijzigdOp: sql`now()`, statusGewijzigdDoor: door, statusReden: 'bedrijfswijziging', versie: sql`${machtigingen.versie} + 1` })
    .where(and(eq(machtigingen.relatieId, relatieId), eq(machtigingen.status, 'actief')))
    .returning({ id: machtigingen.id, organisatieId: machtigingen.organisatieId, soort: machtigingen.soort });
  if (geraakt.length > 0) {
    await db.insert(machtigingGebeurtenissen).values(
      geraakt.map((m) => ({ relatieId, machtigingId: m.id, gebruikerId: door, actie: 'herbevestigen', vanStatus: 'actief', naarStatus: 'aangevraagd', reden: 'bedrijfswijziging' })),
    );
  }
  const namen = geraakt.length
    ? await db.select({ id: relaties.id, naam: relaties.naam }).from(relaties).where(sql`${relaties.id} in (${sql.join(geraakt.map((m) => sql`${m.organisatieId}`), sql`, `)})`)
    : [];
  return geraakt.map((m) => ({ ...m, organisatie: namen.find((n) => n.id === m.organisatieId)?.naam ?? 'organisatie' }));
}
