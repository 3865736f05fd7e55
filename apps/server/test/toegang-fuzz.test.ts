/**
 * Decision 019: 1,000 generated bodies for POST /api/Toegang/Servicedesk (staff, cookie session) and 1,000 query
 * strings for GET /api/Toegang/GetToegangslog (the farmer): never a 5xx; a refused body gives no staff access.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_PER_AANROEP } from './helpers/fuzz';
import { toegangRoutes } from '@kw/contract';
import { relaties, servicedeskToegang } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let staf: Klant;
let boer: Klant;
let deVries: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  const ids = await demoKlwIds(s.database);
  staf = new Klant(s.app);
  await staf.login('medewerker@demo.nl');
  boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
  [{ id: deVries }] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
}, 180_000);
afterAll(async () => s?.stop());

const raar = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(-1, 0, 1e308, 2 ** 31, 2 ** 53, 0.5, '', ' ', '1', 'kort', '\u0000reden', 'x'.repeat(600), null, [], {}, true),
  fc.string({ maxLength: 80 }),
);

describe('toegang: fuzz', () => {
  it(`Servicedesk: ${FUZZ_PER_AANROEP} lichamen, 0 × 5xx; een geweigerd lichaam geeft geen toegang`, async () => {
    const lichaam = fc.oneof(
      { weight: 6, arbitrary: fc.record({ relatieId: fc.oneof(fc.constant(deVries), fc.integer(), raar), reden: fc.oneof(fc.string({ maxLength: 40 }), raar) }, { requiredKeys: [] }) },
      { weight: 2, arbitrary: fc.record({ kringloopwijzerId: fc.oneof(fc.integer({ min: 1, max: 20 }), raar), reden: raar }, { requiredKeys: [] }) },
      { weight: 1, arbitrary: fc.jsonValue() },
    );
    let n = 0;
    await fc.assert(
      fc.asyncProperty(lichaam, async (b) => {
        n++;
        const voor = (await s.database.db.select().from(servicedeskToegang)).length;
        const res = await staf.verzoek({ method: 'POST', url: toegangRoutes.servicedesk.path, payload: JSON.stringify(b), headers: { 'content-type': 'application/json' } });
        expect(res.statusCode, res.body).toBeLessThan(500);
        const na = (await s.database.db.select().from(servicedeskToegang)).length;
        expect(na).toBe(res.statusCode === 200 ? voor + 1 : voor);
      }),
      { numRuns: FUZZ_PER_AANROEP },
    );
    expect(n).toBe(FUZZ_PER_AANROEP);
  }, 300_000);

  it(`GetToegangslog: ${FUZZ_PER_AANROEP} queries, 0 × 5xx`, async () => {
    const waarde = fc.oneof(fc.constant(String(deVries)), fc.integer().map(String), fc.constantFrom('2024-01-01', '2024-13-40', '0000-00-00', '', 'abc', '%00', '1e9'), fc.string({ maxLength: 20 }));
    await fc.assert(
      fc.asyncProperty(fc.record({ relatieId: waarde, van: waarde, tot: waarde }, { requiredKeys: [] }), async (q) => {
        const zoek = new URLSearchParams(q as Record<string, string>).toString();
        const res = await boer.get(`${toegangRoutes.toegangslog.path}?${zoek}`);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: FUZZ_PER_AANROEP },
    );
  }, 300_000);
});
