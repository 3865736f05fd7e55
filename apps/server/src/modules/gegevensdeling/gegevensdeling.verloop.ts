/**
 * The participations' expiry job (decision 034): on the mandates' timer (KLW_VERLOOP_INTERVAL_MINUTEN,
 * hourly; machtigingen.verloop.ts) it marks requested and approved participations of a purpose past its
 * end date verlopen, with who (the Kringloopwijzer), when and why on the history row, and mails the farm
 * and the consumer, as on a revocation. A round takes batches (FOR UPDATE SKIP LOCKED, so a second server
 * or an overlapping round takes other rows) until none is left; a second round finds nothing. Delivery
 * never waits for it: the consumer API compares the dates on every call (`leveringsBezwaar`).
 */
import { vandaagIso } from '@kw/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startPeriodiekeTaak } from '../../periodieke-taak';
import { verlopenMetMail } from './gegevensdeling.deelnames';

/** Participations per transaction (each with its history row and mails); a round repeats until nothing is left. */
const PER_BATCH = 100;

/** One round; returns how many participations expired. `vandaag` for tests (JJJJ-MM-DD, default the Dutch day). */
export async function verwerkDeelnameVerloop(db: Db, vandaag = vandaagIso()): Promise<{ verlopen: number }> {
  let verlopen = 0;
  for (;;) {
    const n = await db.transaction((tx) => verlopenMetMail(tx, vandaag, PER_BATCH));
    verlopen += n;
    if (n < PER_BATCH) break;
  }
  return { verlopen };
}

/** Starts the job's timer (startPeriodiekeTaak: unref'd, no overlap; 0: off). Returns the stop function. */
export function startDeelnameVerloopTaak(db: Db, log: FastifyBaseLogger, intervalMs: number): () => void {
  return startPeriodiekeTaak('verwerken van verlopen deelnames', intervalMs, async () => {
    const r = await verwerkDeelnameVerloop(db);
    if (r.verlopen > 0) log.info({ actie: 'deelnames-verloop', ...r }, 'verlopen deelnames gemeld');
  }, log);
}
