/**
 * The save of the manual milk data: row and audit line in one prepared statement.
 */
import { getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voorbereidSql } from '../../db/voorbereid';
import { auditLog, handmatigeMelkgegevens, type HandmatigeMelkgegevens } from '../../db/schema';
import { isDbId } from '../kringloopwijzer/kringloopwijzer.service';
import { handmatigAlsJson, handmatigUitJson, type HandmatigeWaarden, type HandmatigJson } from './melklevering.repository';

/** The columns a save writes, in one order for the SET and the VALUES lists. */
const waardeKolommen = Object.entries(getTableColumns(handmatigeMelkgegevens))
  .filter(([sleutel]) => !['relatieId', 'kringloopwijzerId', 'versie', 'gewijzigdOp', 'gewijzigdDoor'].includes(sleutel))
  .map(([sleutel, kolom]) => ({ sleutel: sleutel as keyof HandmatigeWaarden, naam: sql.identifier(kolom.name) }));

type OpslagRij = { actie: 'insert' | 'update'; na: HandmatigJson | string };
const p = (naam: string) => sql.placeholder(naam);
const naJson = () => sql`(select ${handmatigAlsJson} from na h)`;

/** Version 0: the first save of a record. */
const eersteOpslag = () => sql`with na as (
    insert into ${handmatigeMelkgegevens} (relatie_id, kringloopwijzer_id, versie, gewijzigd_door, ${sql.join(waardeKolommen.map((k) => k.naam), sql`, `)})
    values (${p('relatieId')}, ${p('klwId')}, 1, ${p('gebruikerId')}, ${sql.join(waardeKolommen.map((k) => p(k.sleutel)), sql`, `)})
    on conflict (relatie_id, kringloopwijzer_id) do nothing
    returning *),
  audit as (
    insert into ${auditLog} (gebruiker_id, kringloopwijzer_id, relatie_id, tabel, actie, voor, na)
    select ${p('gebruikerId')}, na.kringloopwijzer_id, na.relatie_id, 'handmatige_melkgegevens', 'insert', null, ${naJson()}::jsonb from na)
  select 'insert' as actie, ${naJson()} as na from na`;

/** Version n ≥ 1: only over the row that still has version n. */
const volgendeOpslag = () => sql`with voor as (
    select * from ${handmatigeMelkgegevens}
    where relatie_id = ${p('relatieId')} and kringloopwijzer_id = ${p('klwId')} and versie = ${p('versie')}
    for update),
  na as (
    update ${handmatigeMelkgegevens} t
    set ${sql.join(waardeKolommen.map((k) => sql`${k.naam} = ${p(k.sleutel)}`), sql`, `)},
        versie = t.versie + 1, gewijzigd_op = now(), gewijzigd_door = ${p('gebruikerId')}
    from voor where t.relatie_id = voor.relatie_id and t.kringloopwijzer_id = voor.kringloopwijzer_id
    returning t.*),
  audit as (
    insert into ${auditLog} (gebruiker_id, kringloopwijzer_id, relatie_id, tabel, actie, voor, na)
    select ${p('gebruikerId')}, na.kringloopwijzer_id, na.relatie_id, 'handmatige_melkgegevens', 'update',
           (select ${handmatigAlsJson} from voor h)::jsonb, ${naJson()}::jsonb from na)
  select 'update' as actie, ${naJson()} as na from na`;

interface OpslagResultaat {
  actie: 'insert' | 'update';
  na: HandmatigeMelkgegevens;
}

/**
 * Save the manual row and its audit line in ONE statement (decision 009): atomic on its own,
 * one round trip instead of five. Version 0: INSERT … ON CONFLICT DO NOTHING (someone else
 * was first → nothing written). Version n: the row is locked only if it still has version n
 * (under READ COMMITTED a concurrent save that committed first makes the lock re-check fail),
 * then updated to n+1. The audit line holds the row before and after. Undefined: nothing was
 * written because the stored version is another one (→ 409).
 */
export async function slaHandmatigeRijOp(
  db: Db,
  opslag: { relatieId: number; kringloopwijzerId: number; versie: number; waarden: HandmatigeWaarden; gebruikerId: number },
): Promise<OpslagResultaat | undefined> {
  const { relatieId, kringloopwijzerId, versie, waarden, gebruikerId } = opslag;
  // A version outside the integer column's range is never stored (and must not reach the query as an error).
  if (versie !== 0 && !isDbId(versie)) return undefined;
  const plaats = { relatieId, klwId: kringloopwijzerId, versie, gebruikerId, ...waarden };
  const rijen = await (versie === 0
    ? voorbereidSql<OpslagRij>(db, 'sla_handmatig_eerste', eersteOpslag).uitvoeren(plaats)
    : voorbereidSql<OpslagRij>(db, 'sla_handmatig_bij', volgendeOpslag).uitvoeren(plaats));
  const [rij] = rijen;
  if (!rij) return undefined;
  return { actie: rij.actie, na: handmatigUitJson(typeof rij.na === 'string' ? (JSON.parse(rij.na) as HandmatigJson) : rij.na) };
}
