/**
 * Where a recompute batch's time goes (decision 028), in-process on a scratch PostgreSQL database:
 * BENCH_N varied farms (default 3,000, herberekening.bench.opzet.ts's data) worked in batches of
 * BENCH_BATCH (default 25) exactly as the worker does, each step timed: pick the open tasks, read the
 * inputs (one statement), compute (assemble, validate, engine), the batch's transaction (claim, write,
 * mark + audit + counters). `npx tsx bench/herberekening.stap.ts`.
 */
import { openDatabase } from '../apps/server/src/db/client';
import { maakTijdelijkePgDatabase } from '../apps/server/test/helpers/tijdelijke-pg-database';
import { actieveRun, claimTaken, markeerTaken, openTaken, type TaakUitkomst } from '../apps/server/src/modules/herberekening/herberekening.repository';
import { planBijRegelwijziging } from '../apps/server/src/modules/herberekening/herberekening.service';
import { bewaarHerberekend, herbereken } from '../apps/server/src/modules/uitkomst/uitkomst.service';
import { leesRecordInvoeren } from '../apps/server/src/modules/uitkomst/uitkomst.repository';
import { zaaiBoeren } from './herberekening.bench.opzet';

const N = Number(process.env.BENCH_N ?? 3_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 25);
const basis = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const tijdelijk = await maakTijdelijkePgDatabase(basis, 'kw_herberekenstap');
try {
  const database = await openDatabase({ databaseUrl: tijdelijk.url, poolMax: 2 });
  const db = database.db;
  await zaaiBoeren(db, N);
  await planBijRegelwijziging(db);
  const run = (await actieveRun(db))!;
  const ms = { kies: 0, lees: 0, reken: 0, transactie: 0 };
  const nu = () => performance.now();
  let records = 0;
  const t0 = nu();
  for (;;) {
    let t = nu();
    const kandidaten = await openTaken(db, run.id, BATCH);
    ms.kies += nu() - t;
    if (kandidaten.length === 0) break;
    t = nu();
    await leesRecordInvoeren(db, kandidaten);
    ms.lees += nu() - t;
    t = nu();
    const berekend = await herbereken(db, kandidaten, async () => {});
    ms.reken += nu() - t;
    t = nu();
    await db.transaction(async (tx) => {
      const geclaimd = await claimTaken(tx, run.id, kandidaten);
      await bewaarHerberekend(tx, berekend);
      const taken: TaakUitkomst[] = geclaimd.map((c) => ({ relatieId: c.relatieId, kringloopwijzerId: c.kringloopwijzerId, status: 'klaar', fout: null, geschreven: true }));
      await markeerTaken(tx, run, taken, run.regelversies);
    });
    ms.transactie += nu() - t;
    records += kandidaten.length;
  }
  const totaal = nu() - t0;
  // herbereken reads the inputs itself: its compute share is its time minus the separate read's
  const per = (x: number) => (x / records).toFixed(3);
  console.log(`${records} jaren in batches van ${BATCH}: ${(totaal / 1000).toFixed(1)} s, ${Math.round(records / (totaal / 1000))} per s (zonder pauzes en zonder gebruikers ernaast; de lezing telt hier dubbel)`);
  console.log(`per jaar: kiezen ${per(ms.kies)} ms, invoer lezen ${per(ms.lees)} ms, lezen + rekenen ${per(ms.reken)} ms (rekenen ≈ ${per(ms.reken - ms.lees)} ms), transactie ${per(ms.transactie)} ms`);
  await database.close();
} finally {
  await tijdelijk.verwijder();
}
