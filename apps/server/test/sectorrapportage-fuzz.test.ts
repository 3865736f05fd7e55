/**
 * 1,000 generated queries per sector-report call (decision 029; the calls only read, so there is no body to
 * fuzz): years and formats replaced by odd values, repeated or extra keys, raw bytes, for staff and for a
 * farmer. Never a 5xx; staff get 200 or a Dutch 400, the farmer always 403 (the policy comes first).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_PER_AANROEP } from './helpers/fuzz';
import { sectorrapportageRoutes as r } from '@kw/contract';
import { Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let staf: string;
let boer: string;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  staf = (await new Klant(s.app).alsIngelogd('medewerker@demo.nl')).token!;
  boer = (await new Klant(s.app).alsIngelogd('deelnemer@demo.nl')).token!;
}, 120_000);
afterAll(async () => s?.stop());

const PER_ROUTE = FUZZ_PER_AANROEP;
const waarde = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 1990, max: 2110 }).map(String) },
  fc.constantFrom('', ' ', '2024.5', '2024,0', '1e3', '0x7E8', '-2024', '２０２４', 'xlsx', 'csv', 'XLSX', 'pdf', 'null', '[]', '%00', '%FF%FE', 'a'.repeat(3000)),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.double().map(String),
);
const query = fc
  .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom('jaar', 'formaat') }, fc.string({ maxLength: 8 }).map(encodeURIComponent)), waarde), { maxLength: 5 })
  .map((paren) => paren.map(([k, v]) => `${k}=${v}`).join('&'));

describe('sectorrapportage: fuzz van de vraag', () => {
  for (const [naam, pad] of [['rapport', r.rapport.path], ['export', r.export.path]] as const) {
    it(`${naam}: ${PER_ROUTE} vragen, nooit een 5xx; de boer altijd 403`, async () => {
      const statussen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(query, fc.boolean(), async (q, alsBoer) => {
          const res = await s.app.inject({ method: 'GET', url: `${pad}?${q}`, headers: { authorization: `Bearer ${alsBoer ? boer : staf}` } });
          statussen.set(res.statusCode, (statussen.get(res.statusCode) ?? 0) + 1);
          if (alsBoer) expect(res.statusCode, q).toBe(403);
          else expect([200, 400], q).toContain(res.statusCode);
          if (res.statusCode === 400) expect(res.json().message, q).toMatch(/^[A-Z].*\.$/);
        }),
        { numRuns: PER_ROUTE },
      );
      // both answers occur, so the generator reaches the checks and the report
      expect(statussen.get(200) ?? 0).toBeGreaterThan(10);
      expect(statussen.get(400) ?? 0).toBeGreaterThan(10);
    }, 300_000);
  }
});
