/**
 * The figures agree with each other on the demo farms' records (the engine's example farms: the contract's tests):
 * every balance table of the report adds up as shown; Melklevering counts the cows Veestapel has.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bereken, valideerInvoer, type Resultaat } from '@kw/engine';
import { melkLeveringGegevensSchema, routes, schermCalls, schermGegevensSchema, schermVan, type SchermRegistratie } from '@kw/contract';
import { balansSomAfwijkingen, SECTIE_MODELLEN } from '@kw/contract/rapportage';
import { afleidingAfwijkingen } from '../../../packages/contract/src/test-hulp/afleiding-controle';
import { kringloopwijzers, relaties } from '../src/db/schema';
import { stelInvoerSamen } from '../src/modules/uitkomst/uitkomst.bereken';
import { invoerVanRecord } from '../src/modules/uitkomst/uitkomst.service';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
const demo: [string, Resultaat][] = [];

beforeAll(async () => {
  s = await startTestServer();
  const records = await s.database.db
    .select({ id: kringloopwijzers.id, relatieId: kringloopwijzers.relatieId, jaar: kringloopwijzers.jaar, naam: relaties.naamKort })
    .from(kringloopwijzers)
    .innerJoin(relaties, eq(relaties.id, kringloopwijzers.relatieId));
  for (const r of records) {
    const i = await invoerVanRecord(s.database.db, r);
    if (!i) continue;
    const v = valideerInvoer(stelInvoerSamen(i.bron));
    if (v.ok) demo.push([`${r.naam} ${r.jaar}`, bereken(v.data, { metAfleiding: true })]);
  }
}, 240_000);
afterAll(async () => s?.stop());

describe('demo farms', () => {
  it('are computed (De Vries, Jansen, Demo)', () => {
    expect(demo.length).toBeGreaterThanOrEqual(6);
  });
  it('every balance table: the signed terms reproduce the total as shown', () => {
    for (const [naam, r] of demo)
      for (const [sectie, model] of Object.entries(SECTIE_MODELLEN)) for (const t of model(r).tabellen) expect(balansSomAfwijkingen(t), `${naam} ${sectie}`).toEqual([]);
  });
  it('every trace node: a Dutch name, no raw code, and a sum adds up with the values it shows', () => {
    for (const [naam, r] of demo) expect(afleidingAfwijkingen(r.afleidingGraaf!), naam).toEqual([]);
  });
});

describe('one number of dairy cows per year: Veestapel\'s', () => {
  it('Melklevering divides per cow by the Veestapel count of the record (De Vries 2024, Jansen 2019 and 2024, Demo 2024)', async () => {
    const ids = await demoKlwIds(s.database);
    for (const [email, id] of [
      ['deelnemer@demo.nl', ids.vries2024],
      ['deelnemer@demo.nl', ids.vries2022],
      ['deelnemer2@demo.nl', ids.jansen2019],
      ['deelnemer2@demo.nl', ids.jansen2024],
      ['demo@demo.nl', ids.demo2024],
    ] as const) {
      const k = await new Klant(s.app).alsIngelogd(email, id);
      const vee = await k.get(schermCalls(schermVan('veestapel') as SchermRegistratie).lezen);
      expect(vee.statusCode, vee.body).toBe(200);
      const g = schermGegevensSchema.parse(vee.json()).gegevens as { veestapel?: { melkkoeien?: { gemiddeldAantal?: number | null } } };
      const res = await k.get(routes.melkLevering.path);
      expect(res.statusCode, res.body).toBe(200);
      const melk = melkLeveringGegevensSchema.parse(res.json());
      const koeien = g.veestapel?.melkkoeien?.gemiddeldAantal ?? null;
      expect(melk.aantalMelkkoeien, `record ${id}`).toBe(koeien);
    }
  });
  it('0 cows on Veestapel: Melklevering has 0 too (its per-cow figures then divide by 1, spec §9)', async () => {
    const ids = await demoKlwIds(s.database);
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const calls = schermCalls(schermVan('veestapel') as SchermRegistratie);
    const voor = schermGegevensSchema.parse((await k.get(calls.lezen)).json());
    const gegevens = structuredClone(voor.gegevens) as { veestapel: { melkkoeien: { gemiddeldAantal: number } } };
    gegevens.veestapel.melkkoeien.gemiddeldAantal = 0;
    const res = await k.post(calls.opslaan, { versie: voor.versie, gegevens }, { bearer: true });
    expect(res.statusCode, res.body).toBe(200);
    const melk = melkLeveringGegevensSchema.parse((await k.get(routes.melkLevering.path)).json());
    expect(melk.aantalMelkkoeien).toBe(0);
  });
});
