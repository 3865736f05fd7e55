/**
 * The rows of the register screens (table klw_invoer). Generic for every screen: the screen's
 * key is a column, the document one jsonb value. A save writes the row and its audit line
 * (before and after) in one statement.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voorbereid, voorbereidSql } from '../../db/voorbereid';
import { auditLog, gebruikers, handmatigeMelkgegevens, klwInvoer, klwUitkomst, kringloopwijzers, sessies } from '../../db/schema';
import { isActieveSessieVanToken, sessieKolommenVoorRecord } from '../auth/auth.service';
import { lezingInLezing, type GeschrevenLezing } from '../toegang/toegang.service';
import type { ActorMachtiging } from '../../plugins/auth';
import {
  invoerKolommen,
  invoerKolommenBekend,
  invoerSleutelKolommen,
  invoerSleutelsUitLezing,
  invoerUitLezing,
  rijSleutel,
  uitkomstUpsert,
  uitkomstWaarden,
  vingerafdruk,
  type BekendeSecties,
  type InvoerLezing,
  type InvoerSleutelLezing,
  type RecordInvoer,
  type RecordSleutel,
  type UitkomstVooraf,
} from '../uitkomst/uitkomst.service';
import { INDICATOR_BUITEN_BEREIK, type SchermSignalering, type SchermStatus } from '@kw/contract';
import type { Dashboard } from '@kw/engine';

const p = (naam: string) => sql.placeholder(naam);
const json = <T>(x: T | string): T => (typeof x === 'string' ? (JSON.parse(x) as T) : x);

/** What a save statement answers: the new version, its key and the record's whole input (for the engine). */
const antwoord = () => sql`select na.versie as "versie", ${opgeslagenSleutel} as "sleutel", ${invoerKolommen(p('scherm'))}
  from na join ${kringloopwijzers} k on k.relatie_id = na.relatie_id and k.id = na.kringloopwijzer_id`;

/**
 * The saved row's version key (`rijSleutel`): its `xmin` comes out of the write as `rij_xmin`, which the
 * audit line leaves out (its row stays the table's columns).
 */
const opgeslagenSleutel = rijSleutel('na', 'na.rij_xmin');
const naZonderXmin = sql.raw(`to_jsonb(na) - 'rij_xmin'`);

/** Version 0: the first save of the screen; someone else was first → nothing written. */
const eersteOpslag = () => sql`with na as (
    insert into ${klwInvoer} (relatie_id, kringloopwijzer_id, scherm, gegevens, versie, gewijzigd_door)
    values (${p('relatieId')}, ${p('klwId')}, ${p('scherm')}, ${p('gegevens')}::jsonb, 1, ${p('gebruikerId')})
    on conflict do nothing
    returning *, xmin as rij_xmin),
  audit as (
    insert into ${auditLog} (gebruiker_id, kringloopwijzer_id, relatie_id, tabel, actie, voor, na)
    select ${p('gebruikerId')}, na.kringloopwijzer_id, na.relatie_id, 'klw_invoer', 'insert', null, ${naZonderXmin} from na)
  ${antwoord()}`;

/** Version n ≥ 1: only over the row that still has version n (locked, then raised to n+1), with its audit line. */
const bijwerken = sql`with voor as (
    select * from ${klwInvoer}
    where relatie_id = ${p('relatieId')} and kringloopwijzer_id = ${p('klwId')} and scherm = ${p('scherm')} and versie = ${p('versie')}
    for update),
  na as (
    update ${klwInvoer} t
    set gegevens = ${p('gegevens')}::jsonb, versie = t.versie + 1, gewijzigd_op = now(), gewijzigd_door = ${p('gebruikerId')}
    from voor
    where t.relatie_id = voor.relatie_id and t.kringloopwijzer_id = voor.kringloopwijzer_id and t.scherm = voor.scherm
    returning t.*, t.xmin as rij_xmin),
  audit as (
    insert into ${auditLog} (gebruiker_id, kringloopwijzer_id, relatie_id, tabel, actie, voor, na)
    select ${p('gebruikerId')}, na.kringloopwijzer_id, na.relatie_id, 'klw_invoer', 'update', (select to_jsonb(voor) from voor), ${naZonderXmin} from na)`;

