/**
 * The loop every body fuzz test runs (the fuzz ≥ 1,000 bodies per write call of the staff and data-sharing work):
 * each body POSTed with a token; never a 5xx; a refused body (4xx) leaves the fingerprint of the database as it was
 * and says why in `message`. Returns how often each status came, so the caller can check that some bodies got past
 * the body check (else the test only exercised the schema).
 */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

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
