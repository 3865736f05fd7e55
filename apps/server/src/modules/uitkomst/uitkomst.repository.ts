/** Reading a record's whole input and storing its outcome (decision 010). */
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereidSql } from '../../db/voorbereid';
import { handmatigeMelkgegevens, klwInvoer, klwUitkomst, kringloopwijzers, melkleveringSamenvattingen, type KlwUitkomst } from '../../db/schema';
import { handmatigAlsJson, handmatigUitJson, type HandmatigJson } from '../melklevering/melklevering.service';
import type { SchermRij, Uitkomst } from './uitkomst.bereken';
import { STATUS_GESLOTEN_VANAF, type Totaal } from '@kw/contract';

export interface RecordSleutel {
  relatieId: number;
  kringloopwijzerId: number;
}

/** A screen row as the statement gives it: the document as its stored JSON text (null: not sent, its sections are known). */
interface RijTekst {
  scherm: string;
  tekst: string | null;
  versie: number;
  /** the row version's key (`rijSleutel`): the key of its parsed sections on the save's path */
  sleutel?: string;
}

/**
 * A stored screen row's version as a text key: farm, record, screen, version and `xmin` (the id of the
 * transaction that wrote this version of the row). Every write of a row (insert or update) gives it a new
 * `xmin`, and every register write raises `versie` too, so the key names one content: the parsed sections
 * can be kept per key and a save need not fetch and hash the other screens' documents (decision 013,
 * revision 27-11-2026). Transaction ids are not reused before 2^32 further transactions (wraparound), far
 * beyond the life of an entry in the bounded cache. Farm and record are in the key because one transaction
 * (a seed, a data link's message) writes rows of several records with the same `xmin` and version.
 */
export const rijSleutel = (i: string, xmin = `${i}.xmin`) =>
  sql.raw(`concat_ws(':', ${i}.relatie_id, ${i}.kringloopwijzer_id, ${i}.scherm, ${i}.versie, ${xmin}::text)`);

export interface InvoerLezing {
  rijen: RijTekst[] | string;
  handmatig: HandmatigJson | string | null;
  leveringenVersie: number;
  totaal: Totaal | string | null;
}

const json = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);

/**
 * The select list of a record's whole input over `kringloopwijzers k`: every screen row but
 * `behalve` (SQL null: all), the manual milk row, the deliveries' version and their current
 * summary. Also the tail of a register save's statement (invoer.repository), which has the
 * saved row itself already. The documents come as their JSON text (the key of their parsed
 * sections on the save's path, decision 013) and are parsed only when a caller reads them.
 */
export const invoerKolommen = (behalve: SQL | Placeholder) => invoerKolommenWaar(sql`i.scherm is distinct from ${behalve}`, sql`i.gegevens::text`);

/**
 * The same without the rows of the screens `behalve` (a text[]: the screens the statement itself writes) and with
 * the document only of rows whose key (`rijSleutel`) is not in `bekend` (a text[]): the caller holds those rows'
 * parsed sections (the process's `SectieCache`) and passes them to `invoerUitLezing`. A row written since the keys
 * were read has another key, so it comes with its document. A data link's message reads its record's input so
 * (decision 020, revision 27-11-2026 (2)): no document the engine step does not need leaves the database.
 */
export const invoerKolommenBekend = (behalve: SQL | Placeholder, bekend: SQL | Placeholder) =>
  invoerKolommenWaar(sql`i.scherm <> all(${behalve}::text[])`, sql`case when ${rijSleutel('i')} = any(${bekend}::text[]) then null else i.gegevens::text end`);

const invoerKolommenWaar = (filter: SQL, tekst: SQL) => sql`
      coalesce((select json_agg(json_build_object('scherm', i.scherm, 'tekst', ${tekst}, 'versie', i.versie, 'sleutel', ${rijSleutel('i')}) order by i.scherm)
                from ${klwInvoer} i where i.relatie_id = k.relatie_id and i.kringloopwijzer_id = k.id and ${filter}), '[]'::json) as "rijen",
      (select ${handmatigAlsJson} from ${handmatigeMelkgegevens} h where h.relatie_id = k.relatie_id and h.kringloopwijzer_id = k.id) as "handmatig",
      k.leveringen_versie as "leveringenVersie",
      (select s.totaal from ${melkleveringSamenvattingen} s where s.relatie_id = k.relatie_id and s.kringloopwijzer_id = k.id and s.bron_versie = k.leveringen_versie) as "totaal"`;

