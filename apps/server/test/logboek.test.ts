/**
 * Decision 003: during a database incident nothing secret may reach a log line. The test
 * breaks the sessions table under a logged-in user (a renamed column: every session query
 * fails, on PGlite and on PostgreSQL), calls the cookie, token and login paths, and searches
 * everything the server logged for the cookie, the token, its session reference and the password.
 */
import { Writable } from 'node:stream';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foutAntwoordSchema, oidcRoutes, routes } from '@kw/contract';
import { buildApp, loggerOpties } from '../src/app';
import { gebruikers } from '../src/db/schema';
import { JWT_TEST_GEHEIM, Klant, klwId } from './helpers/server';
import { maakTestDatabase, type TestDatabase } from './helpers/testdb';

const EMAIL = 'logboek-proef@voorbeeld.nl';
const WACHTWOORD = 'Zeer-Geheim-Wachtwoord-7f3a9c';

let testDb: TestDatabase;
let regels: string[];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  testDb = await maakTestDatabase();
  await testDb.database.db.insert(gebruikers).values({ email: EMAIL, naam: 'Logboek Proef', wachtwoordHash: await hash(WACHTWOORD), isDeelnemer: false });
  regels = [];
  const stroom = new Writable({
    write(stuk, _codering, klaar) {
      regels.push(String(stuk));
      klaar();
    },
  });
  app = await buildApp({ database: testDb.database, jwtSecret: JWT_TEST_GEHEIM, logger: { ...loggerOpties('debug'), stream: stroom } });
});
afterAll(async () => {
  await app?.close();
  await testDb?.opruimen();
});

describe('§3.3 geen geheimen in het logboek bij een databasestoring', () => {
  it('500 in het Nederlands; het log heeft code en vingerafdruk, maar geen cookie, token, sessiereferentie of wachtwoord', async () => {
    const k = new Klant(app, '10.8.3.1');
    await k.haalXsrf();
    expect((await k.post(routes.login.path, { email: EMAIL, wachtwoord: WACHTWOORD })).statusCode).toBe(200);
    const deelnemer = await new Klant(app, '10.8.3.2').alsIngelogd('deelnemer@demo.nl', await klwId(testDb.database, 'De Vries', 2024));
    expect((await deelnemer.get(routes.melkLevering.path)).statusCode).toBe(200);
    const geheimen = {
      cookie: k.sessieId!,
      cookieDeelnemer: deelnemer.sessieId!,
      token: deelnemer.token!,
      tokenRef: String(JSON.parse(Buffer.from(deelnemer.token!.split('.')[1], 'base64url').toString()).sid),
      wachtwoord: WACHTWOORD,
    };

    await testDb.database.db.execute(sql`alter table sessies rename column token_ref to token_ref_weg`);
    try {
      const antwoorden = [
        await deelnemer.get(routes.melkLevering.path),
        await deelnemer.get(routes.callContext.path),
        await deelnemer.ververs(),
        await k.post(routes.login.path, { email: EMAIL, wachtwoord: WACHTWOORD }),
        await deelnemer.post(routes.logout.path),
      ];
      const codes = antwoorden.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 500).length).toBeGreaterThanOrEqual(4);
      for (const res of antwoorden.filter((r) => r.statusCode === 500)) {
        expect(foutAntwoordSchema.parse(res.json())).toEqual({ statusCode: 500, message: 'Er is een onverwachte fout opgetreden.' });
      }
    } finally {
      await testDb.database.db.execute(sql`alter table sessies rename column token_ref_weg to token_ref`);
    }

    const log = regels.join('');
    const fouten = regels.map((r) => JSON.parse(r) as { level: number; err?: { code?: string; vingerafdruk?: string; message: string; oorzaak?: { code?: string } } }).filter((r) => r.level >= 50 && r.err);
    expect(fouten.length).toBeGreaterThanOrEqual(4);
    // the fault stays traceable: SQLSTATE 42703 (undefined column) and a fingerprint
    expect(fouten.some((r) => (r.err!.code ?? r.err!.oorzaak?.code) === '42703')).toBe(true);
    expect(fouten.every((r) => /^[0-9a-f]{12}$/.test(r.err!.vingerafdruk ?? ''))).toBe(true);
    for (const [naam, geheim] of Object.entries(geheimen)) expect(log.includes(geheim), naam).toBe(false);
    // the e-mail address of the failed login is not in the log either
    expect(log.includes(EMAIL)).toBe(false);
  });
});

describe('geen regel per verzoek (besluit 003, herziening 28-11-2026)', () => {
  it('gewone verzoeken op niveau info schrijven niets; de code in de zoekvraag van de OIDC-terugkeer komt niet in het log', async () => {
    const deelnemer = await new Klant(app, '10.8.3.3').alsIngelogd('deelnemer@demo.nl', await klwId(testDb.database, 'De Vries', 2024));
    const vanaf = regels.length;
    expect((await deelnemer.get(routes.melkLevering.path)).statusCode).toBe(200);
    expect((await deelnemer.get(routes.callContext.path)).statusCode).toBe(200);
    const terug = await app.inject({ url: `${oidcRoutes.terug.path}?code=AUTORISATIECODE-GEHEIM-9b1c&state=STAAT-4d2e` });
    expect(terug.statusCode).toBeLessThan(500);
    const nieuw = regels.slice(vanaf).join('');
    expect(nieuw).not.toContain('AUTORISATIECODE-GEHEIM-9b1c');
    expect(nieuw).not.toContain('incoming request');
    expect(nieuw).not.toContain('request completed');
  });
});
