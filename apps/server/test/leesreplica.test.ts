/**
 * A read replica for the reports of many farms (decision 031): with `leesDatabase` set, the staff dashboard and the
 * sector report read it, while sessions, policies and the farmer's own screens stay on the primary; the replica's
 * pool refuses every write. PostgreSQL only: a replica copies a PostgreSQL primary, the embedded database has none.
 * The "replica" here is a second copy of the same seeded template, changed after the copy, so the answers show which
 * database a call read.
 */
import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MELDING_DATABASE_WEG } from '../src/fouten';
import { routes, sbDashboardRoutes, sectorrapportageRoutes, type SbDashboard, type Sectorrapport } from '@kw/contract';
import { buildApp } from '../src/app';
import { openLeesDatabase, type Database } from '../src/db/client';
import { demoKlwIds, JWT_TEST_GEHEIM, Klant } from './helpers/server';
import { maakTestDatabase, testDbSoort, type TestDatabase } from './helpers/testdb';

const JAAR = 2024;
let hoofd: TestDatabase;
let kopie: TestDatabase;
let lees: Database;
let app: FastifyInstance;

const voortgang = async (staf: Klant) => {
  const r = await staf.get(`${sbDashboardRoutes.dashboard.path}?jaar=${JAAR}`);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as SbDashboard).voortgang;
};

