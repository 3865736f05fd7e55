/**
 * The access log and staff access (decision 019). Only this module writes `toegangslog`
 * (besides the audit trigger of migration 0007 for changes); there is no update or delete.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereidSql } from '../../db/voorbereid';
import { gebruikers, kringloopwijzers, machtigingen, relaties, servicedeskToegang, toegangslog, type ToegangActie } from '../../db/schema';
import { vandaagNl } from '../../db/vandaag';

/** Staff access to a farm for `minuten` minutes with a reason. Undefined: no such farm. */
export async function geefServicedeskToegang(db: Db, t: { relatieId?: number; kringloopwijzerId?: number; gebruikerId: number; reden: string; minuten: number }) {
  let relatieId = t.relatieId;
  if (t.kringloopwijzerId !== undefined) {
    const [k] = await db.select({ relatieId: kringloopwijzers.relatieId }).from(kringloopwijzers).where(eq(kringloopwijzers.id, t.kringloopwijzerId));
    relatieId = k?.relatieId;
  }
  if (relatieId === undefined) return undefined;
  const [bedrijf] = await db.select({ id: relaties.id }).from(relaties).where(and(eq(relaties.id, relatieId), eq(relaties.soort, 'bedrijf')));
  if (!bedrijf) return undefined;
  const [rij] = await db
    .insert(servicedeskToegang)
    .values({ relatieId, gebruikerId: t.gebruikerId, reden: t.reden, tot: sql`now() + make_interval(mins => ${t.minuten})` })
    .returning({ relatieId: servicedeskToegang.relatieId, tot: servicedeskToegang.tot });
  return rij;
}

/** Whether the user is the participant of the record's farm (then no access row is written). Undefined: no such user or record. */
export async function isEigenBedrijf(db: Db, gebruikerId: number, klwId: number): Promise<boolean | undefined> {
  const [rij] = await db
    .select({ eigen: sql<boolean>`(${gebruikers.isDeelnemer} and ${gebruikers.relatieId} = ${kringloopwijzers.relatieId})` })
    .from(gebruikers)
    .innerJoin(kringloopwijzers, eq(kringloopwijzers.id, klwId))
    .where(eq(gebruikers.id, gebruikerId));
  return rij === undefined ? undefined : rij.eigen === true;
}

/**
 * Access rows of reads are committed without waiting for the WAL flush (set_config(…, true)
 * sets it for this statement's own transaction only): the row is in the table, visible to the
 * farmer, before the answer leaves; only a crash of PostgreSQL itself within ~3 ×
 * wal_writer_delay (600 ms by default) could lose it. The flush alone cost 0.15–0.25 ms of
 * PostgreSQL CPU per read here (decision 019, "Consequences"). Only ever on `db`, never inside
 * a change's transaction: it would make that commit asynchronous too. Changes are logged in
 * their own synchronous transaction by the audit trigger (migration 0007).
 */
const zonderWachtenOpFlush = sql`with snel as (select set_config('synchronous_commit', 'off', true))`;

/** What an access row holds when the policy already resolved it (see `lezingRij` in toegang.lezing.ts). */
export interface LezingRij {
  relatieId: number;
  gebruikerId: number;
  organisatieId: number | null;
  rol: string;
  machtigingId: number | null;
  servicedeskToegangId: number | null;
  reden: string | null;
  klwId: number | null;
  jaar: number | null;
  wat: string;
  actie: ToegangActie;
}

const p = (naam: string) => sql.placeholder(naam);

/** One access row from values the policy held: a plain prepared INSERT, no lookup (decision 019). */
export async function schrijfLezingRij(db: Db, r: LezingRij) {
  await voorbereidSql(db, 'toegang_schrijf_lezing_rij', () => sql`${zonderWachtenOpFlush}
    insert into ${toegangslog} (relatie_id, gebruiker_id, organisatie_id, rol, machtiging_id, servicedesk_toegang_id, reden, kringloopwijzer_id, jaar, wat, actie)
    select ${p('relatieId')}::int, ${p('gebruikerId')}::int, ${p('organisatieId')}::int, ${p('rol')}::text, ${p('machtigingId')}::int,
           ${p('servicedeskToegangId')}::int, ${p('reden')}::text, ${p('klwId')}::int, ${p('jaar')}::int, ${p('wat')}::text, ${p('actie')}::text
      from snel`).uitvoeren({ ...r });
}

