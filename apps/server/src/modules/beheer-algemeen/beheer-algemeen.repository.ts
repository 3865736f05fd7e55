/**
 * The tables of /beheer/algemeen (decision 030): rapportagejaren, statusteksten,
 * gebruiksvoorwaarden, voorwaarden_acceptaties and systeemmeldingen. A change of these is not
 * about one farm: its audit row carries relatie_id 0 (decision 030).
 */
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOfTx } from '../../db/client';
import { auditLog, gebruikers, gebruiksvoorwaarden, rapportagejaren, statusteksten, systeemmeldingen, voorwaardenAcceptaties, type Systeemmelding } from '../../db/schema';

/** The audit rows of settings that belong to no farm (decision 030). */
export const GEEN_BEDRIJF = 0;
export const TABELLEN = ['rapportagejaren', 'statusteksten', 'gebruiksvoorwaarden', 'systeemmeldingen'] as const;

export async function schrijfAudit(db: DbOfTx, regel: { gebruikerId: number; tabel: (typeof TABELLEN)[number]; actie: string; voor: unknown; na: unknown }) {
  await db.insert(auditLog).values({ relatieId: GEEN_BEDRIJF, kringloopwijzerId: null, gebruikerId: regel.gebruikerId, tabel: regel.tabel, actie: regel.actie, voor: regel.voor ?? null, na: regel.na ?? null });
}

export async function recenteWijzigingen(db: DbOfTx, max: number) {
  return db
    .select({ tijdstip: auditLog.tijdstip, door: gebruikers.naam, tabel: auditLog.tabel, actie: auditLog.actie, na: auditLog.na, voor: auditLog.voor })
    .from(auditLog)
    .leftJoin(gebruikers, eq(gebruikers.id, auditLog.gebruikerId))
    .where(and(eq(auditLog.relatieId, GEEN_BEDRIJF), inArray(auditLog.tabel, [...TABELLEN])))
    .orderBy(desc(auditLog.id))
    .limit(max);
}

// ── reporting years ──
export const leesRapportagejaren = (db: DbOfTx) => db.select().from(rapportagejaren);
export async function leesRapportagejaar(db: DbOfTx, jaar: number) {
  const [r] = await db.select().from(rapportagejaren).where(eq(rapportagejaren.jaar, jaar));
  return r;
}

/**
 * The year's row locked for a change. A year without a row (its records came before this table)
 * gets one as the overview showed it: version 0, the default deadline; a refusal rolls it back.
 */
export async function jaarVoorWijziging(db: DbOfTx, jaar: number, standaardDeadline: string) {
  await db.insert(rapportagejaren).values({ jaar, deadline: standaardDeadline, versie: 0 }).onConflictDoNothing();
  const [r] = await db.select().from(rapportagejaren).where(eq(rapportagejaren.jaar, jaar)).for('update');
  return r;
}

export async function nieuwJaar(db: DbOfTx, jaar: number, deadline: string, gebruikerId: number) {
  const [r] = await db.insert(rapportagejaren).values({ jaar, deadline, gewijzigdDoor: gebruikerId }).onConflictDoNothing().returning();
  return r;
}

export async function wijzigJaar(db: DbOfTx, jaar: number, wijziging: { deadline?: string; geslotenOp?: Date; geslotenDoor?: number }, gebruikerId: number) {
  const [r] = await db
    .update(rapportagejaren)
    .set({ ...wijziging, versie: sql`${rapportagejaren.versie} + 1`, gewijzigdOp: sql`now()`, gewijzigdDoor: gebruikerId })
    .where(eq(rapportagejaren.jaar, jaar))
    .returning();
  return r;
}

// ── status texts ──
export const leesStatusteksten = (db: DbOfTx) => db.select().from(statusteksten).orderBy(statusteksten.statusId);

export async function statustekstVoorWijziging(db: DbOfTx, statusId: number) {
  const [r] = await db.select().from(statusteksten).where(eq(statusteksten.statusId, statusId)).for('update');
  return r;
}

export async function wijzigStatustekst(db: DbOfTx, statusId: number, tekst: { omschrijving: string; toelichting: string }, gebruikerId: number) {
  const [r] = await db
    .update(statusteksten)
    .set({ ...tekst, versie: sql`${statusteksten.versie} + 1`, gewijzigdOp: sql`now()`, gewijzigdDoor: gebruikerId })
    .where(eq(statusteksten.statusId, statusId))
    .returning();
  return r;
}

