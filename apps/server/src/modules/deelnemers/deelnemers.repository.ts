/**
 * The farms of /Deelnemers (decision 019) in one statement: for an organisation user the farms
 * with an active mandate of the organisation (read now, so a revocation or an expiry counts
 * from the next call), for staff every farm; per farm the shown year's record, its stored
 * outcome's screen states and the last change. Only the page's rows get their last change
 * looked up; the counts over all matching farms come from the same statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gebruikers, handmatigeMelkgegevens, klwInvoer, klwUitkomst, kringloopwijzers, machtigingen, relaties, sessies } from '../../db/schema';
import { voorbereidSql } from '../../db/voorbereid';
import { isActieveSessieVanToken } from '../auth/auth.service';
import { deelSql } from './deelnemers.resultaat-deel';
import { vandaagNl } from '../../db/vandaag';

/** Who asks: only what the list needs (an adviser's hundreds of mandates are not loaded per call). */
export interface LijstVrager {
  id: number;
  isSBMedewerker: boolean;
  organisatieId: number | null;
}

/** The user of an active session named by a token, or undefined (ended session, other user). */
export async function vindVrager(db: Db, tokenRef: string, gebruikerId: number): Promise<LijstVrager | undefined> {
  const [rij] = await db
    .select({ id: gebruikers.id, isSBMedewerker: gebruikers.isSBMedewerker, organisatieId: gebruikers.organisatieId })
    .from(sessies)
    .innerJoin(gebruikers, sql`${gebruikers.id} = ${sessies.gebruikerId}`)
    .where(sql`${isActieveSessieVanToken(sql`${tokenRef}`)} and ${gebruikers.id} = ${gebruikerId}`)
    .limit(1);
  return rij;
}

export interface LijstVraag {
  vrager: LijstVrager;
  zoek?: string;
  filter?: 'niet-ingediend' | 'met-waarschuwingen';
  jaar?: number;
  pagina: number;
  perPagina: number;
  /** the screens whose state counts (the menu's) */
  schermen: string[];
  statusGeslotenVanaf: number;
}

export interface LijstRij {
  relatieId: number;
  naam: string;
  kvkNummer: string | null;
  ubns: string[] | string;
  brs: string | null;
  machtigingId: number | null;
  soort: 'volmacht' | 'beheren' | 'inzien' | null;
  einddatum: string | null;
  klwId: number | null;
  jaar: number | null;
  statusId: number | null;
  nieuwsteKlwId: number | null;
  klaar: number;
  waarschuwingen: number;
  laatsteWijziging: string | null;
  totaal: number;
}

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
const likeLetterlijk = (s: string) => s.replace(/[\\%_]/g, (t) => `\\${t}`);

type ZoekSoort = 'geen' | 'naam' | 'nummer';
const zoekSoort = (zoek: string | undefined): ZoekSoort => (!zoek ? 'geen' : /^\d+$/.test(zoek) ? 'nummer' : 'naam');

/** Name: a part of it in any case; digits: also the start of the KvK number, the BRS number or a UBN. */
function zoekVoorwaarde(soort: ZoekSoort): SQL {
  if (soort === 'geen') return sql`true`;
  const deel = sql`${sql.placeholder('deel')}::text`;
  if (soort === 'naam') return sql`r.naam ilike ${deel}`;
  const begin = sql`${sql.placeholder('begin')}::text`;
  return sql`(r.naam ilike ${deel} or r.kvk_nummer like ${begin} or r.brs like ${begin}
              or exists (select 1 from unnest(r.ubns) as u(ubn) where u.ubn like ${begin}))`;
}

/** The shown year's record of farm `r` (that year's, or the newest), as a lateral subquery on alias k. */
const recordVan = (metJaar: boolean) =>
  sql`left join lateral (select k.id, k.jaar, k.status_id from ${kringloopwijzers} k
                          where k.relatie_id = r.id and ${metJaar ? sql`k.jaar = ${sql.placeholder('jaar')}::int` : sql`true`} order by k.jaar desc limit 1) k on true`;

