/**
 * The pre-flight check before a year is submitted (spec §4, §6): every register screen and
 * Melklevering that is not done, and every error signal of the stored outcome (decision 010,
 * brought up to date first). Each one blocks the submission; each names its screen's route
 * (and a signal its field), so the list links to where it is fixed (contract indienen.blokkades.ts).
 */
import { indienBlokkades, type Blokkade } from '@kw/contract';
import type { Db } from '../../db/client';
import type { Kringloopwijzer } from '../../db/schema';
import { actueleUitkomst } from '../uitkomst/uitkomst.service';

export type { Blokkade };

/** Everything that blocks submitting the record; empty: it may be submitted. */
export async function preflight(db: Db, record: Pick<Kringloopwijzer, 'id' | 'relatieId' | 'jaar'>): Promise<Blokkade[]> {
  const u = await actueleUitkomst(db, record);
  if (!u) return [{ soort: 'signaal', scherm: 'Kringloopwijzer', melding: 'De kringloopwijzer kon niet worden gelezen.', route: null, veldPad: null }];
  return indienBlokkades(record.id, u.schermstatus, u.signaleringen);
}
