/**
 * The statements of one message's processing (decision 020), prepared and as few as the steps allow:
 * the message with its links, the year locked with its documents and what links wrote before, and
 * the changes with the message's new state. Building a query with the query builder costs ~0.5 ms of
 * CPU each time and a round trip ~0.5–1 ms more, and the processing ran ~12 of them per message
 * (docs/metingen.md, 26-11-2026 and 27-11-2026); prepared raw SQL is built once per process
 * (`voorbereidSql`).
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { voorbereidSql } from '../../db/voorbereid';
import { klwInvoer, koppelingBerichten, koppelingen, koppelingVerwerking, koppelingWijzigingen, kringloopwijzers, leveranciers, relaties } from '../../db/schema';
import type { VeldWijziging, Waarde } from '@kw/contract';
import { leveringenJson, leveringRijen, type LeveringRij, type LeveringTupel } from '../melklevering/melklevering.service';
import { wijzigingenVanLeverancierSql } from '../toegang/toegang.service';
import {
  invoerKolommenBekend,
  invoerSleutelKolommen,
  invoerSleutelsUitLezing,
  invoerUitLezing,
  uitkomstUpsert,
  uitkomstWaarden,
  type BekendeSecties,
  type BerekendeUitkomst,
  type InvoerLezing,
  type InvoerSleutelLezing,
  type InvoerSleutels,
  type RecordInvoer,
  type RecordSleutel,
} from '../uitkomst/uitkomst.service';

const p = (naam: string) => sql.placeholder(naam);
const alsDb = (db: DbOfTx) => db as unknown as Db;

export interface Link {
  relatieId: number;
  id: number;
  status: string;
  gewijzigd: Date;
  bedrijf: string;
}

export interface BerichtRij {
  status: string;
  klantnummer: string | null;
  soort: string;
  inhoudType: string;
  inhoud: string;
  leverancierBerichtId: string;
  leverancier: string;
  organisatieId: number;
  /** the supplier's links for the message's type and stored customer number, newest status first */
  links: Link[];
}

const berichtSql = (overslaan: boolean) => () => sql`
  select v.status as "status", v.klantnummer as "klantnummer", b.soort as "soort", b.inhoud_type as "inhoudType", b.inhoud as "inhoud",
         b.leverancier_bericht_id as "leverancierBerichtId", r.naam as "leverancier", l.organisatie_id as "organisatieId",
         set_config('synchronous_commit', case when v.status = 'ontvangen' then 'off' else 'on' end, true) as "commitZonderFlush",
         (select coalesce(json_agg(json_build_object('relatieId', k.relatie_id, 'id', k.id, 'status', k.status, 'gewijzigd', k.status_gewijzigd_op, 'bedrijf', rb.naam)
                                   order by k.status_gewijzigd_op desc, k.id desc), '[]'::json)
            from ${koppelingen} k join ${relaties} rb on rb.id = k.relatie_id
           where k.leverancier_id = v.leverancier_id and k.soort = b.soort and k.klantnummer = v.klantnummer) as "links"
    from ${koppelingVerwerking} v
    join ${koppelingBerichten} b on b.leverancier_id = v.leverancier_id and b.id = v.bericht_id
    join ${leveranciers} l on l.id = v.leverancier_id
    join ${relaties} r on r.id = l.organisatie_id
   where v.leverancier_id = ${p('leverancierId')} and v.bericht_id = ${p('berichtId')}
   for update of v${overslaan ? sql` skip locked` : sql``}`;

/**
 * The message and its state, locked (`overslaan`: skipped when another transaction holds it), with the
 * supplier's links for its type and customer number (the customer number stored at receipt; the caller
 * checks it is the message's own).
 * A message still `ontvangen` is processed in a transaction that commits without waiting for the WAL flush
 * (`synchronous_commit` off for this transaction only; decision 020, revision 27-11-2026): its raw text and state
 * were committed and flushed before the supplier's answer, so should a crash of PostgreSQL itself lose the
 * processing (within ~3 × `wal_writer_delay`), the whole transaction is gone, the message is `ontvangen` again,
 * and the recovery (`koppelingen.herstel.ts`) processes it once. A message in another state (failed, waiting:
 * the staff's reprocessing) commits as usual, because a lost reprocessing would not be redone by itself.
 */
