/** Who may read and save milk data: the record's policy (spec §4, §6). */
import type { Kringloopwijzer } from '../../db/schema';
import type { BeleidsActor } from '../../plugins/auth';
import { magBewerken, redenGeenBewerking } from '../kringloopwijzer/kringloopwijzer.policy';

type Record = Pick<Kringloopwijzer, 'relatieId' | 'statusId'>;

/** `isAuthorized` of the milk data: the caller may save this record. */
export const magMelkLeveringOpslaan = (actor: BeleidsActor, record: Record) => magBewerken(actor, record);
export const waaromNietOpslaan = (actor: BeleidsActor, record: Record) => redenGeenBewerking(actor, record);
