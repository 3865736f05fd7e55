/**
 * The loop every body fuzz test runs (the fuzz ≥ 1,000 bodies per write call of the staff and data-sharing work):
 * each body POSTed with a token; never a 5xx; a refused body (4xx) leaves the fingerprint of the database as it was
 * and says why in `message`. Returns how often each status came, so the caller can check that some bodies got past
 * the body check (else the test only exercised the schema).
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { testDbSoort } from './testdb';

/**
 * Bodies (or queries) per call. The fuzz target is 1,000 per call; it runs in full on the run's main database —
 * PostgreSQL when DATABASE_URL is set (CI), otherwise PGlite — and a quarter of the same sample (the same seeds give
 * the same first bodies) on the other. PGlite runs the same PostgreSQL in WebAssembly in the test process and took
 * 3.6× as long for the same fuzz (414 against 116 s, 27-11-2026); the second pass checks the other driver, not more
 * bodies (docs/decisions/023-testsnelheid.md). Checks that the generator reaches the service (some bodies get past the
 * body check) hold on the full sample; `FUZZ_VOLLEDIG` says whether this is it.
 */
export const FUZZ_VOLLEDIG = process.env.DATABASE_URL ? testDbSoort === 'postgres' : testDbSoort === 'pglite';
export const FUZZ_PER_AANROEP = FUZZ_VOLLEDIG ? 1_000 : 250;

/**
 * Odd values for any field: numbers at and past the limits, empty and blank texts, impossible dates, JSON of the wrong
 * kind, a NUL character, plus the caller's own (ids, KvK-like texts, texts just past its length limits).
 */
export function raarMet(...eigen: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.jsonValue(),
    fc.constantFrom(-1, 0, 1e308, 2 ** 31, 2 ** 53, 0.5, '', ' ', '1', '2024-02-30', '9999-12-31', null, [], {}, true, '\u0000', ...eigen),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.string({ maxLength: 120 }),
  );
}

/**
 * A body as text: mostly a record of `velden` (each a generator of good and odd values) with up to two keys dropped
 * or one odd key added; sometimes any JSON or any text.
 */
export function lichaamVan(velden: Record<string, fc.Arbitrary<unknown>>, raar: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  const sleutels = Object.keys(velden);
  const gemuteerd = fc
    .record({ ...velden, weg: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.subarray(sleutels, { maxLength: Math.min(2, sleutels.length) }) }), extra: fc.option(fc.tuple(fc.string({ maxLength: 10 }), raar), { freq: 4 }) })
    .map(({ weg, extra, ...body }) => {
      const b: Record<string, unknown> = { ...body };
      for (const k of weg as string[]) delete b[k];
      if (extra) b[extra[0] as string] = extra[1];
      return JSON.stringify(b);
    });
  return fc.oneof({ weight: 8, arbitrary: gemuteerd }, { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) }, { weight: 1, arbitrary: fc.string({ maxLength: 100 }) });
}

export async function stuurBodies(app: FastifyInstance, o: { pad: string; token: () => string; bodies: readonly string[]; vingerafdruk: () => Promise<string> }): Promise<Map<number, number>> {
  const statussen = new Map<number, number>();
  // one fingerprint per body: the state after the last body is the state before this one
  let voor = await o.vingerafdruk();
  for (const payload of o.bodies) {
    const res = await app.inject({ method: 'POST', url: o.pad, payload, headers: { 'content-type': 'application/json', authorization: `Bearer ${o.token()}` } });
    statussen.set(res.statusCode, (statussen.get(res.statusCode) ?? 0) + 1);
    expect(res.statusCode, `${payload} → ${res.body}`).toBeLessThan(500);
    const na = await o.vingerafdruk();
    if (res.statusCode >= 400) {
      expect(na, payload).toBe(voor);
      expect(typeof res.json().message).toBe('string');
    }
    voor = na;
  }
  return statussen;
}