export async function leesBerichtMetLinks(db: DbOfTx, leverancierId: number, berichtId: number, overslaan: boolean): Promise<BerichtRij | undefined> {
  const naam = overslaan ? 'koppeling_bericht_overslaan' : 'koppeling_bericht';
  const [rij] = await voorbereidSql<Omit<BerichtRij, 'links'> & { links: Array<Omit<Link, 'gewijzigd'> & { gewijzigd: string }> }>(alsDb(db), naam, berichtSql(overslaan)).uitvoeren({ leverancierId, berichtId });
  if (!rij) return undefined;
  return { ...rij, links: rij.links.map((l) => ({ ...l, gewijzigd: new Date(l.gewijzigd) })) };
}

export interface JaarRij {
  id: number;
  statusId: number;
  documenten: Array<{ scherm: string; gegevens: Record<string, unknown>; versie: number }>;
  geschreven: Record<string, Waarde>;
  /** the record's whole input as keys, without documents (uitkomst's `invoerSleutelKolommen`) */
  sleutels: InvoerSleutels;
}

/**
 * The farm's record of the year, locked (one message at a time per record), with the documents of the
 * screens the message writes and, per field of those screens, the last value a link wrote or proposed.
 * One statement: its reads use the statement's snapshot, taken before a wait for the lock; a message
 * that waited on another one for the same record therefore may read the documents as they were, and its
 * save then finds another version and the processing starts again (`VersieBotsing`), as with a user's save.
 * The second try passes `eerstVergrendelen`: the lock is taken by a statement of its own first, so the read
 * after it is fresh (two round trips, only then).
 * With them the record's input as keys (every row's screen, version and `rijSleutel`; uitkomst's piece, decision 026):
 * the engine step later reads only the documents of rows whose sections the process does not hold (decision 020,
 * revision 27-11-2026 (2)). Keys read before a wait may be stale; that only makes a row come with its document.
 * FOR NO KEY UPDATE, not FOR UPDATE: it still keeps two messages of one year (and a status change, an UPDATE of
 * the row) apart, but not the KEY SHARE lock that a farmer's save takes on this row through the foreign key of its
 * audit line. Under FOR UPDATE the save waited here while holding its screen row, the message then waited for that
 * row, and PostgreSQL broke the cycle by aborting one of them: a 500 for the farmer or a failed message
 * (test/koppelingen-gelijktijdig.test.ts; decision 020, revision 27-11-2026 "the year's lock").
 */
export async function leesJaarMetDocumenten(db: DbOfTx, relatieId: number, jaar: number, schermen: string[], eerstVergrendelen = false): Promise<JaarRij | undefined> {
  if (eerstVergrendelen)
    await voorbereidSql(alsDb(db), 'koppeling_jaar_vergrendelen', () => sql`
      select k.id from ${kringloopwijzers} k where k.relatie_id = ${p('relatieId')} and k.jaar = ${p('jaar')} for no key update of k`).uitvoeren({ relatieId, jaar });
  const [rij] = await voorbereidSql<Omit<JaarRij, 'sleutels'> & InvoerSleutelLezing>(alsDb(db), 'koppeling_jaar_documenten', () => sql`
    select k.id as "id", k.status_id as "statusId", ${invoerSleutelKolommen('k')},
           (select coalesce(json_agg(json_build_object('scherm', i.scherm, 'gegevens', i.gegevens, 'versie', i.versie)), '[]'::json)
              from ${klwInvoer} i
             where i.relatie_id = k.relatie_id and i.kringloopwijzer_id = k.id and i.scherm = any(${p('schermen')}::text[])) as "documenten",
           (select coalesce(json_object_agg(w.veld, w.na), '{}'::json)
              from (select distinct on (veld) veld, na from ${koppelingWijzigingen}
                     where relatie_id = k.relatie_id and kringloopwijzer_id = k.id and scherm = any(${p('schermen')}::text[])
                     order by veld, id desc) w) as "geschreven"
      from ${kringloopwijzers} k
     where k.relatie_id = ${p('relatieId')} and k.jaar = ${p('jaar')}
       for no key update of k`).uitvoeren({ relatieId, jaar, schermen });
  if (!rij) return undefined;
  return { id: rij.id, statusId: rij.statusId, documenten: rij.documenten, geschreven: rij.geschreven, sleutels: invoerSleutelsUitLezing(rij) };
}

