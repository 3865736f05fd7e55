/**
 * Storing a record's outcome (decision 010): with and without waiting for the WAL flush (the register save's
 * statement, `zonderFlush`) the same row is stored, the dashboard before the change is kept, and an outcome of an
 * older input never replaces a newer one.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Uitkomst } from '@kw/contract';
import type { Dashboard } from '@kw/engine';
import { klwUitkomst, kringloopwijzers } from '../src/db/schema';
import { bewaarUitkomst } from '../src/modules/uitkomst/uitkomst.repository';
import { demoKlwIds, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let sleutels: { relatieId: number; kringloopwijzerId: number }[];

beforeAll(async () => {
  s = await startTestServer();
  const ids = await demoKlwIds(s.database);
  const rijen = await s.database.db.select({ id: kringloopwijzers.id, relatieId: kringloopwijzers.relatieId }).from(kringloopwijzers);
  sleutels = [ids.vries2018, ids.vries2020].map((id) => ({ relatieId: rijen.find((r) => r.id === id)!.relatieId, kringloopwijzerId: id }));
}, 180_000);
afterAll(async () => s?.stop());

const dashboard = (n: number) => ({ stikstofbodemoverschotKgNPerHa: n }) as unknown as Dashboard;
const uitkomst = (n: number): Uitkomst => ({ engineVersie: `test ${n}`, schermstatus: { krachtvoer: 'klaar' }, signaleringen: [], resultaat: null, dashboard: dashboard(n) });
const gelezen = async (r: { relatieId: number; kringloopwijzerId: number }) =>
  (await s.database.db.select().from(klwUitkomst).where(and(eq(klwUitkomst.relatieId, r.relatieId), eq(klwUitkomst.kringloopwijzerId, r.kringloopwijzerId))))[0];

describe('bewaarUitkomst', () => {
  for (const zonderFlush of [false, true]) {
    it(`${zonderFlush ? 'without' : 'with'} the flush: stores it, keeps the dashboard before, never goes back to an older input`, async () => {
      const r = sleutels[zonderFlush ? 1 : 0];
      const huidig = (await gelezen(r))?.invoerVersie ?? 0;
      expect(await bewaarUitkomst(s.database.db, r, huidig + 10, '2024-test', uitkomst(1), { zonderFlush })).toBeDefined();
      const na = await bewaarUitkomst(s.database.db, r, huidig + 11, '2024-test', uitkomst(2), { zonderFlush });
      expect(na?.vorigDashboard).toEqual(dashboard(1));
      // a slower save of an older input: nothing written
      expect(await bewaarUitkomst(s.database.db, r, huidig + 10, '2024-test', uitkomst(3), { zonderFlush })).toBeUndefined();
      expect(await gelezen(r)).toMatchObject({ invoerVersie: huidig + 11, engineVersie: 'test 2', regelversie: '2024-test', dashboard: dashboard(2), vorigDashboard: dashboard(1), schermstatus: { krachtvoer: 'klaar' } });
    });
  }
});
