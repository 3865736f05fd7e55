/**
 * 1,000 generated bodies per message type (decision 020): mutations of a valid message (fields
 * replaced by odd values, keys dropped or added, rows mutated) and plain random JSON or text.
 * Never a 5xx; a body that is refused (4xx) or not processed (mislukt, wacht) changes nothing in
 * the farm's input (screens, deliveries, recorded changes).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_PER_AANROEP } from './helpers/fuzz';
import { eq } from 'drizzle-orm';
import type { BerichtSoort } from '@kw/contract';
import { DEMO_KLANTNUMMERS } from '../src/db/seed-koppelingen';
import { relaties } from '../src/db/schema';
import { afdruk, leverancierToken, stuur } from './helpers/koppelingen';
import { demoKlwIds, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let deVries: number;
let klw: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  klw = (await demoKlwIds(s.database)).vries2024;
  [{ id: deVries }] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
  for (const k of ['zuivel', 'voer', 'lab', 'rvo'] as const) tokens[k] = await leverancierToken(s.app, k);
}, 180_000);
afterAll(async () => s?.stop());

const PER_SOORT = FUZZ_PER_AANROEP;

const raar = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(-1, 0, 1e308, 2 ** 31, 0.5, '', ' ', '1', '2024-02-30', '2024-13-01', '9999-12-31', null, [], {}, true, '\u0000', 'x'.repeat(300), 'krachtvoer', 'grond'),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 60 }),
);

/** An object with some of its fields replaced by odd values, some dropped, and maybe one extra. */
function gemuteerd(basis: Record<string, unknown>, diepte = 0): fc.Arbitrary<unknown> {
  const velden = Object.fromEntries(
    Object.entries(basis).map(([k, v]) => {
      const goed: fc.Arbitrary<unknown> =
        Array.isArray(v) && diepte < 2
          ? fc.array(gemuteerd(v[0] as Record<string, unknown>, diepte + 1), { minLength: 0, maxLength: 3 })
          : v && typeof v === 'object' && diepte < 2
            ? gemuteerd(v as Record<string, unknown>, diepte + 1)
            : fc.constant(v);
      return [k, fc.oneof({ weight: 5, arbitrary: goed }, { weight: 1, arbitrary: raar })];
    }),
  );
  return fc
    .record({ ...velden, weg: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.subarray(Object.keys(basis), { maxLength: 2 }) }), extra: fc.option(fc.tuple(fc.string({ maxLength: 8 }), raar), { freq: 5 }) })
    .map(({ weg, extra, ...body }) => {
      const b: Record<string, unknown> = { ...body };
      for (const k of weg as string[]) delete b[k];
      if (extra) b[extra[0] as string] = extra[1];
      return b;
    });
}

const geldig: Record<BerichtSoort, [string, Record<string, unknown>]> = {
  melkleveringen: ['zuivel', { ubn: '1234567', leveringen: [{ datum: '2024-09-03', tijd: '06:40', kg: 9_800, vetProcent: 4.4, eiwitProcent: 3.55, ureumMgPer100ml: 22 }] }],
  voerleveringen: ['voer', { leveringen: [{ categorie: 'krachtvoer', datum: '2024-09-12', product: 'Fuzzbrok', kg: 12_000, dsGPerKg: 885, vemPerKgDs: 1_060, reGPerKgDs: 185, pGPerKgDs: 5 }] }],
  analyses: ['lab', { laboratorium: 'Agrolab Wageningen', analyses: [{ soort: 'kuilvoer', monsternummer: 'K-1', datum: '2024-06-10', partij: 'Graskuil 2024', ruwvoersoort: 'graskuil', vemPerKgDs: 930, reGPerKgDs: 175, pGPerKgDs: 4.2 }] }],
  diertellingen: ['rvo', { ubn: '1234567', peildatum: '2024-06-30', gemiddeldAantal: { melkkoeien: 121.4, jongveeJonger1Jaar: 38.2, jongveeOuder1Jaar: 41.7 }, bewegingen: [{ soort: 'afvoer', datum: '2024-06-12', levensnummer: 'NL400000001', categorie: '100', gewichtKg: 650 }] }],
  mesttransporten: ['rvo', { transporten: [{ vdmNummer: 'VDM-1', datum: '2024-04-09', richting: 'afvoer', mestcode: 14, hoeveelheid: 120, eenheid: 'm3' }] }],
  // a plot id odd or dropped in a processed message removes the plot an earlier one wrote (decision 035)
  percelen: ['rvo', { peildatum: '2024-05-15', percelen: [{ id: 'fuzz-1', oppervlakteHa: 6.5, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' }] }],
};

describe.each(Object.keys(geldig) as BerichtSoort[])('fuzz %s', (soort) => {
  it(`${PER_SOORT} berichten: nooit een 5xx; wat niet verwerkt wordt verandert niets`, { timeout: 300_000 }, async () => {
    const [lev, basis] = geldig[soort];
    const lichaam = fc.oneof(
      { weight: 8, arbitrary: gemuteerd({ berichtId: 'x', klantnummer: DEMO_KLANTNUMMERS[soort], ...basis }) },
      { weight: 1, arbitrary: fc.jsonValue() },
      { weight: 1, arbitrary: fc.string({ maxLength: 80 }) },
    );
    const voorbeelden = fc.sample(lichaam, { numRuns: PER_SOORT, seed: 20261126 + soort.length });
    const statussen = new Map<string, number>();
    // the farm's input as it stands; taken again only after a message that was processed
    let voor = await afdruk(s.database, deVries, klw);
    for (let i = 0; i < voorbeelden.length; i++) {
      let body = voorbeelden[i];
      // each message its own id, so idempotency does not hide a body (an odd id stays odd)
      if (body && typeof body === 'object' && !Array.isArray(body) && (body as Record<string, unknown>).berichtId === 'x') body = { ...body, berichtId: `F-${soort}-${i}` };
      const res = await stuur(s.app, tokens[lev], soort, typeof body === 'string' ? body : JSON.stringify(body));
      const sleutel = res.statusCode === 200 ? res.json().status : String(res.statusCode);
      statussen.set(sleutel, (statussen.get(sleutel) ?? 0) + 1);
      expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBeLessThan(500);
      if (res.statusCode === 200 && res.json().status === 'verwerkt') voor = await afdruk(s.database, deVries, klw);
      else {
        expect(await afdruk(s.database, deVries, klw), JSON.stringify(body)).toBe(voor);
        if (res.statusCode !== 200) expect(typeof res.json().message).toBe('string');
        else expect(res.json().reden).toEqual(expect.any(String));
      }
    }
    // the generator reaches processing, not only the id check
    expect(statussen.get('mislukt') ?? 0, JSON.stringify([...statussen])).toBeGreaterThan(0);
  });
});
