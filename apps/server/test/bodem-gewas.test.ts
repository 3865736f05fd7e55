/**
 * Bodem en gewas (issue 9 §3): GET /api/BodemGewas/GetBodemGewasOverzicht answers, read-only, per crop
 * group what the stored engine result of the record says; 401 → 404 → 403 like every record call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodemGewasOverzichtSchema, routes } from '@kw/contract';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

const pad = routes.bodemGewasOverzicht.path;

describe('Bodem en gewas', () => {
  it('De Vries 2024: per gewas oppervlakte, bemesting en teruggerekende opbrengst uit de opgeslagen uitkomst', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(pad);
    expect(res.statusCode, res.body).toBe(200);
    const o = bodemGewasOverzichtSchema.parse(res.json());
    expect(o).toMatchObject({ kringloopwijzerId: ids.vries2024, kringloopwijzerJaar: 2024, berekend: true });
    const gras = o.rijen.find((r) => r.gewas === 'grasland')!;
    const mais = o.rijen.find((r) => r.gewas === 'snijmais')!;
    expect(gras.oppervlakteHa).toBeGreaterThan(0);
    expect(gras.kunstmestNKg).toBeGreaterThan(0); // KAS on grassland in the seed
    expect(gras.opbrengstKgDsPerHa).toBeGreaterThan(0);
    expect(mais.kunstmestP2o5Kg).toBeGreaterThan(0); // NP 23-23 on maize
    // the manure split over grassland and arable adds up to what the engine applied
    const bouw = o.rijen.find((r) => r.gewas === 'bouwland')!;
    expect(gras.dierlijkeMestNKg! + bouw.dierlijkeMestNKg!).toBeGreaterThan(0);
  });

  it('401 zonder token, 403 voor een ander bedrijf; een medewerker mag lezen', async () => {
    expect((await new Klant(s.app).get(pad, false)).statusCode).toBe(401);
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const { sid, sub } = s.app.jwt.decode<{ sid: string; sub: string }>(k.token!)!;
    expect((await k.get(pad, s.app.jwt.sign({ sub, sid, klw: 987_654 }))).statusCode).toBe(404);
    expect((await k.get(pad, s.app.jwt.sign({ sub, sid, klw: ids.jansen2024 }))).statusCode).toBe(403);
    const mw = await new Klant(s.app).alsIngelogd('medewerker@demo.nl', ids.vries2024);
    expect((await mw.get(pad)).statusCode).toBe(200);
  });
});
