/**
 * A recompute worker in a process of its own, for the kill -9 test (decision 028): the real
 * worker (`startHerberekeningWerker`: plan at start, batches, marks) on DATABASE_URL or
 * KLW_DATA_DIR; prints "batch <n>" after every committed batch and "klaar" when no run is busy.
 * KW_BATCH and KW_PAUZE_MS set the batch size and the pause between batches.
 */
import { openDatabase } from '../../src/db/client';
import { actieveRun } from '../../src/modules/herberekening/herberekening.repository';
import { startHerberekeningWerker } from '../../src/modules/herberekening/herberekening.werker';

const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL, poolMax: 2 } : { dataDir: process.env.KLW_DATA_DIR! });
const schrijf = (regel: string) => process.stdout.write(`${regel}\n`);
const log = {
  info: () => {},
  warn: () => {},
  error: (o: unknown, m: string) => schrijf(`fout ${m} ${String((o as { err?: Error }).err?.message ?? '')}`),
} as never;
startHerberekeningWerker(database.db, log, { grootte: Number(process.env.KW_BATCH ?? 2), pauzeMs: Number(process.env.KW_PAUZE_MS ?? 0), naBatch: (n) => schrijf(`batch ${n}`) });
// once the worker has planned (its first step), watch for the end of the run
await new Promise((r) => setTimeout(r, 300));
for (;;) {
  if (!(await actieveRun(database.db))) {
    schrijf('klaar');
    await database.close();
    process.exit(0);
  }
  await new Promise((r) => setTimeout(r, 50));
}
