/** The real server in-process (buildApp + app.inject) with a small cookie-keeping client. */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { routes, SESSIE_COOKIE, STATUS_NAAM_OPEN, toegangRoutes, XSRF_COOKIE, XSRF_HEADER } from '@kw/contract';
import { buildApp, type AppOpties } from '../../src/app';
import type { Database } from '../../src/db/client';
import { auditLog, handmatigeMelkgegevens, klwInvoer, kringloopwijzers, melkleveringen, relaties } from '../../src/db/schema';
import { demoSchermen } from '../../src/db/seed-invoer';
import { demoLeveringen } from '../../src/db/seed-demo';
import { maakTestDatabase, type TestDatabase } from './testdb';

export const JWT_TEST_GEHEIM = 'test-geheim-dat-lang-genoeg-is-voor-hs256-tokens';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  testDb: TestDatabase;
  stop(): Promise<void>;
}

export async function startTestServer(opties: Partial<Omit<AppOpties, 'database'>> = {}): Promise<TestServer> {
  const testDb = await maakTestDatabase();
  // the expiry job's timer off: a round in the middle of a test would change the mandates it watches (tests call verwerkVerloop)
  const app = await buildApp({ database: testDb.database, jwtSecret: JWT_TEST_GEHEIM, verloopIntervalMs: 0, ...opties });
  return {
    app,
    database: testDb.database,
    testDb,
    async stop() {
      await app.close();
      await testDb.opruimen();
    },
  };
}

/** A browser: keeps cookies, echoes the XSRF cookie, can log in and fetch a Bearer token. */
export class Klant {
  cookies = new Map<string, string>();
  token: string | null = null;

  constructor(
    readonly app: FastifyInstance,
    readonly ip = '127.0.0.1',
  ) {}

  private cookieHeader() {
    return [...this.cookies.entries()].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async verzoek(opties: InjectOptions & { xsrf?: boolean; bearer?: boolean | string }): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(opties.headers as Record<string, string> | undefined) };
    if (this.cookies.size > 0 && !('cookie' in headers)) headers.cookie = this.cookieHeader();
    if (opties.xsrf !== false && this.cookies.has(XSRF_COOKIE) && !(XSRF_HEADER.toLowerCase() in headers)) {
      headers[XSRF_HEADER] = this.cookies.get(XSRF_COOKIE)!;
    }
    if (opties.bearer) headers.authorization = `Bearer ${typeof opties.bearer === 'string' ? opties.bearer : this.token}`;
    const { xsrf: _x, bearer: _b, ...rest } = opties;
    const res = await this.app.inject({ ...rest, headers, remoteAddress: this.ip });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const weg = c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now()) || c.value === '';
      if (weg) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, bearer: boolean | string = true) {
    return this.verzoek({ method: 'GET', url, bearer });
  }

  post(url: string, payload?: unknown, opties: { bearer?: boolean; xsrf?: boolean } = {}) {
    return this.verzoek({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      bearer: opties.bearer ?? false,
      xsrf: opties.xsrf,
    });
  }

  /** GET /health to receive the XSRF cookie (every response sets it when missing). */
  async haalXsrf() {
    if (!this.cookies.has(XSRF_COOKIE)) await this.verzoek({ method: 'GET', url: routes.health.path });
  }

  async login(email: string, wachtwoord = 'demo') {
    await this.haalXsrf();
    const res = await this.post(routes.login.path, { email, wachtwoord });
    if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
    return res;
  }

  async ververs(selectedKringloopwijzerId?: number) {
    const res = await this.post(routes.refreshToken.path, selectedKringloopwijzerId === undefined ? undefined : { selectedKringloopwijzerId });
    if (res.statusCode === 200) this.token = res.json().access_token;
    return res;
  }

  /** Logs in and fetches a token for the record (or the default one). */
  async alsIngelogd(email: string, klwId?: number) {
    await this.login(email);
    // staff open a farm only with a reason (decision 019)
    if (email === 'medewerker@demo.nl' && klwId !== undefined) {
      const open = await this.post(toegangRoutes.servicedesk.path, { kringloopwijzerId: klwId, reden: 'test: controle van de gegevens' });
      if (open.statusCode !== 200 && open.statusCode !== 404) throw new Error(`servicedesk ${email}: ${open.statusCode} ${open.body}`);
    }
    const res = await this.ververs(klwId);
    if (res.statusCode !== 200) throw new Error(`token ${email}: ${res.statusCode} ${res.body}`);
    return this;
  }

  get sessieId() {
    return this.cookies.get(SESSIE_COOKIE);
  }
}

