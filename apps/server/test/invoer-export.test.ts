/**
 * The export (decision 010): the record's assembled engine input as a JSON attachment, on which
 * `npm run bereken` gives exactly the stored results; the OpenAPI document lists every call;
 * the seeded De Vries year shows done states.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuModelSchema, register, routes, schermCalls } from '@kw/contract';
import { voerCliUit } from '../../../packages/engine/src/cli';
import { klwUitkomst, kringloopwijzers } from '../src/db/schema';
import { resultaatVanRecord } from '../src/modules/uitkomst/uitkomst.service';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

const relatieVan = async (id: number) => (await s.database.db.select({ r: kringloopwijzers.relatieId }).from(kringloopwijzers).where(eq(kringloopwijzers.id, id)))[0].r;

describe('export and OpenAPI', () => {
  it('DownloadInvoer: `npm run bereken` on the file gives exactly the stored results', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(routes.downloadInvoer.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="kringloopwijzer-2024-invoer.json"');
    const uit = voerCliUit(['invoer.json'], () => res.body);
    expect(uit.stderr).toBe('');
    const [opgeslagen] = await s.database.db
      .select({ resultaat: klwUitkomst.resultaat })
      .from(klwUitkomst)
      .where(and(eq(klwUitkomst.kringloopwijzerId, ids.vries2024)));
    expect(opgeslagen.resultaat).not.toBeNull();
    expect(JSON.parse(uit.stdout)).toEqual(JSON.parse(JSON.stringify(opgeslagen.resultaat)));
    expect((await new Klant(s.app).get(routes.downloadInvoer.path, false)).statusCode).toBe(401);
  });

  it('the seeded De Vries 2022 (closed) shows every register item done', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2022);
    const m = menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());
    const items = m.menuItems.flatMap((sectie) => sectie.children).filter((c) => ['Bedrijf', 'Dier', 'Voer'].some((t) => m.menuItems.find((x) => x.title === t)!.children.includes(c)));
    expect(items.filter((c) => c.title !== 'Koppelingen').every((c) => c.done && !c.warning)).toBe(true);
    expect(m.isCompleet).toBe(true);
  });

  it('the demo De Vries is complete on every input screen in every year; the half-filled Jansen 2024 is not', async () => {
    // 2018 is the demo year that breaks the usage norms (decision 021): only its manure items warn
    const k2018 = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2018);
    const m2018 = menuModelSchema.parse((await k2018.post(routes.menu.path, {}, { bearer: true })).json());
    const waarschuwt = m2018.menuItems.flatMap((sectie) => sectie.children).filter((c) => c.warning).map((c) => c.title);
    expect(waarschuwt.length).toBeGreaterThan(0);
    expect(waarschuwt.every((t) => /mest|Signaleringen|BEX|Bodem en gewas/i.test(t)), waarschuwt.join(', ')).toBe(true);
    for (const id of [ids.vries2020, ids.vries2022, ids.vries2024]) {
      const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', id);
      const m = menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());
      // the input screens: Melklevering and every register route that has a menu item (reports and overviews excluded)
      const invoer = m.menuItems
        .flatMap((sectie) => sectie.children)
        .filter((c) => c.title === 'Melklevering' || register.some((r) => r.menu.some((plek) => plek.titel === c.title)));
      expect(invoer.length, `${id}`).toBeGreaterThan(15);
      expect(invoer.filter((c) => !c.done || c.warning).map((c) => c.title), `${id}`).toEqual([]);
      expect(m.isCompleet, `${id}`).toBe(true);
    }
    const jansen = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    expect(menuModelSchema.parse((await jansen.post(routes.menu.path, {}, { bearer: true })).json()).isCompleet).toBe(false);
  });

  it('a save stores no full result (decision 013); the reports compute it from the current input and store it', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const kv = register.find((x) => x.sleutel === 'krachtvoer')!;
    const gelezen = (await k.get(schermCalls(kv).lezen)).json();
    const gegevens = { krachtvoer: { producten: [{ naam: 'Brok', aanvoerKg: 12_345, dsGPerKg: 880, vemPerKgDs: 1000, reGPerKgDs: 180, pGPerKgDs: 5 }] } };
    const res = await k.post(schermCalls(kv).opslaan, { versie: gelezen.versie, gegevens }, { bearer: true });
    expect(res.statusCode).toBe(200);
    const opgeslagen = async () =>
      (await s.database.db.select({ resultaat: klwUitkomst.resultaat }).from(klwUitkomst).where(eq(klwUitkomst.kringloopwijzerId, ids.vries2024)))[0].resultaat;
    expect(await opgeslagen()).toBeNull();

    const record = { id: ids.vries2024, relatieId: await relatieVan(ids.vries2024), jaar: 2024 };
    const resultaat = await resultaatVanRecord(s.database.db, record);
    expect(resultaat).not.toBeNull();
    // the same figures as `npm run bereken` on the export of the new input, and now stored
    const invoer = (await k.get(routes.downloadInvoer.path)).body;
    expect(JSON.parse(invoer).krachtvoer.producten[0].aanvoerKg).toBe(12_345);
    const cli = voerCliUit(['invoer.json'], () => invoer);
    expect(JSON.parse(cli.stdout)).toEqual(JSON.parse(JSON.stringify(resultaat)));
    expect(JSON.parse(JSON.stringify(await opgeslagen()))).toEqual(JSON.parse(JSON.stringify(resultaat)));
  });

  it('serves an OpenAPI document with every register call', async () => {
    const res = await new Klant(s.app).get(routes.openapi.path, false);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const scherm of register) {
      const c = schermCalls(scherm);
      expect(doc.paths[c.lezen].get).toBeDefined();
      const gegevens = doc.paths[c.opslaan].post.requestBody.content['application/json'].schema.properties.gegevens;
      // a screen that only shows land from the plots (Grasland, Snijmaïs) has no section of its own
      if (scherm.secties.length > 0) expect(gegevens.properties).toHaveProperty(scherm.secties[0]);
      else expect(gegevens.properties ?? {}).toEqual({});
    }
    // the OpenID Connect login (decision 018): the settings as JSON, Start and Terug as redirects
    expect(doc.paths['/api/Auth/Oidc/Instellingen'].get.responses[200].content['application/json'].schema.properties).toHaveProperty('beschikbaar');
    expect(doc.paths['/api/Auth/Oidc/Start'].get.responses).toHaveProperty('302');
    expect(doc.paths['/api/Auth/Oidc/Terug'].get.responses[302].description).toContain('onbekende-kvk');
    expect(doc.paths[routes.melkLevering.path].get).toBeDefined();
    expect(doc.paths[routes.formulierDefinitie.path].get.parameters[0].schema.enum).toContain('krachtvoer');
  });
});
