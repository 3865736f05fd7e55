/** SQL of Registratie relatie (decision 019): relations, applications and company changes. */
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { bedrijfswijzigingen, gebruikers, machtigingen, relaties } from '../../db/schema';

export async function relatieMetKvk(db: DbOfTx, kvk: string) {
  const [r] = await db.select({ id: relaties.id, naam: relaties.naam }).from(relaties).where(eq(relaties.kvkNummer, kvk));
  return r;
}

/** A relation by KvK number with its kind and status (the OIDC login decides on them, decision 018). */
export async function vindRelatieOpKvk(db: DbOfTx, kvk: string) {
  const [r] = await db
    .select({ id: relaties.id, naam: relaties.naam, soort: relaties.soort, status: relaties.status })
    .from(relaties)
    .where(eq(relaties.kvkNummer, kvk))
    .limit(1);
  return r;
}

export async function vindRelatie(db: DbOfTx, id: number) {
  const [r] = await db.select().from(relaties).where(eq(relaties.id, id));
  return r;
}

export async function voegRelatieToe(db: DbOfTx, r: typeof relaties.$inferInsert) {
  const [rij] = await db.insert(relaties).values(r).returning({ id: relaties.id });
  return rij!.id;
}

/** LIKE wildcards in a search text are literal. */
const zonderJokers = (s: string) => s.replace(/[\\%_]/g, (t) => `\\${t}`);

export async function zoekRelaties(db: Db, q: { soort?: string; status?: string; zoek?: string; max: number }) {
  const voorwaarden: Array<SQL | undefined> = [
    q.soort ? eq(relaties.soort, q.soort as never) : undefined,
    q.status ? eq(relaties.status, q.status as never) : undefined,
  ];
  if (q.zoek) {
    const patroon = `%${zonderJokers(q.zoek)}%`;
    voorwaarden.push(or(ilike(relaties.naam, patroon), ilike(sql`coalesce(${relaties.kvkNummer}, '')`, patroon), ilike(sql`coalesce(${relaties.plaats}, '')`, patroon), sql`${q.zoek} = any(${relaties.ubns})`));
  }
  return db
    .select({
      id: relaties.id,
      soort: relaties.soort,
      status: relaties.status,
      naam: relaties.naam,
      kvkNummer: relaties.kvkNummer,
      brs: relaties.brs,
      ubns: relaties.ubns,
      plaats: relaties.plaats,
      contactpersoon: relaties.contactpersoon,
      contactEmail: relaties.contactEmail,
      aangemaaktOp: relaties.aangemaaktOp,
      statusReden: relaties.statusReden,
      aantalGebruikers: sql<number>`(select count(*)::int from ${gebruikers} g where g.organisatie_id = ${relaties.id} or (g.relatie_id = ${relaties.id} and g.is_deelnemer))`,
    })
    .from(relaties)
    .where(and(...voorwaarden))
    // applications first: they wait for a decision
    .orderBy(sql`(${relaties.status} = 'aangevraagd') desc`, asc(relaties.naam), asc(relaties.id))
    .limit(q.max + 1);
}

/** Sets an organisation's status only when it is still `van` (a crossing decision changes nothing). */
export async function zetStatus(db: DbOfTx, s: { id: number; van: string; naar: 'goedgekeurd' | 'geblokkeerd'; door: number; reden: string }) {
  const geraakt = await db
    .update(relaties)
    .set({ status: s.naar, statusGewijzigdOp: sql`now()`, statusGewijzigdDoor: s.door, statusReden: s.reden })
    .where(and(eq(relaties.id, s.id), eq(relaties.status, s.van as never)))
    .returning({ id: relaties.id });
  return geraakt.length > 0;
}

/** Addresses of an organisation: its contact and its users. */
export async function adressenVanOrganisatie(db: DbOfTx, id: number) {
  const [r] = await db.select({ contactEmail: relaties.contactEmail }).from(relaties).where(eq(relaties.id, id));
  const users = await db.select({ email: gebruikers.email }).from(gebruikers).where(eq(gebruikers.organisatieId, id));
  return [...new Set([r?.contactEmail, ...users.map((u) => u.email)].filter((a): a is string => !!a))];
}

/** Addresses of a farm: its participants and its contact. */
export async function adressenVanBedrijf(db: DbOfTx, id: number) {
  const [r] = await db.select({ contactEmail: relaties.contactEmail }).from(relaties).where(eq(relaties.id, id));
  const users = await db.select({ email: gebruikers.email }).from(gebruikers).where(and(eq(gebruikers.relatieId, id), eq(gebruikers.isDeelnemer, true)));
  return [...new Set([r?.contactEmail, ...users.map((u) => u.email)].filter((a): a is string => !!a))];
}

export async function openWijzigingen(db: Db) {
  return db
    .select({
      id: bedrijfswijzigingen.id,
      relatieId: bedrijfswijzigingen.relatieId,
      bedrijfsnaam: relaties.naam,
      oudKvk: bedrijfswijzigingen.oudKvk,
      nieuwKvk: bedrijfswijzigingen.nieuwKvk,
      oudBrs: bedrijfswijzigingen.oudBrs,
      nieuwBrs: bedrijfswijzigingen.nieuwBrs,
      oudUbns: bedrijfswijzigingen.oudUbns,
      nieuwUbns: bedrijfswijzigingen.nieuwUbns,
      overgangsdatum: bedrijfswijzigingen.overgangsdatum,
      ingediendOp: bedrijfswijzigingen.ingediendOp,
      ingediendDoor: gebruikers.naam,
      toelichting: bedrijfswijzigingen.reden,
      aantalActieveMachtigingen: sql<number>`(select count(*)::int from ${machtigingen} m where m.relatie_id = ${bedrijfswijzigingen.relatieId} and m.status = 'actief')`,
    })
    .from(bedrijfswijzigingen)
    .innerJoin(relaties, eq(relaties.id, bedrijfswijzigingen.relatieId))
    .leftJoin(gebruikers, eq(gebruikers.id, bedrijfswijzigingen.ingediendDoor))
    .where(eq(bedrijfswijzigingen.status, 'aangevraagd'))
    .orderBy(asc(bedrijfswijzigingen.ingediendOp), asc(bedrijfswijzigingen.id));
}

/** The change, locked for this transaction (two staff members never process one twice). */
export async function wijzigingVoorUpdate(db: DbOfTx, relatieId: number, id: number) {
  const [w] = await db
    .select()
    .from(bedrijfswijzigingen)
    .where(and(eq(bedrijfswijzigingen.relatieId, relatieId), eq(bedrijfswijzigingen.id, id)))
    .for('update');
  return w;
}

/** The farm's new identifiers; the relation id (and so every record and mandate) stays. */
export async function zetIdentificatie(db: DbOfTx, relatieId: number, w: { kvkNummer: string; brs: string | null; ubns: string[] }) {
  await db.update(relaties).set(w).where(eq(relaties.id, relatieId));
}
