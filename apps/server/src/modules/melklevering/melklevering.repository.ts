import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereid, voorbereidSql } from '../../db/voorbereid';
import {
  auditLog,
  gebruikers,
  handmatigeMelkgegevens,
  klwInvoer,
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
  // the rows and their audit line (the rows as written, with the Drizzle keys) in one prepared statement:
  // the data links' processing is made of its statements (docs/metingen.md, 27-11-2026)
  await voorbereidSql(db as unknown as Db, 'melk_leveringen_toevoegen', () => sql`
    with nieuw as (
      insert into ${melkleveringen} (relatie_id, kringloopwijzer_id, lever_datum, aflever_tijd, ubn, kg, vet, eiwit, ureum, fosfor)
      select ${sql.placeholder('relatieId')}::int, ${sql.placeholder('kringloopwijzerId')}::int, x.lever_datum, x.aflever_tijd, x.ubn, x.kg, x.vet, x.eiwit, x.ureum, x.fosfor
        from jsonb_to_recordset(${sql.placeholder('rijen')}::jsonb) as x(lever_datum date, aflever_tijd text, ubn text, kg float8, vet float8, eiwit float8, ureum float8, fosfor float8)
      returning *)
    insert into ${auditLog} (kringloopwijzer_id, relatie_id, tabel, actie, voor, na)
    select ${sql.placeholder('kringloopwijzerId')}::int, ${sql.placeholder('relatieId')}::int, 'melkleveringen', 'insert', null,
           jsonb_agg(jsonb_build_object('relatieId', n.relatie_id, 'id', n.id, 'kringloopwijzerId', n.kringloopwijzer_id, 'leverDatum', n.lever_datum, 'afleverTijd', n.aflever_tijd,
                                        'ubn', n.ubn, 'kg', n.kg, 'vet', n.vet, 'eiwit', n.eiwit, 'ureum', n.ureum, 'fosfor', n.fosfor) order by n.id)
      from nieuw n`).uitvoeren({
    ...record,
    rijen: JSON.stringify(leveringen.map((l) => ({ lever_datum: l.leverDatum, aflever_tijd: l.afleverTijd, ubn: l.ubn, kg: l.kg, vet: l.vet, eiwit: l.eiwit, ureum: l.ureum, fosfor: l.fosfor ?? null }))),
  });
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
          // One number of dairy cows per year: the Veestapel screen's average (what the engine and the results use),
          // not the record's own column; null when Veestapel is not saved. A read of the invoer module's row.
          aantalMelkkoeien: sql<number | null>`(select (v.gegevens #>> '{veestapel,melkkoeien,gemiddeldAantal}')::float8
          from ${klwInvoer} v where v.relatie_id = "kringloopwijzers"."relatie_id" and v.kringloopwijzer_id = "kringloopwijzers"."id" and v.scherm = 'veestapel')`,
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
  // raw prepared SQL, built once per process: also run inside a data link's transaction (the engine step after
  // new deliveries), where a query-builder statement would be built again each time (docs/metingen.md, 27-11-2026)
  const [rij] = await voorbereidSql<{ versie: number; rijen: LeveringTupel[] | string }>(db, 'leveringen_met_versie', () => sql`
    select k.leveringen_versie as "versie", ${leveringenJson(sql`k.relatie_id`, sql`k.id`)} as "rijen"
      from ${kringloopwijzers} k where k.id = ${sql.placeholder('klwId')}`).uitvoeren({ klwId: kringloopwijzerId });
  if (!rij) return { versie: 0, rijen: [] };
  return { versie: rij.versie, rijen: leveringRijen(rij.rijen) };
}

/** Store a summary made from the rows of `bronVersie`; a newer stored one is kept. */
export async function bewaarSamenvatting(db: Db, record: { relatieId: number; id: number }, bronVersie: number, s: LeveringSamenvatting) {
  await voorbereidSql(db, 'bewaar_leveringen_samenvatting', () => sql`
    insert into ${melkleveringSamenvattingen} (relatie_id, kringloopwijzer_id, bron_versie, aantal, totaal, gegevens)
    values (${sql.placeholder('relatieId')}::int, ${sql.placeholder('klwId')}::int, ${sql.placeholder('bronVersie')}::int, ${sql.placeholder('aantal')}::int,
            ${sql.placeholder('totaal')}::json, ${sql.placeholder('gegevens')}::text)
    on conflict (relatie_id, kringloopwijzer_id) do update
      set bron_versie = excluded.bron_versie, aantal = excluded.aantal, totaal = excluded.totaal, gegevens = excluded.gegevens
      where ${melkleveringSamenvattingen}.bron_versie < excluded.bron_versie`).uitvoeren({
    relatieId: record.relatieId,
    klwId: record.id,
    bronVersie,
    aantal: s.aantal,
    totaal: JSON.stringify(s.totaal),
    gegevens: s.gegevens,
  });
}
