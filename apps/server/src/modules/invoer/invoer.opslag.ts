/** The database behind the invoer service (its `InvoerOpslag` interface). */
import { schermCalls, schermVan } from '@kw/contract';
import type { Db } from '../../db/client';
import { watVanPad } from '../toegang/toegang.service';
import { isDbId } from '../kringloopwijzer/kringloopwijzer.service';
import { actueleUitkomst, berekenEnBewaar, rijCacheSleutel, sectieCacheVan, uitkomstVooraf, werkUitkomstBij } from '../uitkomst/uitkomst.service';
import { leesSchermMetSessie, leesSessieEnRecord, leesSessieRecordEnSleutels, slaSchermRijOp, slaSchermRijOpMetUitkomst } from './invoer.repository';
import type { InvoerOpslag } from './invoer.service';

/** What the access row of a screen's GET names: the screen's title, as the hook names the call (decision 019). */
const watVanScherm = (scherm: string) => {
  const s = schermVan(scherm);
  return (s && watVanPad(schermCalls(s).lezen)) ?? scherm;
};

// A screen row written by another module (the data links' processing, decision 020) goes through
// this module, the owner of `klw_invoer` (decision 026).
export { slaSchermRijenOp } from './invoer.repository';

export function invoerOpslag(db: Db): InvoerOpslag {
  const sleutel = (r: { relatieId: number; id: number }) => ({ relatieId: r.relatieId, kringloopwijzerId: r.id });
  // the parsed sections of stored row versions: the saves skip re-parsing them (decision 013); shared with the
  // data links' processing on the same database
  const secties = sectieCacheVan(db);
  return {
    leesSessieEnRecord: (sessieId, klwId, metSleutels) =>
      metSleutels ? leesSessieRecordEnSleutels(db, sessieId, isDbId(klwId) ? klwId : 0) : leesSessieEnRecord(db, sessieId, isDbId(klwId) ? klwId : 0),
    leesScherm: (sessieId, gebruikerId, klwId, scherm) =>
      leesSchermMetSessie(db, sessieId, isDbId(gebruikerId) ? gebruikerId : 0, isDbId(klwId) ? klwId : 0, scherm, watVanScherm(scherm)),
    slaOpEnBereken: async (record, scherm, versie, gegevens, gebruikerId, geparst, sleutels) => {
      // The outcome first, from the input's keys and the kept sections, stored in the save's own statement
      // (decision 013, revision 27-11-2026): one round trip for both, no other screen's document read.
      const vooraf = sleutels && geparst && versie > 0 ? uitkomstVooraf(record, sleutels, { scherm, versie: versie + 1, gegevens, geparst }, secties) : undefined;
      if (vooraf && geparst) {
        const r = await slaSchermRijOpMetUitkomst(db, { ...sleutel(record), scherm, versie, gegevens, gebruikerId }, vooraf);
        if (!r) return undefined;
        secties.set(rijCacheSleutel(record.jaar, r.sleutel), geparst);
        if (r.klopt) {
          const { schermstatus, signaleringen, dashboard } = vooraf.uitkomst;
          return { versie: r.versie, uitkomst: { schermstatus, signaleringen, dashboard, vorigDashboard: r.vorigDashboard } };
        }
        // another change of the record's input came in between: the outcome from what is stored now
        return { versie: r.versie, uitkomst: await werkUitkomstBij(db, record, { resultaatBewaren: false, cache: secties, zonderFlush: true }) };
      }
      const opgeslagen = await slaSchermRijOp(db, { ...sleutel(record), scherm, versie, gegevens, geparst, gebruikerId });
      if (!opgeslagen) return undefined;
      // the saved row's sections under its new version's key, for the next save of another screen
      if (geparst) secties.set(rijCacheSleutel(record.jaar, opgeslagen.sleutel), geparst);
      // the engine with the input the save's statement read; the full result is not stored (decision 013).
      // The save itself is committed and flushed; its derived outcome need not wait for the flush (bewaarUitkomst).
      return { versie: opgeslagen.versie, uitkomst: await berekenEnBewaar(db, record, opgeslagen.invoer, false, secties, { zonderFlush: true }) };
    },
    actueleUitkomst: (record) => actueleUitkomst(db, record),
  };
}
