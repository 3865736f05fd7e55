/**
 * /sbDashboard has no write call; its one query parameter is fuzzed anyway: 1,000 generated query
 * strings (years at and past the edges, text, odd encodings, repeated and unknown keys) as staff
 * and as a farmer. Never a 5xx; a farmer always 403 (the policy before the query check); staff
 * get 200 or a 400 with a Dutch message.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FUZZ_PER_AANROEP } from './helpers/fuzz';
import { sbDashboardRoutes } from '@kw/contract';
import { Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let staf: string;
let boer: string;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  staf = (await new Klant(s.app).alsIngelogd('medewerker@demo.nl')).token!;
  boer = (await new Klant(s.app).alsIngelogd('deelnemer@demo.nl')).token!;
}, 180_000);
afterAll(async () => s?.stop());

const jaarWaarde = fc.oneof(
  fc.integer({ min: 1990, max: 2110 }).map(String),
  fc.constantFrom('', ' ', '2024.0', '2024,0', '1e3', '-2024', '0x7e8', 'NaN', 'Infinity', '２０２４', '2024%00', '%', '9'.repeat(400)),
  fc.string({ maxLength: 20 }),
);
const query = fc.oneof(
  jaarWaarde.map((j) => `jaar=${encodeURIComponent(j)}`),
  jaarWaarde.map((j) => `jaar=${j}`),
  fc.tuple(jaarWaarde, jaarWaarde).map(([a, b]) => `jaar=${encodeURIComponent(a)}&jaar=${encodeURIComponent(b)}`),
  fc.tuple(fc.string({ maxLength: 10 }), jaarWaarde).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`),
);

it(`${FUZZ_PER_AANROEP} querystrings: nooit een 5xx; de boer altijd 403; de medewerker 200 of 400 met een Nederlandse melding`, async () => {
  const gezien = new Map<number, number>();
  await fc.assert(
    fc.asyncProperty(query, fc.boolean(), async (q, alsStaf) => {
      const r = await s.app.inject({ method: 'GET', url: `${sbDashboardRoutes.dashboard.path}?${q}`, headers: { authorization: `Bearer ${alsStaf ? staf : boer}` } });
      gezien.set(r.statusCode, (gezien.get(r.statusCode) ?? 0) + 1);
      expect(r.statusCode, q).toBeLessThan(500);
      if (!alsStaf) expect(r.statusCode, q).toBe(403);
      else expect([200, 400], q).toContain(r.statusCode);
      if (r.statusCode === 400) expect(r.json().message, q).toMatch(/Het jaar|ongeldig|Onbekend veld/);
    }),
    { numRuns: FUZZ_PER_AANROEP, seed: 27_11_2026 },
  );
  // the generator reaches both answers for staff
  expect(gezien.get(200)).toBeGreaterThan(0);
  expect(gezien.get(400)).toBeGreaterThan(0);
}, 300_000);
