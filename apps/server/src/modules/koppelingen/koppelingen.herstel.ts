/**
 * Recovery of messages that were stored but not processed (decision 020): the inbox stores a
 * message raw and commits before it processes it, so a process killed in between (kill -9, power)
 * leaves it `ontvangen`. At start and then every interval, every such message is processed. Safe
 * with several server processes on one database: each message is taken with `FOR UPDATE SKIP
 * LOCKED` and processed only while still `ontvangen`, so it is processed exactly once, and a
 * message the live inbox of another process is processing right now is skipped.
 */
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { koppelingBerichten, koppelingVerwerking } from '../../db/schema';
import { verwerkOntvangenTenzijBezet } from './koppelingen.verwerking';

/**
 * The periodic sweep (after the one at start). ASSUMED (te verifiëren): a message left behind by a
 * process that died while another keeps running waits at most a minute; the inbox itself answers
 * in milliseconds, so a message `ontvangen` for longer than HERSTEL_WACHT_MS is not in flight.
 */
export const HERSTEL_INTERVAL_MS = 60 * 1000;
export const HERSTEL_WACHT_MS = 30 * 1000;
const PER_RONDE = 500;

/**
 * One sweep: processes every message still `ontvangen` that arrived before `ontvangenVoor` (all of
 * them when absent), in the order they arrived. Returns how many this process processed.
 */
export async function verwerkAchtergebleven(db: Db, opties: { ontvangenVoor?: Date } = {}): Promise<number> {
  let verwerkt = 0;
  let naId = 0;
  for (;;) {
    const rijen = await db
      .select({ leverancierId: koppelingVerwerking.leverancierId, berichtId: koppelingVerwerking.berichtId })
      .from(koppelingVerwerking)
      .innerJoin(koppelingBerichten, and(eq(koppelingBerichten.leverancierId, koppelingVerwerking.leverancierId), eq(koppelingBerichten.id, koppelingVerwerking.berichtId)))
      .where(
        and(
          eq(koppelingVerwerking.status, 'ontvangen'),
          gt(koppelingVerwerking.berichtId, naId),
          opties.ontvangenVoor ? lt(koppelingBerichten.ontvangenOp, opties.ontvangenVoor) : sql`true`,
        ),
      )
      .orderBy(asc(koppelingVerwerking.berichtId))
      .limit(PER_RONDE);
    for (const r of rijen) {
      if (await verwerkOntvangenTenzijBezet(db, r.leverancierId, r.berichtId)) verwerkt++;
    }
    if (rijen.length < PER_RONDE) return verwerkt;
    naId = rijen[rijen.length - 1].berichtId;
  }
}

/** The sweep at start (everything left `ontvangen`) and then every interval; unref'd. Returns the stop function. */
export function startHerstel(db: Db, log: FastifyBaseLogger, intervalMs: number): () => Promise<void> {
  if (intervalMs <= 0) return async () => {};
  let bezig: Promise<void> | null = null;
  let gestopt = false;
  const ronde = (ontvangenVoor?: Date) => {
    if (bezig || gestopt) return;
    bezig = verwerkAchtergebleven(db, { ontvangenVoor })
      .then((aantal) => {
        if (aantal > 0) log.info({ actie: 'koppelingberichten-hersteld', aantal }, 'achtergebleven koppelingberichten verwerkt');
      })
      .catch((err: unknown) => log.error({ err }, 'verwerken van achtergebleven koppelingberichten mislukt'))
      .finally(() => {
        bezig = null;
      });
  };
  ronde();
  const timer = setInterval(() => ronde(new Date(Date.now() - HERSTEL_WACHT_MS)), intervalMs);
  timer.unref();
  return async () => {
    gestopt = true;
    clearInterval(timer);
    await bezig;
  };
}