const volgendeOpslag = () => sql`${bijwerken}
  ${antwoord()}`;

/**
 * The same save with the engine's outcome computed before it (decision 013, revision 27-11-2026): the
 * outcome is stored in this statement, only when the rest of the record's input is still the one it was
 * computed from (`vingerafdruk` equal to the placeholder `verwacht`); `klopt` says whether it was.
 * One round trip for the save and its outcome, and no other screen's document leaves the database.
 */
const volgendeOpslagMetUitkomst = () => sql`${bijwerken},
  klopt as (
    select ${vingerafdruk('k', p('scherm'))} = ${p('verwacht')} as ja
    from ${kringloopwijzers} k where k.relatie_id = ${p('relatieId')} and k.id = ${p('klwId')}),
  uk as (${uitkomstUpsert('na', sql`(select ja from klopt)`)})
  select na.versie as "versie", ${opgeslagenSleutel} as "sleutel", coalesce((select ja from klopt), false) as "klopt", (select u."vorigDashboard" from uk u) as "vorigDashboard"
  from na`;

/**
 * Save a screen row and its audit line in one statement (atomic on its own), which also reads
 * the rest of the record's input for the engine (the other screens, the milk data): one round
 * trip instead of two. Undefined: nothing written because the stored version is another one (→ 409).
 */
export async function slaSchermRijOp(
  db: Db,
  opslag: RecordSleutel & { scherm: string; versie: number; gegevens: Record<string, unknown>; geparst?: Record<string, unknown>; gebruikerId: number },
): Promise<{ versie: number; sleutel: string; invoer: RecordInvoer } | undefined> {
  const plaats = {
    relatieId: opslag.relatieId,
    klwId: opslag.kringloopwijzerId,
    scherm: opslag.scherm,
    versie: opslag.versie,
    gegevens: JSON.stringify(opslag.gegevens),
    gebruikerId: opslag.gebruikerId,
  };
  const [rij] = await (opslag.versie === 0
    ? voorbereidSql<InvoerLezing & { versie: number; sleutel: string }>(db, 'sla_scherm_eerste', eersteOpslag).uitvoeren(plaats)
    : voorbereidSql<InvoerLezing & { versie: number; sleutel: string }>(db, 'sla_scherm_bij', volgendeOpslag).uitvoeren(plaats));
  if (!rij) return undefined;
  const invoer = invoerUitLezing(rij);
  // the saved row itself, as it now stands, in the screens' order
  invoer.rijen = [...invoer.rijen, { scherm: opslag.scherm, gegevens: opslag.gegevens, versie: rij.versie, geparst: opslag.geparst }].sort((a, b) => (a.scherm < b.scherm ? -1 : 1));
  return { versie: rij.versie, sleutel: rij.sleutel, invoer };
}

/**
 * A save (version ≥ 1) with its outcome computed beforehand (`uitkomstVooraf`), in one statement.
 * Undefined: nothing written (the stored version is another one → 409). `klopt` false: the row is saved
 * but the outcome was not stored, because another change of the record's input came in between; the
 * caller then computes it from what is stored now. `sleutel`: the saved row's version key.
 */
