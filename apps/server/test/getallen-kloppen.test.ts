/**
 * The figures agree with each other on the demo farms' records (the engine's example farms: the contract's tests):
 * every balance table of the report adds up as shown.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bereken, valideerInvoer, type Resultaat } from '@kw/engine';
import { balansSomAfwijkingen, SECTIE_MODELLEN } from '@kw/contract/rapportage';
import { kringloopwijzers, relaties } from '../src/db/schema';
import { stelInvoerSamen } from '../src/modules/uitkomst/uitkomst.bereken';
import { invoerVanRecord } from '../src/modules/uitkomst/uitkomst.service';
import { startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
const demo: [string, Resultaat][] = [];

beforeAll(async () => {
  s = await startTestServer();
  const records = await s.database.db
    .select({ id: kringloopwijzers.id, relatieId: kringloopwijzers.relatieId, jaar: kringloopwijzers.jaar, naam: relaties.naamKort })
    .from(kringloopwijzers)
    .innerJoin(relaties, eq(relaties.id, kringloopwijzers.relatieId));
  for (const r of records) {
    const i = await invoerVanRecord(s.database.db, r);
    if (!i) continue;
    const v = valideerInvoer(stelInvoerSamen(i.bron));
    if (v.ok) demo.push([`${r.naam} ${r.jaar}`, bereken(v.data, { metAfleiding: true })]);
  }
});
afterAll(async () => s?.stop());

describe('demo farms', () => {
  it('are computed (De Vries, Jansen, Demo)', () => {
    expect(demo.length).toBeGreaterThanOrEqual(6);
  });
  it('every balance table: the signed terms reproduce the total as shown', () => {
    for (const [naam, r] of demo)
      for (const [sectie, model] of Object.entries(SECTIE_MODELLEN)) for (const t of model(r).tabellen) expect(balansSomAfwijkingen(t), `${naam} ${sectie}`).toEqual([]);
  });
});