/**
 * The record's input as keys, without the documents, over the record table under the alias `k`: every
 * screen row's screen, version and key (`rijSleutel`, ordered by screen in the C collation, as
 * `vingerafdruk`), the manual milk row, the deliveries' version and their current summary (both small).
 * A register save reads them with its session check; when every other row's sections are kept under
 * its key, the engine runs before the save's statement and its outcome is stored in that statement
 * (decision 013, revision 27-11-2026).
 */
export const invoerSleutelKolommen = (k: string) => {
  const r = sql.raw(k);
  return sql`
      coalesce((select json_agg(json_build_object('scherm', i.scherm, 'versie', i.versie, 'sleutel', ${rijSleutel('i')}) order by i.scherm collate "C")
                from ${klwInvoer} i where i.relatie_id = ${r}.relatie_id and i.kringloopwijzer_id = ${r}.id), '[]'::json) as "sleutels",
      (select ${handmatigAlsJson} from ${handmatigeMelkgegevens} h where h.relatie_id = ${r}.relatie_id and h.kringloopwijzer_id = ${r}.id) as "handmatig",
      ${r}.leveringen_versie as "leveringenVersie",
      (select s.totaal from ${melkleveringSamenvattingen} s where s.relatie_id = ${r}.relatie_id and s.kringloopwijzer_id = ${r}.id and s.bron_versie = ${r}.leveringen_versie) as "totaal"`;
};

/** The keys of `invoerSleutelKolommen` as the driver gives them. */
export interface InvoerSleutelLezing {
  sleutels: Array<{ scherm: string; versie: number; sleutel: string }> | string | null;
  handmatig: HandmatigJson | string | null;
  leveringenVersie: number | null;
  totaal: Totaal | string | null;
}

/** The record's input keys, parsed: what the engine step needs besides the kept sections. */
export function invoerSleutelsUitLezing(rij: InvoerSleutelLezing) {
  return {
    rijen: rij.sleutels === null ? [] : json(rij.sleutels),
    handmatig: rij.handmatig ? handmatigUitJson(json(rij.handmatig)) : undefined,
    leveringenVersie: rij.leveringenVersie ?? 0,
    totaal: rij.totaal ? json(rij.totaal) : null,
  };
}
export type InvoerSleutels = ReturnType<typeof invoerSleutelsUitLezing>;

/**
 * What the input of record `k` (an alias) is made of, but screen `behalve`, as one text: the other rows'
 * keys, the manual milk row's version and the deliveries' version. Equal to `vingerafdrukVan` of the keys
 * read before exactly when nothing of that input changed in between.
 */
export const vingerafdruk = (k: string, behalve: SQL | Placeholder) => {
  const r = sql.raw(k);
  return sql`concat_ws('|',
        coalesce((select string_agg(${rijSleutel('i')}, ',' order by i.scherm collate "C") from ${klwInvoer} i
                   where i.relatie_id = ${r}.relatie_id and i.kringloopwijzer_id = ${r}.id and i.scherm <> ${behalve}), ''),
        coalesce((select h.versie::text from ${handmatigeMelkgegevens} h where h.relatie_id = ${r}.relatie_id and h.kringloopwijzer_id = ${r}.id), '-'),
        ${r}.leveringen_versie::text)`;
};

/** The same text from the keys a statement read before (`invoerSleutelKolommen`), without screen `behalve`. */
export const vingerafdrukVan = (s: InvoerSleutels, behalve: string) =>
  [s.rijen.filter((r) => r.scherm !== behalve).map((r) => r.sleutel).join(','), s.handmatig ? String(s.handmatig.versie) : '-', String(s.leveringenVersie)].join('|');

/** An outcome replaces the stored one only when its input is not older; the dashboard it replaces is kept. */
const naConflict = sql`on conflict (relatie_id, kringloopwijzer_id) do update set
      invoer_versie = excluded.invoer_versie, engine_versie = excluded.engine_versie, regelversie = excluded.regelversie, schermstatus = excluded.schermstatus,
      signaleringen = excluded.signaleringen, resultaat = excluded.resultaat, dashboard = excluded.dashboard,
      vorig_dashboard = case when excluded.invoer_versie > ${klwUitkomst}.invoer_versie then ${klwUitkomst}.dashboard else ${klwUitkomst}.vorig_dashboard end,
      berekend_op = now()
    where ${klwUitkomst}.invoer_versie <= excluded.invoer_versie`;

