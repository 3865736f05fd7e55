/**
 * SEAM — the one place where the reports get the engine's Resultaat of a record.
 *
 * At merge the lead points `resultaatVoorRecord` at the stored results (table `klw_uitkomst`,
 * written by the engine on every save, branch "register"): read the record's stored Resultaat,
 * null when none is stored yet. This branch has no stored results, so the function answers
 * null, except when the server was started with `rapportVoorbeeld` (the API tests and the
 * bench): then it calculates the demo example packages/engine/examples/zandbedrijf-melkvee.json
 * for the record's year. Demo figures, never a farm's own: off by default, so a real server
 * never shows them.
 */
import { readFileSync } from 'node:fs';
import { bedrijfsjaarInvoerSchema, bereken, ondersteundeJaren, type Resultaat } from '@kw/engine';
import type { Db } from '../../db/client';
import type { Kringloopwijzer } from '../../db/schema';

export interface ResultaatBron {
  /** calculate the demo example when no stored result exists (tests and bench only) */
  rapportVoorbeeld: boolean;
}

const VOORBEELD = new URL('../../../../../packages/engine/examples/zandbedrijf-melkvee.json', import.meta.url);
let voorbeeld: unknown;

function voorbeeldResultaat(jaar: number): Resultaat | null {
  if (!ondersteundeJaren.includes(jaar)) return null;
  voorbeeld ??= JSON.parse(readFileSync(VOORBEELD, 'utf8'));
  const ruw = voorbeeld as { bedrijfsgegevens: Record<string, unknown> };
  return bereken(bedrijfsjaarInvoerSchema.parse({ ...ruw, bedrijfsgegevens: { ...ruw.bedrijfsgegevens, jaar } }));
}

export async function resultaatVoorRecord(_db: Db, record: Pick<Kringloopwijzer, 'id' | 'jaar'>, bron: ResultaatBron): Promise<Resultaat | null> {
  // LEAD: at merge, first `select` the stored Resultaat of record.id from klw_uitkomst and return it when present.
  if (bron.rapportVoorbeeld) return voorbeeldResultaat(record.jaar);
  return null;
}