/**
 * The message's changes, its state verwerkt and the access rows of the screens it changed (one per screen, role
 * leverancier, naming the supplier: toegang's piece, decision 026), in one statement; with `uitkomst` also the
 * record's engine outcome (uitkomst's `uitkomstUpsert`, as a register save stores it in its own statement,
 * decision 013): one round trip less per message that changes a screen (decision 020, revision 27-11-2026 (2)).
 */
export async function bewaarVerwerkt(
  db: DbOfTx,
  m: {
    leverancierId: number;
    berichtId: number;
    relatieId: number;
    kringloopwijzerId: number;
    jaar: number;
    periodeVan: string;
    periodeTot: string;
    wijzigingen: VeldWijziging[];
    toegang: { organisatieId: number; leverancier: string; reden: string; schermen: string[] };
    uitkomst?: BerekendeUitkomst;
  },
) {
  await voorbereidSql(alsDb(db), 'koppeling_bewaar_verwerkt', () => sql`
    with w as (
      insert into ${koppelingWijzigingen} (relatie_id, kringloopwijzer_id, leverancier_id, bericht_id, scherm, veld, label, voor, na, toegepast)
      select ${p('relatieId')}::int, ${p('kringloopwijzerId')}::int, ${p('leverancierId')}::int, ${p('berichtId')}::bigint, x.scherm, x.veld, x.label, x.voor, x.na, x.toegepast
        from jsonb_to_recordset(${p('wijzigingen')}::jsonb) as x(scherm text, veld text, label text, voor jsonb, na jsonb, toegepast boolean)),
    t as (${wijzigingenVanLeverancierSql}),
    doel as (select ${p('relatieId')}::int as relatie_id, ${p('kringloopwijzerId')}::int as kringloopwijzer_id),
    uk as (${uitkomstUpsert('doel', sql`${p('metUitkomst')}::boolean`)})
    update ${koppelingVerwerking}
       set status = 'verwerkt', oorzaak = null, reden = null, pogingen = pogingen + 1, laatste_poging = now(),
           relatie_id = ${p('relatieId')}::int, kringloopwijzer_id = ${p('kringloopwijzerId')}::int, jaar = ${p('jaar')}::int,
           periode_van = ${p('periodeVan')}::date, periode_tot = ${p('periodeTot')}::date
     where leverancier_id = ${p('leverancierId')}::int and bericht_id = ${p('berichtId')}::bigint`).uitvoeren({
    ...m,
    ...m.toegang,
    wijzigingen: JSON.stringify(m.wijzigingen.map((w) => ({ scherm: w.scherm, veld: w.veld, label: w.label, voor: w.voor, na: w.na, toegepast: w.toegepast }))),
    metUitkomst: m.uitkomst !== undefined,
    ...(m.uitkomst ? uitkomstWaarden(m.uitkomst.versie, m.uitkomst.regelversie, m.uitkomst.uitkomst) : { uVersie: null, uEngineVersie: null, uRegelversie: null, uSchermstatus: null, uSignaleringen: null, uDashboard: null }),
  });
}

/**
 * After a milk message's deliveries are added (same transaction, the record locked): the record's whole input and
 * all its deliveries in one statement, the pieces published by their owners (uitkomst's `invoerKolommen`,
 * melklevering's `leveringenJson`, decision 026). The stored delivery summary is stale by then, so the input's
 * `totaal` is null; the caller makes the summary from these deliveries. `bekend`: the parsed sections the caller
 * holds per row key; those rows come without their document (`invoerKolommenBekend`).
 */
export async function leesInvoerMetLeveringen(db: DbOfTx, r: RecordSleutel, bekend: BekendeSecties): Promise<{ invoer: RecordInvoer; leveringen: LeveringRij[] } | undefined> {
  const [rij] = await voorbereidSql<InvoerLezing & { leveringen: LeveringTupel[] | string }>(alsDb(db), 'koppeling_invoer_met_leveringen', () => sql`
    select ${invoerKolommenBekend(sql`'{}'::text[]`, p('bekend'))}, ${leveringenJson(sql`k.relatie_id`, sql`k.id`)} as "leveringen"
      from ${kringloopwijzers} k
     where k.id = ${p('klwId')} and k.relatie_id = ${p('relatieId')}`).uitvoeren({ klwId: r.kringloopwijzerId, relatieId: r.relatieId, bekend: [...bekend.keys()] });
  return rij ? { invoer: invoerUitLezing(rij, bekend), leveringen: leveringRijen(rij.leveringen) } : undefined;
}