/** What the read's own statement wrote (`lezingInLezing`): the row as `lezingRij` names its fields. */
export type GeschrevenLezing = LezingRij;

/**
 * The access row of a record read written by the read's own statement (decision 019): the rights it
 * read are at hand there, so the row costs no round trip of its own (one `INSERT` less per read:
 * the access log's share of an adviser's read went from +0.36–0.43 to +0.07–0.16 ms of CPU in
 * `bench/invoer.cpu.ts`, docs/metingen.md 27-11-2026).
 * The row is written only where the record's policy allows the read and the caller is not the
 * farm's participant (`magInzien`, `rolVoorBedrijf`), and names the rights in the order `lezingRij`
 * does: the volmacht, then beheren, then inzien (lowest id first), else the newest running staff
 * access with its reason. The gate still applies the policy itself, and the hook compares
 * (`registreerLezing`): the policy's row is always written, by the statement or else by the hook.
 * `lezer`: a CTE of the read with the columns gebruiker_id, organisatie_id, is_deelnemer,
 * is_sb_medewerker, gebruiker_relatie_id, machtigingen (json: the caller's rights on the record's
 * farm, as `sessieKolommenVoorRecord` reads them), klw_id, klw_relatie_id, jaar. Placeholders:
 * `gebruikerId` (the token's user: another session's user is refused with 401, so no row) and
 * `wat`. Committed without waiting for the WAL flush, like every read's row (above).
 */
export const lezingInLezing = (lezer: string) => {
  const l = sql.raw(lezer);
  const e = (veld: string) => sql.raw(`(e ->> '${veld}')`);
  return sql`insert into ${toegangslog} (relatie_id, gebruiker_id, organisatie_id, rol, machtiging_id, servicedesk_toegang_id, reden, kringloopwijzer_id, jaar, wat, actie)
    select l.klw_relatie_id, l.gebruiker_id, l.organisatie_id, coalesce(m.soort, 'servicedesk'), m.id, sd.id, sd.reden, l.klw_id, l.jaar, ${p('wat')}::text, 'bekeken'
      from (select set_config('synchronous_commit', 'off', true)) snel, ${l} l
      left join lateral (
        select ${e('id')}::int as id, ${e('soort')} as soort from json_array_elements(l.machtigingen) e
         where ${e('soort')} in ('volmacht', 'beheren', 'inzien')
         order by ${e('soort')} = 'volmacht' desc, ${e('soort')} = 'beheren' desc, ${e('id')}::int limit 1) m on true
      left join lateral (
        select ${e('id')}::int as id, ${e('reden')} as reden from json_array_elements(l.machtigingen) e
         where ${e('soort')} = 'servicedesk' and m.id is null
         order by ${e('id')}::int desc limit 1) sd on true
     where l.klw_id is not null and l.gebruiker_id = ${p('gebruikerId')}::int
       and not coalesce(l.is_deelnemer and l.gebruiker_relatie_id = l.klw_relatie_id, false)
       and (m.id is not null or (l.is_sb_medewerker and sd.id is not null))
    returning relatie_id as "relatieId", gebruiker_id as "gebruikerId", organisatie_id as "organisatieId", rol, machtiging_id as "machtigingId",
              servicedesk_toegang_id as "servicedeskToegangId", reden, kringloopwijzer_id as "klwId", jaar, wat, actie`;
};

/**
 * Access rows for reads whose rights the caller's code did not hold: one per farm (a record
 * names its farm; a farm as a whole has no record), each with the mandate (volmacht first) or
 * the running staff access it happened under. One prepared statement for every such read; no
 * row for the farm's own participant.
 */
