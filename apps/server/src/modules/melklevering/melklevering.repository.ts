import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereid } from '../../db/voorbereid';
import { handmatigeMelkgegevens, kringloopwijzers, melkleveringen, type HandmatigeMelkgegevens, type MelkleveringRij } from '../../db/schema';

export type HandmatigeWaarden = Omit<HandmatigeMelkgegevens, 'kringloopwijzerId' | 'versie' | 'gewijzigdOp' | 'gewijzigdDoor'>;

export async function heeftLeveringen(db: DbOfTx, kringloopwijzerId: number): Promise<boolean> {
  const rij = await db.select({ id: melkleveringen.id }).from(melkleveringen).where(eq(melkleveringen.kringloopwijzerId, kringloopwijzerId)).limit(1);
  return rij.length > 0;
}

export async function handmatigeRij(db: Db, kringloopwijzerId: number): Promise<HandmatigeMelkgegevens | undefined> {
  const [rij] = await voorbereid(db, 'handmatige_rij', (d) =>
    d.select().from(handmatigeMelkgegevens).where(eq(handmatigeMelkgegevens.kringloopwijzerId, sql.placeholder('klwId'))).limit(1),
  ).execute({ klwId: kringloopwijzerId });
  return rij;
}

/** The row locked for the rest of the transaction (SELECT … FOR UPDATE). */
export async function handmatigeRijVoorUpdate(tx: DbOfTx, kringloopwijzerId: number): Promise<HandmatigeMelkgegevens | undefined> {
  const [rij] = await tx.select().from(handmatigeMelkgegevens).where(eq(handmatigeMelkgegevens.kringloopwijzerId, kringloopwijzerId)).limit(1).for('update');
  return rij;
}

/** First save (versie 0): INSERT … ON CONFLICT DO NOTHING; undefined when someone else was first. */
export async function voegHandmatigeRijToe(tx: DbOfTx, kringloopwijzerId: number, waarden: HandmatigeWaarden, gebruikerId: number) {
  const [rij] = await tx
    .insert(handmatigeMelkgegevens)
    .values({ ...waarden, kringloopwijzerId, versie: 1, gewijzigdDoor: gebruikerId })
    .onConflictDoNothing({ target: handmatigeMelkgegevens.kringloopwijzerId })
    .returning();
  return rij;
}

/** UPDATE … WHERE versie = $n; undefined when the stored version is another one. */
export async function werkHandmatigeRijBij(tx: DbOfTx, kringloopwijzerId: number, versie: number, waarden: HandmatigeWaarden, gebruikerId: number) {
  const [rij] = await tx
    .update(handmatigeMelkgegevens)
    .set({ ...waarden, versie: sql`${handmatigeMelkgegevens.versie} + 1`, gewijzigdOp: sql`now()`, gewijzigdDoor: gebruikerId })
    .where(and(eq(handmatigeMelkgegevens.kringloopwijzerId, kringloopwijzerId), eq(handmatigeMelkgegevens.versie, versie)))
    .returning();
  return rij;
}

/** One automatic delivery as the Melklevering screen needs it. */
export type LeveringRij = Pick<MelkleveringRij, 'leverDatum' | 'afleverTijd' | 'ubn' | 'kg' | 'vet' | 'eiwit' | 'ureum' | 'fosfor'>;
type LeveringTupel = [string, string, string, number, number, number, number, number | null];

type HandmatigJson = Omit<HandmatigeMelkgegevens, 'gewijzigdOp'> & { gewijzigdOp: string };

/**
 * Everything the Melklevering screen reads for a record in one prepared round trip: the
 * automatic deliveries (as one JSON array, which the driver parses natively instead of
 * row by row) and the manual row.
 */
export async function melkGegevensVan(db: Db, kringloopwijzerId: number): Promise<{ leveringen: LeveringRij[]; handmatig: HandmatigeMelkgegevens | undefined }> {
  // The outer column is written out in full: Drizzle leaves select columns unqualified,
  // and an unqualified "id" inside the subquery would bind to the inner table.
  const [rij] = await voorbereid(db, 'melk_gegevens_van', (d) =>
    d
      .select({
        // Positional arrays: PostgreSQL builds them in ~0.7 ms for a year of deliveries against
        // ~1.7 ms for objects with keys (EXPLAIN ANALYZE, 146 deliveries), and the text is half as long.
        leveringen: sql<LeveringTupel[]>`coalesce((
          select json_agg(json_build_array(l.lever_datum, l.aflever_tijd, l.ubn, l.kg, l.vet, l.eiwit, l.ureum, l.fosfor)
                          order by l.lever_datum, l.aflever_tijd)
          from ${melkleveringen} l where l.kringloopwijzer_id = "kringloopwijzers"."id"), '[]'::json)`,
        handmatig: sql<HandmatigJson | null>`(
          select json_build_object('kringloopwijzerId', h.kringloopwijzer_id,
                   'gebruikHandmatigeMelkRegistratie', h.gebruik_handmatige_melk_registratie,
                   'handmatigKg', h.handmatig_kg, 'handmatigVet', h.handmatig_vet, 'handmatigEiwit', h.handmatig_eiwit,
                   'handmatigUreum', h.handmatig_ureum, 'handmatigFosfor', h.handmatig_fosfor,
                   'zelfZuivelKg', h.zelf_zuivel_kg, 'zelfZuivelVet', h.zelf_zuivel_vet, 'zelfZuivelEiwit', h.zelf_zuivel_eiwit,
                   'zelfZuivelUreum', h.zelf_zuivel_ureum, 'zelfZuivelFosfor', h.zelf_zuivel_fosfor,
                   'gevoerdAanKalverenKg', h.gevoerd_aan_kalveren_kg, 'overigeProductieKg', h.overige_productie_kg,
                   'versie', h.versie, 'gewijzigdOp', h.gewijzigd_op, 'gewijzigdDoor', h.gewijzigd_door)
          from ${handmatigeMelkgegevens} h where h.kringloopwijzer_id = "kringloopwijzers"."id")`,
      })
      .from(kringloopwijzers)
      .where(eq(kringloopwijzers.id, sql.placeholder('klwId'))),
  ).execute({ klwId: kringloopwijzerId });
  if (!rij) return { leveringen: [], handmatig: undefined };
  const handmatig = rij.handmatig ? { ...rij.handmatig, gewijzigdOp: new Date(rij.handmatig.gewijzigdOp) } : undefined;
  const leveringen = rij.leveringen.map(([leverDatum, afleverTijd, ubn, kg, vet, eiwit, ureum, fosfor]) => ({ leverDatum, afleverTijd, ubn, kg, vet, eiwit, ureum, fosfor }));
  return { leveringen, handmatig };
}