export async function slaSchermRijOpMetUitkomst(
  db: Db,
  opslag: RecordSleutel & { scherm: string; versie: number; gegevens: Record<string, unknown>; gebruikerId: number },
  vooraf: UitkomstVooraf,
): Promise<{ versie: number; sleutel: string; klopt: boolean; vorigDashboard: Dashboard | null } | undefined> {
  const [rij] = await voorbereidSql<{ versie: number; sleutel: string; klopt: boolean; vorigDashboard: Dashboard | string | null }>(
    db,
    'sla_scherm_bij_met_uitkomst',
    volgendeOpslagMetUitkomst,
  ).uitvoeren({
    relatieId: opslag.relatieId,
    klwId: opslag.kringloopwijzerId,
    scherm: opslag.scherm,
    versie: opslag.versie,
    gegevens: JSON.stringify(opslag.gegevens),
    gebruikerId: opslag.gebruikerId,
    verwacht: vooraf.verwacht,
    ...uitkomstWaarden(vooraf.versie, vooraf.regelversie, vooraf.uitkomst),
  });
  if (!rij) return undefined;
  return { versie: rij.versie, sleutel: rij.sleutel, klopt: rij.klopt, vorigDashboard: rij.vorigDashboard === null ? null : json(rij.vorigDashboard) };
}

/**
 * Several screen rows of one record saved in ONE statement, each as `slaSchermRijOp` saves one: a row of version n ≥ 1
 * only over the row that still has version n (locked, raised to n+1), a row of version 0 inserted, and per row its
 * audit line (before and after) by `gebruikerId` (null: by no user, a data link's message, decision 020). All or
 * nothing: when any versioned row has another version, or a row to insert exists already, the statement writes none
 * of them and answers undefined (as a 409). A row inserted by another transaction after this statement's snapshot
 * makes its insert do nothing; the answer then has fewer rows than were asked and the caller must roll its
 * transaction back (the data links' processing does: `VersieBotsing`). The statement also reads the rest of the
 * record's input for the engine, the documents only of rows whose key is not in `bekend` (`invoerKolommenBekend`).
 * A feed message saved up to four screens in four statements before (decision 020, revision 27-11-2026 (2)).
 */
const rijenOpslaan = () => sql`with inv as (
    select x.scherm, x.versie, x.gegevens from jsonb_to_recordset(${p('rijen')}::jsonb) as x(scherm text, versie int, gegevens jsonb)),
  voor as (
    select t.* from ${klwInvoer} t join inv on inv.scherm = t.scherm and inv.versie = t.versie
    where t.relatie_id = ${p('relatieId')}::int and t.kringloopwijzer_id = ${p('klwId')}::int and inv.versie > 0
    order by t.scherm
    for update of t),
  ok as (
    select (select count(*) from voor) = (select count(*) from inv where inv.versie > 0)
       and not exists (select 1 from ${klwInvoer} t join inv on inv.scherm = t.scherm and inv.versie = 0
                        where t.relatie_id = ${p('relatieId')}::int and t.kringloopwijzer_id = ${p('klwId')}::int) as ja),
  bij as (
    update ${klwInvoer} t
    set gegevens = inv.gegevens, versie = t.versie + 1, gewijzigd_op = now(), gewijzigd_door = ${p('gebruikerId')}::int
    from voor join inv on inv.scherm = voor.scherm
    where t.relatie_id = voor.relatie_id and t.kringloopwijzer_id = voor.kringloopwijzer_id and t.scherm = voor.scherm and (select ja from ok)
    returning t.*, t.xmin as rij_xmin),
  nieuw as (
    insert into ${klwInvoer} (relatie_id, kringloopwijzer_id, scherm, gegevens, versie, gewijzigd_door)
    select ${p('relatieId')}::int, ${p('klwId')}::int, inv.scherm, inv.gegevens, 1, ${p('gebruikerId')}::int from inv where inv.versie = 0 and (select ja from ok)
    on conflict do nothing
    returning *, xmin as rij_xmin),
  na as (select * from bij union all select * from nieuw),
  audit as (
    insert into ${auditLog} (gebruiker_id, kringloopwijzer_id, relatie_id, tabel, actie, voor, na)
    select ${p('gebruikerId')}::int, na.kringloopwijzer_id, na.relatie_id, 'klw_invoer', case when v.scherm is null then 'insert' else 'update' end,
           case when v.scherm is null then null else to_jsonb(v) end, ${naZonderXmin}
      from na left join voor v on v.scherm = na.scherm)
  select coalesce((select json_agg(json_build_object('scherm', na.scherm, 'versie', na.versie, 'sleutel', ${opgeslagenSleutel})) from na), '[]'::json) as "opgeslagen",
         ${invoerKolommenBekend(p('schermen'), p('bekend'))}
    from ${kringloopwijzers} k where k.relatie_id = ${p('relatieId')}::int and k.id = ${p('klwId')}::int`;