/**
 * Sorting and paging need only the farm and its mandate, so the page is cut first and only its
 * rows read their record, outcome and last change. A filter needs the record (and the outcome)
 * of every matching farm; then those are read for all of them.
 */
export async function leesDeelnemers(db: Db, v: LijstVraag): Promise<LijstRij[]> {
  const medewerker = v.vrager.isSBMedewerker;
  const zoek = zoekSoort(v.zoek);
  const metJaar = v.jaar !== undefined;
  // One prepared statement per shape (who × filter × kind of search × year given): the list is
  // planned once per connection instead of on every call (planning cost more than running it).
  const vorm = `deelnemers_${medewerker ? 'sb' : 'org'}_${v.filter ?? 'alle'}_${zoek}_${metJaar ? 'jaar' : 'nieuwste'}`.replace(/-/g, '_');
  const rijen = await voorbereidSql<LijstRij>(db, vorm, () => lijstSql(medewerker, v.filter, zoek, metJaar, v.schermen, v.statusGeslotenVanaf)).uitvoeren({
    org: v.vrager.organisatieId ?? -1,
    deel: v.zoek ? `%${likeLetterlijk(v.zoek)}%` : '',
    begin: v.zoek ? `${likeLetterlijk(v.zoek)}%` : '',
    jaar: v.jaar ?? 0,
    limiet: v.perPagina,
    vanaf: (v.pagina - 1) * v.perPagina,
  });
  return rijen;
}

function lijstSql(medewerker: boolean, filterSoort: LijstVraag['filter'], zoek: ZoekSoort, metJaar: boolean, schermenLijst: string[], statusGeslotenVanaf: number): SQL {
  // Staff: every farm, no mandate; an organisation: its strongest live mandate per farm.
  const bereik = medewerker
    ? sql`select null::int as relatie_id, null::int as machtiging_id, null::text as soort, null::date as einddatum where false`
    : sql`select distinct on (mo.relatie_id) mo.relatie_id, mo.id as machtiging_id, mo.soort, mo.einddatum
            from ${machtigingen} mo
           where mo.organisatie_id = ${sql.placeholder('org')}::int and mo.status = 'actief'
             and mo.soort in ('volmacht', 'beheren', 'inzien') and ${vandaagNl} between mo.ingangsdatum and mo.einddatum
           order by mo.relatie_id, (mo.soort = 'volmacht') desc, (mo.soort = 'beheren') desc, mo.id`;
  const koppeling = medewerker ? sql`left join bereik b on b.relatie_id = r.id` : sql`join bereik b on b.relatie_id = r.id`;
  // the screens are constants of the code, written into the statement
  const schermen = sql.raw(`array[${schermenLijst.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]::text[]`);
  const filter =
    filterSoort === 'niet-ingediend'
      ? sql`${recordVan(metJaar)} where coalesce(k.status_id, 0) < ${sql.raw(String(Math.trunc(statusGeslotenVanaf)))}`
      : filterSoort === 'met-waarschuwingen'
        ? sql`${recordVan(metJaar)} join ${klwUitkomst} u on u.relatie_id = r.id and u.kringloopwijzer_id = k.id
              where exists (select 1 from jsonb_each_text(u.schermstatus) e where e.key = any(${schermen}) and e.value = 'waarschuwing')`
        : sql``;
  const tel = (waarde: 'klaar' | 'waarschuwing') =>
    sql`coalesce((select count(*) from jsonb_each_text(u.schermstatus) e where e.key = any(${schermen}) and e.value = ${sql.raw(`'${waarde}'`)}), 0)::int`;
  return sql`
    with bereik as (${bereik}),
    kandidaten as (
      select r.id, r.naam, b.machtiging_id, b.soort, b.einddatum
        from ${relaties} r
        ${koppeling}
       where r.soort = 'bedrijf' and ${zoekVoorwaarde(zoek)}
    ),
    gefilterd as (select r.* from kandidaten r ${filter}),
    pagina as (select * from gefilterd order by lower(naam), id limit ${sql.placeholder('limiet')}::int offset ${sql.placeholder('vanaf')}::int)
    select r.id as "relatieId", r.naam, r.kvk_nummer as "kvkNummer", array_to_json(r.ubns) as "ubns", r.brs,
           p.machtiging_id as "machtigingId", p.soort, to_char(p.einddatum, 'YYYY-MM-DD') as "einddatum",
           k.id as "klwId", k.jaar, k.status_id as "statusId", n.id as "nieuwsteKlwId",
           ${tel('klaar')} as klaar, ${tel('waarschuwing')} as waarschuwingen,
           to_char(greatest(
             (select max(i.gewijzigd_op) from ${klwInvoer} i where i.relatie_id = r.id and i.kringloopwijzer_id = k.id),
             (select h.gewijzigd_op from ${handmatigeMelkgegevens} h where h.relatie_id = r.id and h.kringloopwijzer_id = k.id)
           ) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "laatsteWijziging",
           (select count(*) from gefilterd)::int as "totaal"
      from pagina p
      join ${relaties} r on r.id = p.id
      ${recordVan(metJaar)}
      left join lateral (select k2.id from ${kringloopwijzers} k2 where k2.relatie_id = r.id order by k2.jaar desc limit 1) n on true
      left join ${klwUitkomst} u on u.relatie_id = r.id and u.kringloopwijzer_id = k.id
     order by lower(r.naam), r.id`;
}

