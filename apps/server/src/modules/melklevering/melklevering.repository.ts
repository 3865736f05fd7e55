import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereid } from '../../db/voorbereid';
import {
  auditLog,
  gebruikers,
  handmatigeMelkgegevens,
  kringloopwijzers,
  melkleveringen,
  melkleveringSamenvattingen,
  sessies,
  type HandmatigeMelkgegevens,
  type MelkleveringRij,
} from '../../db/schema';
import { isActieveSessieVanToken, sessieKolommenVoorRecord } from '../auth/auth.service';

export type HandmatigeWaarden = Omit<HandmatigeMelkgegevens, 'relatieId' | 'kringloopwijzerId' | 'versie' | 'gewijzigdOp' | 'gewijzigdDoor'>;

export type HandmatigJson = Omit<HandmatigeMelkgegevens, 'gewijzigdOp'> & { gewijzigdOp: string };

export const handmatigUitJson = (j: HandmatigJson): HandmatigeMelkgegevens => ({ ...j, gewijzigdOp: new Date(j.gewijzigdOp) });

/** The manual row of alias `h` as one JSON object with the Drizzle (camelCase) keys. */
export const handmatigAlsJson = sql`json_build_object('relatieId', h.relatie_id, 'kringloopwijzerId', h.kringloopwijzer_id,
  'gebruikHandmatigeMelkRegistratie', h.gebruik_handmatige_melk_registratie,
  'handmatigKg', h.handmatig_kg, 'handmatigVet', h.handmatig_vet, 'handmatigEiwit', h.handmatig_eiwit,
  'handmatigUreum', h.handmatig_ureum, 'handmatigFosfor', h.handmatig_fosfor,
  'zelfZuivelKg', h.zelf_zuivel_kg, 'zelfZuivelVet', h.zelf_zuivel_vet, 'zelfZuivelEiwit', h.zelf_zuivel_eiwit,
  'zelfZuivelUreum', h.zelf_zuivel_ureum, 'zelfZuivelFosfor', h.zelf_zuivel_fosfor,
  'gevoerdAanKalverenKg', h.gevoerd_aan_kalveren_kg, 'overigeProductieKg', h.overige_productie_kg,
  'versie', h.versie, 'gewijzigdOp', h.gewijzigd_op, 'gewijzigdDoor', h.gewijzigd_door)`;

export async function heeftLeveringen(db: DbOfTx, kringloopwijzerId: number): Promise<boolean> {
  const rij = await db.select({ id: melkleveringen.id }).from(melkleveringen).where(eq(melkleveringen.kringloopwijzerId, kringloopwijzerId)).limit(1);
  return rij.length > 0;
}

/**
 * Automatic deliveries a data link brings in (decision 020), with their audit line, inside the
 * caller's transaction: the data links write them through melklevering.service (decision 026).
 */
export async function voegLeveringenToe(db: DbOfTx, record: { relatieId: number; kringloopwijzerId: number }, leveringen: Array<Omit<typeof melkleveringen.$inferInsert, 'relatieId' | 'kringloopwijzerId'>>) {
  const rijen = await db
    .insert(melkleveringen)
    .values(leveringen.map((l) => ({ ...record, ...l })))
    .returning();
  await db.insert(auditLog).values({ ...record, tabel: 'melkleveringen', actie: 'insert', voor: null, na: rijen });
}

export async function handmatigeRij(db: Db, kringloopwijzerId: number): Promise<HandmatigeMelkgegevens | undefined> {
  const [rij] = await voorbereid(db, 'handmatige_rij', (d) =>
    d.select().from(handmatigeMelkgegevens).where(eq(handmatigeMelkgegevens.kringloopwijzerId, sql.placeholder('klwId'))).limit(1),
  ).execute({ klwId: kringloopwijzerId });
  return rij;
}

/** One automatic delivery as the Melklevering screen needs it. */
export type LeveringRij = Pick<MelkleveringRij, 'leverDatum' | 'afleverTijd' | 'ubn' | 'kg' | 'vet' | 'eiwit' | 'ureum' | 'fosfor'>;
export type LeveringTupel = [string, string, string, number, number, number, number, number | null];

/** The stored summary of a record's automatic deliveries (see melkleveringSamenvattingen). */
export type LeveringSamenvatting = Pick<typeof melkleveringSamenvattingen.$inferSelect, 'aantal' | 'totaal' | 'gegevens'>;

/**
 * Everything the Melklevering screen reads, and the session check, in one prepared round
 * trip (decision 009): the caller as the record's policy sees it (user and their mandates for
 * the record's farm only; the session found by the token's reference), the record (null when unknown), the delivery summary while it is
 * current (null otherwise) and the manual row. No row at all: the session is not active.
 */