// ── terms of use ──
/**
 * How many users accepted a version: their acceptances, and users whose latest acceptance it is
 * (accounts made before voorwaarden_acceptaties, or by the seeds, have only the latter).
 */
const geaccepteerdDoor = (versie: ReturnType<typeof sql>) =>
  sql`select count(*)::int from (select a.gebruiker_id from ${voorwaardenAcceptaties} a where a.versie = ${versie} union select g.id from ${gebruikers} g where g.voorwaarden_versie = ${versie}) x`;

/** The version in force on `vandaag`: the latest that took effect (none: the contract's). */
export async function geldendeVoorwaarden(db: DbOfTx, vandaag: string) {
  const [r] = await db
    .select({ versie: gebruiksvoorwaarden.versie, tekst: gebruiksvoorwaarden.tekst, ingangsdatum: gebruiksvoorwaarden.ingangsdatum })
    .from(gebruiksvoorwaarden)
    .where(lte(gebruiksvoorwaarden.ingangsdatum, vandaag))
    .orderBy(desc(gebruiksvoorwaarden.ingangsdatum), desc(gebruiksvoorwaarden.id))
    .limit(1);
  return r;
}

export async function leesVoorwaarden(db: DbOfTx) {
  return db
    .select({
      versie: gebruiksvoorwaarden.versie,
      tekst: gebruiksvoorwaarden.tekst,
      ingangsdatum: gebruiksvoorwaarden.ingangsdatum,
      aantalGeaccepteerd: sql<number>`(${geaccepteerdDoor(sql`${gebruiksvoorwaarden.versie}`)})`,
    })
    .from(gebruiksvoorwaarden)
    .orderBy(desc(gebruiksvoorwaarden.ingangsdatum), desc(gebruiksvoorwaarden.id));
}

export async function aantalAcceptaties(db: DbOfTx, versie: string): Promise<number> {
  const r = (await db.execute(sql`select (${geaccepteerdDoor(sql`${versie}`)}) as n`)) as unknown as { rows: Array<{ n: number }> };
  return Number(r.rows[0]?.n ?? 0);
}

export async function voegVoorwaardenToe(db: DbOfTx, v: { versie: string; tekst: string; ingangsdatum: string }, gebruikerId: number) {
  const [r] = await db.insert(gebruiksvoorwaarden).values({ ...v, aangemaaktDoor: gebruikerId }).onConflictDoNothing().returning();
  return r;
}

/** One acceptance of a version by a user (again: the first moment stays). */
export async function legAcceptatieVast(db: DbOfTx, gebruikerId: number, versie: string, op: Date) {
  await db.insert(voorwaardenAcceptaties).values({ gebruikerId, versie, geaccepteerdOp: op }).onConflictDoNothing();
}

// ── notices ──
export const leesMeldingen = (db: DbOfTx) => db.select().from(systeemmeldingen).orderBy(desc(systeemmeldingen.van), desc(systeemmeldingen.id));

export async function meldingenNu(db: DbOfTx, doelgroepen: Array<Systeemmelding['doelgroep']>, nu: Date) {
  return db
    .select()
    .from(systeemmeldingen)
    .where(and(lte(systeemmeldingen.van, nu), gt(systeemmeldingen.tot, nu), inArray(systeemmeldingen.doelgroep, doelgroepen)))
    .orderBy(systeemmeldingen.van, systeemmeldingen.id);
}

type MeldingVelden = Pick<Systeemmelding, 'soort' | 'tekst' | 'van' | 'tot' | 'doelgroep'>;

export async function nieuweMelding(db: DbOfTx, m: MeldingVelden, gebruikerId: number) {
  const [r] = await db.insert(systeemmeldingen).values({ ...m, gewijzigdDoor: gebruikerId }).returning();
  return r;
}

export async function meldingVoorWijziging(db: DbOfTx, id: number) {
  const [r] = await db.select().from(systeemmeldingen).where(eq(systeemmeldingen.id, id)).for('update');
  return r;
}

export async function wijzigMelding(db: DbOfTx, id: number, m: MeldingVelden, gebruikerId: number) {
  const [r] = await db
    .update(systeemmeldingen)
    .set({ ...m, versie: sql`${systeemmeldingen.versie} + 1`, gewijzigdOp: sql`now()`, gewijzigdDoor: gebruikerId })
    .where(eq(systeemmeldingen.id, id))
    .returning();
  return r;
}

export async function verwijderMelding(db: DbOfTx, id: number) {
  await db.delete(systeemmeldingen).where(eq(systeemmeldingen.id, id));
}
