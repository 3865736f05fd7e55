/**
 * The one place the dashboard reads a year's submission deadline: the reporting year's, set by staff on
 * /beheer/algemeen (decision 030), else the default of 15 May of the next year.
 */
import type { DbOfTx } from '../../db/client';
import { deadlineVan } from '../beheer-algemeen/beheer-algemeen.service';

export async function leesIndienDeadline(db: DbOfTx, jaar: number): Promise<string> {
  return deadlineVan(db, jaar);
}
