/**
 * The farms of /Deelnemers (issue 17 §2) in one statement: for an organisation user the farms
 * with an active mandate of the organisation (read now, so a revocation or an expiry counts
 * from the next call), for staff every farm; per farm the shown year's record, its stored
 * outcome's screen states and the last change. Only the page's rows get their last change
 * looked up; the counts over all matching farms come from the same statement.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gebruikers, handmatigeMelkgegevens, klwInvoer, klwUitkomst, kringloopwijzers, machtigingen, relaties, sessies } from '../../db/schema';
import { isActieveSessieVanToken } from '../auth/auth.repository';

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

/** Name: a part of it in any case; digits: also the start of the KvK number, the BRS number or a UBN. */
function zoekVoorwaarde(zoek: string | undefined): SQL {
  if (!zoek) return sql`true`;
  const deel = `%${likeLetterlijk(zoek)}%`;
  if (!/^\d+$/.test(zoek)) return sql`r.naam ilike ${deel}`;
  const begin = `${zoek}%`;
  return sql`(r.naam ilike ${deel} or r.kvk_nummer like ${begin} or r.brs like ${begin}
              or exists (select 1 from unnest(r.ubns) as u(ubn) where u.ubn like ${begin}))`;
}

export async function leesDeelnemers(db: Db, v: LijstVraag): Promise<LijstRij[]> {
  const medewerker = v.vrager.isSBMedewerker;
  // Staff: every farm, no mandate; an organisation: its strongest live mandate per farm.
  const bereik = medewerker
    ? sql`select null::int as relatie_id, null::int as machtiging_id, null::text as soort, null::date as einddatum where false`
    : sql`select distinct on (mo.relatie_id) mo.relatie_id, mo.id as machtiging_id, mo.soort, mo.einddatum
            from ${machtigingen} mo
           where mo.organisatie_id = ${v.vrager.organisatieId ?? -1} and mo.status = 'actief'
             and mo.soort in ('volmacht', 'beheren', 'inzien') and current_date between mo.ingangsdatum and mo.einddatum
           order by mo.relatie_id, (mo.soort = 'volmacht') desc, (mo.soort = 'beheren') desc, mo.id`;
  const koppeling = medewerker ? sql`left join bereik b on b.relatie_id = r.id` : sql`join bereik b on b.relatie_id = r.id`;
  const jaarVoorwaarde = v.jaar === undefined ? sql`true` : sql`k.jaar = ${v.jaar}`;
  const schermen = sql`array[${sql.join(v.schermen.map((s) => sql`${s}`), sql`, `)}]::text[]`;
  const filter =
    v.filter === 'niet-ingediend'
      ? sql`coalesce(g.status_id, 0) < ${v.statusGeslotenVanaf}`
      : v.filter === 'met-waarschuwingen'
        ? sql`g.waarschuwingen > 0`
        : sql`true`;
  const resultaat = await db.execute(sql`
    with bereik as (${bereik}),
    basis as (
      select r.id, r.naam, r.kvk_nummer, r.ubns, r.brs, b.machtiging_id, b.soort, b.einddatum,
             k.id as klw_id, k.jaar, k.status_id, n.id as nieuwste_klw_id, u.schermstatus
        from ${relaties} r
        ${koppeling}
        left join lateral (select k.id, k.jaar, k.status_id from ${kringloopwijzers} k
                            where k.relatie_id = r.id and ${jaarVoorwaarde} order by k.jaar desc limit 1) k on true
        left join lateral (select k.id from ${kringloopwijzers} k where k.relatie_id = r.id order by k.jaar desc limit 1) n on true
        left join ${klwUitkomst} u on u.relatie_id = r.id and u.kringloopwijzer_id = k.id
       where r.soort = 'bedrijf' and ${zoekVoorwaarde(v.zoek)}
    ),
    geteld as (
      select basis.*,
             coalesce((select count(*) from jsonb_each_text(basis.schermstatus) e where e.key = any(${schermen}) and e.value = 'klaar'), 0)::int as klaar,
             coalesce((select count(*) from jsonb_each_text(basis.schermstatus) e where e.key = any(${schermen}) and e.value = 'waarschuwing'), 0)::int as waarschuwingen
        from basis
    ),
    gefilterd as (select * from geteld g where ${filter})
    select g.id as "relatieId", g.naam, g.kvk_nummer as "kvkNummer", array_to_json(g.ubns) as "ubns", g.brs,
           g.machtiging_id as "machtigingId", g.soort, to_char(g.einddatum, 'YYYY-MM-DD') as "einddatum",
           g.klw_id as "klwId", g.jaar, g.status_id as "statusId", g.nieuwste_klw_id as "nieuwsteKlwId",
           g.klaar, g.waarschuwingen,
           to_char(greatest(
             (select max(i.gewijzigd_op) from ${klwInvoer} i where i.relatie_id = g.id and i.kringloopwijzer_id = g.klw_id),
             (select h.gewijzigd_op from ${handmatigeMelkgegevens} h where h.relatie_id = g.id and h.kringloopwijzer_id = g.klw_id)
           ) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "laatsteWijziging",
           (select count(*) from gefilterd)::int as "totaal"
      from (select * from gefilterd order by lower(naam), id limit ${v.perPagina} offset ${(v.pagina - 1) * v.perPagina}) g
     order by lower(g.naam), g.id`);
  return (resultaat as unknown as { rows: LijstRij[] }).rows;
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
                + k.leveringen_versie) then u.resultaat::text end as "resultaat"
      from unnest(${sql`array[${sql.join(relatieIds.map((id) => sql`${id}`), sql`, `)}]::int[]`}) as gekozen(id)
      join ${relaties} r on r.id = gekozen.id and r.soort = 'bedrijf'
      left join ${kringloopwijzers} k on k.relatie_id = r.id and k.jaar = ${jaar}
      left join ${klwUitkomst} u on u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id
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
  /** the stored result as JSON text while it belongs to the current input; null otherwise */
  resultaat: string | null;
}
