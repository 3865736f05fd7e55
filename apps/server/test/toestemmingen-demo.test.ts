/**
 * The demo farm's consent ledger tells the truth from the first `npm start` (decision 033; the demo links'
 * last use in seed-koppelingen-gebruik.ts): its active links have delivered recently and are not flagged,
 * and one link (the plots', last message 13 months ago) is flagged with its date and a proposal. Every
 * seeded message reads as a valid message of its type.
 */
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toestemmingRoutes as t, type BerichtSoort, type GrootboekAntwoord } from '@kw/contract';
import { koppelingBerichten } from '../src/db/schema';
import { datumVanaf } from '../src/db/seed-hulp';
import { leesBericht } from '../src/modules/koppelingen/koppelingen.verwerking';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';

let s: TestServer;
let g: GrootboekAntwoord;

beforeAll(async () => {
  s = await startTestServer();
  const ids = await demoKlwIds(s.database);
  const deVries = await relatieIdOpKvk(s.database, KVK.deVries);
  const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
  const res = await s.app.inject({ method: 'GET', url: `${t.grootboek.path}?relatieId=${deVries}&weergave=lopend`, headers: { authorization: `Bearer ${boer.token}` } });
  expect(res.statusCode, res.body).toBe(200);
  g = res.json();
}, 180_000);
afterAll(async () => {
  await s?.stop();
});

describe('het grootboek van het demobedrijf', () => {
  it('heeft koppelingen die onlangs gebruikt zijn en één die 12 maanden ongebruikt is', () => {
    const links = g.regels.filter((r) => r.soort === 'koppeling');
    const gebruikt = links.filter((r) => !r.ongebruiktSinds12Maanden);
    const gevlagd = links.filter((r) => r.ongebruiktSinds12Maanden);
    expect(gebruikt.length).toBeGreaterThanOrEqual(5);
    for (const r of gebruikt) expect(r.laatstGebruikt! >= datumVanaf(-60), `${r.doel}: ${r.laatstGebruikt}`).toBe(true);
    expect(gevlagd).toHaveLength(1);
    expect(gevlagd[0]).toMatchObject({ producten: ['Percelen (RVO)'], ontvanger: { naam: 'ZuivelNL (RVO-gegevens)' } });
    expect(gevlagd[0].laatstGebruikt! < datumVanaf(-365)).toBe(true);
    expect(gevlagd[0].voorstel).toMatch(/Wij stellen voor/);
  });

  it('elk gezaaid bericht is een geldig bericht van zijn soort', async () => {
    const berichten = await s.database.db.select().from(koppelingBerichten).where(like(koppelingBerichten.leverancierBerichtId, 'DEMO-%'));
    expect(berichten).toHaveLength(6);
    for (const b of berichten) {
      const gelezen = leesBericht(b.soort as BerichtSoort, b.inhoudType, b.inhoud);
      expect(gelezen, `${b.leverancierBerichtId}: ${JSON.stringify(gelezen)}`).toMatchObject({ ok: true });
    }
  });
});