export async function leesMelkLeveringMetSessie(db: Db, tokenRef: string, kringloopwijzerId: number) {
  // The subquery names the outer table in full: Drizzle leaves select columns unqualified,
  // and an unqualified column inside a subquery would bind to the inner table.
  const [rij] = await voorbereid(db, 'melk_levering_met_sessie', (d) =>
    d
      .select({
        ...sessieKolommenVoorRecord,
        klw: {
          id: kringloopwijzers.id,
          relatieId: kringloopwijzers.relatieId,
          jaar: kringloopwijzers.jaar,
          statusId: kringloopwijzers.statusId,
          aantalMelkkoeien: kringloopwijzers.aantalMelkkoeien,
        },
        samenvatting: { aantal: melkleveringSamenvattingen.aantal, totaal: melkleveringSamenvattingen.totaal, gegevens: melkleveringSamenvattingen.gegevens },
        handmatig: sql<HandmatigJson | null>`(select ${handmatigAlsJson}
          from ${handmatigeMelkgegevens} h where h.relatie_id = "kringloopwijzers"."relatie_id" and h.kringloopwijzer_id = "kringloopwijzers"."id")`,
      })
      .from(sessies)
      .innerJoin(gebruikers, eq(gebruikers.id, sessies.gebruikerId))
      .leftJoin(kringloopwijzers, eq(kringloopwijzers.id, sql.placeholder('klwId')))
      .leftJoin(
        melkleveringSamenvattingen,
        and(
          eq(melkleveringSamenvattingen.relatieId, kringloopwijzers.relatieId),
          eq(melkleveringSamenvattingen.kringloopwijzerId, kringloopwijzers.id),
          eq(melkleveringSamenvattingen.bronVersie, kringloopwijzers.leveringenVersie),
        ),
      )
      .where(isActieveSessieVanToken(sql.placeholder('ref')))
      .limit(1),
  ).execute({ ref: tokenRef, klwId: kringloopwijzerId });
  if (!rij) return undefined;
  const { klw, samenvatting, handmatig, gebruiker, machtigingen } = rij;
  return {
    actor: { ...gebruiker, machtigingen },
    record: klw,
    samenvatting,
    handmatig: handmatig ? handmatigUitJson(handmatig) : undefined,
  };
}

/**
 * A record's automatic deliveries in date order as one JSON array of positional arrays (PostgreSQL
 * builds that in ~0.7 ms for a year against ~1.7 ms for objects with keys), the record's columns
 * given as SQL: also a column of the consumer API's one statement per delivery (decision 034).
 */
export const leveringenJson = (relatieId: SQL, klwId: SQL) => sql<LeveringTupel[]>`coalesce((
          select json_agg(json_build_array(l.lever_datum, l.aflever_tijd, l.ubn, l.kg, l.vet, l.eiwit, l.ureum, l.fosfor)
                          order by l.lever_datum, l.aflever_tijd)
          from ${melkleveringen} l where l.relatie_id = ${relatieId} and l.kringloopwijzer_id = ${klwId}), '[]'::json)`;

/** The rows of `leveringenJson` (JSON text on some drivers). */
export const leveringRijen = (tupels: LeveringTupel[] | string): LeveringRij[] =>
  (typeof tupels === 'string' ? (JSON.parse(tupels) as LeveringTupel[]) : tupels).map(([leverDatum, afleverTijd, ubn, kg, vet, eiwit, ureum, fosfor]) => ({ leverDatum, afleverTijd, ubn, kg, vet, eiwit, ureum, fosfor }));

/** A record's automatic deliveries in date order, with the delivery version they belong to (one statement, so one snapshot). */
export async function leveringenMetVersie(db: Db, kringloopwijzerId: number): Promise<{ versie: number; rijen: LeveringRij[] }> {
  const [rij] = await voorbereid(db, 'leveringen_met_versie', (d) =>
    d
      .select({
        versie: kringloopwijzers.leveringenVersie,
        rijen: leveringenJson(sql`"kringloopwijzers"."relatie_id"`, sql`"kringloopwijzers"."id"`),
      })
      .from(kringloopwijzers)
      .where(eq(kringloopwijzers.id, sql.placeholder('klwId'))),
  ).execute({ klwId: kringloopwijzerId });
  if (!rij) return { versie: 0, rijen: [] };
  return { versie: rij.versie, rijen: leveringRijen(rij.rijen) };
}

/** Store a summary made from the rows of `bronVersie`; a newer stored one is kept. */
export async function bewaarSamenvatting(db: Db, record: { relatieId: number; id: number }, bronVersie: number, s: LeveringSamenvatting) {
  await db
    .insert(melkleveringSamenvattingen)
    .values({ relatieId: record.relatieId, kringloopwijzerId: record.id, bronVersie, ...s })
    .onConflictDoUpdate({
      target: [melkleveringSamenvattingen.relatieId, melkleveringSamenvattingen.kringloopwijzerId],
      set: { bronVersie, aantal: s.aantal, totaal: s.totaal, gegevens: s.gegevens },
      setWhere: sql`${melkleveringSamenvattingen.bronVersie} < excluded.bron_versie`,
    });
}
