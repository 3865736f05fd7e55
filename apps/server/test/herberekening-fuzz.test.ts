/**
 * 1,000 generated bodies for starting a recompute (decision 028): mutations of a valid body (the
 * reason replaced by odd values, dropped, keys added) and plain random JSON, sent by staff; and
 * 200 by a farmer. Never a 5xx; a refused body queues nothing; a farmer never gets past the policy.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_PER_AANROEP } from './helpers/fuzz';
import { herberekeningRoutes as h } from '@kw/contract';
import { verwerkAlles } from '../src/modules/herberekening/herberekening.service';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let boer: string;
let staf: string;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  const ids = await demoKlwIds(s.database);
  boer = (await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024)).token!;
  staf = (await new Klant(s.app).alsIngelogd('medewerker@demo.nl')).token!;
}, 180_000);
afterAll(async () => s?.stop());

async function vingerafdruk(): Promise<string> {
  const r = await s.database.db.execute(sql`select (select count(*)::int from herberekeningen) r, (select count(*)::int from herberekening_taken) t,
    (select count(*)::int from audit_log where actie = 'herberekend') a`);
  return JSON.stringify((r as unknown as { rows: unknown[] }).rows[0]);
}

const raar = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(-1, 0, 1e308, 0.5, '', ' ', '  a ', 'ab', 'abc', null, [], {}, true, '\u0000', 'x'.repeat(501), 'x'.repeat(5000), '<script>', "'; drop table herberekeningen; --"),
  fc.string({ maxLength: 600 }),
);
const body = () => {
  const gemuteerd = fc
    .record({ reden: fc.oneof({ weight: 3, arbitrary: fc.string({ minLength: 0, maxLength: 80 }) }, raar), weg: fc.boolean(), extra: fc.option(fc.tuple(fc.string({ maxLength: 10 }), raar), { freq: 4 }) })
    .map(({ reden, weg, extra }) => {
      const b: Record<string, unknown> = weg ? {} : { reden };
      if (extra) b[extra[0]] = extra[1];
      return JSON.stringify(b);
    });
  return fc.oneof({ weight: 8, arbitrary: gemuteerd }, { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) }, { weight: 1, arbitrary: fc.string({ maxLength: 100 }) });
};

const stuur = (payload: string, token: string) => s.app.inject({ method: 'POST', url: h.starten.path, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } });

describe('fuzz Beheer/Herberekening/Starten', () => {
  it('1,000 bodies by staff: never a 5xx, a refused body queues nothing', { timeout: 600_000 }, async () => {
    const statussen = new Map<number, number>();
    let voor = await vingerafdruk();
    for (const payload of fc.sample(body(), { numRuns: FUZZ_PER_AANROEP, seed: 20261127 })) {
      const res = await stuur(payload, staf);
      statussen.set(res.statusCode, (statussen.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, `${payload} → ${res.body}`).toBeLessThan(500);
      const na = await vingerafdruk();
      if (res.statusCode >= 400) {
        expect(na, payload).toBe(voor);
        expect(typeof res.json().message).toBe('string');
      }
      // a started run is worked off, so the next valid body can start one again
      if (res.statusCode === 200) await verwerkAlles(s.database.db, { grootte: 50 });
      voor = await vingerafdruk();
    }
    expect(statussen.get(200) ?? 0, JSON.stringify([...statussen])).toBeGreaterThan(10);
    expect(statussen.get(400) ?? 0, JSON.stringify([...statussen])).toBeGreaterThan(10);
  });

  it('200 bodies by a farmer: always 403 (400 for text that is no JSON), nothing queued', { timeout: 300_000 }, async () => {
    const voor = await vingerafdruk();
    for (const payload of fc.sample(body(), { numRuns: 200, seed: 7 })) {
      const res = await stuur(payload, boer);
      // text that is no JSON at all is refused by the framework's parser before any call (400)
      const geenJson = (() => {
        if (payload.trim() === '') return false; // no body at all: the call itself answers
        try {
          JSON.parse(payload);
          return false;
        } catch {
          return true;
        }
      })();
      expect(res.statusCode, `${payload} → ${res.body}`).toBe(geenJson ? 400 : 403);
    }
    expect(await vingerafdruk()).toBe(voor);
  });
});
