/**
 * A read the policy allowed, kept for the access-log hook (decision 019): the gate of a record's
 * read (`invoer.service`, `melklevering.service`) notes the caller's rights and the record it
 * checked — rights read in the read's own statement, so a revocation counts on the very next
 * request — and the hook writes the access row from them with a plain INSERT, no second lookup.
 * Keyed by the request's verified token object, which lives exactly as long as the request.
 */
import type { ToegangActie } from '../../db/schema';
import type { BeleidsActor, TokenContext } from '../../plugins/auth';
import { rolVoorBedrijf } from '../kringloopwijzer/kringloopwijzer.policy';
import type { LezingRij } from './toegang.repository';

export interface ToegestaneLezing {
  actor: BeleidsActor;
  record: { id: number; relatieId: number; jaar: number };
  /**
   * The access row the read's own statement wrote (`lezingInLezing`), null when it wrote none;
   * absent when the read's statement does not write rows (the hook writes it then).
   */
  geschreven?: LezingRij | null;
}

const toegestaan = new WeakMap<TokenContext, ToegestaneLezing>();

/** Called by a record read's gate after its policy allowed the read; `geschreven`: see ToegestaneLezing. */
export function noteerToegestaneLezing(token: TokenContext, actor: BeleidsActor, record: ToegestaneLezing['record'], geschreven?: LezingRij | null) {
  toegestaan.set(token, geschreven === undefined ? { actor, record } : { actor, record, geschreven });
}

const VELDEN = ['relatieId', 'gebruikerId', 'organisatieId', 'rol', 'machtigingId', 'servicedeskToegangId', 'reden', 'klwId', 'jaar', 'wat', 'actie'] as const;

/** Whether the row a read's statement wrote is the one the policy names (both null: no row due). */
export function zelfdeLezingRij(a: LezingRij | null, b: LezingRij | null): boolean {
  if (a === null || b === null) return a === b;
  return VELDEN.every((v) => (a[v] ?? null) === (b[v] ?? null));
}

export const toegestaneLezing = (token: TokenContext | null): ToegestaneLezing | undefined => (token ? toegestaan.get(token) : undefined);

/**
 * The access row of an allowed read, as the policy resolved it: the mandate the caller acts
 * under (volmacht, then beheren, then inzien, as `rolVoorBedrijf`), else the running staff
 * access with its reason (the newest). Null for the farm's own participant: no row.
 */
export function lezingRij({ actor, record }: ToegestaneLezing, wat: string, actie: ToegangActie): LezingRij | null {
  const rol = rolVoorBedrijf(actor, record.relatieId);
  if (rol.isDeelnemer) return null;
  const machtiging = rol.machtigingId === null ? undefined : actor.machtigingen.find((m) => m.id === rol.machtigingId && m.soort !== 'servicedesk');
  let servicedesk: BeleidsActor['machtigingen'][number] | undefined;
  if (!machtiging) {
    for (const m of actor.machtigingen) {
      if (m.relatieId === record.relatieId && m.soort === 'servicedesk' && (!servicedesk || m.id > servicedesk.id)) servicedesk = m;
    }
  }
  return {
    relatieId: record.relatieId,
    gebruikerId: actor.id,
    organisatieId: actor.organisatieId ?? null,
    rol: machtiging?.soort ?? (servicedesk ? 'servicedesk' : 'onbekend'),
    machtigingId: machtiging?.id ?? null,
    servicedeskToegangId: servicedesk?.id ?? null,
    reden: servicedesk?.reden ?? null,
    klwId: record.id,
    jaar: record.jaar,
    wat,
    actie,
  };
}