/**
 * The outcome's upsert as a part of another statement (the register save's, decision 013 revision
 * 27-11-2026): from the rows of `bron` (its relatie_id and kringloopwijzer_id), only where `als` holds;
 * the values in the placeholders uVersie, uEngineVersie, uRegelversie, uSchermstatus, uSignaleringen,
 * uDashboard (`uitkomstWaarden`). Returns vorig_dashboard, as `bewaarUitkomst`. No full result (decision 013).
 */
export const uitkomstUpsert = (bron: string, als: SQL) => sql`
    insert into ${klwUitkomst} (relatie_id, kringloopwijzer_id, invoer_versie, engine_versie, regelversie, schermstatus, signaleringen, resultaat, dashboard, vorig_dashboard, berekend_op)
    select b.relatie_id, b.kringloopwijzer_id, ${sql.placeholder('uVersie')}::int, ${sql.placeholder('uEngineVersie')}::text, ${sql.placeholder('uRegelversie')}::text,
           ${sql.placeholder('uSchermstatus')}::jsonb, ${sql.placeholder('uSignaleringen')}::jsonb, null, ${sql.placeholder('uDashboard')}::jsonb, null, now()
    from ${sql.raw(bron)} b where ${als}
    ${naConflict}
    returning vorig_dashboard as "vorigDashboard"`;

/** The placeholders of `uitkomstUpsert`. */
export const uitkomstWaarden = (versie: number, regelversie: string, u: Uitkomst) => ({
  uVersie: versie,
  uEngineVersie: u.engineVersie,
  uRegelversie: regelversie,
  uSchermstatus: JSON.stringify(u.schermstatus),
  uSignaleringen: JSON.stringify(u.signaleringen),
  uDashboard: u.dashboard === null ? null : JSON.stringify(u.dashboard),
});

/** Every screen row, the manual milk row, the deliveries' version and their current summary, in one statement. */
export async function leesRecordInvoer(db: Db, r: RecordSleutel) {
  const [rij] = await voorbereidSql<InvoerLezing>(db, 'lees_record_invoer', () => sql`
    select ${invoerKolommen(sql`null`)}
    from ${kringloopwijzers} k
    where k.id = ${sql.placeholder('klwId')} and k.relatie_id = ${sql.placeholder('relatieId')}`).uitvoeren({ klwId: r.kringloopwijzerId, relatieId: r.relatieId });
  return rij ? invoerUitLezing(rij) : undefined;
}

export type RecordInvoer = ReturnType<typeof invoerUitLezing>;

/** Parsed sections per row key (`rijSleutel`), as a caller held them when it read the keys. */
export type BekendeSecties = ReadonlyMap<string, Record<string, unknown>>;

/**
 * A row whose document is parsed on first use (a save whose sections are all known never needs it). A row sent
 * without its document (`invoerKolommenBekend`) carries the sections the caller held for its key; its document
 * was not read, so `zonderDocument` is set and reading `gegevens` is a bug.
 */
function rijUitTekst(r: RijTekst, bekend?: BekendeSecties): SchermRij & { sleutel?: string; zonderDocument?: true } {
  if (r.tekst === null) {
    const geparst = r.sleutel === undefined ? undefined : bekend?.get(r.sleutel);
    if (!geparst) throw new Error(`Het document van ${r.scherm} is niet gelezen en zijn secties zijn onbekend.`);
    return Object.defineProperty({ scherm: r.scherm, versie: r.versie, sleutel: r.sleutel, geparst, zonderDocument: true as const }, 'gegevens', {
      get: () => {
        throw new Error(`Het document van ${r.scherm} is niet gelezen.`);
      },
    }) as SchermRij & { sleutel?: string; zonderDocument: true };
  }
  const tekst = r.tekst;
  let gegevens: Record<string, unknown> | undefined;
  return {
    scherm: r.scherm,
    versie: r.versie,
    tekst,
    sleutel: r.sleutel,
    get gegevens() {
      return (gegevens ??= JSON.parse(tekst) as Record<string, unknown>);
    },
  };
}

