/**
 * A farm's link mandates for the consent ledger (decision 033): each link with its supplier (name,
 * KvK) and the receive time of the last message processed for it ("laatst gebruikt"). The caller
 * (the ledger) has checked the right to read them; revoking stays `trekIn` in koppelingen.boer.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { koppelingBerichten, koppelingen, koppelingVerwerking, leveranciers, relaties } from '../../db/schema';

export { trekIn as trekKoppelingIn } from './koppelingen.boer';

export async function koppelingenVoorGrootboek(db: Db, relatieId: number) {
  // a link's messages are those of its supplier, type and customer number at this farm (as on Koppelingen)
  const laatst = sql<Date | string | null>`(
    select max(${koppelingBerichten.ontvangenOp}) from ${koppelingVerwerking}
      join ${koppelingBerichten} on ${koppelingBerichten.leverancierId} = ${koppelingVerwerking.leverancierId} and ${koppelingBerichten.id} = ${koppelingVerwerking.berichtId}
     where ${koppelingVerwerking.relatieId} = ${koppelingen.relatieId} and ${koppelingVerwerking.leverancierId} = ${koppelingen.leverancierId}
       and ${koppelingVerwerking.soort} = ${koppelingen.soort} and ${koppelingVerwerking.klantnummer} = ${koppelingen.klantnummer}
       and ${koppelingVerwerking.status} = 'verwerkt')`;
  const rijen = await db
    .select({
      id: koppelingen.id,
      versie: koppelingen.versie,
      soort: koppelingen.soort,
      klantnummer: koppelingen.klantnummer,
      status: koppelingen.status,
      sinds: koppelingen.sinds,
      aangemaaktOp: koppelingen.aangemaaktOp,
      statusGewijzigdOp: koppelingen.statusGewijzigdOp,
      leverancier: relaties.naam,
      leverancierKvk: relaties.kvkNummer,
      laatsteBericht: laatst,
    })
    .from(koppelingen)
    .innerJoin(leveranciers, eq(leveranciers.id, koppelingen.leverancierId))
    .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId))
    .where(and(eq(koppelingen.relatieId, relatieId)))
    .orderBy(asc(koppelingen.soort), desc(koppelingen.statusGewijzigdOp));
  return rijen.map((r) => ({ ...r, laatsteBericht: r.laatsteBericht === null ? null : new Date(r.laatsteBericht) }));
}
