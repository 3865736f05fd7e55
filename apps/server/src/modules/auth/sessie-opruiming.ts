/**
 * The scheduled clean-up of sessions (decision 003): rows whose 8 hours ran out, or that were
 * ended by Logout or a new login, are deleted, so the table holds live sessions only.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startPeriodiekeTaak } from '../../periodieke-taak';
import { verwijderVerlopenSessies } from './auth.repository';

/**
 * Every 10 minutes. ASSUMED (te verifiëren): an expired row is refused by every query anyway
 * (they check verloopt_op and beeindigd_op); the job only keeps the table small.
 */
export const SESSIE_OPRUIMING_MS = 10 * 60 * 1000;

/** One round of the clean-up: deletes what expired or ended before `nu`. Returns how many. */
export async function ruimSessiesOp(db: Db, nu: Date = new Date()): Promise<number> {
  return verwijderVerlopenSessies(db, nu);
}

/** Starts the clean-up timer (startPeriodiekeTaak: unref'd, no overlap; 0: off). Returns the stop function. */
export function startSessieOpruiming(db: Db, log: FastifyBaseLogger, intervalMs: number): () => void {
  return startPeriodiekeTaak('opruimen van sessies', intervalMs, async () => {
    const aantal = await ruimSessiesOp(db);
    if (aantal > 0) log.info({ actie: 'sessies-opgeruimd', aantal }, 'verlopen sessies verwijderd');
  }, log);
}
