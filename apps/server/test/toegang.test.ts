/**
 * Decision 019: staff open a farm only with a reason (60 minutes); every read and change of a
 * farm's data by anyone but its participant writes an access row; the farmer reads the log with
 * repeats of a day merged; the log is append-only; a revoked mandate counts its reads since.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, routes, schermCalls, toegangRoutes, toegangslogAntwoordSchema } from '@kw/contract';
import { gebruikers, machtigingen, relaties, toegangslog } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVries: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  const [r] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
  deVries = r.id;
});
afterAll(async () => s?.stop());

const rijen = (relatieId: number) => s.database.db.select().from(toegangslog).where(eq(toegangslog.relatieId, relatieId));
const krachtvoer = register.find((r) => r.sleutel === 'krachtvoer')!;

describe('servicedesk: toegang met een reden', () => {
  it('zonder reden geen toegang; met reden 60 minuten, en de boer ziet de reden', async () => {
    const mw = new Klant(s.app);
    await mw.login('medewerker@demo.nl');
    const zonder = await mw.ververs(ids.vries2022);
    expect(zonder.statusCode).toBe(403);
    const kort = await mw.post(toegangRoutes.servicedesk.path, { relatieId: deVries, reden: 'x' });
    expect(kort.statusCode).toBe(400);
    const open = await mw.post(toegangRoutes.servicedesk.path, { relatieId: deVries, reden: 'Telefoon: vraag over de BEX 2022' });
    expect(open.statusCode, open.body).toBe(200);
    const tot = new Date(open.json().tot).getTime();
    expect(tot - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(tot - Date.now()).toBeLessThanOrEqual(60 * 60_000 + 5_000);
    expect((await mw.ververs(ids.vries2022)).statusCode).toBe(200);
    expect((await mw.get(routes.melkLevering.path)).statusCode).toBe(200);
    const log = await rijen(deVries);
    expect(log.some((r) => r.rol === 'servicedesk' && r.reden === 'Telefoon: vraag over de BEX 2022' && r.wat === 'Melklevering' && r.jaar === 2022)).toBe(true);
  });

  it('alleen medewerkers; een onbekend bedrijf is 404', async () => {
    const adv = new Klant(s.app);
    await adv.login('adviseur@demo.nl');
    expect((await adv.post(toegangRoutes.servicedesk.path, { relatieId: deVries, reden: 'even kijken graag' })).statusCode).toBe(403);
    const mw = new Klant(s.app);
    await mw.login('medewerker@demo.nl');
    expect((await mw.post(toegangRoutes.servicedesk.path, { relatieId: 999_999, reden: 'even kijken graag' })).statusCode).toBe(404);
    expect((await mw.post(toegangRoutes.servicedesk.path, { relatieId: deVries, kringloopwijzerId: ids.vries2024, reden: 'even kijken graag' })).statusCode).toBe(400);
  });
});

describe('toegangslog', () => {
  it('een lezing door de adviseur geeft een rij met de machtiging; de boer zelf schrijft niets', async () => {
    const voor = (await rijen(deVries)).length;
    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    expect((await boer.get(routes.melkLevering.path)).statusCode).toBe(200);
    expect((await rijen(deVries)).length).toBe(voor);
    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    expect((await adv.get(schermCalls(krachtvoer).lezen)).statusCode).toBe(200);
    const na = await rijen(deVries);
    const nieuw = na.filter((r) => !r.reden && r.rol === 'beheren' && r.wat === krachtvoer.titel);
    expect(nieuw.length).toBeGreaterThanOrEqual(1);
    expect(nieuw[0]).toMatchObject({ actie: 'bekeken', jaar: 2024, kringloopwijzerId: ids.vries2024 });
    expect(nieuw[0].machtigingId).not.toBeNull();
  });

  it('een wijziging door de adviseur schrijft in dezelfde transactie een rij "gewijzigd"', async () => {
    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    const lees = (await adv.get(schermCalls(krachtvoer).lezen)).json();
    const res = await adv.post(schermCalls(krachtvoer).opslaan, { versie: lees.versie, gegevens: lees.gegevens, kringloopwijzerId: ids.vries2024 }, { bearer: true });
    expect(res.statusCode, res.body).toBe(200);
    const log = await rijen(deVries);
    expect(log.some((r) => r.actie === 'gewijzigd' && r.wat === 'krachtvoer' && r.rol === 'beheren' && r.jaar === 2024)).toBe(true);
  });

  it('de boer leest het log: per dag samengevoegd met een aantal, de servicedesk met reden; lezen door een ander wordt zelf gelogd', async () => {
    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    for (let i = 0; i < 3; i++) expect((await adv.get(routes.melkLevering.path)).statusCode).toBe(200);
    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const res = await boer.get(`${toegangRoutes.toegangslog.path}?relatieId=${deVries}`);
    expect(res.statusCode, res.body).toBe(200);
    const log = toegangslogAntwoordSchema.parse(res.json());
    const melk = log.regels.find((r) => r.wie === 'Visser Melkveeadvies' && r.wat === 'Melklevering' && r.actie === 'bekeken');
    expect(melk?.aantal).toBeGreaterThanOrEqual(3);
    expect(melk?.datum).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const sd = log.regels.find((r) => r.wie === 'Servicedesk');
    expect(sd?.reden).toBe('Telefoon: vraag over de BEX 2022');
    // the farmer's own reading writes nothing; the proxy holder's reading is itself logged
    const voor = (await rijen(deVries)).filter((r) => r.wat === 'toegangslog').length;
    expect(voor).toBe(0);
    const vm = await new Klant(s.app).alsIngelogd('volmacht@demo.nl', ids.vries2024);
    expect((await vm.get(`${toegangRoutes.toegangslog.path}?relatieId=${deVries}`)).statusCode).toBe(200);
    expect((await rijen(deVries)).filter((r) => r.wat === 'toegangslog' && r.rol === 'volmacht').length).toBe(1);
  });

  it('beheren en inzien lezen het log van het bedrijf niet; een ander bedrijf ook niet; een periode achterstevoren is 400', async () => {
    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    expect((await adv.get(`${toegangRoutes.toegangslog.path}?relatieId=${deVries}`)).statusCode).toBe(403);
    const jansen = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    expect((await jansen.get(`${toegangRoutes.toegangslog.path}?relatieId=${deVries}`)).statusCode).toBe(403);
    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    expect((await boer.get(`${toegangRoutes.toegangslog.path}?relatieId=${deVries}&van=2024-05-01&tot=2024-04-01`)).statusCode).toBe(400);
    expect((await boer.get(`${toegangRoutes.toegangslog.path}?relatieId=abc`)).statusCode).toBe(400);
  });

  it('is alleen aan te vullen: UPDATE, DELETE en TRUNCATE worden geweigerd', async () => {
    const db = s.database.db;
    await expect(db.execute(sql`update toegangslog set wat = 'x' where relatie_id = ${deVries}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from toegangslog where relatie_id = ${deVries}`)).rejects.toThrow();
    await expect(db.execute(sql`truncate toegangslog`)).rejects.toThrow();
    expect((await rijen(deVries)).length).toBeGreaterThan(0);
  });

  it('een ingetrokken machtiging: de volgende aanroep is 403 en het log telt 0 keer ingezien sindsdien', async () => {
    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    expect((await adv.get(routes.melkLevering.path)).statusCode).toBe(200);
    const [a] = await s.database.db.select().from(gebruikers).where(eq(gebruikers.email, 'adviseur@demo.nl'));
    const [m] = await s.database.db
      .update(machtigingen)
      .set({ status: 'ingetrokken', statusGewijzigdOp: sql`now()` })
      .where(and(eq(machtigingen.relatieId, deVries), eq(machtigingen.organisatieId, a.organisatieId!)))
      .returning();
    try {
      expect((await adv.get(routes.melkLevering.path)).statusCode).toBe(403);
      expect((await adv.get(schermCalls(krachtvoer).lezen)).statusCode).toBe(403);
      const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
      const log = toegangslogAntwoordSchema.parse((await boer.get(`${toegangRoutes.toegangslog.path}?relatieId=${deVries}`)).json());
      const ing = log.ingetrokken.find((x) => x.machtigingId === m.id);
      expect(ing).toMatchObject({ organisatie: 'Visser Melkveeadvies', soort: 'beheren', keerIngezienSindsdien: 0 });
    } finally {
      await s.database.db.update(machtigingen).set({ status: 'actief' }).where(eq(machtigingen.id, m.id));
    }
  });
});
