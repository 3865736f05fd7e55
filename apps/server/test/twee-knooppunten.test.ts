/**
 * Two app nodes on one database behave as one (decision 031): a session started on one works on the
 * other, a sign-out on one ends it on both, a rate limit counts the attempts made on both, and the recompute
 * queue (decision 028) worked by both at once recomputes every open year exactly once. On
 * PostgreSQL each node has its own connection pool; on PGlite (one process only) they share the
 * database object, but each app keeps its own process state, which is what the test is about.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@kw/contract';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { planBijRegelwijziging, verwerkAlles } from '../src/modules/herberekening/herberekening.service';
import { demoKlwIds, JWT_TEST_GEHEIM, Klant } from './helpers/server';
import { maakTestDatabase, type TestDatabase } from './helpers/testdb';

let t: TestDatabase;
let tweedeDb: Database;
let a: FastifyInstance;
let b: FastifyInstance;
const LOGIN_MAX = 4;

beforeAll(async () => {
  t = await maakTestDatabase();
  tweedeDb = t.url ? await openDatabase({ databaseUrl: t.url, poolMax: 4 }) : t.database;
  const opties = { jwtSecret: JWT_TEST_GEHEIM, verloopIntervalMs: 0, loginRateMax: LOGIN_MAX, loginRateIpMax: 100 };
  a = await buildApp({ database: t.database, ...opties });
  b = await buildApp({ database: tweedeDb, ...opties });
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  if (tweedeDb !== t.database) await tweedeDb.close();
  await t.opruimen();
});

/** The same browser, its requests landing on the other node (the load balancer has no stickiness). */
function zelfdeBrowserOp(app: FastifyInstance, k: Klant) {
  const ander = new Klant(app, k.ip);
  ander.cookies = k.cookies;
  return ander;
}

describe('twee app-knooppunten op één database', () => {
  it('een sessie van knooppunt A werkt op B; uitloggen op B beëindigt haar ook op A', async () => {
    const opA = new Klant(a, '10.1.0.1');
    await opA.login('demo@demo.nl');
    const opB = zelfdeBrowserOp(b, opA);
    const ids = await demoKlwIds(t.database);
    expect((await opB.ververs(ids.demo2024)).statusCode).toBe(200);
    expect((await opB.get(routes.startGegevens.path)).statusCode).toBe(200);
    // a token signed on B is accepted on A
    opA.token = opB.token;
    expect((await opA.get(routes.startGegevens.path)).statusCode).toBe(200);
    expect((await opB.post(routes.logout.path)).statusCode).toBeLessThan(300);
    expect((await opA.ververs(ids.demo2024)).statusCode).toBe(401);
  });

  it('een inloglimiet telt de pogingen op beide knooppunten samen', async () => {
    const opA = new Klant(a, '10.1.0.2');
    await opA.haalXsrf();
    const opB = zelfdeBrowserOp(b, opA);
    for (let i = 0; i < LOGIN_MAX; i++) {
      const k = i % 2 === 0 ? opA : opB;
      expect((await k.post(routes.login.path, { email: 'adviseur@demo.nl', wachtwoord: `fout${i}` })).statusCode).toBe(401);
    }
    // each node saw only half of the attempts: with counters in process memory both would still let this one through
    expect((await opA.post(routes.login.path, { email: 'adviseur@demo.nl', wachtwoord: 'demo' })).statusCode).toBe(429);
    expect((await opB.post(routes.login.path, { email: 'adviseur@demo.nl', wachtwoord: 'demo' })).statusCode).toBe(429);
  });

  it('de herberekening, door beide knooppunten tegelijk gewerkt, doet elk open jaar precies één keer', async () => {
    const db = t.database.db;
    await db.execute(sql`update klw_uitkomst set regelversie = '@kw/engine 0.0.9; regels oud'`);
    const run = await planBijRegelwijziging(db);
    expect(run?.totaal).toBeGreaterThan(0);
    // small batches, so the two nodes take turns and collide on the same tasks
    await Promise.all([verwerkAlles(db, { grootte: 2 }), verwerkAlles(tweedeDb.db, { grootte: 2 })]);
    const r = (await db.execute(sql`select k.id, (select count(*)::int from audit_log a where a.kringloopwijzer_id = k.id and a.actie = 'herberekend') as n
      from kringloopwijzers k join klw_uitkomst u on u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id where k.status_id = 1`)) as unknown as { rows: { id: number; n: number }[] };
    expect(r.rows.length).toBe(run!.totaal);
    expect(r.rows.filter((x) => x.n !== 1)).toEqual([]);
  });
});
