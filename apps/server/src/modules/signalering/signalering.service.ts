/** GetSignaleringen: every signal of the token's record with screen, field, value and expected range (decision 012). */
import type { Signaleringen } from '@kw/contract';
import type { Db } from '../../db/client';
import type { SessieContext } from '../../plugins/auth';
import { laadKlwVanToken } from '../kringloopwijzer/kringloopwijzer.service';
import { actueleUitkomst, invoerVanRecord } from '../uitkomst/uitkomst.service';
import { signaleringRegels } from './signalering.regels';

export async function haalSignaleringen(db: Db, sessie: SessieContext): Promise<Signaleringen> {
  // 404 no or unknown record, 403 a farm the user may not see; reading is allowed in a closed year too.
  const record = await laadKlwVanToken(db, sessie.gebruiker, sessie.klwId);
  const uitkomst = await actueleUitkomst(db, record);
  const invoer = uitkomst && uitkomst.signaleringen.length > 0 ? await invoerVanRecord(db, record) : undefined;
  const documenten = Object.fromEntries((invoer?.bron.rijen ?? []).map((r) => [r.scherm, r.gegevens]));
  return {
    kringloopwijzerId: record.id,
    jaar: record.jaar,
    signaleringen: signaleringRegels({ klwId: record.id, jaar: record.jaar, signaleringen: uitkomst?.signaleringen ?? [], documenten, melk: invoer?.bron.melk.invoer }),
  };
}
