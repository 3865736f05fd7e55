/**
 * A farmer's save while a supplier's message is being processed for the same year (decision 020, revision
 * 27-11-2026 "the year's lock"). The message's transaction locks the year's record row first; a save writes its
 * screen row and an audit line whose foreign key to the record takes a KEY SHARE lock on that row. Locked
 * FOR UPDATE, the record blocked the save's statement while it held its screen row, and the message then waiting
 * for that screen row closed a cycle: PostgreSQL aborted one of the two (deadlock, a 500 for the farmer).
 * Locked FOR NO KEY UPDATE it still keeps two messages (and a status change) of one year apart, and lets the
 * save's key check through. PostgreSQL only: the embedded database has one connection, nothing runs beside it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, schermCalls } from '@kw/contract';
import { openDatabase, type Database } from '../src/db/client';
import { isTegelijkFout } from '../src/fouten';
import { klwInvoer, kringloopwijzers } from '../src/db/schema';
import { leesJaarMetDocumenten } from '../src/modules/koppelingen/koppelingen.verwerking.opslag';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { testDbSoort } from './helpers/testdb';

let s: TestServer;
let tweede: Database;
let k: Klant;
let record: { id: number; relatieId: number; jaar: number };
const kv = register.find((x) => x.sleutel === 'krachtvoer')!;

describe.skipIf(testDbSoort !== 'postgres')('opslaan terwijl een bericht van een leverancier hetzelfde jaar verwerkt (PostgreSQL)', () => {
  beforeAll(async () => {
    s = await startTestServer({ loginRateMax: 1_000 });
    const ids = await demoKlwIds(s.database);
    const [r] = await s.database.db.select({ id: kringloopwijzers.id, relatieId: kringloopwijzers.relatieId, jaar: kringloopwijzers.jaar }).from(kringloopwijzers).where(eq(kringloopwijzers.id, ids.vries2024));
    record = r;
    k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', record.id);
    // the message's own connection, as the ingest has beside the register's
    tweede = await openDatabase({ databaseUrl: s.testDb.url!, migreer: false, poolMax: 2 });
  }, 120_000);

  afterAll(async () => {
    await tweede?.close();
    await s?.stop();
  });

  const versie = async () => {
    const r = await k.get(schermCalls(kv).lezen);
    expect(r.statusCode, r.body).toBe(200);
    return (r.json() as { versie: number; gegevens: Record<string, unknown> });
  };

  it('de opslag wacht niet op het jaarslot van het bericht, en het bericht daarna niet op een kringloop', async () => {
    const voor = await versie();
    let opgeslagen: { statusCode: number; body: string } | undefined;
    await tweede.db.transaction(async (tx) => {
      // the message's first statement: the year locked, the screen's document read
      const jaar = await leesJaarMetDocumenten(tx, record.relatieId, record.jaar, ['krachtvoer']);
      expect(jaar?.id).toBe(record.id);
      // the farmer saves the same screen meanwhile: done while the message still holds the year
      const opslag = k.post(schermCalls(kv).opslaan, { versie: voor.versie, gegevens: voor.gegevens }, { bearer: true }).then((r) => (opgeslagen = r));
      const binnen = await Promise.race([opslag.then(() => true), new Promise<false>((r) => setTimeout(() => r(false), 5_000))]);
      expect(binnen, 'de opslag wachtte op het slot van het bericht').toBe(true);
      // the message then writes that screen row (here without a version check): no deadlock, no abort
      await tx.execute(sql`update ${klwInvoer} set gewijzigd_op = now() where relatie_id = ${record.relatieId} and kringloopwijzer_id = ${record.id} and scherm = 'krachtvoer'`);
    });
    expect(opgeslagen?.statusCode, opgeslagen?.body).toBe(200);
    const [rij] = await s.database.db.select({ versie: klwInvoer.versie }).from(klwInvoer).where(and(eq(klwInvoer.relatieId, record.relatieId), eq(klwInvoer.kringloopwijzerId, record.id), eq(klwInvoer.scherm, 'krachtvoer')));
    expect(rij.versie).toBe(voor.versie + 1);
  }, 30_000);

  it('twee berichten van één jaar wachten nog op elkaar', async () => {
    let tweedeKreegSlot = false;
    let ander: Promise<void> | undefined;
    await tweede.db.transaction(async (tx) => {
      await leesJaarMetDocumenten(tx, record.relatieId, record.jaar, ['krachtvoer']);
      ander = s.database.db.transaction(async (tx2) => {
        await leesJaarMetDocumenten(tx2, record.relatieId, record.jaar, ['krachtvoer'], true);
        tweedeKreegSlot = true;
      });
      await new Promise((r) => setTimeout(r, 500));
      expect(tweedeKreegSlot, 'een tweede bericht kreeg het jaar terwijl het eerste het had').toBe(false);
    });
    // released at the first one's end: the second one gets it then
    await ander;
    expect(tweedeKreegSlot).toBe(true);
  }, 30_000);

  it('een deadlock die toch gebeurt, herkent de foutafhandeling (een 409, geen 500)', async () => {
    // two transactions that each lock one screen row and then want the other's: PostgreSQL aborts one
    const rij = (scherm: string) => sql`select 1 from ${klwInvoer} where relatie_id = ${record.relatieId} and kringloopwijzer_id = ${record.id} and scherm = ${scherm} for update`;
    const [a, b] = (await s.database.db.select({ scherm: klwInvoer.scherm }).from(klwInvoer).where(and(eq(klwInvoer.relatieId, record.relatieId), eq(klwInvoer.kringloopwijzerId, record.id))).limit(2)).map((r) => r.scherm);
    expect(b).toBeDefined();
    let eersteHeeft!: () => void;
    const eersteKlaar = new Promise<void>((r) => (eersteHeeft = r));
    const fouten: unknown[] = [];
    const een = tweede.db.transaction(async (tx) => {
      await tx.execute(rij(a));
      eersteHeeft();
      await new Promise((r) => setTimeout(r, 200));
      await tx.execute(rij(b));
    }).catch((e: unknown) => fouten.push(e));
    const twee = s.database.db.transaction(async (tx) => {
      await tx.execute(rij(b));
      await eersteKlaar;
      await tx.execute(rij(a));
    }).catch((e: unknown) => fouten.push(e));
    await Promise.all([een, twee]);
    expect(fouten).toHaveLength(1);
    expect(isTegelijkFout(fouten[0])).toBe(true);
  }, 30_000);
});
