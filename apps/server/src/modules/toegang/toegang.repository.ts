/**
 * The access log and staff access (issue 17 §4). Only this module writes `toegangslog`
 * (besides the audit trigger of migration 0007 for changes); there is no update or delete.
 */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voorbereidSql } from '../../db/voorbereid';
import { gebruikers, kringloopwijzers, machtigingen, relaties, servicedeskToegang, toegangslog, type ToegangActie } from '../../db/schema';

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
 * One access row for a read of a record by someone other than its farm's participant, with
 * the mandate (volmacht first) or the running staff access it happened under. One statement;
 * writes nothing for the farm's own participant.
 */
export async function schrijfLezing(db: Db, l: { gebruikerId: number; klwId: number; wat: string; actie: ToegangActie }) {
  // prepared: on the path of every adviser's read (issue 17 §7: ≤ 0.2 ms of CPU per read)
  await voorbereidSql(db, 'toegang_schrijf_lezing', lezingSql).uitvoeren(l);
}

const p = (naam: string) => sql.placeholder(naam);
const lezingSql = () => sql`
    insert into ${toegangslog} (relatie_id, gebruiker_id, organisatie_id, rol, machtiging_id, servicedesk_toegang_id, reden, kringloopwijzer_id, jaar, wat, actie)
    select k.relatie_id, g.id, g.organisatie_id,
           coalesce(m.soort, case when s.id is not null then 'servicedesk' end, 'onbekend'),
           m.id, s.id, s.reden, k.id, k.jaar, ${p('wat')}, ${p('actie')}
      from ${gebruikers} g
      join ${kringloopwijzers} k on k.id = ${p('klwId')}
      left join lateral (
        select mo.id, mo.soort from ${machtigingen} mo
         where mo.relatie_id = k.relatie_id and mo.organisatie_id = g.organisatie_id and mo.status = 'actief'
           and current_date between mo.ingangsdatum and mo.einddatum and mo.soort <> 'elektronisch_opvragen'
         order by (mo.soort = 'volmacht') desc, (mo.soort = 'beheren') desc, mo.id limit 1) m on true
      left join lateral (
        select st.id, st.reden from ${servicedeskToegang} st
         where st.relatie_id = k.relatie_id and st.gebruiker_id = g.id and st.tot > now()
         order by st.tot desc limit 1) s on true
     where g.id = ${p('gebruikerId')} and not (g.is_deelnemer and g.relatie_id is not distinct from k.relatie_id)`;

/** An access row about a farm as a whole (no record), e.g. reading its access log or mandates. */
export async function schrijfBedrijfsLezing(db: Db, l: { gebruikerId: number; relatieId: number; wat: string; actie: ToegangActie }) {
  await db.execute(sql`
    insert into ${toegangslog} (relatie_id, gebruiker_id, organisatie_id, rol, machtiging_id, servicedesk_toegang_id, reden, wat, actie)
    select ${l.relatieId}, g.id, g.organisatie_id,
           coalesce(m.soort, case when s.id is not null then 'servicedesk' end, 'onbekend'), m.id, s.id, s.reden, ${l.wat}, ${l.actie}
      from ${gebruikers} g
      left join lateral (
        select mo.id, mo.soort from ${machtigingen} mo
         where mo.relatie_id = ${l.relatieId} and mo.organisatie_id = g.organisatie_id and mo.status = 'actief'
           and current_date between mo.ingangsdatum and mo.einddatum and mo.soort <> 'elektronisch_opvragen'
         order by (mo.soort = 'volmacht') desc, (mo.soort = 'beheren') desc, mo.id limit 1) m on true
      left join lateral (
        select st.id, st.reden from ${servicedeskToegang} st
         where st.relatie_id = ${l.relatieId} and st.gebruiker_id = g.id and st.tot > now()
         order by st.tot desc limit 1) s on true
     where g.id = ${l.gebruikerId} and not (g.is_deelnemer and g.relatie_id is not distinct from ${l.relatieId})`);
}

/** The raw rows of a farm's log in a period (newest first), with the organisation's name. */
export async function leesToegangslog(db: Db, q: { relatieId: number; van?: string; tot?: string; max: number }) {
  const org = sql<string | null>`(select r.naam from ${relaties} r where r.id = ${toegangslog.organisatieId})`;
  return db
    .select({
      tijdstip: toegangslog.tijdstip,
      organisatie: org,
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

/** Revoked or ended mandates of a farm, with how often the organisation's users looked since (issue 17 §4). */
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
 * import and other authorization flags, issue 17 §3), and whether the farm's records receive
 * automatic milk deliveries (the dairy's link, until the link mandates of issue 18 exist).
 */
export async function machtigingBronnenVanBedrijf(db: Db, relatieId: number) {
  const [rij] = await db
    .select({
      soorten: sql<string[] | null>`(select array_agg(distinct o.soort) from ${machtigingen} m join ${relaties} o on o.id = m.organisatie_id
             where m.relatie_id = "relaties"."id" and m.status = 'actief' and current_date between m.ingangsdatum and m.einddatum)`,
      // Drizzle leaves select columns unqualified: the outer table is named in full
      leveringen: sql<boolean>`exists (select 1 from melkleveringen l where l.relatie_id = "relaties"."id")`,
    })
    .from(relaties)
    .where(eq(relaties.id, relatieId));
  return { organisatieSoorten: rij?.soorten ?? [], automatischeLeveringen: rij?.leveringen === true };
}
