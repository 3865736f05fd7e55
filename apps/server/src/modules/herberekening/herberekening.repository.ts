/**
 * The recompute queue (decision 028): a run (`herberekeningen`) and its tasks, one per record
 * (`herberekening_taken`). A batch's tasks are claimed with FOR UPDATE SKIP LOCKED and marked in
 * the transaction that stores their outcomes, so a killed worker neither repeats nor skips a farm.
 * The same SQL runs on PGlite (one connection: the locks are trivially granted).
 */
import { sql } from 'drizzle-orm';
import type { Db, DbOfTx } from '../../db/client';
import { auditLog, gebruikers, herberekeningen, herberekeningTaken, kringloopwijzers, relaties, type Herberekening } from '../../db/schema';
import { teHerberekenenRecords, type RecordSleutel } from '../uitkomst/uitkomst.service';

const rijenVan = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Serialises the planning of runs across servers (PostgreSQL) so two starts cannot queue a farm twice. */
export async function vergrendelPlanning(tx: DbOfTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(2028028)`);
}

/** The run still busy (no klaar_op), oldest first. */
export async function actieveRun(db: DbOfTx): Promise<Herberekening | undefined> {
  const rijen = rijenVan<Herberekening>(
    await db.execute(sql`select id, engine_versie as "engineVersie", regelversies, aanleiding, reden, gestart_door as "gestartDoor", totaal, klaar, mislukt, overgeslagen,
      gestart_op as "gestartOp", klaar_op as "klaarOp", gestopt_op as "gestoptOp", gestopt_door as "gestoptDoor", stop_reden as "stopReden"
      from ${herberekeningen} where klaar_op is null order by id limit 1`),
  );
  return rijen[0] ? metDatums(rijen[0]) : undefined;
}

function metDatums(r: Herberekening): Herberekening {
  const d = (x: unknown) => (x === null || x instanceof Date ? (x as Date | null) : new Date(String(x)));
  const json = (x: unknown) => (typeof x === 'string' ? (JSON.parse(x) as Record<string, string>) : (x as Record<string, string>));
  return { ...r, regelversies: json(r.regelversies), gestartOp: d(r.gestartOp)!, klaarOp: d(r.klaarOp), gestoptOp: d(r.gestoptOp ?? null) };
}

/** How many open records have an outcome computed with other rules than the current ones. */
export async function telVerouderd(db: DbOfTx, regelversies: Record<string, string>): Promise<number> {
  const [r] = rijenVan<{ n: number }>(await db.execute(sql`select count(*)::integer as n from (${teHerberekenenRecords(regelversies, false)}) t`));
  return r.n;
}

/** A new run with a task for every record to recompute (one statement); a run with nothing to do is closed at once. */
export async function planRun(
  tx: DbOfTx,
  v: { engineVersie: string; regelversies: Record<string, string>; aanleiding: Herberekening['aanleiding']; reden: string | null; gestartDoor: number | null; alle: boolean },
): Promise<{ id: number; totaal: number }> {
  const [r] = rijenVan<{ id: number; totaal: number }>(
    await tx.execute(sql`
    with doel as materialized (${teHerberekenenRecords(v.regelversies, v.alle)}),
    run as (
      insert into ${herberekeningen} (engine_versie, regelversies, aanleiding, reden, gestart_door, totaal, klaar_op)
      select ${v.engineVersie}::text, ${JSON.stringify(v.regelversies)}::jsonb, ${v.aanleiding}::text, ${v.reden}::text, ${v.gestartDoor}::integer, n, case when n = 0 then now() end
      from (select count(*)::integer as n from doel) c
      returning id, totaal),
    taken as (
      insert into ${herberekeningTaken} (relatie_id, kringloopwijzer_id, herberekening_id)
      select d.relatie_id, d.kringloopwijzer_id, run.id from doel d cross join run
      returning 1)
    select run.id, run.totaal, (select count(*) from taken)::integer as "taken" from run`),
  );
  return { id: r.id, totaal: r.totaal };
}

/**
 * Up to `aantal` open tasks of the run, in key order (read without a lock: the batch's transaction claims them).
 * None of a stopped run: its open tasks stay undone.
 */
export async function openTaken(db: DbOfTx, runId: number, aantal: number): Promise<RecordSleutel[]> {
  return rijenVan<RecordSleutel>(
    await db.execute(sql`select relatie_id as "relatieId", kringloopwijzer_id as "kringloopwijzerId" from ${herberekeningTaken}
      where herberekening_id = ${runId} and status = 'open'
        and not exists (select 1 from ${herberekeningen} h where h.id = ${runId} and h.gestopt_op is not null)
      order by relatie_id, kringloopwijzer_id limit ${aantal}`),
  );
}

/**
 * The batch's first statement: lock the run's row (FOR NO KEY UPDATE, as a stop's update takes it) and say whether
 * it is still going. A stop that commits first makes the batch claim nothing (its computed outcomes are dropped); a
 * stop that comes while the batch's transaction runs waits for its commit, so the tasks in flight finish.
 */
export async function runLooptNog(tx: DbOfTx, runId: number): Promise<boolean> {
  const [r] = rijenVan<{ gestopt: boolean }>(await tx.execute(sql`select gestopt_op is not null as gestopt from ${herberekeningen} where id = ${runId} for no key update`));
  return r !== undefined && !r.gestopt;
}

/** Stop a busy run: who, when, why, and closed (klaar_op), so it is no longer the busy run. False when it was not busy (any more). */
export async function stopRun(tx: DbOfTx, runId: number, door: number, reden: string): Promise<boolean> {
  const rijen = rijenVan<{ id: number }>(
    await tx.execute(sql`update ${herberekeningen} set gestopt_op = now(), gestopt_door = ${door}, stop_reden = ${reden}, klaar_op = now()
      where id = ${runId} and klaar_op is null returning id`),
  );
  return rijen.length === 1;
}

/**
 * The batch's keys as a range over the open tasks' index (`herberekening_taken_open_idx`: run, farm, record),
 * beside the list itself: matched by the list alone, right after planning (the table's statistics still those
 * of an empty table) a batch's statements read every open task of the run, the claim 95 ms and the marking
 * 5 ms per batch at 20,000 open tasks (decision 028, revision 27-11-2026 (session 17)).
 */
function binnenBereik(t: string, sleutels: RecordSleutel[]) {
  const geordend = [...sleutels].sort((a, b) => a.relatieId - b.relatieId || a.kringloopwijzerId - b.kringloopwijzerId);
  const [eerste, laatste] = [geordend[0], geordend[geordend.length - 1]];
  const kolommen = sql.raw(`(${t}.relatie_id, ${t}.kringloopwijzer_id)`);
  return sql`${kolommen} >= (${eerste.relatieId}::integer, ${eerste.kringloopwijzerId}::integer)
      and ${kolommen} <= (${laatste.relatieId}::integer, ${laatste.kringloopwijzerId}::integer)`;
}

/**
 * Claim those of `sleutels` that are still open and not taken by another worker (SKIP LOCKED), and
 * share-lock their records, so a submission waits for this batch; with each the record's status now.
 */
export async function claimTaken(tx: DbOfTx, runId: number, sleutels: RecordSleutel[]): Promise<Array<RecordSleutel & { statusId: number }>> {
  if (sleutels.length === 0) return [];
  const lijst = JSON.stringify(sleutels.map((s) => ({ r: s.relatieId, k: s.kringloopwijzerId })));
  return rijenVan<RecordSleutel & { statusId: number }>(
    await tx.execute(sql`
    select t.relatie_id as "relatieId", t.kringloopwijzer_id as "kringloopwijzerId", k.status_id as "statusId"
    from ${herberekeningTaken} t
    join ${kringloopwijzers} k on k.relatie_id = t.relatie_id and k.id = t.kringloopwijzer_id
    where t.herberekening_id = ${runId} and t.status = 'open'
      and ${binnenBereik('t', sleutels)}
      and (t.relatie_id, t.kringloopwijzer_id) in (select x.r, x.k from jsonb_to_recordset(${lijst}::jsonb) as x(r integer, k integer))
    for update of t skip locked
    for share of k`),
  );
}

export interface TaakUitkomst extends RecordSleutel {
  status: 'klaar' | 'mislukt' | 'overgeslagen';
  fout: string | null;
  /** its outcome was written: an audit line */
  geschreven: boolean;
}

/**
 * Mark a batch's tasks, append an audit line per written outcome (who started the run, when, with
 * which rules) and raise the run's counters; the run is closed when its last task is marked. One
 * statement, in the batch's transaction.
 */
export async function markeerTaken(tx: DbOfTx, run: Pick<Herberekening, 'id' | 'gestartDoor'>, taken: TaakUitkomst[], regelversies: Record<string, string>): Promise<void> {
  if (taken.length === 0) return;
  const lijst = JSON.stringify(taken.map((t) => ({ r: t.relatieId, k: t.kringloopwijzerId, s: t.status, f: t.fout, g: t.geschreven })));
  await tx.execute(sql`
    with uit as (select * from jsonb_to_recordset(${lijst}::jsonb) as x(r integer, k integer, s text, f text, g boolean)),
    gemarkeerd as (
      update ${herberekeningTaken} t set status = uit.s, fout = uit.f, klaar_op = now()
      from uit where t.relatie_id = uit.r and t.kringloopwijzer_id = uit.k and t.herberekening_id = ${run.id} and t.status = 'open'
        and ${binnenBereik('t', taken)}
      returning t.relatie_id, t.kringloopwijzer_id, t.status, uit.g),
    audit as (
      insert into ${auditLog} (gebruiker_id, kringloopwijzer_id, relatie_id, tabel, actie, na)
      select ${run.gestartDoor}::integer, g.kringloopwijzer_id, g.relatie_id, 'klw_uitkomst', 'herberekend',
             jsonb_build_object('herberekeningId', ${run.id}::integer, 'regelversie', ${JSON.stringify(regelversies)}::jsonb ->> k.jaar::text)
      from gemarkeerd g join ${kringloopwijzers} k on k.relatie_id = g.relatie_id and k.id = g.kringloopwijzer_id
      where g.g
      returning 1),
    tel as (
      select count(*) filter (where status = 'klaar')::integer as klaar, count(*) filter (where status = 'mislukt')::integer as mislukt,
             count(*) filter (where status = 'overgeslagen')::integer as overgeslagen, (select count(*) from audit)::integer as geschreven
      from gemarkeerd)
    update ${herberekeningen} h set klaar = h.klaar + tel.klaar, mislukt = h.mislukt + tel.mislukt, overgeslagen = h.overgeslagen + tel.overgeslagen,
      klaar_op = case when h.klaar + h.mislukt + h.overgeslagen + tel.klaar + tel.mislukt + tel.overgeslagen >= h.totaal then now() end
    from tel where h.id = ${run.id}`);
}

/** Close a run whose tasks are all marked (a safety net; markeerTaken closes it with its last batch). */
export async function sluitRunAlsKlaar(db: DbOfTx, runId: number): Promise<void> {
  await db.execute(sql`update ${herberekeningen} set klaar_op = now()
    where id = ${runId} and klaar_op is null and not exists (select 1 from ${herberekeningTaken} where herberekening_id = ${runId} and status = 'open')`);
}

type MetNamen = Herberekening & { gestartDoorNaam: string | null; gestoptDoorNaam: string | null };

/** The newest run with the names of who started it and who stopped it. */
export async function nieuwsteRun(db: Db): Promise<MetNamen | undefined> {
  const rijen = rijenVan<MetNamen>(
    await db.execute(sql`select h.id, h.engine_versie as "engineVersie", h.regelversies, h.aanleiding, h.reden, h.gestart_door as "gestartDoor", h.totaal, h.klaar, h.mislukt,
      h.overgeslagen, h.gestart_op as "gestartOp", h.klaar_op as "klaarOp", g.naam as "gestartDoorNaam",
      h.gestopt_op as "gestoptOp", h.gestopt_door as "gestoptDoor", h.stop_reden as "stopReden", s.naam as "gestoptDoorNaam"
      from ${herberekeningen} h left join ${gebruikers} g on g.id = h.gestart_door left join ${gebruikers} s on s.id = h.gestopt_door
      order by h.id desc limit 1`),
  );
  return rijen[0] ? { ...metDatums(rijen[0]), gestartDoorNaam: rijen[0].gestartDoorNaam, gestoptDoorNaam: rijen[0].gestoptDoorNaam } : undefined;
}

/** The failures of a run with farm name and year, at most `max`. */
export async function fouten(db: Db, runId: number, max: number) {
  return rijenVan<{ relatieId: number; kringloopwijzerId: number; bedrijfsnaam: string; jaar: number; fout: string }>(
    await db.execute(sql`select t.relatie_id as "relatieId", t.kringloopwijzer_id as "kringloopwijzerId", r.naam as "bedrijfsnaam", k.jaar, coalesce(t.fout, '') as "fout"
      from ${herberekeningTaken} t
      join ${kringloopwijzers} k on k.relatie_id = t.relatie_id and k.id = t.kringloopwijzer_id
      join ${relaties} r on r.id = t.relatie_id
      where t.herberekening_id = ${runId} and t.status = 'mislukt' order by r.naam, k.jaar limit ${max}`),
  );
}
