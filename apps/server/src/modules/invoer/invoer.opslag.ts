/** The database behind the invoer service (its `InvoerOpslag` interface). */
import type { Db } from '../../db/client';
import { isDbId } from '../kringloopwijzer/kringloopwijzer.repository';
import { actueleUitkomst, berekenEnBewaar } from '../uitkomst/uitkomst.service';
import { leesSchermMetSessie, leesSessieEnRecord, slaSchermRijOp } from './invoer.repository';
import type { InvoerOpslag } from './invoer.service';

export function invoerOpslag(db: Db): InvoerOpslag {
  const sleutel = (r: { relatieId: number; id: number }) => ({ relatieId: r.relatieId, kringloopwijzerId: r.id });
  return {
    leesSessieEnRecord: (sessieId, klwId) => leesSessieEnRecord(db, sessieId, isDbId(klwId) ? klwId : 0),
    leesScherm: (sessieId, klwId, scherm) => leesSchermMetSessie(db, sessieId, isDbId(klwId) ? klwId : 0, scherm),
    slaOpEnBereken: async (record, scherm, versie, gegevens, gebruikerId) => {
      const opgeslagen = await slaSchermRijOp(db, { ...sleutel(record), scherm, versie, gegevens, gebruikerId });
      if (!opgeslagen) return undefined;
      // the engine with the input the save's statement read; the full result is not stored (decision 013)
      return { versie: opgeslagen.versie, uitkomst: await berekenEnBewaar(db, record, opgeslagen.invoer, false) };
    },
    actueleUitkomst: (record) => actueleUitkomst(db, record),
  };
}