export async function schrijfLezingen(
  db: Db,
  l: { gebruikerId: number; bedrijven: Array<{ relatieId: number | null; klwId: number | null }>; wat: string; actie: ToegangActie },
) {
  if (l.bedrijven.length === 0) return;
  await voorbereidSql(db, 'toegang_schrijf_lezingen', lezingenSql).uitvoeren({
    gebruikerId: l.gebruikerId,
    relaties: l.bedrijven.map((b) => b.relatieId),
    klws: l.bedrijven.map((b) => b.klwId),
    wat: l.wat,
    actie: l.actie,
  });
}

const lezingenSql = () => sql`${zonderWachtenOpFlush}
    insert into ${toegangslog} (relatie_id, gebruiker_id, organisatie_id, rol, machtiging_id, servicedesk_toegang_id, reden, kringloopwijzer_id, jaar, wat, actie)
    select b.relatie_id, g.id, g.organisatie_id,
           coalesce(m.soort, case when s.id is not null then 'servicedesk' end, 'onbekend'), m.id, s.id, s.reden, k.id, k.jaar, ${p('wat')}, ${p('actie')}
      from snel, ${gebruikers} g
      cross join lateral (
        select coalesce(u.relatie_id, (select kk.relatie_id from ${kringloopwijzers} kk where kk.id = u.klw_id)) as relatie_id, u.klw_id
          from unnest(${p('relaties')}::int[], ${p('klws')}::int[]) as u(relatie_id, klw_id)) b
      left join ${kringloopwijzers} k on k.relatie_id = b.relatie_id and k.id = b.klw_id
      left join lateral (
        select mo.id, mo.soort from ${machtigingen} mo
         where mo.relatie_id = b.relatie_id and mo.organisatie_id = g.organisatie_id and mo.status = 'actief'
           and ${vandaagNl} between mo.ingangsdatum and mo.einddatum and mo.soort <> 'elektronisch_opvragen'
         order by (mo.soort = 'volmacht') desc, (mo.soort = 'beheren') desc, mo.id limit 1) m on true
      left join lateral (
        select st.id, st.reden from ${servicedeskToegang} st
         where st.relatie_id = b.relatie_id and st.gebruiker_id = g.id and st.tot > now()
         order by st.tot desc limit 1) s on true
     where g.id = ${p('gebruikerId')} and b.relatie_id is not null
       and not (g.is_deelnemer and g.relatie_id is not distinct from b.relatie_id)`;

/** The raw rows of a farm's log in a period (newest first), with the organisation's name. */
export async function leesToegangslog(db: Db, q: { relatieId: number; van?: string; tot?: string; max: number }) {
  const org = sql<string | null>`(select r.naam from ${relaties} r where r.id = ${toegangslog.organisatieId})`;
  // the person who read (the row keeps the user's id): shown beside the organisation
  const persoon = sql<string | null>`(select g.naam from ${gebruikers} g where g.id = ${toegangslog.gebruikerId})`;
  return db
    .select({
      tijdstip: toegangslog.tijdstip,
      organisatie: org,
      persoon,
      organisatieId: toegangslog.organisatieId,
      rol: toegangslog.rol,
      machtigingId: toegangslog.machtigingId,
      reden: toegangslog.reden,
      wat: toegangslog.wat,
      jaar: toegangslog.jaar,
      actie: toegangslog.actie,
    })
    .from(toegangslog)
    .where(
      and(
        eq(toegangslog.relatieId, q.relatieId),
        q.van ? gte(toegangslog.tijdstip, sql`${q.van}::date`) : undefined,
        q.tot ? lt(toegangslog.tijdstip, sql`${q.tot}::date + 1`) : undefined,
      ),
    )
    .orderBy(desc(toegangslog.tijdstip), desc(toegangslog.id))
    .limit(q.max);
}