/**
 * Save `rijen` of one record in one statement (`rijenOpslaan`: all or nothing, audit line per row) and read the rest
 * of its input: per saved row its new version and key, and the input with the saved rows in it (their sections as
 * the register's check parsed them, `geparst`). `bekend`: the parsed sections the caller holds per row key; those
 * rows come without their document. Undefined: nothing written (a version moved, or a new row exists already);
 * fewer saved rows than asked is not returned either: it throws nothing itself, the caller checks `opgeslagen`.
 */
export async function slaSchermRijenOp(
  db: Db,
  opslag: RecordSleutel & {
    rijen: Array<{ scherm: string; versie: number; gegevens: Record<string, unknown>; geparst?: Record<string, unknown> }>;
    gebruikerId: number | null;
    bekend: BekendeSecties;
  },
): Promise<{ opgeslagen: Array<{ scherm: string; versie: number; sleutel: string }>; invoer: RecordInvoer } | undefined> {
  const [rij] = await voorbereidSql<InvoerLezing & { opgeslagen: Array<{ scherm: string; versie: number; sleutel: string }> | string }>(db, 'sla_schermen_op', rijenOpslaan).uitvoeren({
    relatieId: opslag.relatieId,
    klwId: opslag.kringloopwijzerId,
    gebruikerId: opslag.gebruikerId,
    rijen: JSON.stringify(opslag.rijen.map((r) => ({ scherm: r.scherm, versie: r.versie, gegevens: r.gegevens }))),
    schermen: opslag.rijen.map((r) => r.scherm),
    bekend: [...opslag.bekend.keys()],
  });
  if (!rij) return undefined;
  const opgeslagen = json(rij.opgeslagen);
  if (opgeslagen.length !== opslag.rijen.length) return undefined;
  const invoer = invoerUitLezing(rij, opslag.bekend);
  const nieuw = new Map(opgeslagen.map((o) => [o.scherm, o]));
  // the saved rows themselves, as they now stand, in the screens' order
  for (const r of opslag.rijen) {
    const o = nieuw.get(r.scherm)!;
    invoer.rijen.push({ scherm: r.scherm, gegevens: r.gegevens, versie: o.versie, geparst: r.geparst, sleutel: o.sleutel });
  }
  invoer.rijen.sort((a, b) => (a.scherm < b.scherm ? -1 : 1));
  return { opgeslagen, invoer };
}

/**
 * The caller (as the record's policy sees it) and the record, with the session check, in one
 * prepared round trip. No row: the session is not active. `klw` null: no such record.
 */
export async function leesSessieEnRecord(db: Db, sessieId: string, klwId: number) {
  const [rij] = await voorbereid(db, 'invoer_sessie_en_record', (d) =>
    d
      .select({
        ...sessieKolommenVoorRecord,
        klw: { id: kringloopwijzers.id, relatieId: kringloopwijzers.relatieId, jaar: kringloopwijzers.jaar, statusId: kringloopwijzers.statusId },
      })
      .from(sessies)
      .innerJoin(gebruikers, eq(gebruikers.id, sessies.gebruikerId))
      .leftJoin(kringloopwijzers, eq(kringloopwijzers.id, sql.placeholder('klwId')))
      .where(isActieveSessieVanToken(sql.placeholder('sid')))
      .limit(1),
  ).execute({ sid: sessieId, klwId });
  if (!rij) return undefined;
  return { actor: { ...rij.gebruiker, machtigingen: rij.machtigingen }, record: rij.klw };
}

