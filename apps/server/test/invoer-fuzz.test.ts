/**
 * 1,000 fuzzed bodies per register screen (decision 023): random JSON and mutations of a valid
 * document (a leaf replaced by any JSON value or an extreme number, keys dropped or added,
 * the version wrong). Never a 5xx; one server for the whole file.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_PER_AANROEP } from './helpers/fuzz';
import { schermCalls } from '@kw/contract';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { demoDocumenten, register } from './helpers/register';

let s: TestServer;
let token: string;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  const ids = await demoKlwIds(s.database);
  token = (await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024)).token!;
});
afterAll(async () => s?.stop());

const PER_SCHERM = FUZZ_PER_AANROEP;

/** Every leaf path of a JSON value. */
function paden(x: unknown, pad: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(x)) return x.length ? x.flatMap((v, i) => paden(v, [...pad, i])) : [pad];
  if (x && typeof x === 'object') return Object.entries(x).flatMap(([k, v]) => paden(v, [...pad, k]));
  return [pad];
}

const raar = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(-1, 1e308, -1e308, 2 ** 31, 0.1 + 0.2, -0, '', '1', 'NaN', null, [], {}, true),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 300 }),
);

function lichaam(doc: object) {
  // an empty document (a screen without sections) is fuzzed at its top level
  const leaves = paden(doc).filter((p) => p.length > 0);
  if (leaves.length === 0) leaves.push(['x']);
  const mutatie = fc.record({
    versie: fc.oneof(fc.constant(1), fc.integer({ min: -5, max: 5 }), raar),
    ingrepen: fc.array(
      fc.record({ pad: fc.constantFrom(...leaves), soort: fc.constantFrom('vervang', 'weg', 'extra'), waarde: raar, sleutel: fc.string({ maxLength: 12 }) }),
      { minLength: 0, maxLength: 4 },
    ),
  });
  const gemuteerd = mutatie.map(({ versie, ingrepen }) => {
    const kopie = structuredClone(doc) as Record<string | number, unknown>;
    for (const { pad, soort, waarde, sleutel } of ingrepen) {
      let x: Record<string | number, unknown> = kopie;
      for (const d of pad.slice(0, -1)) {
        if (!x || typeof x !== 'object') break;
        x = x[d] as Record<string | number, unknown>;
      }
      if (!x || typeof x !== 'object') continue;
      const laatste = pad[pad.length - 1];
      if (soort === 'vervang') x[laatste] = waarde;
      else if (soort === 'weg') delete x[laatste];
      else x[sleutel] = waarde;
    }
    return JSON.stringify({ versie, gegevens: kopie });
  });
  return fc.oneof(
    { weight: 6, arbitrary: gemuteerd },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.record({ versie: raar, gegevens: fc.jsonValue() }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
  );
}

describe.each(register.map((scherm) => [scherm.sleutel, scherm] as const))('fuzz %s', (_, scherm) => {
  it(`${PER_SCHERM} bodies, never a 5xx`, { timeout: 180_000 }, async () => {
    const doc = demoDocumenten(2024)[scherm.sleutel];
    const bodies = fc.sample(lichaam(doc), { numRuns: PER_SCHERM, seed: 20261122 + scherm.sleutel.length });
    const statussen = new Map<number, number>();
    for (const payload of bodies) {
      const res = await s.app.inject({
        method: 'POST',
        url: schermCalls(scherm).opslaan,
        payload,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
      statussen.set(res.statusCode, (statussen.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode >= 500) expect.fail(`${res.statusCode} voor ${payload.slice(0, 300)}: ${res.body}`);
    }
    expect([...statussen.keys()].every((c) => c < 500)).toBe(true);
    // the mutations reach the validation (400) and some still pass or hit the version check
    expect(statussen.get(400) ?? 0).toBeGreaterThan(PER_SCHERM / 4);
  });
});