/** The driver's row (JSON as text on some drivers) → the record's input; `bekend`: the sections of the rows sent without document. */
export function invoerUitLezing(rij: InvoerLezing, bekend?: BekendeSecties) {
  return {
    rijen: json(rij.rijen).map((r) => rijUitTekst(r, bekend)),
    handmatig: rij.handmatig ? handmatigUitJson(json(rij.handmatig)) : undefined,
    leveringenVersie: rij.leveringenVersie,
    totaal: rij.totaal ? json(rij.totaal) : null,
  };
}

/** The stored outcome and the record's current input version (to see whether it is behind). */
export async function leesUitkomst(db: Db, r: RecordSleutel): Promise<{ uitkomst: KlwUitkomst | null; huidigeVersie: number } | undefined> {
  const [rij] = await voorbereidSql<{ uitkomst: KlwUitkomst | string | null; huidigeVersie: number }>(db, 'lees_uitkomst', () => sql`
    select
      (select json_build_object('relatieId', u.relatie_id, 'kringloopwijzerId', u.kringloopwijzer_id, 'invoerVersie', u.invoer_versie,
              'engineVersie', u.engine_versie, 'schermstatus', u.schermstatus, 'signaleringen', u.signaleringen,
              'dashboard', u.dashboard, 'vorigDashboard', u.vorig_dashboard, 'berekendOp', u.berekend_op)
         from ${klwUitkomst} u where u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id) as "uitkomst",
      ${huidigeVersie} as "huidigeVersie"
    from ${kringloopwijzers} k
    where k.id = ${sql.placeholder('klwId')} and k.relatie_id = ${sql.placeholder('relatieId')}`).uitvoeren({ klwId: r.kringloopwijzerId, relatieId: r.relatieId });
  if (!rij) return undefined;
  return { uitkomst: rij.uitkomst ? json(rij.uitkomst) : null, huidigeVersie: rij.huidigeVersie };
}

/** The record's current input version over `kringloopwijzers k`: what a stored outcome's `invoer_versie` must equal to be current. */
const huidigeVersie = sql`(coalesce((select sum(i.versie) from ${klwInvoer} i where i.relatie_id = k.relatie_id and i.kringloopwijzer_id = k.id), 0)
        + coalesce((select h.versie from ${handmatigeMelkgegevens} h where h.relatie_id = k.relatie_id and h.kringloopwijzer_id = k.id), 0)
        + k.leveringen_versie)::integer`;

/** The columns of `resultaatKolommen` as the driver gives them (the result as JSON text on some drivers). */
export interface ResultaatLezing {
  resultaat: unknown;
  invoerVersie: number | null;
  huidigeVersie: number;
}

/**
 * The select list of a record's stored full result over `kringloopwijzers k`: the result (only when
 * `mee` is true: it is ~21 KB of JSON), the input version it belongs to and the record's current one.
 * With `paden` (a text[] of dot-separated paths) only those leaves, per path `[value]` or null when the
 * result lacks it (`resultaatUitPaden` in the contract builds the partial result from them). Also a
 * column set of the consumer API's one statement per delivery (decision 034).
 */