/**
 * The caller and the record as the raw statements of a save's first round trip and a screen's GET select them
 * (the same columns as `leesSessieEnRecord`, over `sessies`, `gebruikers` and the left-joined `kringloopwijzers`).
 */
const lezerKolommen = sql`${gebruikers.id} as gebruiker_id, ${gebruikers.isDeelnemer} as is_deelnemer, ${gebruikers.isSBMedewerker} as is_sb_medewerker,
           ${gebruikers.relatieId} as gebruiker_relatie_id, ${gebruikers.organisatieId} as organisatie_id,
           ${sessieKolommenVoorRecord.machtigingen} as machtigingen,
           ${kringloopwijzers.id} as klw_id, ${kringloopwijzers.relatieId} as klw_relatie_id, ${kringloopwijzers.jaar} as jaar, ${kringloopwijzers.statusId} as status_id`;

/** The row of `lezerKolommen` as the driver gives it. */
interface LezerRij {
  gebruiker_id: number;
  is_deelnemer: boolean;
  is_sb_medewerker: boolean;
  gebruiker_relatie_id: number | null;
  organisatie_id: number | null;
  machtigingen: ActorMachtiging[] | string;
  klw_id: number | null;
  klw_relatie_id: number | null;
  jaar: number | null;
  status_id: number | null;
}

/** The caller (as the record's policy sees it) and the record from a `LezerRij`; `record` null: no such record. */
function lezerUit(rij: LezerRij) {
  return {
    actor: { id: rij.gebruiker_id, isDeelnemer: rij.is_deelnemer, isSBMedewerker: rij.is_sb_medewerker, relatieId: rij.gebruiker_relatie_id, organisatieId: rij.organisatie_id, machtigingen: json(rij.machtigingen) },
    record: rij.klw_id === null ? null : { id: rij.klw_id, relatieId: rij.klw_relatie_id!, jaar: rij.jaar!, statusId: rij.status_id! },
  };
}

/**
 * A save's first round trip: as `leesSessieEnRecord`, with the record's input as keys (no documents:
 * `invoerSleutelKolommen`), from which the save computes its outcome before its statement when the
 * sections of every other row are kept (decision 013, revision 27-11-2026).
 */
export async function leesSessieRecordEnSleutels(db: Db, sessieId: string, klwId: number) {
  const [rij] = await voorbereidSql<SessieEnSleutels>(db, 'invoer_sessie_record_en_sleutels', () => sql`
    select ${lezerKolommen},
           ${invoerSleutelKolommen('"kringloopwijzers"')}
      from ${sessies}
      inner join ${gebruikers} on ${gebruikers.id} = ${sessies.gebruikerId}
      left join ${kringloopwijzers} on ${kringloopwijzers.id} = ${p('klwId')}
     where ${isActieveSessieVanToken(p('sid'))}
     limit 1`).uitvoeren({ sid: sessieId, klwId });
  if (!rij) return undefined;
  return {
    ...lezerUit(rij),
    sleutels: rij.klw_id === null ? undefined : invoerSleutelsUitLezing(rij),
  };
}

/** The row of `leesSessieRecordEnSleutels` as the driver gives it. */
interface SessieEnSleutels extends LezerRij, InvoerSleutelLezing {
}

/** What a screen's GET shows of the stored outcome: only this screen's status and signals. */
export interface SchermUitkomst {
  status: SchermStatus | null;
  signaleringen: SchermSignalering[];
  dashboard: Dashboard | null;
  vorigDashboard: Dashboard | null;
}

