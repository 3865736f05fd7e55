/**
 * Bodem en gewas (docs/rekenregels.md): GET /api/BodemGewas/GetBodemGewasOverzicht answers, read-only, per crop
 * and per land use what the stored engine result of the record says; 401 → 404 → 403 like every record call.
 * Every trace node the overview names exists in the record's trace (GET /api/Rapportage/GetAfleiding).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODEM_GEWAS_TOELICHTING_KNOPEN, bodemGewasOverzichtSchema, routes, type AfleidingKnoopAntwoord } from '@kw/contract';
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
  it('De Vries 2024: per gewas oppervlakte, bemesting en opbrengst, met subtotalen per grondgebruik uit de opgeslagen uitkomst', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(pad);
    expect(res.statusCode, res.body).toBe(200);
    const o = bodemGewasOverzichtSchema.parse(res.json());
    expect(o).toMatchObject({ kringloopwijzerId: ids.vries2024, kringloopwijzerJaar: 2024, berekend: true });
    // the seed: permanent grassland (265, two plots), temporary grassland (266), maize (259), a wooded bank (335, nature)
    const rij = (sleutel: string) => o.rijen.find((r) => r.sleutel === sleutel)!;
    expect(o.rijen.filter((r) => r.soort === 'gewas').map((r) => r.gewascode)).toEqual([265, 266, 259, 335]);
    expect(rij('gewas-grasland-265')).toMatchObject({ percelen: 2, naam: 'Grasland, blijvend (265)' });
    const gras = rij('grasland');
    const mais = rij('snijmais');
    expect(gras.oppervlakteHa).toBeCloseTo(rij('gewas-grasland-265').oppervlakteHa! + rij('gewas-grasland-266').oppervlakteHa!, 9);
    expect(gras.kunstmestNKg).toBeGreaterThan(0); // KAS on grassland in the seed
    expect(mais.kunstmestP2o5Kg).toBeGreaterThan(0); // NP 23-23 on maize
    expect(gras.kunstmestP2o5Kg).toBe(0);
    expect(gras.opbrengstKgDsPerHa).toBeGreaterThan(0);
    // grass crops share the grassland yield per ha (the engine has no per-crop figure) and say so
    expect(rij('gewas-grasland-266').opbrengstKgDsPerHa).toBeCloseTo(gras.opbrengstKgDsPerHa!, 6);
    expect(rij('gewas-grasland-266').naarOppervlakte).toContain('opbrengst');
    // the crops of a land use add up to its subtotal, the subtotals to the farm
    const totaal = rij('totaal');
    expect(rij('gewas-grasland-265').dierlijkeMestNKg! + rij('gewas-grasland-266').dierlijkeMestNKg!).toBeCloseTo(gras.dierlijkeMestNKg!, 6);
    expect(gras.dierlijkeMestNKg! + mais.dierlijkeMestNKg!).toBeCloseTo(totaal.dierlijkeMestNKg!, 6);
    expect(rij('natuur')).toMatchObject({ kunstmestNKg: 0, dierlijkeMestNKg: 0, opbrengstKgDsPerHa: null });
    expect(o.toelichting.join(' ')).toContain('naar oppervlakte');
  });

  it('elke knoop die het overzicht noemt bestaat in het spoor van die kringloopwijzer (De Vries 2018, 2020, 2024)', async () => {
    for (const klw of [ids.vries2018, ids.vries2020, ids.vries2024]) {
      const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', klw);
      const o = bodemGewasOverzichtSchema.parse((await k.get(pad)).json());
      expect(o.berekend).toBe(true);
      const knopen = new Set([...o.rijen.flatMap((r) => Object.values(r.knopen)), ...Object.values(BODEM_GEWAS_TOELICHTING_KNOPEN)]);
      expect(knopen.size).toBeGreaterThan(10);
      for (const knoop of knopen) {
        const res = await k.get(`${routes.afleiding.path}?knoop=${encodeURIComponent(knoop)}`);
        expect(res.statusCode, `${klw} ${knoop}: ${res.body}`).toBe(200);
        expect((res.json() as AfleidingKnoopAntwoord).knoop.id).toBe(knoop);
      }
      // the yield the overview shows is the trace's value
      const gras = o.rijen.find((r) => r.sleutel === 'grasland')!;
      const opb = (await k.get(`${routes.afleiding.path}?knoop=opb_graspr_ds`)).json() as AfleidingKnoopAntwoord;
      expect(opb.knoop.waarde).toBeCloseTo(gras.opbrengstKgDsPerHa!, 6);
    }
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
