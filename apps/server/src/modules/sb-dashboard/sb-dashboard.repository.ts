/**
 * The service desk's dashboard in four read-only statements (sharing-anchors.md §2 /sbDashboard):
 * everything is counted in SQL, no record's input or outcome is loaded into the server. Reads of
 * several owners' tables, written by none of them here (decision 026 allows a read-only
 * aggregate; /Deelnemers does the same).
 */
import { sql } from 'drizzle-orm';
import type { DbOfTx } from '../../db/client';

const rijen = async <R>(db: DbOfTx, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: R[] }).rows;

/** Records of the year with 'saved input': a register screen or the manual milk data. */
const heeftInvoer = sql`(exists (select 1 from klw_invoer i where i.relatie_id = k.relatie_id and i.kringloopwijzer_id = k.id)
  or exists (select 1 from handmatige_melkgegevens h where h.relatie_id = k.relatie_id and h.kringloopwijzer_id = k.id))`;

export interface VoortgangRij {
  zuivel: string | null;
  ingediend: number;
  open: number;
  niet_gestart: number;
}

/**
 * Per dairy company: the organisation behind the farm's active milk-delivery link (decision 020:
 * the dairy is the supplier of 'melkleveringen'); a farm with several takes the newest.
 */
export function leesVoortgang(db: DbOfTx, jaar: number, gesloten: number) {
  return rijen<VoortgangRij>(
    db,
    sql`with z as (
          select distinct on (ko.relatie_id) ko.relatie_id, r.naam
          from koppelingen ko join leveranciers l on l.id = ko.leverancier_id join relaties r on r.id = l.organisatie_id
          where ko.soort = 'melkleveringen' and ko.status = 'actief'
          order by ko.relatie_id, ko.sinds desc nulls last, ko.id desc),
        k as (select k.relatie_id, k.status_id >= ${gesloten} as ingediend, ${heeftInvoer} as invoer from kringloopwijzers k where k.jaar = ${jaar})
        select z.naam as zuivel,
          count(*) filter (where k.ingediend)::int as ingediend,
          count(*) filter (where not k.ingediend and k.invoer)::int as open,
          count(*) filter (where not k.ingediend and not k.invoer)::int as niet_gestart
        from k left join z on z.relatie_id = k.relatie_id
        group by z.naam order by z.naam nulls last`,
  );
}

export interface AlgemeenRij {
  jaren: number[] | string;
  zonder_klw: number;
  machtigingen: number;
  organisaties: number;
  bedrijfswijzigingen: number;
  deelnames: number;
  doelen: number;
}

/** The years with records, farms without a record for the year, and the counts of the work queues. */
export async function leesAlgemeen(db: DbOfTx, jaar: number) {
  const [r] = await rijen<AlgemeenRij>(
    db,
    sql`select
      (select coalesce(array_agg(distinct jaar order by jaar desc), '{}') from kringloopwijzers) as jaren,
      (select count(*)::int from relaties r where r.soort = 'bedrijf' and not exists (select 1 from kringloopwijzers k where k.relatie_id = r.id and k.jaar = ${jaar})) as zonder_klw,
      (select count(*)::int from machtigingen where status = 'aangevraagd') as machtigingen,
      (select count(*)::int from relaties where soort <> 'bedrijf' and status = 'aangevraagd') as organisaties,
      (select count(*)::int from bedrijfswijzigingen where status = 'aangevraagd') as bedrijfswijzigingen,
      (select count(*)::int from deelnames where status = 'aangevraagd') as deelnames,
      (select count(*)::int from doelen where status = 'concept' and licentiegever_akkoord_op is null) as doelen`,
  );
  return r;
}

/** Failed data-link messages per cause (the partial index koppeling_verwerking_open_idx covers it). */
export const leesMislukteBerichten = (db: DbOfTx) =>
  rijen<{ oorzaak: string | null; aantal: number }>(db, sql`select oorzaak, count(*)::int as aantal from koppeling_verwerking where status = 'mislukt' group by oorzaak order by aantal desc, oorzaak`);

/**
 * Submissions per day (Europe/Amsterdam) of the year's records that are submitted now: the last
 * 'indienen' audit row of each (a record reopened and submitted again counts on its last day).
 * Submitted records without such a row (loaded as submitted) come back with dag null.
 */
export const leesIndieningen = (db: DbOfTx, jaar: number, gesloten: number) =>
  rijen<{ dag: string | null; aantal: number }>(
    db,
    sql`select to_char(d.dag, 'YYYY-MM-DD') as dag, count(*)::int as aantal from (
          select (select max(a.tijdstip) from audit_log a
                  where a.relatie_id = k.relatie_id and a.kringloopwijzer_id = k.id and a.tabel = 'kringloopwijzers' and a.actie = 'indienen')
                 at time zone 'Europe/Amsterdam' as dag
          from kringloopwijzers k where k.jaar = ${jaar} and k.status_id >= ${gesloten}) d
        group by 1 order by 1 nulls first`,
  );

export interface BlokkadeRij {
  soort: 'scherm' | 'signaal' | 'totaal' | 'zonder';
  scherm: string | null;
  code: string | null;
  bericht: string | null;
  aantal: number;
}

/**
 * What blocks the year's open records, from their stored outcomes (klw_uitkomst; not by running
 * the engine per farm): a screen 'niet-klaar' or an error signal, the contract's rule
 * (indienen.blokkades.ts). Signals are grouped by screen and code (one example message), so a
 * message that names a farm's own value still counts as one item. Also the number of records
 * with at least one blocker ('totaal') and of open records without a stored outcome ('zonder').
 */
export const leesBlokkades = (db: DbOfTx, jaar: number, gesloten: number, max: number) =>
  rijen<BlokkadeRij>(
    db,
    sql`with o as (
          select k.relatie_id, k.id, u.schermstatus, u.signaleringen
          from kringloopwijzers k left join klw_uitkomst u on u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id
          where k.jaar = ${jaar} and k.status_id < ${gesloten}),
        b as (
          select o.relatie_id, o.id, 'scherm' as soort, s.key as scherm, null::text as code, null::text as bericht
          from o cross join lateral jsonb_each_text(o.schermstatus) s where o.schermstatus is not null and s.value = 'niet-klaar'
          union all
          select o.relatie_id, o.id, 'signaal', e->>'scherm', e->>'code', e->>'bericht'
          from o cross join lateral jsonb_array_elements(o.signaleringen) e where o.signaleringen is not null and e->>'ernst' = 'fout'),
        top as (
          select soort, scherm, code, min(bericht) as bericht, count(distinct (relatie_id, id))::int as aantal
          from b group by soort, scherm, code order by aantal desc, soort, scherm, code limit ${max})
        select * from top
        union all select 'totaal', null, null, null, (select count(distinct (relatie_id, id))::int from b)
        union all select 'zonder', null, null, null, (select count(*)::int from o where o.schermstatus is null)`,
  );
