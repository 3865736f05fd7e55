import type { CallContext } from './call-context.schema';

/** Spec §4/§9: a record with a status id above 1 is closed. */
export const STATUS_GESLOTEN_VANAF = 2;

/**
 * Spec §4 "Read-only year": above status 1 read-only for everyone; otherwise read-only
 * unless the user is a participant, holds a proxy (volmacht) or is authorized. Until
 * the context has loaded (undefined/null), the year counts as read-only.
 */
export function isAlleenLezen(context: CallContext | null | undefined): boolean {
  if (!context) return true;
  const status = context.kringloopwijzerStatusId ?? 0;
  if (status > 1) return true;
  return !(context.gebruikerIsDeelnemer || context.volmacht || context.gebruikerIsAuthorized);
}