export const resultaatKolommen = (mee: SQL | Placeholder, paden?: SQL | Placeholder) => sql`
      (${
        paden
          ? // the stored result is compressed out of line (TOAST): every #> on the column would unpack all of it
            // again (40 paths: ~6 ms of PostgreSQL CPU, measured), so it is unpacked once (|| '{}', offset 0)
            sql`select (select coalesce(jsonb_agg(case when r.j #> string_to_array(p.pad, '.') is null then null
                                                      else jsonb_build_array(r.j #> string_to_array(p.pad, '.')) end order by p.nr), '[]'::jsonb)
                        from (select u.resultaat || '{}'::jsonb as j offset 0) r, unnest(${paden}::text[]) with ordinality as p(pad, nr))`
          : sql`select u.resultaat`
      } from ${klwUitkomst} u where ${mee} and u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id and u.resultaat is not null) as "resultaat",
      (select u.invoer_versie from ${klwUitkomst} u where u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id) as "invoerVersie",
      ${huidigeVersie} as "huidigeVersie"`;

/** The parsed result (or its leaves) of a `resultaatKolommen` row while it belongs to the current input; undefined when missing or behind. */
export const actueelOpgeslagenResultaat = (rij: ResultaatLezing): unknown =>
  rij.resultaat !== null && rij.resultaat !== undefined && rij.invoerVersie === rij.huidigeVersie ? json(rij.resultaat as string | object) : undefined;

/** The stored full result of a record, the input version it belongs to and the record's current one. */
export async function leesResultaat(db: Db, r: RecordSleutel): Promise<ResultaatLezing | undefined> {
  const [rij] = await voorbereidSql<ResultaatLezing>(db, 'lees_resultaat', () => sql`
    select ${resultaatKolommen(sql`true`)}
    from ${kringloopwijzers} k
    where k.id = ${sql.placeholder('klwId')} and k.relatie_id = ${sql.placeholder('relatieId')}`).uitvoeren({
    klwId: r.kringloopwijzerId,
    relatieId: r.relatieId,
  });
  return rij;
}

/**
 * Store an outcome; an outcome of an older input (a slower concurrent save) never replaces a
 * newer one. The dashboard before the change is kept for the results panel.
 * `zonderFlush`: commit without waiting for the WAL flush (`synchronous_commit` off for this
 * statement's own transaction only), for the register save, which stores the outcome in its own
 * statement after the save's synchronous one. The outcome is derived: should a crash of
 * PostgreSQL itself lose it (within ~3 × `wal_writer_delay` of the save), its `invoer_versie` is
 * behind the input and the next read recomputes it (`actueleUitkomst`). The flush cost
 * ~0.15–0.25 ms of PostgreSQL CPU per commit (decision 019). Never inside a transaction: it would
 * make that transaction's commit asynchronous too (the data links' processing calls this in one).
 */
export async function bewaarUitkomst(
  db: Db,
  r: RecordSleutel,
  versie: number,
  regelversie: string,
  u: Uitkomst,
  { zonderFlush = false }: { zonderFlush?: boolean } = {},
): Promise<{ vorigDashboard: unknown } | undefined> {
  const [rij] = await voorbereidSql<{ vorigDashboard: unknown }>(db, zonderFlush ? 'bewaar_uitkomst_zonder_flush' : 'bewaar_uitkomst', () => sql`
    ${zonderFlush ? sql`with snel as (select set_config('synchronous_commit', 'off', true))` : sql``}
    insert into ${klwUitkomst} (relatie_id, kringloopwijzer_id, invoer_versie, engine_versie, regelversie, schermstatus, signaleringen, resultaat, dashboard, vorig_dashboard, berekend_op)
    select ${sql.placeholder('relatieId')}::int, ${sql.placeholder('klwId')}::int, ${sql.placeholder('versie')}::int, ${sql.placeholder('engineVersie')}::text, ${sql.placeholder('regelversie')}::text,
           ${sql.placeholder('schermstatus')}::jsonb, ${sql.placeholder('signaleringen')}::jsonb, ${sql.placeholder('resultaat')}::jsonb,
           ${sql.placeholder('dashboard')}::jsonb, null, now()
    ${zonderFlush ? sql`from snel` : sql``}
    ${naConflict}
    returning vorig_dashboard as "vorigDashboard"`).uitvoeren({
    relatieId: r.relatieId,
    klwId: r.kringloopwijzerId,
    versie,
    engineVersie: u.engineVersie,
    regelversie,
    schermstatus: JSON.stringify(u.schermstatus),
    signaleringen: JSON.stringify(u.signaleringen),
    resultaat: u.resultaat === null ? null : JSON.stringify(u.resultaat),
    dashboard: u.dashboard === null ? null : JSON.stringify(u.dashboard),
  });
  return rij ? { vorigDashboard: rij.vorigDashboard === null ? null : json(rij.vorigDashboard as string | object) } : undefined;
}

/** A record of a recompute batch (decision 028): its year, whether it is still open, and its whole input. */
export interface RecordInvoerMetStatus {
  sleutel: RecordSleutel;
  jaar: number;
  statusId: number;
  invoer: RecordInvoer;
}

/** The whole input of several records in one statement (the recompute's batch; decision 028). */
export async function leesRecordInvoeren(db: DbOfTx, sleutels: RecordSleutel[]): Promise<RecordInvoerMetStatus[]> {
  if (sleutels.length === 0) return [];
  const lijst = JSON.stringify(sleutels.map((s) => ({ r: s.relatieId, k: s.kringloopwijzerId })));
  const res = (await db.execute(sql`
    select k.relatie_id as "relatieId", k.id as "klwId", k.jaar as "jaar", k.status_id as "statusId", ${invoerKolommen(sql`null`)}
    from jsonb_to_recordset(${lijst}::jsonb) as s(r integer, k integer)
    join ${kringloopwijzers} k on k.relatie_id = s.r and k.id = s.k`)) as unknown as { rows: (InvoerLezing & { relatieId: number; klwId: number; jaar: number; statusId: number })[] };
  return res.rows.map((r) => ({ sleutel: { relatieId: r.relatieId, kringloopwijzerId: r.klwId }, jaar: r.jaar, statusId: r.statusId, invoer: invoerUitLezing(r) }));
}

export interface TeBewarenUitkomst {
  sleutel: RecordSleutel;
  versie: number;
  regelversie: string;
  uitkomst: Uitkomst;
}

/**
 * Store the outcomes of a recompute batch in one statement, like `bewaarUitkomst` (an outcome of an
 * older input never replaces a newer one: a save that came in meanwhile wins). The full result is
 * not stored (as on a save, decision 013): the reports compute it under the current rules when they
 * first need it. Returns the records whose outcome was written.
 */
export async function bewaarUitkomsten(db: DbOfTx, rijen: TeBewarenUitkomst[]): Promise<RecordSleutel[]> {
  if (rijen.length === 0) return [];
  const lijst = JSON.stringify(
    rijen.map((r) => ({
      relatie_id: r.sleutel.relatieId,
      kringloopwijzer_id: r.sleutel.kringloopwijzerId,
      invoer_versie: r.versie,
      engine_versie: r.uitkomst.engineVersie,
      regelversie: r.regelversie,
      schermstatus: r.uitkomst.schermstatus,
      signaleringen: r.uitkomst.signaleringen,
      dashboard: r.uitkomst.dashboard,
    })),
  );
  const res = (await db.execute(sql`
    insert into ${klwUitkomst} (relatie_id, kringloopwijzer_id, invoer_versie, engine_versie, regelversie, schermstatus, signaleringen, resultaat, dashboard, vorig_dashboard, berekend_op)
    select r.relatie_id, r.kringloopwijzer_id, r.invoer_versie, r.engine_versie, r.regelversie, r.schermstatus, r.signaleringen, null, r.dashboard, null, now()
    from jsonb_to_recordset(${lijst}::jsonb) as r(relatie_id integer, kringloopwijzer_id integer, invoer_versie integer, engine_versie text, regelversie text, schermstatus jsonb, signaleringen jsonb, dashboard jsonb)
    on conflict (relatie_id, kringloopwijzer_id) do update set
      invoer_versie = excluded.invoer_versie, engine_versie = excluded.engine_versie, regelversie = excluded.regelversie, schermstatus = excluded.schermstatus,
      signaleringen = excluded.signaleringen, resultaat = null, dashboard = excluded.dashboard,
      vorig_dashboard = case when excluded.invoer_versie > ${klwUitkomst}.invoer_versie then ${klwUitkomst}.dashboard else ${klwUitkomst}.vorig_dashboard end,
      berekend_op = now()
    where ${klwUitkomst}.invoer_versie <= excluded.invoer_versie
    returning relatie_id as "relatieId", kringloopwijzer_id as "kringloopwijzerId"`)) as unknown as { rows: RecordSleutel[] };
  return res.rows;
}

/**
 * The open records whose stored outcome was computed with other rules than `regelversies` gives
 * for their year (or before rule versions were stored), or with `alle` every open record with a
 * stored outcome: what a recompute run queues. SQL pieces for the queue's own insert (decision 026).
 */
export const teHerberekenenRecords = (regelversies: Record<string, string>, alle: boolean) => sql`
    select k.relatie_id, k.id as kringloopwijzer_id
    from ${kringloopwijzers} k
    join ${klwUitkomst} u on u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id
    where k.status_id < ${STATUS_GESLOTEN_VANAF}
      and (${alle}::boolean or u.regelversie is distinct from (${JSON.stringify(regelversies)}::jsonb ->> k.jaar::text))`;
