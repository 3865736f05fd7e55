/** The database behind the invoer service (its `InvoerOpslag` interface). */
import type { Db } from '../../db/client';
import { isDbId } from '../kringloopwijzer/kringloopwijzer.repository';
import { actueleUitkomst, werkUitkomstBij } from '../uitkomst/uitkomst.service';
import { leesSchermMetSessie, leesSessieEnRecord, slaSchermRijOp } from './invoer.repository';
import type { InvoerOpslag } from './invoer.service';

export function invoerOpslag(db: Db): InvoerOpslag {
  const sleutel = (r: { relatieId: number; id: number }) => ({ relatieId: r.relatieId, kringloopwijzerId: r.id });
  return {
    leesSessieEnRecord: (sessieId, klwId) => leesSessieEnRecord(db, sessieId, isDbId(klwId) ? klwId : 0),
    leesScherm: (sessieId, klwId, scherm) => leesSchermMetSessie(db, sessieId, isDbId(klwId) ? klwId : 0, scherm),
    slaSchermRijOp: (record, scherm, versie, gegevens, gebruikerId) => slaSchermRijOp(db, { ...sleutel(record), scherm, versie, gegevens, gebruikerId }),
    actueleUitkomst: (record) => actueleUitkomst(db, record),
    werkUitkomstBij: (record) => werkUitkomstBij(db, record),
  };
}
