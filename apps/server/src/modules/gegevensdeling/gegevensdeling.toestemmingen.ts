/**
 * The participations of one farm for the consent ledger (decision 033): expired ones marked first,
 * each with its purpose, the consumer's name and KvK, and the last delivery ("laatst geleverd",
 * written in the same transaction as the delivery's access-log line, decision 027). The caller (the
 * ledger) has checked the right to read them. Revoking stays this module's own step (`stap`).
 */
import { vandaagIso } from '@kw/contract';
import { eq } from 'drizzle-orm';
import { deelnames } from '../../db/schema';
import { verlopenMetMail } from './gegevensdeling.deelnames';
import { leesDeelnames, relatieOpId, type Db } from './gegevensdeling.repository';

export { stap as deelnameStap } from './gegevensdeling.deelnames';

export async function deelnamesVoorGrootboek(db: Db, relatieId: number) {
  // expiries first, mailed once as everywhere else (decision 034)
  await db.transaction((tx) => verlopenMetMail(tx, vandaagIso()));
  const rijen = await leesDeelnames(db, eq(deelnames.relatieId, relatieId));
  const afnemers = new Map<number, { naam: string; kvk: string | null }>();
  for (const id of new Set(rijen.map((r) => r.doel.afnemerId))) {
    const a = await relatieOpId(db, id);
    afnemers.set(id, { naam: a.naam, kvk: a.kvkNummer });
  }
  return rijen.map((r) => ({ ...r.deelname, doel: r.doel, afnemer: afnemers.get(r.doel.afnemerId)! }));
}
