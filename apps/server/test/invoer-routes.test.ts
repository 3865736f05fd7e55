/**
 * Every input route is its own screen (decision 010), on the server: the save of a screen spread over
 * several routes stays one section, all-or-nothing; the menu shows each route's own state and a
 * signal names the route that shows its field.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuModelSchema, routes, schermCalls, schermVan, type MenuModel, type SchermGegevens } from '@kw/contract';
import { klwInvoer } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
beforeAll(async () => {
  s = await startTestServer();
  ids = await demoKlwIds(s.database);
});
afterAll(async () => {
  await s?.stop();
});

const MEST = schermVan('organischeMest')!;
const item = (m: MenuModel, titel: string) => m.menuItems.find((x) => x.title === 'Mest')!.children.find((c) => c.title === titel)!;

describe('a screen spread over several routes, on the server', () => {
  it('saves the whole section: a change made on one route keeps the other routes; a fault anywhere refuses all of it', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    const calls = schermCalls(MEST);
    const voor = (await k.get(calls.lezen)).json() as SchermGegevens;
    const doc = structuredClone(voor.gegevens) as { organischeMest: Record<string, unknown> & { verbruik: { techniekGrasland: string }; vergisting: { producten: unknown[] } } };
    expect((doc.organischeMest.afvoer as unknown[]).length).toBeGreaterThan(0);

    // what the Verbruik route sends: the whole document with its own change
    doc.organischeMest.verbruik.techniekGrasland = 'sleepvoet';
    const goed = await k.post(calls.opslaan, { versie: voor.versie, gegevens: doc }, { bearer: true });
    expect(goed.statusCode).toBe(200);
    const na = goed.json() as SchermGegevens;
    expect(na.gegevens).toEqual(doc);

    // a fault on the Vergisting en scheiding route refuses the save made on any route: nothing is written
    const fout = structuredClone(doc);
    fout.organischeMest.verbruik.techniekGrasland = 'zodenbemester';
    fout.organischeMest.vergisting.producten = [{ product: 'digestaat', ton: -5, kgNPerTon: 4, kgP2o5PerTon: 1.5 }];
    const geweigerd = await k.post(calls.opslaan, { versie: na.versie, gegevens: fout }, { bearer: true });
    expect(geweigerd.statusCode).toBe(400);
    expect(geweigerd.json().errorDetails).toContainEqual({ field: 'organischeMest.vergisting.producten.0.ton', message: expect.stringMatching(/^Producten van vergisting en scheiding, regel 1: Hoeveelheid/) });
    const daarna = (await k.get(calls.lezen)).json() as SchermGegevens;
    expect(daarna.versie).toBe(na.versie);
    expect(daarna.gegevens).toEqual(doc);
  });

  it('the menu shows each route its own state; a signal names the route that shows its field', async () => {
    // a stored document that became invalid on the digestion route (as after a rule change): a new version
    const [rij] = await s.database.db.select().from(klwInvoer).where(and(eq(klwInvoer.kringloopwijzerId, ids.vries2024), eq(klwInvoer.scherm, 'organischeMest')));
    const gegevens = structuredClone(rij.gegevens) as { organischeMest: { vergisting: { producten: unknown[] } } };
    gegevens.organischeMest.vergisting.producten = [{ product: 'digestaat', ton: -5, kgNPerTon: 4, kgP2o5PerTon: 1.5 }];
    await s.database.db
      .update(klwInvoer)
      .set({ gegevens, versie: rij.versie + 1 })
      .where(and(eq(klwInvoer.kringloopwijzerId, ids.vries2024), eq(klwInvoer.scherm, 'organischeMest')));

    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const m = menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());
    // Vergisting en scheiding has no menu item of its own (spec §2 menu): its state shows on 'Organische mest'
    expect(item(m, 'Organische mest')).toMatchObject({ warning: true, done: false });
    expect(item(m, 'Org. mest verbruik')).toMatchObject({ warning: false, done: true });

    const lijst = (await k.get(routes.signaleringen.path)).json() as { signaleringen: Array<{ veldPad: string; route: string | null; schermTitel: string }> };
    const signaal = lijst.signaleringen.find((x) => x.veldPad === 'organischeMest.vergisting.producten.0.ton');
    expect(signaal).toMatchObject({ route: `/OrganischeMestVergistingScheiding/Index/${ids.vries2024}`, schermTitel: 'Vergisting en scheiding' });
  });
});
