/**
 * The live links of several farms with their health (decision 020, `gezondheidVan`), in two queries
 * whatever the number of farms: for the /Deelnemers column (the farm's worst link) and the start
 * page's pre-flight items (`koppelingPunten`). The same rules as the Koppelingen screen
 * (koppelingen.boer.ts `overzicht`): a link's messages are the farm's messages with its supplier,
 * type and customer number; its last message counts whatever became of it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { gezondheidVan, slechtsteGezondheid, vandaagIso, type BedrijfGezondheid, type BerichtSoort, type KoppelingStand, type KoppelingStatus } from '@kw/contract';
import type { Db } from '../../db/client';
import { koppelingBerichten, koppelingen, koppelingVerwerking, leveranciers, relaties } from '../../db/schema';

const dag = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString().slice(0, 10));

/** Per farm its live links (active, or asked for by a supplier); `jaar` counts the failed messages of that year. */
export async function koppelingStanden(db: Db, relatieIds: readonly number[], jaar: number | null = null, vandaag = vandaagIso()): Promise<Map<number, KoppelingStand[]>> {
  const uit = new Map<number, KoppelingStand[]>(relatieIds.map((id) => [id, []]));
  if (relatieIds.length === 0) return uit;
  const ids = [...new Set(relatieIds)];
  const links = await db
    .select({ relatieId: koppelingen.relatieId, leverancierId: koppelingen.leverancierId, soort: koppelingen.soort, klantnummer: koppelingen.klantnummer, status: koppelingen.status, sinds: koppelingen.sinds, leverancier: relaties.naam })
    .from(koppelingen)
    .innerJoin(leveranciers, eq(leveranciers.id, koppelingen.leverancierId))
    .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId))
    .where(and(inArray(koppelingen.relatieId, ids), inArray(koppelingen.status, ['actief', 'aangevraagd'])));
  if (links.length === 0) return uit;
  const berichten = await db
    .select({
      relatieId: koppelingVerwerking.relatieId,
      leverancierId: koppelingVerwerking.leverancierId,
      soort: koppelingVerwerking.soort,
      klantnummer: koppelingVerwerking.klantnummer,
      laatste: sql<Date | string | null>`max(${koppelingBerichten.ontvangenOp})`,
      laatsteVerwerkt: sql<Date | string | null>`max(${koppelingBerichten.ontvangenOp}) filter (where ${koppelingVerwerking.status} = 'verwerkt')`,
      fouten: sql<number>`count(*) filter (where ${koppelingVerwerking.status} = 'mislukt')`.mapWith(Number),
      foutenInJaar: sql<number>`count(*) filter (where ${koppelingVerwerking.status} = 'mislukt' and ${koppelingVerwerking.jaar} = ${jaar ?? -1})`.mapWith(Number),
    })
    .from(koppelingVerwerking)
    .innerJoin(koppelingBerichten, and(eq(koppelingBerichten.leverancierId, koppelingVerwerking.leverancierId), eq(koppelingBerichten.id, koppelingVerwerking.berichtId)))
    .where(inArray(koppelingVerwerking.relatieId, ids))
    .groupBy(koppelingVerwerking.relatieId, koppelingVerwerking.leverancierId, koppelingVerwerking.soort, koppelingVerwerking.klantnummer);
  const sleutel = (r: { relatieId: number | null; leverancierId: number; soort: string; klantnummer: string | null }) => `${r.relatieId}|${r.leverancierId}|${r.soort}|${r.klantnummer ?? ''}`;
  const perLink = new Map(berichten.map((b) => [sleutel(b), b]));
  for (const k of links) {
    const b = perLink.get(sleutel(k));
    const invoer = { soort: k.soort as BerichtSoort, status: k.status as KoppelingStatus, sinds: dag(k.sinds), laatsteBericht: dag(b?.laatste ?? null), vandaag };
    const g = gezondheidVan({ ...invoer, openFouten: b?.fouten ?? 0 });
    const c = gezondheidVan({ ...invoer, openFouten: 0 });
    uit.get(k.relatieId)!.push({
      leverancier: k.leverancier,
      soort: k.soort as BerichtSoort,
      gezondheid: g.gezondheid,
      reden: g.reden,
      cadans: c.gezondheid,
      cadansReden: c.reden,
      laatsteVerwerkt: dag(b?.laatsteVerwerkt ?? null),
      foutenInJaar: b?.foutenInJaar ?? 0,
    });
  }
  return uit;
}

/** Per farm the worst link's health (grey without a live link). */
export async function bedrijfGezondheden(db: Db, relatieIds: readonly number[]): Promise<Map<number, BedrijfGezondheid>> {
  const standen = await koppelingStanden(db, relatieIds);
  return new Map([...standen].map(([id, s]) => [id, slechtsteGezondheid(s)]));
}
