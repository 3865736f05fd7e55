/** A year's status change and its audit row, in one transaction. */
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, kringloopwijzers } from '../../db/schema';
import { STATUS_AFGESLOTEN, STATUS_OPEN, type JaarStatus } from './kringloopwijzer.status';

const statusKolommen = {
  statusId: kringloopwijzers.statusId,
  statusOmschrijving: kringloopwijzers.statusOmschrijving,
  statusToelichting: kringloopwijzers.statusToelichting,
};

/**
 * Moves the record to `naar` only from the other state (open → closed or closed → open): the
 * WHERE re-checks the status under the row lock, so of two concurrent submissions one wins.
 * Writes the audit row (before and after) in the same transaction. False: the status had
 * already changed, nothing written.
 */
export async function zetJaarStatus(db: Db, opdracht: { relatieId: number; kringloopwijzerId: number; naar: JaarStatus; gebruikerId: number; actie: 'indienen' | 'heropenen' }) {
  const { relatieId, kringloopwijzerId, naar, gebruikerId, actie } = opdracht;
  const vanStatus = naar.statusId === STATUS_AFGESLOTEN.statusId ? lte(kringloopwijzers.statusId, STATUS_OPEN.statusId) : gte(kringloopwijzers.statusId, STATUS_AFGESLOTEN.statusId);
  return db.transaction(async (tx) => {
    const [voor] = await tx
      .select(statusKolommen)
      .from(kringloopwijzers)
      .where(and(eq(kringloopwijzers.id, kringloopwijzerId), vanStatus))
      .for('update');
    if (!voor) return false;
    await tx.update(kringloopwijzers).set(naar).where(eq(kringloopwijzers.id, kringloopwijzerId));
    await tx.insert(auditLog).values({ gebruikerId, relatieId, kringloopwijzerId, tabel: 'kringloopwijzers', actie, voor, na: { ...naar } });
    return true;
  });
}
