/**
 * The records of a whole reporting year, for /beheer/algemeen (decision 030): counts per year,
 * the preview of closing, opening a year for every farm and closing its open records. Each
 * change writes one audit row per record in the same statement, like a submission does.
 */
import { sql } from 'drizzle-orm';
import type { DbOfTx } from '../../db/client';
import { STATUS_AFGESLOTEN, STATUS_OPEN } from './kringloopwijzer.status';

async function rijen<T>(db: DbOfTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Per year with records: how many, and how many still open (status 1 or lower). */
export async function aantallenPerJaar(db: DbOfTx) {
  return rijen<{ jaar: number; aantal: number; open: number }>(
    db,
    sql`select jaar, count(*)::int as aantal, (count(*) filter (where status_id <= ${STATUS_OPEN.statusId}))::int as open from kringloopwijzers group by jaar`,
  );
}

/** The records of a year per status id. */
export async function aantallenPerStatus(db: DbOfTx, jaar: number) {
  return rijen<{ statusId: number; aantal: number }>(db, sql`select status_id as "statusId", count(*)::int as aantal from kringloopwijzers where jaar = ${jaar} group by status_id order by status_id`);
}

/** The first open records of a year (by farm name), the ones closing would close. */
export async function openRecordsVanJaar(db: DbOfTx, jaar: number, max: number) {
  return rijen<{ relatieId: number; bedrijfsnaam: string; kvkNummer: string | null }>(
    db,
    sql`select k.relatie_id as "relatieId", r.naam as bedrijfsnaam, r.kvk_nummer as "kvkNummer"
        from kringloopwijzers k join relaties r on r.id = k.relatie_id
        where k.jaar = ${jaar} and k.status_id <= ${STATUS_OPEN.statusId} order by r.naam, k.relatie_id limit ${max}`,
  );
}

/**
 * Creates the year's record for every approved farm that lacks one (one statement: all or none;
 * run again, it creates only what is still missing). Returns how many were created.
 */
export async function maakRecordsVoorJaar(db: DbOfTx, jaar: number, gebruikerId: number): Promise<number> {
  const r = await rijen<{ n: number }>(
    db,
    sql`with nieuw as (
          insert into kringloopwijzers (relatie_id, jaar, status_id, status_omschrijving, status_toelichting)
          select r.id, ${jaar}, ${STATUS_OPEN.statusId}, ${STATUS_OPEN.statusOmschrijving}, ${STATUS_OPEN.statusToelichting}
          from relaties r where r.soort = 'bedrijf' and r.status = 'goedgekeurd'
            and not exists (select 1 from kringloopwijzers k where k.relatie_id = r.id and k.jaar = ${jaar})
          on conflict do nothing
          returning relatie_id, id),
        regels as (
          insert into audit_log (gebruiker_id, relatie_id, kringloopwijzer_id, tabel, actie, voor, na)
          select ${gebruikerId}, relatie_id, id, 'kringloopwijzers', 'jaar openen', null, ${JSON.stringify({ jaar, statusId: STATUS_OPEN.statusId })}::jsonb from nieuw
          returning 1)
        select count(*)::int as n from regels`,
  );
  return r[0]?.n ?? 0;
}

/** The number of open records of a year, counted inside the closing transaction. */
export async function aantalOpenVanJaar(db: DbOfTx, jaar: number): Promise<number> {
  const r = await rijen<{ n: number }>(db, sql`select count(*)::int as n from kringloopwijzers where jaar = ${jaar} and status_id <= ${STATUS_OPEN.statusId}`);
  return r[0]?.n ?? 0;
}

/** Closes every open record of the year, each with its audit row (before and after). Returns how many. */
export async function sluitRecordsVanJaar(db: DbOfTx, jaar: number, gebruikerId: number): Promise<number> {
  const r = await rijen<{ n: number }>(
    db,
    sql`with dicht as (
          update kringloopwijzers k set status_id = ${STATUS_AFGESLOTEN.statusId}, status_omschrijving = ${STATUS_AFGESLOTEN.statusOmschrijving}, status_toelichting = ${STATUS_AFGESLOTEN.statusToelichting}
          from (select relatie_id, id, status_id from kringloopwijzers where jaar = ${jaar} and status_id <= ${STATUS_OPEN.statusId}) v
          where k.relatie_id = v.relatie_id and k.id = v.id and k.status_id <= ${STATUS_OPEN.statusId}
          returning k.relatie_id, k.id, v.status_id as voor),
        regels as (
          insert into audit_log (gebruiker_id, relatie_id, kringloopwijzer_id, tabel, actie, voor, na)
          select ${gebruikerId}, relatie_id, id, 'kringloopwijzers', 'jaar sluiten', jsonb_build_object('statusId', voor), ${JSON.stringify({ statusId: STATUS_AFGESLOTEN.statusId })}::jsonb from dicht
          returning 1)
        select count(*)::int as n from regels`,
  );
  return r[0]?.n ?? 0;
}