/** Revoked or ended mandates of a farm, with how often the organisation's users looked since (decision 019). */
export async function ingetrokkenMetLezingen(db: Db, relatieId: number) {
  return db
    .select({
      machtigingId: machtigingen.id,
      organisatie: relaties.naam,
      soort: machtigingen.soort,
      ingetrokkenOp: machtigingen.statusGewijzigdOp,
      keerIngezienSindsdien: sql<number>`(select count(*)::int from ${toegangslog} t
          where t.relatie_id = ${machtigingen.relatieId} and t.organisatie_id = ${machtigingen.organisatieId}
            and t.tijdstip > ${machtigingen.statusGewijzigdOp} and t.rol <> 'servicedesk')`,
    })
    .from(machtigingen)
    .innerJoin(relaties, eq(relaties.id, machtigingen.organisatieId))
    .where(and(eq(machtigingen.relatieId, relatieId), sql`${machtigingen.status} in ('ingetrokken', 'verlopen')`))
    .orderBy(desc(machtigingen.statusGewijzigdOp));
}

export async function bedrijfsnaam(db: Db, relatieId: number): Promise<string | undefined> {
  const [r] = await db.select({ naam: relaties.naam }).from(relaties).where(and(eq(relaties.id, relatieId), eq(relaties.soort, 'bedrijf')));
  return r?.naam;
}

/**
 * The kinds of organisation holding an active mandate for a farm (for the menu model's
 * import and other authorization flags, decisions 017, 019), and whether the farm's records receive
 * automatic milk deliveries (the dairy's link, until link mandates of the data-sharing work exist).
 */
export async function machtigingBronnenVanBedrijf(db: Db, relatieId: number) {
  const [rij] = await db
    .select({
      soorten: sql<string[] | null>`(select array_agg(distinct o.soort) from ${machtigingen} m join ${relaties} o on o.id = m.organisatie_id
             where m.relatie_id = "relaties"."id" and m.status = 'actief' and ${vandaagNl} between m.ingangsdatum and m.einddatum)`,
      // Drizzle leaves select columns unqualified: the outer table is named in full
      leveringen: sql<boolean>`exists (select 1 from melkleveringen l where l.relatie_id = "relaties"."id")`,
    })
    .from(relaties)
    .where(eq(relaties.id, relatieId));
  return { organisatieSoorten: rij?.soorten ?? [], automatischeLeveringen: rij?.leveringen === true };
}

/**
 * One access row another module reports in its own transaction (a consumer's delivery, decision 027),
 * or several in one statement (a data link's processed message, one per screen it changed, decision 020).
 */
export async function schrijfToegangsRij(db: DbOfTx, r: typeof toegangslog.$inferInsert | Array<typeof toegangslog.$inferInsert>) {
  await db.insert(toegangslog).values(Array.isArray(r) ? r : [r]);
}

/**
 * The access rows of a data link's processed message (decision 020): one per screen it changed, role
 * `leverancier`, on behalf of the supplier. As a data-modifying CTE body for the data links' own statement
 * that stores the message's changes and state (one round trip for the three, decision 020, revision
 * 27-11-2026): placeholders relatieId, organisatieId, leverancier, reden, kringloopwijzerId, jaar and
 * schermen (text[]; empty: no row).
 */
export const wijzigingenVanLeverancierSql = sql`
    insert into ${toegangslog} (relatie_id, organisatie_id, rol, namens, reden, kringloopwijzer_id, jaar, wat, actie)
    select ${p('relatieId')}::int, ${p('organisatieId')}::int, 'leverancier', ${p('leverancier')}::text, ${p('reden')}::text,
           ${p('kringloopwijzerId')}::int, ${p('jaar')}::int, wat, 'gewijzigd'
      from unnest(${p('schermen')}::text[]) as wat`;

/**
 * The last access-log line under each mandate of a farm (the consent ledger's "laatst gebruikt",
 * decision 033): every read or change by an organisation names the mandate it happened under.
 * One pass over the index on (relatie_id, machtiging_id, tijdstip).
 */
export async function laatsteGebruikPerMachtiging(db: Db, relatieId: number): Promise<Map<number, Date>> {
  const rijen = await db
    .select({ machtigingId: toegangslog.machtigingId, laatst: sql<Date | string>`max(${toegangslog.tijdstip})` })
    .from(toegangslog)
    .where(and(eq(toegangslog.relatieId, relatieId), sql`${toegangslog.machtigingId} is not null`))
    .groupBy(toegangslog.machtigingId);
  return new Map(rijen.map((r) => [r.machtigingId!, new Date(r.laatst)]));
}
