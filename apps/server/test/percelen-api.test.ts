/**
 * The Percelen screen on the server, on PGlite and PostgreSQL: the plots are the
 * engine's land (the export carries them, the dashboard follows a change of area), Grasland and
 * Snijmaïs take the status of Percelen, and a bad plot is refused in Dutch with nothing saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuModelSchema, routes, schermCalls, schermGegevensSchema, schermVan } from '@kw/contract';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

const percelen = schermVan('percelen')!;
const calls = schermCalls(percelen);

describe('Percelen', () => {
  it('GET answers the plots of the demo farm; a save of a larger plot raises the area the engine uses', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const voor = schermGegevensSchema.parse((await k.get(calls.lezen)).json());
    const lijst = (voor.gegevens as { percelen: { percelen: Array<Record<string, unknown>> } }).percelen.percelen;
    expect(lijst.map((p) => p.naam)).toEqual(['Huiskavel', 'Veldkamp', 'Achter de schuur', 'Esakker', 'Houtwal']);
    expect(lijst.every((p) => typeof p.id === 'string' && typeof p.gewascode === 'number')).toBe(true);
    const overschotVoor = voor.indicatoren.find((i) => i.sleutel === 'stikstofbodemoverschotKgNPerHa')!.waarde!;
    // Within the usage norms (decision 021: the demo exports 17 m³ slurry per cow) this engine leaves the
    // 2-cows-per-ha demo farm a low surplus, ~24 kg N/ha (it was ~77 while the farm broke its norms).
    expect(overschotVoor).toBeGreaterThan(20);
    expect(overschotVoor).toBeLessThan(250);

    const groter = lijst.map((p) => (p.id === 'huiskavel' ? { ...p, oppervlakteHa: (p.oppervlakteHa as number) + 20 } : p));
    const res = await k.post(calls.opslaan, { versie: voor.versie, gegevens: { percelen: { percelen: groter } } }, { bearer: true });
    expect(res.statusCode, res.body).toBe(200);
    const na = schermGegevensSchema.parse(res.json());
    // 20 ha more on the same farm: the same ammonia over more land, fewer kg NH3 per ha. (The N soil surplus per ha is no
    // test of it since the demo farm keeps its usage norms, decision 021: at ~24 kg N/ha, bare extra land with deposition
    // and mineralisation can lift the average.)
    const nh3 = (x: typeof voor) => x.indicatoren.find((i) => i.sleutel === 'ammoniakKgNh3PerHa')!.waarde!;
    expect(nh3(na)).toBeLessThan(nh3(voor));
    expect(na.indicatoren.find((i) => i.sleutel === 'stikstofbodemoverschotKgNPerHa')!.waarde!).not.toBe(overschotVoor);

    const invoer = (await k.get(routes.downloadInvoer.path)).json() as { percelen: { percelen: Array<{ id: string; oppervlakteHa: number }> }; grasland?: unknown };
    expect(invoer.percelen.percelen.find((p) => p.id === 'huiskavel')!.oppervlakteHa).toBe((lijst[0].oppervlakteHa as number) + 20);
    expect(invoer).not.toHaveProperty('grasland');
  });

  it('Grasland and Snijmaïs show the status of Percelen in the menu', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    const menu = menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());
    const item = (sectie: string, titel: string) => menu.menuItems.find((i) => i.title === sectie)!.children.find((c) => c.title === titel)!;
    const p = item('Bodem', 'Percelen');
    expect(p).toMatchObject({ done: true });
    for (const titel of ['Grasland', 'Snijmaïs']) expect(item('Voer', titel), titel).toMatchObject({ done: p.done, warning: p.warning });
  });

  it('400 in Dutch for a negative area, two plots of one id, a sand class on clay, a crop code with decimals; nothing saved', async () => {
    const k = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    const voor = schermGegevensSchema.parse((await k.get(calls.lezen)).json());
    const plot = { id: 'a', oppervlakteHa: 2, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'klei' };
    const gevallen: Array<[unknown[], string, string]> = [
      [[{ ...plot, oppervlakteHa: -1 }], 'percelen.percelen.0.oppervlakteHa', 'Percelen, regel 1: Oppervlakte moet tussen 0 en 10.000 ha liggen.'],
      [[plot, { ...plot, naam: 'Twee' }], 'percelen.percelen.1.id', 'Percelen, regel 2: Dit perceel heeft dezelfde sleutel als perceel 1; elk perceel heeft een eigen sleutel.'],
      [[{ ...plot, zandklasse: 'zand1' }], 'percelen.percelen.0.zandklasse', 'Percelen, regel 1: Een zandklasse geldt alleen voor zand- en lössgrond; laat dit veld leeg.'],
      [[{ ...plot, gewascode: 26.5 }], 'percelen.percelen.0.gewascode', 'Percelen, regel 1: Gewas (BRP-gewascode) moet een geheel getal zijn.'],
    ];
    for (const [lijst, veld, melding] of gevallen) {
      const res = await k.post(calls.opslaan, { versie: voor.versie, gegevens: { percelen: { percelen: lijst } } }, { bearer: true });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorDetails).toEqual([{ field: veld, message: melding }]);
    }
    expect(schermGegevensSchema.parse((await k.get(calls.lezen)).json()).versie).toBe(voor.versie);
  });
});