describe.skipIf(testDbSoort !== 'postgres')('leesreplica voor rapportages van veel bedrijven (PostgreSQL)', () => {
  beforeAll(async () => {
    hoofd = await maakTestDatabase();
    kopie = await maakTestDatabase();
    // the replica is behind or ahead of the primary in one visible way: one farm more with a submitted year
    await kopie.database.db.execute(sql`with r as (insert into relaties (naam, naam_kort, soort) values ('Alleen op de replica', 'Replica', 'bedrijf') returning id)
      insert into kringloopwijzers (relatie_id, jaar, status_id) select id, ${JAAR}, 2 from r`);
    lees = await openLeesDatabase(kopie.url!, 2);
    app = await buildApp({ database: hoofd.database, leesDatabase: lees, jwtSecret: JWT_TEST_GEHEIM, verloopIntervalMs: 0, loginRateMax: 1_000 });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await lees?.close();
    await kopie?.opruimen();
    await hoofd?.opruimen();
  });

  it('het dashboard servicebureau telt uit de replica; de sessie komt uit de hoofddatabase', async () => {
    const staf = await new Klant(app).alsIngelogd('medewerker@demo.nl');
    const opReplica = await voortgang(staf);
    // the same app without a replica reads the primary: one submitted farm fewer
    const zonder = await buildApp({ database: hoofd.database, jwtSecret: JWT_TEST_GEHEIM, verloopIntervalMs: 0, loginRateMax: 1_000 });
    try {
      const opHoofd = await voortgang(await new Klant(zonder).alsIngelogd('medewerker@demo.nl'));
      expect(opReplica.ingediend).toBe(opHoofd.ingediend + 1);
      expect(opReplica.open).toBe(opHoofd.open);
    } finally {
      await zonder.close();
    }
    // the staff session exists on the primary only (the replica was copied before the login): it was checked there
    const sessiesOpReplica = (await lees.db.execute(sql`select count(*)::int as n from sessies`)) as unknown as { rows: Array<{ n: number }> };
    const sessiesOpHoofd = (await hoofd.database.db.execute(sql`select count(*)::int as n from sessies`)) as unknown as { rows: Array<{ n: number }> };
    expect(sessiesOpHoofd.rows[0].n).toBeGreaterThan(sessiesOpReplica.rows[0].n);
  });

  it('de sectorrapportage en haar export lezen de replica', async () => {
    const rapport = async (a: FastifyInstance) => {
      const staf = await new Klant(a).alsIngelogd('medewerker@demo.nl');
      const r = await staf.get(`${sectorrapportageRoutes.rapport.path}?jaar=${JAAR}`);
      expect(r.statusCode, r.body).toBe(200);
      const csv = await staf.get(`${sectorrapportageRoutes.export.path}?jaar=${JAAR}&formaat=csv`);
      expect(csv.statusCode, csv.body).toBe(200);
      return { totaal: (r.json() as Sectorrapport).totaal, csv: csv.body };
    };
    const zonder = await buildApp({ database: hoofd.database, jwtSecret: JWT_TEST_GEHEIM, verloopIntervalMs: 0, loginRateMax: 1_000 });
    try {
      const opHoofd = await rapport(zonder);
      const opReplica = await rapport(app);
      expect(opReplica.totaal).toEqual({ ...opHoofd.totaal, bedrijven: opHoofd.totaal.bedrijven + 1, metKringloopwijzer: opHoofd.totaal.metKringloopwijzer + 1, ingediend: opHoofd.totaal.ingediend + 1 });
      // the export's line of records of the year holds the replica's count
      const regel = (csv: string) => csv.split('\n').find((l) => l.startsWith('Met een kringloopwijzer'));
      expect(regel(opReplica.csv)).toContain(String(opReplica.totaal.metKringloopwijzer));
      expect(regel(opReplica.csv)).not.toEqual(regel(opHoofd.csv));
    } finally {
      await zonder.close();
    }
  });

  it("een boer logt in en opent zijn jaar: sessie en rechten komen uit de hoofddatabase (de replica kent de sessie niet)", async () => {
    const boer = new Klant(app, '10.9.0.1');
    await boer.login('demo@demo.nl');
    const ids = await demoKlwIds(hoofd.database);
    expect((await boer.ververs(ids.demo2024)).statusCode).toBe(200);
    expect((await boer.get(routes.startGegevens.path)).statusCode).toBe(200);
  });

  it('de replica weigert elke schrijfopdracht (alleen-lezen transacties)', async () => {
    await expect(lees.db.execute(sql`insert into relaties (naam, naam_kort, soort) values ('Mag niet', 'Nee', 'bedrijf')`)).rejects.toMatchObject({ cause: { code: '25006' } }); // read_only_sql_transaction
  });

  it('een replica die wegvalt: het dashboard zegt het in woorden (503), de boer werkt door; terug zonder herstart', async () => {
    // a relay in front of the copy stands in for the replica's host: closed, it refuses and drops connections
    const doel = new URL(kopie.url!);
    const open = new Set<Socket>();
    let relais: Server | undefined;
    const start = async (poort: number) => {
      relais = createServer((binnen) => {
        const buiten = createConnection(Number(doel.port || 5432), doel.hostname);
        for (const s of [binnen, buiten]) {
          open.add(s);
          s.on('error', () => s.destroy());
          s.on('close', () => open.delete(s));
        }
        binnen.pipe(buiten).pipe(binnen);
      });
      relais.listen(poort, '127.0.0.1');
      await once(relais, 'listening');
      return (relais.address() as { port: number }).port;
    };
    const stop = async () => {
      for (const s of open) s.destroy();
      relais!.close();
      await once(relais!, 'close');
    };
    const poort = await start(0);
    const viaRelais = new URL(kopie.url!);
    viaRelais.port = String(poort);
    const replica = await openLeesDatabase(viaRelais.toString(), 2);
    const metRelais = await buildApp({ database: hoofd.database, leesDatabase: replica, jwtSecret: JWT_TEST_GEHEIM, verloopIntervalMs: 0, loginRateMax: 1_000 });
    try {
      const staf = await new Klant(metRelais).alsIngelogd('medewerker@demo.nl');
      const boer = new Klant(metRelais, '10.9.0.2');
      await boer.login('demo@demo.nl');
      const ids = await demoKlwIds(hoofd.database);
      const dashboard = `${sbDashboardRoutes.dashboard.path}?jaar=${JAAR}`;
      const voor = await staf.get(dashboard);
      expect(voor.statusCode, voor.body).toBe(200);

      await stop();
      const weg = await staf.get(dashboard);
      expect(weg.statusCode, weg.body).toBe(503);
      expect(weg.json()).toEqual({ statusCode: 503, message: MELDING_DATABASE_WEG });
      expect(weg.headers['retry-after']).toBe('30');
      // a new connection is refused as well (the pool's kept ones were dropped above)
      expect((await staf.get(dashboard)).statusCode).toBe(503);
      // the farmer's year and screens read the primary
      expect((await boer.ververs(ids.demo2024)).statusCode).toBe(200);
      expect((await boer.get(routes.startGegevens.path)).statusCode).toBe(200);

      await start(poort);
      const terug = await staf.get(dashboard);
      expect(terug.statusCode, terug.body).toBe(200);
      expect((terug.json() as SbDashboard).voortgang).toEqual((voor.json() as SbDashboard).voortgang);
    } finally {
      await metRelais.close();
      await replica.close().catch(() => {});
      if (relais?.listening) await stop();
    }
  });
});
