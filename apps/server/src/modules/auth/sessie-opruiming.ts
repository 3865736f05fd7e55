/**
 * The scheduled clean-up of sessions (issue 7 §3.7): rows whose 8 hours ran out, or that were
 * ended by Logout or a new login, are deleted, so the table holds live sessions only.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
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

/** Starts the clean-up timer (unref'd: it keeps no process alive). Returns the stop function. */
export function startSessieOpruiming(db: Db, log: FastifyBaseLogger, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => {};
  let bezig = false;
  const timer = setInterval(() => {
    if (bezig) return;
    bezig = true;
    ruimSessiesOp(db)
      .then((aantal) => {
        if (aantal > 0) log.info({ actie: 'sessies-opgeruimd', aantal }, 'verlopen sessies verwijderd');
      })
      .catch((err: unknown) => log.error({ err }, 'opruimen van sessies mislukt'))
      .finally(() => {
        bezig = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
