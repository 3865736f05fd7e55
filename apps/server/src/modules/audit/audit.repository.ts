import type { DbOfTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export interface AuditRegel {
  gebruikerId: number;
  kringloopwijzerId: number;
  tabel: string;
  actie: 'insert' | 'update' | 'delete';
  voor: unknown;
  na: unknown;
}

/** Call inside the transaction of the change itself. */
export async function schrijfAudit(tx: DbOfTx, regel: AuditRegel) {
  await tx.insert(auditLog).values(regel);
}