/** How many farms match when the page is past the end (the page query then returns no row to carry it). */
export async function telDeelnemers(db: Db, v: LijstVraag): Promise<number> {
  const rijen = await leesDeelnemers(db, { ...v, pagina: 1, perPagina: 1 });
  return rijen[0]?.totaal ?? 0;
}

/** The farms among `relatieIds` that exist (soort bedrijf), with the record of `jaar` and its stored result if current. */
export async function leesKengetallenBron(db: Db, relatieIds: number[], jaar: number) {
  const resultaat = await db.execute(sql`
    select r.id as "relatieId", r.naam, r.kvk_nummer as "kvkNummer", array_to_json(r.ubns) as "ubns", r.brs,
           k.id as "klwId", k.status_id as "statusId",
           case when u.resultaat is not null and u.invoer_versie = (
                  coalesce((select sum(i.versie) from ${klwInvoer} i where i.relatie_id = k.relatie_id and i.kringloopwijzer_id = k.id), 0)
                + coalesce((select h.versie from ${handmatigeMelkgegevens} h where h.relatie_id = k.relatie_id and h.kringloopwijzer_id = k.id), 0)
                + k.leveringen_versie) then (${deelSql(sql`d.r`)})::text end as "resultaat"
      from unnest(${sql`array[${sql.join(relatieIds.map((id) => sql`${id}`), sql`, `)}]::int[]`}) as gekozen(id)
      join ${relaties} r on r.id = gekozen.id and r.soort = 'bedrijf'
      left join ${kringloopwijzers} k on k.relatie_id = r.id and k.jaar = ${jaar}
      left join ${klwUitkomst} u on u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id
      -- the stored result decompressed once per row: every -> on the stored (toasted) value would decompress all of it again
      left join lateral (select u.resultaat || '{}'::jsonb as r offset 0) d on true
     order by lower(r.naam), r.id`);
  return (resultaat as unknown as { rows: KengetallenBronRij[] }).rows;
}

export interface KengetallenBronRij {
  relatieId: number;
  naam: string;
  kvkNummer: string | null;
  ubns: string[] | string;
  brs: string | null;
  klwId: number | null;
  statusId: number | null;
  /** the part of the stored result the key figures read (deelnemers.resultaat-deel), as JSON text, while it belongs to the current input; null otherwise */
  resultaat: string | null;
}