/** The id of a demo record by farm short name and year. */
export async function klwId(database: Database, naamKort: string, jaar: number): Promise<number> {
  const [r] = await database.db
    .select({ id: kringloopwijzers.id })
    .from(kringloopwijzers)
    .innerJoin(relaties, eq(relaties.id, kringloopwijzers.relatieId))
    .where(and(eq(relaties.naamKort, naamKort), eq(kringloopwijzers.jaar, jaar)));
  if (!r) throw new Error(`geen kringloopwijzer ${naamKort} ${jaar}`);
  return r.id;
}

/** The ids of every demo record, by farm and year (vries2024, jansen2019, demo2024, …). */
export async function demoKlwIds(database: Database) {
  return {
    vries2018: await klwId(database, 'De Vries', 2018),
    vries2020: await klwId(database, 'De Vries', 2020),
    vries2022: await klwId(database, 'De Vries', 2022),
    vries2024: await klwId(database, 'De Vries', 2024),
    jansen2019: await klwId(database, 'Jansen', 2019),
    jansen2024: await klwId(database, 'Jansen', 2024),
    demo2024: await klwId(database, 'Demo', 2024),
  };
}

export async function handmatigeRij(database: Database, id: number) {
  const [r] = await database.db.select().from(handmatigeMelkgegevens).where(eq(handmatigeMelkgegevens.kringloopwijzerId, id));
  return r;
}

export async function auditRegels(database: Database, id: number) {
  return database.db.select().from(auditLog).where(eq(auditLog.kringloopwijzerId, id)).orderBy(auditLog.id);
}

/**
 * A new open record of a demo farm with a year of automatic deliveries and no Melklevering row:
 * the seeded complete farms all have their Melklevering saved, so a test of the first save or of
 * the unsaved state makes its own. `metSchermen`: every register screen filled (the demo farm's
 * documents of that year), so only Melklevering is missing; else nothing is saved at all.
 */
export async function recordMetLeveringen(database: Database, naamKort: string, jaar: number, aantalMelkkoeien = 114, metSchermen = false): Promise<number> {
  const [rel] = await database.db.select({ id: relaties.id, ubns: relaties.ubns }).from(relaties).where(eq(relaties.naamKort, naamKort));
  if (!rel) throw new Error(`geen bedrijf ${naamKort}`);
  const [k] = await database.db
    .insert(kringloopwijzers)
    .values({ relatieId: rel.id, jaar, aantalMelkkoeien, statusId: 1, statusOmschrijving: STATUS_NAAM_OPEN, statusToelichting: 'De kringloopwijzer is nog niet ingediend en kan worden bewerkt.' })
    .returning({ id: kringloopwijzers.id });
  const ubn = rel.ubns[0] ?? '1234567';
  await database.db.insert(melkleveringen).values(demoLeveringen(jaar, ubn, jaar, 1_020_000).map((l) => ({ ...l, relatieId: rel.id, kringloopwijzerId: k.id })));
  if (metSchermen) {
    const docs = demoSchermen({ naam: naamKort, koeien: aantalMelkkoeien, grasHa: 42, melkKg: 1_020_000 }, jaar);
    await database.db.insert(klwInvoer).values(Object.entries(docs).map(([scherm, gegevens]) => ({ relatieId: rel.id, kringloopwijzerId: k.id, scherm, gegevens, versie: 1 })));
  }
  return k.id;
}
