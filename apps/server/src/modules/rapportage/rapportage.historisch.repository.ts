/** The stored outcome of every year of one farm (history screen, decision 015). */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { voorbereidSql } from '../../db/voorbereid';
import { klwUitkomst } from '../../db/schema';

export interface OpgeslagenJaar {
  kringloopwijzerId: number;
  engineVersie: string;
  /** Resultaat.versie; null when the input did not validate (no result stored) */
  rekenregelversie: string | null;
  dashboard: Record<string, number> | null;
  berekendOp: Date;
}

const json = <T>(x: T | string | null): T | null => (typeof x === 'string' ? (JSON.parse(x) as T) : x);

export async function uitkomstenVanBedrijf(db: Db, relatieId: number): Promise<OpgeslagenJaar[]> {
  const rijen = await voorbereidSql<{ kringloopwijzerId: number; engineVersie: string; rekenregelversie: string | null; dashboard: unknown; berekendOp: Date | string }>(
    db,
    'uitkomsten_van_bedrijf',
    () => sql`
      select u.kringloopwijzer_id as "kringloopwijzerId", u.engine_versie as "engineVersie",
             u.resultaat ->> 'versie' as "rekenregelversie", u.dashboard as "dashboard", u.berekend_op as "berekendOp"
      from ${klwUitkomst} u where u.relatie_id = ${sql.placeholder('relatieId')}`,
  ).uitvoeren({ relatieId });
  return rijen.map((r) => ({
    ...r,
    dashboard: json(r.dashboard as Record<string, number> | string | null),
    berekendOp: r.berekendOp instanceof Date ? r.berekendOp : new Date(r.berekendOp),
  }));
}
