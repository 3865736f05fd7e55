/**
 * The farms of the sector report (decision 029) in one statement: every farm, its record of the
 * year, when that record was last submitted (the audit trail of Indienen) and, from the stored
 * outcome (klw_uitkomst, never recomputed), the dashboard and the few result figures the groups
 * need. A read only: this module writes nothing.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, klwUitkomst, kringloopwijzers, relaties } from '../../db/schema';

export interface SectorRij {
  relatieId: number;
  naam: string;
  kvkNummer: string | null;
  postcode: string | null;
  provincie: string | null;
  klwId: number | null;
  statusId: number | null;
  ingediendOp: Date | string | null;
  dashboard: unknown;
  perGrondsoort: unknown;
  totaalHa: number | string | null;
  melkKg: number | string | null;
  standaarden: number | string | null;
}

export async function leesSectorRijen(db: Db, jaar: number): Promise<SectorRij[]> {
  const antwoord = await db.execute(sql`
    select r.id as "relatieId", r.naam as "naam", r.kvk_nummer as "kvkNummer", r.postcode as "postcode", r.provincie as "provincie",
           k.id as "klwId", k.status_id as "statusId",
           (select max(a.tijdstip) from ${auditLog} a
             where a.relatie_id = k.relatie_id and a.kringloopwijzer_id = k.id and a.tabel = 'kringloopwijzers' and a.actie = 'indienen') as "ingediendOp",
           u.dashboard as "dashboard",
           x.oppervlakten -> 'perGrondsoort' as "perGrondsoort",
           case when jsonb_typeof(x.oppervlakten -> 'totaalHa') = 'number' then (x.oppervlakten ->> 'totaalHa')::float8 end as "totaalHa",
           case when jsonb_typeof(x.melk -> 'melkproductieKg') = 'number' then (x.melk ->> 'melkproductieKg')::float8 end as "melkKg",
           case when jsonb_typeof(x."gebruikteStandaarden") = 'array' then jsonb_array_length(x."gebruikteStandaarden") end as "standaarden"
      from ${relaties} r
      left join ${kringloopwijzers} k on k.relatie_id = r.id and k.jaar = ${jaar}
      left join ${klwUitkomst} u on u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id
      -- the stored result is large: read it once per row and take the three small parts from it (it is the
      -- engine's result object or null, as uitkomst stores it)
      left join lateral jsonb_to_record(u.resultaat)
             as x(oppervlakten jsonb, melk jsonb, "gebruikteStandaarden" jsonb) on true
     where r.soort = 'bedrijf'
     order by r.id`);
  return (antwoord as unknown as { rows: SectorRij[] }).rows;
}