// The subqueries name the outer table in full: Drizzle leaves select columns unqualified.
const vanRecord = (alias: string) => sql.raw(`${alias}.relatie_id = "kringloopwijzers"."relatie_id" and ${alias}.kringloopwijzer_id = "kringloopwijzers"."id"`);

/**
 * Everything a screen's GET needs in ONE prepared round trip (decision 013): the caller and the
 * record (as leesSessieEnRecord), the screen's row with its document as JSON text (sent on as
 * it is, never parsed), and the stored outcome narrowed to this screen, with the record's
 * current input version to see whether it is behind. The policy is applied afterwards; data of
 * a record the caller may not see is read but never sent. The same statement writes the access
 * row of the read (decision 019, toegang's `lezingInLezing`, which writes it only where the
 * policy allows the read), so an adviser's read costs no second round trip; `toegang`: that row, or null.
 */
export async function leesSchermMetSessie(db: Db, sessieId: string, gebruikerId: number, klwId: number, scherm: string, wat: string) {
  const [rij] = await voorbereidSql<SchermLezing>(db, 'invoer_scherm_met_sessie_en_lezing', () => sql`
    with lezer as (
      select ${lezerKolommen},
             (select i.versie from ${klwInvoer} i where ${vanRecord('i')} and i.scherm = ${p('scherm')}) as versie,
             (select i.gegevens::text from ${klwInvoer} i where ${vanRecord('i')} and i.scherm = ${p('scherm')}) as gegevens,
             (select json_build_object(
                'invoerVersie', u.invoer_versie, 'status', u.schermstatus ->> ${p('scherm')},
                -- the screen's own signals and every indicator warning (contract signaleringVoorScherm)
                'signaleringen', (select coalesce(jsonb_agg(s), '[]'::jsonb) from jsonb_array_elements(u.signaleringen) s where s ->> 'scherm' = ${p('scherm')} or s ->> 'code' = '${sql.raw(INDICATOR_BUITEN_BEREIK)}'),
                'dashboard', u.dashboard, 'vorigDashboard', u.vorig_dashboard)
              from ${klwUitkomst} u where ${vanRecord('u')}) as uitkomst,
             (coalesce((select sum(i.versie) from ${klwInvoer} i where ${vanRecord('i')}), 0)
               + coalesce((select h.versie from ${handmatigeMelkgegevens} h where ${vanRecord('h')}), 0)
               + "kringloopwijzers"."leveringen_versie")::integer as huidige_versie
        from ${sessies}
        inner join ${gebruikers} on ${gebruikers.id} = ${sessies.gebruikerId}
        left join ${kringloopwijzers} on ${kringloopwijzers.id} = ${p('klwId')}
       where ${isActieveSessieVanToken(p('sid'))}
       limit 1),
    lezing as (${lezingInLezing('lezer')})
    select l.*, (select row_to_json(x) from lezing x) as toegang from lezer l`).uitvoeren({ sid: sessieId, gebruikerId, klwId, scherm, wat });
  if (!rij) return undefined;
  const u = rij.uitkomst === null ? null : json(rij.uitkomst);
  return {
    ...lezerUit(rij),
    rij: rij.versie === null || rij.gegevens === null ? undefined : { versie: rij.versie, gegevensTekst: rij.gegevens },
    /** undefined when there is none or it is behind the input (then it is recomputed) */
    uitkomst: u && u.invoerVersie === rij.huidige_versie ? { status: u.status, signaleringen: u.signaleringen, dashboard: u.dashboard, vorigDashboard: u.vorigDashboard } : undefined,
    toegang: rij.toegang === null ? null : json(rij.toegang),
  };
}

/** The row of a screen's GET as the driver gives it (JSON as text on some drivers). */
interface SchermLezing extends LezerRij {
  versie: number | null;
  gegevens: string | null;
  uitkomst: (SchermUitkomst & { invoerVersie: number }) | string | null;
  huidige_versie: number;
  toegang: GeschrevenLezing | string | null;
}
