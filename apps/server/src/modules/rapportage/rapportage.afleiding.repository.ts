/**
 * The record's input version alone (the same sum as `invoerVersie` and `leesUitkomst`): enough to
 * know whether the cached trace graph is current without reading every screen's document.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voorbereidSql } from '../../db/voorbereid';
import { handmatigeMelkgegevens, klwInvoer, kringloopwijzers } from '../../db/schema';

export async function leesInvoerVersie(db: Db, r: { relatieId: number; kringloopwijzerId: number }): Promise<number | undefined> {
  const [rij] = await voorbereidSql<{ versie: number }>(db, 'lees_invoer_versie', () => sql`
    select
      (coalesce((select sum(i.versie) from ${klwInvoer} i where i.relatie_id = k.relatie_id and i.kringloopwijzer_id = k.id), 0)
        + coalesce((select h.versie from ${handmatigeMelkgegevens} h where h.kringloopwijzer_id = k.id), 0)
        + k.leveringen_versie)::integer as "versie"
    from ${kringloopwijzers} k
    where k.id = ${sql.placeholder('klwId')} and k.relatie_id = ${sql.placeholder('relatieId')}`).uitvoeren({ klwId: r.kringloopwijzerId, relatieId: r.relatieId });
  return rij?.versie;
}
