/**
 * The tables of pilots: `pilots` (staff's, not one farm's) and `pilot_bedrijven` (a farm in a
 * pilot, farm-first). This module owns them; others ask its service.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { auditLog, pilotBedrijven, pilots, relaties, type Pilot } from '../../db/schema';

export type { Db, DbOfTx };

/** A list of thousands of farms is written in parts: one statement has at most 65,535 parameters. */
const DEEL = 1_000;
function* delen<T>(lijst: T[]): Generator<T[]> {
  for (let i = 0; i < lijst.length; i += DEEL) yield lijst.slice(i, i + DEEL);
}

export async function allePilots(db: DbOfTx) {
  return db.select().from(pilots).orderBy(asc(pilots.van), asc(pilots.id));
}

export async function pilotOpId(db: DbOfTx, id: number, voorWijzigen = false): Promise<Pilot | undefined> {
  const q = db.select().from(pilots).where(eq(pilots.id, id));
  const [p] = voorWijzigen ? await q.for('update') : await q;
  return p;
}

/** Every farm of the given pilots (left ones too), with name and KvK, by name. */
export async function bedrijvenVanPilots(db: DbOfTx, pilotIds: number[]) {
  if (!pilotIds.length) return [];
  return db
    .select({ pilotId: pilotBedrijven.pilotId, relatieId: pilotBedrijven.relatieId, verlatenOp: pilotBedrijven.verlatenOp, naam: relaties.naam, kvk: relaties.kvkNummer })
    .from(pilotBedrijven)
    .innerJoin(relaties, eq(relaties.id, pilotBedrijven.relatieId))
    .where(inArray(pilotBedrijven.pilotId, pilotIds))
    .orderBy(asc(relaties.naam), asc(relaties.id));
}

/** The farms (soort bedrijf) with these KvK numbers. */
export async function bedrijvenOpKvk(db: DbOfTx, kvks: string[]) {
  const uit: Array<{ id: number; kvk: string | null }> = [];
  for (const deel of delen(kvks)) {
    uit.push(
      ...(await db
        .select({ id: relaties.id, kvk: relaties.kvkNummer })
        .from(relaties)
        .where(and(inArray(relaties.kvkNummer, deel), eq(relaties.soort, 'bedrijf')))),
    );
  }
  return uit;
}

export async function nieuwePilot(db: DbOfTx, v: typeof pilots.$inferInsert): Promise<Pilot> {
  const [p] = await db.insert(pilots).values(v).returning();
  return p;
}

/** Changes a pilot only at the version the caller saw; undefined when someone else changed it first. */
export async function wijzigPilot(db: DbOfTx, id: number, versie: number, v: Partial<typeof pilots.$inferInsert>): Promise<Pilot | undefined> {
  const [p] = await db
    .update(pilots)
    .set({ ...v, versie: sql`${pilots.versie} + 1` })
    .where(and(eq(pilots.id, id), eq(pilots.versie, versie)))
    .returning();
  return p;
}

export async function voegBedrijvenToe(db: DbOfTx, pilotId: number, relatieIds: number[]) {
  for (const deel of delen(relatieIds)) await db.insert(pilotBedrijven).values(deel.map((relatieId) => ({ relatieId, pilotId })));
}

/** Takes farms out of a pilot that staff removed from its list (only those that had not left). */
export async function verwijderBedrijven(db: DbOfTx, pilotId: number, relatieIds: number[]) {
  for (const deel of delen(relatieIds)) await db.delete(pilotBedrijven).where(and(eq(pilotBedrijven.pilotId, pilotId), inArray(pilotBedrijven.relatieId, deel), isNull(pilotBedrijven.verlatenOp)));
}

/** The pilots of one farm with its membership, newest start first. */
export async function pilotsVanBedrijf(db: DbOfTx, relatieId: number) {
  return db
    .select({ pilot: pilots, toegevoegdOp: pilotBedrijven.toegevoegdOp, verlatenOp: pilotBedrijven.verlatenOp })
    .from(pilotBedrijven)
    .innerJoin(pilots, eq(pilots.id, pilotBedrijven.pilotId))
    .where(eq(pilotBedrijven.relatieId, relatieId))
    .orderBy(sql`${pilots.van} desc`, asc(pilots.id));
}

/** Sets `verlaten_op` once: undefined when the farm is not in the pilot or already left (the caller tells which). */
export async function verlaat(db: DbOfTx, relatieId: number, pilotId: number) {
  const [r] = await db
    .update(pilotBedrijven)
    .set({ verlatenOp: sql`now()` })
    .where(and(eq(pilotBedrijven.relatieId, relatieId), eq(pilotBedrijven.pilotId, pilotId), isNull(pilotBedrijven.verlatenOp)))
    .returning();
  return r;
}

export async function lidmaatschap(db: DbOfTx, relatieId: number, pilotId: number) {
  const [r] = await db
    .select()
    .from(pilotBedrijven)
    .where(and(eq(pilotBedrijven.relatieId, relatieId), eq(pilotBedrijven.pilotId, pilotId)));
  return r;
}

export async function schrijfAudit(db: DbOfTx, rijen: Array<{ gebruikerId: number; relatieId: number; actie: string; voor?: unknown; na?: unknown }>) {
  for (const deel of delen(rijen)) await db.insert(auditLog).values(deel.map((r) => ({ gebruikerId: r.gebruikerId, relatieId: r.relatieId, tabel: 'pilot_bedrijven', actie: r.actie, voor: r.voor ?? null, na: r.na ?? null })));
}
