/** Who may read and save a register screen: the record's policy (spec §4, §6), unchanged. */
import type { Kringloopwijzer } from '../../db/schema';
import type { BeleidsActor } from '../../plugins/auth';
import { magBewerken, redenGeenBewerking } from '../kringloopwijzer/kringloopwijzer.policy';

type KlwRecord = Pick<Kringloopwijzer, 'relatieId' | 'statusId'>;

/** Participant, proxy holder or authorized adviser, in an open year (status ≤ 1); staff read only. */
export const magSchermOpslaan = (actor: BeleidsActor, record: KlwRecord) => magBewerken(actor, record);
export const waaromSchermNietOpslaan = (actor: BeleidsActor, record: KlwRecord) => redenGeenBewerking(actor, record);
