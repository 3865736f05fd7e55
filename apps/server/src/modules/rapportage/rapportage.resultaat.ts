/**
 * The one place where the reports get the engine's Resultaat of a record: the stored result
 * (table `klw_uitkomst`; decision 010), computed and stored first when it is missing (a save
 * stores none, decision 013) or the input moved on. Null when the record has no result (nothing entered, or the
 * input does not validate). Only a server started with `rapportVoorbeeld` (API tests, bench)
 * falls back to the demo example packages/engine/examples/zandbedrijf-melkvee.json for the
 * record's year: demo figures, never a farm's own, off by default.
 */
import { readFileSync } from 'node:fs';
import { bedrijfsjaarInvoerSchema, bereken, ondersteundeJaren, type Resultaat } from '@kw/engine';
import type { Db } from '../../db/client';
import type { Kringloopwijzer } from '../../db/schema';
import { resultaatVanRecord } from '../uitkomst/uitkomst.service';

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

export async function resultaatVoorRecord(db: Db, record: Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar'>, bron: ResultaatBron): Promise<Resultaat | null> {
  const opgeslagen = await resultaatVanRecord(db, record);
  if (opgeslagen) return opgeslagen;
  if (bron.rapportVoorbeeld) return voorbeeldResultaat(record.jaar);
  return null;
}
