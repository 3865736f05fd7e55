/**
 * Who may download a record's reports: everyone who may see the record (participant, proxy
 * holder, adviser, staff), open or closed year — reading changes nothing (spec §4, §6).
 */
import type { Kringloopwijzer } from '../../db/schema';
import type { BeleidsActor } from '../../plugins/auth';
import { magInzien } from '../kringloopwijzer/kringloopwijzer.policy';

export const magRapportInzien = (actor: BeleidsActor, record: Pick<Kringloopwijzer, 'relatieId'>) => magInzien(actor, record);
