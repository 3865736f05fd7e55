/**
 * What the sector report (decision 029) needs of the links, read by their owner (decision 026):
 * per farm the message types of its active links and the supplier of its milk-delivery link
 * (the farm's dairy); per record how many fields a link wrote and how many the farmer kept
 * against a link ("uit koppeling" and its corrected state, koppeling_wijzigingen).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { koppelingen, koppelingWijzigingen, leveranciers, relaties } from '../../db/schema';

export interface KoppelingGebruik {
  soorten: string[];
  /** the supplier of the active milk-delivery link (first by name when there are more) */
  melkLeverancier: string | null;
}

export async function koppelingGebruik(db: Db, relatieIds: readonly number[]): Promise<Map<number, KoppelingGebruik>> {
  const uit = new Map<number, KoppelingGebruik>();
  if (relatieIds.length === 0) return uit;
  const rijen = await db
    .selectDistinct({ relatieId: koppelingen.relatieId, soort: koppelingen.soort, leverancier: relaties.naam })
    .from(koppelingen)
    .innerJoin(leveranciers, eq(leveranciers.id, koppelingen.leverancierId))
    .innerJoin(relaties, eq(relaties.id, leveranciers.organisatieId))
    .where(and(inArray(koppelingen.relatieId, [...new Set(relatieIds)]), eq(koppelingen.status, 'actief')))
    .orderBy(koppelingen.relatieId, relaties.naam);
  for (const r of rijen) {
    const g = uit.get(r.relatieId) ?? { soorten: [], melkLeverancier: null };
    if (!g.soorten.includes(r.soort)) g.soorten.push(r.soort);
    if (r.soort === 'melkleveringen' && g.melkLeverancier === null) g.melkLeverancier = r.leverancier;
    uit.set(r.relatieId, g);
  }
  return uit;
}

export interface HerkomstTelling {
  uitKoppeling: number;
  handmatig: number;
}

/**
 * Per record: of every field a link touched, its last change decides — written (the value is
 * the link's) or not written (the farmer had corrected it and kept his own value).
 */
export async function herkomstTellingen(db: Db, kringloopwijzerIds: readonly number[]): Promise<Map<number, HerkomstTelling>> {
  const uit = new Map<number, HerkomstTelling>();
  if (kringloopwijzerIds.length === 0) return uit;
  const ids = [...new Set(kringloopwijzerIds)];
  const antwoord = await db.execute(sql`
    select t.kringloopwijzer_id as klw_id,
           count(*) filter (where t.toegepast) as uit_koppeling,
           count(*) filter (where not t.toegepast) as handmatig
      from (select distinct on (w.relatie_id, w.kringloopwijzer_id, w.veld) w.kringloopwijzer_id, w.toegepast
              from ${koppelingWijzigingen} w
             where w.kringloopwijzer_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
             order by w.relatie_id, w.kringloopwijzer_id, w.veld, w.id desc) t
     group by t.kringloopwijzer_id`);
  const rijen = (antwoord as unknown as { rows: { klw_id: number; uit_koppeling: number | string; handmatig: number | string }[] }).rows;
  for (const r of rijen) uit.set(Number(r.klw_id), { uitKoppeling: Number(r.uit_koppeling), handmatig: Number(r.handmatig) });
  return uit;
}
