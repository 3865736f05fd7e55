/**
 * 1,000 generated bodies per new mandate POST (decision 019): mutations of a valid body (KvK,
 * kind, dates, ids, versions, reasons replaced by odd values, keys dropped or added) and plain
 * random JSON. Never a 5xx, and a refused body changes nothing (mandates, history, outbox).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { machtigingRoutes, vandaagIso } from '@kw/contract';
import { datumVanaf } from '../src/db/seed-hulp';
import { lichaamVan, raarMet, FUZZ_PER_AANROEP, FUZZ_VOLLEDIG } from './helpers/fuzz';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk, vingerafdruk } from './helpers/machtigingen';

let s: TestServer;
let boer: string;
let accountant: string;
let deVries: number;
let jansen: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  const ids = await demoKlwIds(s.database);
  boer = (await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024)).token!;
  accountant = (await new Klant(s.app).alsIngelogd('accountant@demo.nl')).token!;
  deVries = await relatieIdOpKvk(s.database, KVK.deVries);
  jansen = await relatieIdOpKvk(s.database, KVK.jansen);
}, 180_000);
afterAll(async () => s?.stop());

const PER_ROUTE = FUZZ_PER_AANROEP;

const raar = raarMet('12345678', '123456789', '0000-01-01', 'x'.repeat(600));

const datum = () => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(vandaagIso(), datumVanaf(10), datumVanaf(200)) }, fc.constantFrom(vandaagIso(), datumVanaf(1), datumVanaf(-1), datumVanaf(400), datumVanaf(5 * 366), '2024-02-29', '2031-02-28'), fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)), raar);
const kvk = () => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(KVK.deVries, KVK.jansen, KVK.smit, KVK.visser) }, fc.constantFrom(KVK.deVries, KVK.jansen, KVK.smit, KVK.visser, '99999999', '00000000'), fc.stringMatching(/^[0-9]{7,9}$/), raar);
const soort = () => fc.oneof({ weight: 4, arbitrary: fc.constantFrom('volmacht', 'beheren', 'inzien', 'elektronisch_opvragen') }, fc.constantFrom('volmacht', 'beheren', 'inzien', 'elektronisch_opvragen', 'Volmacht', 'alles'), raar);
const id = () => fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer(), raar);

const lichaam = (velden: Record<string, fc.Arbitrary<unknown>>) => lichaamVan(velden, raar);

const stap = () => lichaam({ relatieId: fc.oneof(fc.constantFrom(deVries, jansen), id()), machtigingId: id(), versie: fc.oneof(fc.integer({ min: 1, max: 4 }), raar), reden: fc.oneof(fc.string({ maxLength: 40 }), raar) });

const gevallen: Array<[string, string, () => string, () => fc.Arbitrary<string>]> = [
  ['Aanvragen', machtigingRoutes.aanvragen.path, () => accountant, () => lichaam({ kvkNummer: kvk(), soort: soort(), ingangsdatum: datum(), einddatum: datum() })],
  ['Verlenen', machtigingRoutes.verlenen.path, () => boer, () => lichaam({ relatieId: fc.oneof(fc.constantFrom(deVries, jansen), id()), organisatieKvk: kvk(), soort: soort(), ingangsdatum: datum(), einddatum: datum() })],
  ['Bevestigen', machtigingRoutes.bevestigen.path, () => boer, stap],
  ['Weigeren', machtigingRoutes.weigeren.path, () => boer, stap],
  ['Intrekken', machtigingRoutes.intrekken.path, () => accountant, stap],
];

describe.each(gevallen)('fuzz %s', (naam, pad, token, bodies) => {
  it(`${PER_ROUTE} bodies: nooit een 5xx, een geweigerde verandert niets`, { timeout: 300_000 }, async () => {
    const statussen = new Map<number, number>();
    const voorbeelden = fc.sample(bodies(), { numRuns: PER_ROUTE, seed: 20261125 + naam.length });
    for (const payload of voorbeelden) {
      const voor = await vingerafdruk(s.database);
      const res = await s.app.inject({ method: 'POST', url: pad, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${token()}` } });
      statussen.set(res.statusCode, (statussen.get(res.statusCode) ?? 0) + 1);
      expect(res.statusCode, `${payload} → ${res.body}`).toBeLessThan(500);
      if (res.statusCode >= 400) {
        expect(await vingerafdruk(s.database), payload).toBe(voor);
        expect(typeof res.json().message).toBe('string');
      }
    }
    // the generator reaches the service, not only the schema
    if (FUZZ_VOLLEDIG) expect([...statussen.keys()].some((k) => k !== 400), JSON.stringify([...statussen])).toBe(true);
  });
});
