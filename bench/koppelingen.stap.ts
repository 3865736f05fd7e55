/**
 * One message's processing in-process on PostgreSQL (decision 020), per message type: wall time
 * and this process's CPU of `verwerkBericht` (find link and year, apply, the register's check,
 * write, engine), beside the engine step alone (`werkUitkomstBij`) for the same record. Says where
 * the inbox's time goes; less noisy than the HTTP bench on a shared machine.
 * `npx tsx bench/koppelingen.stap.ts` (BENCH_N messages per type, default 100; DATABASE_URL; BENCH_SOORT one type;
 * BENCH_ZONDER_MOTOR=1 leaves out the engine-alone lines, so a `node --cpu-prof` run profiles only the messages;
 * BENCH_KOUD=1 empties the process's section cache before every message: a farm whose rows were pushed out by others').
 */
import { and, eq } from 'drizzle-orm';
import { BERICHT_SOORTEN, type BerichtSoort } from '@kw/contract';
import { openDatabase } from '../apps/server/src/db/client';
import { DEMO_KLANTNUMMERS, DEMO_LEVERANCIERS } from '../apps/server/src/db/seed-koppelingen';
import { koppelingBerichten, koppelingVerwerking, kringloopwijzers, leveranciers, relaties } from '../apps/server/src/db/schema';
import { verwerkBericht } from '../apps/server/src/modules/koppelingen/koppelingen.verwerking';
import { sectieCacheVan, werkUitkomstBij } from '../apps/server/src/modules/uitkomst/uitkomst.service';
import { maakTijdelijkePgDatabase } from '../apps/server/test/helpers/tijdelijke-pg-database';
import { pgTemplate } from '../apps/server/test/helpers/testdb';
import { maakBericht, soortVan } from './koppelingen.bench.opzet';

const N = Number(process.env.BENCH_N ?? 100);
const VAN: Record<BerichtSoort, string> = { melkleveringen: 'zuivel', voerleveringen: 'voer', analyses: 'lab', diertellingen: 'rvo', mesttransporten: 'rvo', percelen: 'rvo' };

const basis = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const t = await maakTijdelijkePgDatabase(basis, 'kw_koppelstap', await pgTemplate(basis));
const database = await openDatabase({ databaseUrl: t.url, poolMax: 2 });
try {
  const db = database.db;
  const [vries] = await db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
  const [klw] = await db.select({ id: kringloopwijzers.id }).from(kringloopwijzers).where(and(eq(kringloopwijzers.relatieId, vries.id), eq(kringloopwijzers.jaar, 2024)));
  const levId = new Map<string, number>();
  for (const l of DEMO_LEVERANCIERS) levId.set(l.sleutel, (await db.select({ id: leveranciers.id }).from(leveranciers).where(eq(leveranciers.clientId, l.clientId)))[0].id);

  const meet = async (naam: string, stap: (i: number) => Promise<unknown>): Promise<number> => {
    for (let i = 0; i < 10; i++) await stap(-1 - i);
    const tijden: number[] = [];
    const c0 = process.cpuUsage();
    for (let i = 0; i < N; i++) {
      const w0 = performance.now();
      await stap(i);
      tijden.push(performance.now() - w0);
    }
    const c = process.cpuUsage(c0);
    tijden.sort((a, b) => a - b);
    const cpu = (c.user + c.system) / N / 1000;
    console.log(`${naam.padEnd(34)} wall p50 ${tijden[Math.floor(N / 2)].toFixed(1).padStart(6)} ms  p99 ${tijden[Math.floor(N * 0.99)].toFixed(1).padStart(6)} ms   CPU (this process) ${cpu.toFixed(2)} ms`);
    return cpu;
  };
  const cpuPerSoort = new Map<BerichtSoort, number>();

  const motor = process.env.BENCH_ZONDER_MOTOR !== '1';
  const koud = process.env.BENCH_KOUD === '1';
  if (motor) await meet('werkUitkomstBij (engine step)', () => werkUitkomstBij(db, { id: klw.id, relatieId: vries.id, jaar: 2024 }, { resultaatBewaren: false }));
  for (const soort of BERICHT_SOORTEN.filter((s) => !process.env.BENCH_SOORT || s === process.env.BENCH_SOORT)) {
    const cpu = await meet(`verwerkBericht ${soort}`, async (i) => {
      // the bench's message: one ordinary delivery (the documentation's example sent 100 times would pile up)
      const inhoud = maakBericht(i + 1_000, soort, DEMO_KLANTNUMMERS[soort], `stap-${soort}`);
      const lev = levId.get(VAN[soort])!;
      const [r] = await db.insert(koppelingBerichten).values({ leverancierId: lev, leverancierBerichtId: `stap-${soort}-${i + 1_000}`, soort, inhoudType: 'application/json', inhoud }).returning({ id: koppelingBerichten.id });
      await db.insert(koppelingVerwerking).values({ leverancierId: lev, berichtId: r.id, soort, klantnummer: DEMO_KLANTNUMMERS[soort] });
      if (koud) sectieCacheVan(db).wis();
      const u = await verwerkBericht(db, lev, r.id);
      if (u.status !== 'verwerkt') throw new Error(`${soort}: ${u.status} ${u.reden}`);
    });
    cpuPerSoort.set(soort, cpu);
    // the engine step alone on the record as these messages left it: the part of the message's cost that is the engine's
    if (motor) await meet(`  daarna werkUitkomstBij`, () => werkUitkomstBij(db, { id: klw.id, relatieId: vries.id, jaar: 2024 }, { resultaatBewaren: false }));
  }
  // the HTTP bench's mix of types (koppelingen.bench.opzet: 3 milk, 3 feed, 1 of each other type in 10)
  const mix = Array.from({ length: 10 }, (_, n) => cpuPerSoort.get(soortVan(n)));
  if (mix.every((c) => c !== undefined)) console.log(`de mix van de bench (3 melk, 3 voer, 1 van elk ander)  CPU (this process) ${(mix.reduce((a, b) => a! + b!, 0)! / 10).toFixed(2)} ms per bericht`);
} finally {
  await database.close();
  await t.verwijder();
}
