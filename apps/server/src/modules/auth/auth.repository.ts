import { and, eq, gt, inArray, isNotNull, isNull, lte, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereid } from '../../db/voorbereid';
import { gebruikers, machtigingen, servicedeskToegang, sessies, type Gebruiker } from '../../db/schema';
import type { ActorMachtiging } from '../../plugins/auth';
import { vandaagNl } from '../../db/vandaag';

export async function vindGebruikerOpEmail(db: DbOfTx, email: string): Promise<Gebruiker | undefined> {
  const [g] = await db.select().from(gebruikers).where(eq(gebruikers.email, email.trim().toLowerCase())).limit(1);
  return g;
}

export async function maakSessie(db: DbOfTx, waarden: { id: string; tokenRef: string; gebruikerId: number; verlooptOp: Date; apparaat?: string | null }) {
  await db.insert(sessies).values(waarden);
}

/**
 * What the caller may act under, as one JSON array: the active mandates of the user's
 * organisation (volmacht, beheren, inzien; not elektronisch_opvragen, which is machine access)
 * and the user's own running staff access per farm (soort 'servicedesk', decision 019). Read
 * on every request, so a revocation or an expiry counts from the very next call (ASVS 5.0
 * 8.3.2). `filter` narrows them (SQL on alias m: relatie_id).
 */
const machtigingenVan = (filter?: SQL) => sql<ActorMachtiging[]>`coalesce((
    select json_agg(json_build_object('id', m.id, 'relatieId', m.relatie_id, 'soort', m.soort,
                                      'magBewerken', m.soort in ('volmacht', 'beheren'), 'reden', m.reden) order by m.id)
    from (
      select mo.id, mo.relatie_id, mo.soort, null::text as reden from ${machtigingen} mo
       where mo.organisatie_id = "gebruikers"."organisatie_id" and mo.status = 'actief'
         and mo.soort <> 'elektronisch_opvragen' and ${vandaagNl} between mo.ingangsdatum and mo.einddatum
         and exists (select 1 from relaties o where o.id = mo.organisatie_id and o.status = 'goedgekeurd')
      union all
      select st.id, st.relatie_id, 'servicedesk', st.reden from ${servicedeskToegang} st
       where st.gebruiker_id = "gebruikers"."id" and st.tot > now()
    ) m${filter ? sql` where ${filter}` : sql``}), '[]'::json)`;

/** The columns of an active session: the session, its user and all the user's proxies/mandates. */
const sessieKolommen = { sessie: sessies, gebruiker: gebruikers, machtigingen: machtigingenVan() };

/**
 * For a query that also joins "kringloopwijzers": the session id, the user's fields a
 * record's policy needs (see BeleidsActor; no password hash) and only the mandates for that
 * record's farm, which is all its policy looks at (an adviser may hold hundreds). Used by the
 * hot-path reads that check the session in their own query (decision 009).
 */
export const sessieKolommenVoorRecord = {
  sessieId: sessies.id,
  gebruiker: {
    id: gebruikers.id,
    isDeelnemer: gebruikers.isDeelnemer,
    isSBMedewerker: gebruikers.isSBMedewerker,
    relatieId: gebruikers.relatieId,
    organisatieId: gebruikers.organisatieId,
  },
  machtigingen: machtigingenVan(sql`m.relatie_id = "kringloopwijzers"."relatie_id"`),
};

/** Only sessions that have not ended and not expired. */
export const isActief = () => and(isNull(sessies.beeindigdOp), gt(sessies.verlooptOp, sql`now()`));

/** The active session whose cookie value is `id` (Login, Logout, RefreshToken). */
export const isActieveSessie = (id: SQL | Placeholder) => and(eq(sessies.id, id), isActief());

/**
 * The active session an access token names: by its token reference, never by the cookie
 * value (decision 003). Every Bearer query that checks the session in its own round trip
 * (decision 009) uses this.
 */
export const isActieveSessieVanToken = (tokenRef: SQL | Placeholder) => and(eq(sessies.tokenRef, tokenRef), isActief());

/** The session with its user and mandates, while active, by cookie value. One prepared round trip. */
export async function vindActieveSessie(db: Db, id: string) {
  const [rij] = await voorbereid(db, 'vind_actieve_sessie', (d) =>
    d
      .select(sessieKolommen)
      .from(sessies)
      .innerJoin(gebruikers, eq(gebruikers.id, sessies.gebruikerId))
      .where(isActieveSessie(sql.placeholder('id')))
      .limit(1),
  ).execute({ id });
  return rij;
}

/** The same by an access token's session reference. */
export async function vindActieveSessieVanToken(db: Db, tokenRef: string) {
  const [rij] = await voorbereid(db, 'vind_actieve_sessie_van_token', (d) =>
    d
      .select(sessieKolommen)
      .from(sessies)
      .innerJoin(gebruikers, eq(gebruikers.id, sessies.gebruikerId))
      .where(isActieveSessieVanToken(sql.placeholder('ref')))
      .limit(1),
  ).execute({ ref: tokenRef });
  return rij;
}

export async function beeindigSessie(db: DbOfTx, id: string) {
  await db.update(sessies).set({ beeindigdOp: sql`now()` }).where(and(eq(sessies.id, id), isNull(sessies.beeindigdOp)));
}

export async function zetGeselecteerdeKlw(db: DbOfTx, sessieId: string, klwId: number | null) {
  await db.update(sessies).set({ geselecteerdeKringloopwijzerId: klwId }).where(eq(sessies.id, sessieId));
}

/** Delete every session that expired or ended before `grens` (the scheduled clean-up). Returns how many. */
export async function verwijderVerlopenSessies(db: DbOfTx, grens: Date): Promise<number> {
  const weg = await db
    .delete(sessies)
    .where(or(lte(sessies.verlooptOp, grens), and(isNotNull(sessies.beeindigdOp), lte(sessies.beeindigdOp, grens))))
    .returning({ id: sessies.id });
  return weg.length;
}

/**
 * End the oldest live sessions of a user beyond the newest `houden` (the demo user's bound,
 * decision 003). Returns how many were ended.
 */
export async function beeindigOudsteSessies(db: DbOfTx, gebruikerId: number, houden: number): Promise<number> {
  const teOud = db
    .select({ id: sessies.id })
    .from(sessies)
    .where(and(eq(sessies.gebruikerId, gebruikerId), isActief()))
    .orderBy(sql`${sessies.aangemaaktOp} desc, ${sessies.id}`)
    .offset(houden);
  const geraakt = await db
    .update(sessies)
    .set({ beeindigdOp: sql`now()` })
    .where(inArray(sessies.id, teOud))
    .returning({ id: sessies.id });
  return geraakt.length;
}
