/** Who may read and save milk data: the record's policy (spec §4, §6). */
import type { Actor } from '../../plugins/auth';
import { magBewerken, redenGeenBewerking } from '../kringloopwijzer/kringloopwijzer.policy';
import type { KlwMetRelatie } from '../kringloopwijzer/kringloopwijzer.repository';

/** `isAuthorized` of the milk data: the caller may save this record. */
export const magMelkLeveringOpslaan = (actor: Actor, record: KlwMetRelatie) => magBewerken(actor, record);
export const waaromNietOpslaan = (actor: Actor, record: KlwMetRelatie) => redenGeenBewerking(actor, record);
