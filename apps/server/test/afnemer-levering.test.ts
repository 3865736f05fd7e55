/**
 * A consumer-API delivery read in one statement (decision 034): the guarantees the separate reads gave
 * hold. The result-based products, built from the stored result's leaves they read, equal those from the
 * whole result, and the input products equal those from the separate reads. A rotated secret's token is refused by the very next call; the stored engine result is delivered
 * only while it belongs to the current input (else computed once and stored); a revocation that commits
 * while a delivery waits for the participation's row lock refuses that delivery, with no access row
 * (PostgreSQL: PGlite has one connection, so nothing can wait there); the rate limit counts per consumer.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resultaat } from '@kw/engine';
import { gegevensdelingRoutes as g, productInhoud } from '@kw/contract';
import { DEMO_AFNEMER } from '../src/db/seed-gegevensdeling';
import { maakOrganisatie } from '../src/db/seed-hulp';
import { afnemerClients, deelnames, doelen, klwUitkomst, toegangslog } from '../src/db/schema';
import { productBron } from '../src/modules/gegevensdeling/gegevensdeling.producten';
import { recordVanJaar } from '../src/modules/gegevensdeling/gegevensdeling.repository';
import { hashVan } from '../src/modules/koppelingen/koppelingen.geheim';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';
import { testDbSoort } from './helpers/testdb';

let s: TestServer;
let deVries: number;
let benchmarkDoel: number;
let premieDoel: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  deVries = await relatieIdOpKvk(s.database, KVK.deVries);
  // the seed: De Vries takes part in the benchmark (BEX), Jansen in the premium (key figures, status)
  benchmarkDoel = (await s.database.db.select().from(doelen).where(eq(doelen.naam, 'Kringloopbenchmark melkvee')))[0].id;
  premieDoel = (await s.database.db.select().from(doelen).where(eq(doelen.naam, 'Duurzaamheidspremie melkveehouderij')))[0].id;
});
afterAll(async () => s?.stop());

const productUrl = (product: string, doelId: number, kvk: string) => `${g.afnemerProduct.path.replace(':product', product)}?doelId=${doelId}&kvk=${kvk}&jaar=2024`;
async function token(app: TestServer['app'], clientId: string = DEMO_AFNEMER.clientId, geheim: string = DEMO_AFNEMER.clientSecret) {
  const res = await app.inject({ method: 'POST', url: g.afnemerToken.path, payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: geheim } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token as string;
}
const lever = (app: TestServer['app'], t: string, url: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t}` } });
const leveringen = async (relatieId: number) =>
  (await s.database.db.select().from(toegangslog).where(and(eq(toegangslog.relatieId, relatieId), eq(toegangslog.rol, 'afnemer')))).length;

describe('levering in één statement', () => {
  it('het geleverde product uit alleen de gelezen delen van het resultaat is gelijk aan dat uit het hele opgeslagen resultaat', async () => {
    const ids = await demoKlwIds(s.database);
    const t = await token(s.app);
    for (const [product, doelId, kvk, klwId] of [
      ['kengetallen', premieDoel, KVK.jansen, ids.jansen2024],
      ['bex', benchmarkDoel, KVK.deVries, ids.vries2024],
    ] as const) {
      // the first call may compute and store the result (seeded data); the second reads the stored leaves
      expect((await lever(s.app, t, productUrl(product, doelId, kvk))).statusCode).toBe(200);
      const res = await lever(s.app, t, productUrl(product, doelId, kvk));
      expect(res.statusCode, res.body).toBe(200);
      const [u] = await s.database.db.select({ resultaat: klwUitkomst.resultaat }).from(klwUitkomst).where(eq(klwUitkomst.kringloopwijzerId, klwId));
      const heel = productInhoud(product, { jaar: 2024, invoer: {}, resultaat: u.resultaat as Resultaat, status: { id: 1, omschrijving: '', ingediendOp: null } });
      expect(res.json().data).toEqual(heel);
      expect(Object.values(heel!.kengetallen as Record<string, unknown>).filter((x) => typeof x === 'number').length).toBeGreaterThan(5);
    }
  });

  it('de invoerproducten uit het ene statement zijn gelijk aan die uit de afzonderlijke lezingen (het voorbeeld van de boer)', async () => {
    const afnemerId = await relatieIdOpKvk(s.database, DEMO_AFNEMER.kvkNummer);
    const [doel] = await s.database.db
      .insert(doelen)
      .values({ afnemerId, naam: 'Invoer volgen', boerTekst: 'Test.', producten: ['invoer-dier', 'invoer-voer'], grondslag: 'Toestemming', bewaartermijn: '1 jaar', einddatum: '2099-12-31', status: 'actief', licentiegeverAkkoordOp: new Date() })
      .returning();
    await s.database.db.insert(deelnames).values({ relatieId: deVries, doelId: doel.id, producten: ['invoer-dier', 'invoer-voer'], status: 'goedgekeurd', beslistOp: new Date() });
    const t = await token(s.app);
    const record = (await recordVanJaar(s.database.db, deVries, 2024))!;
    for (const product of ['invoer-dier', 'invoer-voer'] as const) {
      const res = await lever(s.app, t, productUrl(product, doel.id, KVK.deVries));
      expect(res.statusCode, res.body).toBe(200);
      const los = productInhoud(product, await productBron(s.database.db, record, [product], []));
      expect(res.json().data).toEqual(los);
      expect(Object.keys(los!).length).toBeGreaterThan(1);
    }
    expect((await lever(s.app, t, productUrl('invoer-dier', doel.id, KVK.deVries))).json().data.melkleveringen.length).toBeGreaterThan(0);
  });

  it('de opgeslagen uitkomst wordt geleverd zolang ze bij de invoer hoort; loopt ze achter, dan wordt ze eerst herberekend', async () => {
    const jansen = await relatieIdOpKvk(s.database, KVK.jansen);
    const ids = await demoKlwIds(s.database);
    const t = await token(s.app);
    const url = productUrl('kengetallen', premieDoel, KVK.jansen);
    const echt = (await lever(s.app, t, url)).json().data.dashboard.stikstofbodemoverschotKgNPerHa as number;
    expect(typeof echt).toBe('number');
    // a stored result that differs from what the engine gives: delivered as stored (no engine run per call)
    const waar = and(eq(klwUitkomst.relatieId, jansen), eq(klwUitkomst.kringloopwijzerId, ids.jansen2024));
    await s.database.db.update(klwUitkomst).set({ resultaat: sql`jsonb_set(${klwUitkomst.resultaat}, '{dashboard,stikstofbodemoverschotKgNPerHa}', '12345')` }).where(waar);
    const opgeslagen = await lever(s.app, t, url);
    expect(opgeslagen.statusCode, opgeslagen.body).toBe(200);
    expect(opgeslagen.json().data.dashboard.stikstofbodemoverschotKgNPerHa).toBe(12345);
    // the same stored result marked as of an older input: computed again, stored, and the real figure delivered
    await s.database.db.update(klwUitkomst).set({ invoerVersie: sql`${klwUitkomst.invoerVersie} - 1` }).where(waar);
    const herberekend = await lever(s.app, t, url);
    expect(herberekend.statusCode, herberekend.body).toBe(200);
    expect(herberekend.json().data.dashboard.stikstofbodemoverschotKgNPerHa).toBe(echt);
    const [u] = await s.database.db.select({ waarde: sql<number>`(${klwUitkomst.resultaat} #>> '{dashboard,stikstofbodemoverschotKgNPerHa}')::float8` }).from(klwUitkomst).where(waar);
    expect(u.waarde).toBe(echt);
  });

  it('een nieuw geheim: het token van het oude geheim wordt bij de eerstvolgende aanroep geweigerd, het nieuwe werkt', async () => {
    const oud = await token(s.app);
    const url = productUrl('bex', benchmarkDoel, KVK.deVries);
    expect((await lever(s.app, oud, url)).statusCode).toBe(200);
    const voor = await leveringen(deVries);
    const staf = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const nieuw = await staf.post(g.afnemerGeheim.path, { afnemerKvk: DEMO_AFNEMER.kvkNummer }, { bearer: true });
    expect(nieuw.statusCode, nieuw.body).toBe(200);
    const geweigerd = await lever(s.app, oud, url);
    expect(geweigerd.statusCode).toBe(401);
    expect(geweigerd.json().message).toBe('Het toegangstoken is ingetrokken (nieuw geheim): vraag een nieuw aan.');
    expect(await leveringen(deVries)).toBe(voor);
    // the old secret gets no new token; the new one does, and it delivers
    const oudGeheim = await s.app.inject({ method: 'POST', url: g.afnemerToken.path, payload: { grant_type: 'client_credentials', client_id: DEMO_AFNEMER.clientId, client_secret: DEMO_AFNEMER.clientSecret } });
    expect(oudGeheim.statusCode).toBe(401);
    const t = await token(s.app, nieuw.json().clientId, nieuw.json().clientSecret);
    expect((await lever(s.app, t, url)).statusCode).toBe(200);
    expect(await leveringen(deVries)).toBe(voor + 1);
  });

  it.runIf(testDbSoort === 'postgres')('een intrekking die commit terwijl een levering op de rij wacht, weigert die levering; geen toegangsregel', async () => {
    const [d] = await s.database.db.select().from(deelnames).where(and(eq(deelnames.relatieId, deVries), eq(deelnames.doelId, benchmarkDoel), eq(deelnames.status, 'goedgekeurd')));
    const staf = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const geheim = (await staf.post(g.afnemerGeheim.path, { afnemerKvk: DEMO_AFNEMER.kvkNummer }, { bearer: true })).json();
    const t = await token(s.app, geheim.clientId, geheim.clientSecret);
    const url = productUrl('bex', benchmarkDoel, KVK.deVries);
    expect((await lever(s.app, t, url)).statusCode).toBe(200);
    const voor = await leveringen(deVries);
    let levering: ReturnType<typeof lever> | undefined;
    await s.database.db.transaction(async (tx) => {
      // the farmer's revocation holds the row lock; the delivery reads (not locked) and then waits at its write
      await tx.execute(sql`select 1 from deelnames where relatie_id = ${deVries} and id = ${d.id} for update`);
      levering = lever(s.app, t, url);
      for (let i = 0; i < 100; i++) {
        const r = (await s.database.db.execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: Array<{ n: number }> };
        if (r.rows[0].n > 0) break;
        await new Promise((klaar) => setTimeout(klaar, 20));
      }
      await tx.update(deelnames).set({ status: 'ingetrokken', beslistOp: sql`clock_timestamp()`, versie: sql`${deelnames.versie} + 1` }).where(and(eq(deelnames.relatieId, deVries), eq(deelnames.id, d.id)));
    });
    const res = await levering!;
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().message).toBe('Dit bedrijf neemt niet deel aan dit doel.');
    expect(await leveringen(deVries)).toBe(voor);
  });
});

describe('snelheidsgrens per afnemer', () => {
  let klein: TestServer;
  beforeAll(async () => {
    klein = await startTestServer({ loginRateMax: 10_000, afnemerRateMax: 3 });
  });
  afterAll(async () => klein?.stop());

  it('na het maximum krijgt die afnemer 429 met de Nederlandse reden; een andere afnemer wordt apart geteld', async () => {
    // a second consumer with its own client and an approved participation of Jansen in its own purpose
    const db = klein.database.db;
    const tweede = await maakOrganisatie(db, { naam: 'Tweede afnemer', kvkNummer: '68000002', soort: 'overig' });
    await db.insert(afnemerClients).values({ afnemerId: tweede, clientId: 'tweede-afnemer', geheimHash: hashVan('tweede-geheim') });
    const [doel] = await db
      .insert(doelen)
      .values({ afnemerId: tweede, naam: 'Tweede doel', boerTekst: 'Test.', producten: ['indienstatus'], grondslag: 'Toestemming', bewaartermijn: '1 jaar', einddatum: '2099-12-31', status: 'actief', licentiegeverAkkoordOp: new Date() })
      .returning();
    const jansen = await relatieIdOpKvk(klein.database, KVK.jansen);
    await db.insert(deelnames).values({ relatieId: jansen, doelId: doel.id, producten: ['indienstatus'], status: 'goedgekeurd', beslistOp: new Date() });
    const [premie] = await db.select().from(doelen).where(eq(doelen.naam, 'Duurzaamheidspremie melkveehouderij'));

    // each route counts on its own (the store's key starts with the route): three deliveries, then 429
    const eerste = await token(klein.app);
    const url = productUrl('indienstatus', premie.id, KVK.jansen);
    for (let i = 0; i < 3; i++) expect((await lever(klein.app, eerste, url)).statusCode).toBe(200);
    const te = await lever(klein.app, eerste, url);
    expect(te.statusCode).toBe(429);
    expect(te.json().message).toBe('Te veel aanroepen: wacht een minuut en probeer het dan opnieuw.');
    const ander = await token(klein.app, 'tweede-afnemer', 'tweede-geheim');
    const res = await lever(klein.app, ander, productUrl('indienstatus', doel.id, KVK.jansen));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('snelheidsgrens alleen op een geverifieerde afnemer', () => {
  let klein: TestServer;
  beforeAll(async () => {
    klein = await startTestServer({ loginRateMax: 10_000, afnemerRateMax: 3 });
  });
  afterAll(async () => klein?.stop());

  it('vervalste tokens met de afnemer van een ander tellen op het adres van de aanroeper, niet op die afnemer', async () => {
    const [premie] = await klein.database.db.select().from(doelen).where(eq(doelen.naam, 'Duurzaamheidspremie melkveehouderij'));
    const echt = await token(klein.app);
    const [kop, inhoud] = echt.split('.');
    // the real consumer's claims under a signature the caller cannot make
    const vervalst = `${kop}.${inhoud}.${'A'.repeat(43)}`;
    const url = productUrl('indienstatus', premie.id, KVK.jansen);
    for (let i = 0; i < 5; i++) {
      const res = await klein.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${vervalst}` }, remoteAddress: '10.9.9.9' });
      expect(res.statusCode).toBe(i < 3 ? 401 : 429);
    }
    const res = await lever(klein.app, echt, url);
    expect(res.statusCode, res.body).toBe(200);
  });
});
