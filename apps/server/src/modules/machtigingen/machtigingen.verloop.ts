/**
 * The expiry job (decision 019, "Verloop"): on a timer it marks active mandates past their end
 * date as verlopen, mails both sides once that the term ran out, and once a reminder
 * HERINNERING_DAGEN days before the end date. "Once" is the columns verloop_gemeld_op and
 * herinnering_gemeld_op (migration 0009): a batch claims its rows (FOR UPDATE SKIP LOCKED, so
 * a second server or an overlapping round takes other rows) and writes the mails in the same
 * transaction. The reads also mark expiries (markeerVerlopen), without mail; the job mails
 * those too. Rights never wait for it: auth compares the dates on every request.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { startPeriodiekeTaak } from '../../periodieke-taak';
import { zetMachtigingMailsInUitbak } from './machtigingen.mail-uitbak';
import { claimHerinneringen, claimVerlopen, markeerVerlopen } from './machtigingen.repository';

/** Every hour. ASSUMED (te verifiëren): an expiry mail may come up to an hour after midnight; access ends on time regardless. */
export const VERLOOP_INTERVAL_MS = 60 * 60 * 1000;
/**
 * The reminder comes 30 days before the end date. ASSUMED (te verifiëren): a month lets the
 * organisation request a new mandate and the farmer confirm it before the work stops; the
 * sources (sharing-anchors.md) name no period. Mandates with a term of 30 days or less get none.
 */
export const HERINNERING_DAGEN = 30;
/** Mandates per transaction; a round repeats until nothing is left. */
const PER_BATCH = 100;

const DOOR = () => 'De Kringloopwijzer';

/** One round: expiries, then reminders. Returns how many mandates were reported. */
export async function verwerkVerloop(db: Db): Promise<{ verlopen: number; herinnerd: number }> {
  await db.transaction((tx) => markeerVerlopen(tx));
  let verlopen = 0;
  let herinnerd = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rijen = await claimVerlopen(tx, PER_BATCH);
      for (const m of rijen) await zetMachtigingMailsInUitbak(tx, 'verlopen', m, null, DOOR);
      return rijen.length;
    });
    verlopen += n;
    if (n < PER_BATCH) break;
  }
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const rijen = await claimHerinneringen(tx, HERINNERING_DAGEN, PER_BATCH);
      for (const m of rijen) await zetMachtigingMailsInUitbak(tx, 'herinnering', m, null, DOOR);
      return rijen.length;
    });
    herinnerd += n;
    if (n < PER_BATCH) break;
  }
  return { verlopen, herinnerd };
}

/** Starts the job's timer (startPeriodiekeTaak: unref'd, no overlap; 0: off). Returns the stop function. */
export function startVerloopTaak(db: Db, log: FastifyBaseLogger, intervalMs: number): () => void {
  return startPeriodiekeTaak('verwerken van verlopen machtigingen', intervalMs, async () => {
    const r = await verwerkVerloop(db);
    if (r.verlopen + r.herinnerd > 0) log.info({ actie: 'machtigingen-verloop', ...r }, 'verlopen machtigingen en herinneringen gemeld');
  }, log);
}
