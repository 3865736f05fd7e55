/**
 * What probing the running server found (decision 003, amended). Each test failed before its fix.
 */
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foutAntwoordSchema, melkLeveringGegevensSchema, routes, SESSIE_COOKIE, type MelkLeveringGegevens } from '@kw/contract';
import { buildApp } from '../src/app';
import { gebruikers, sessies } from '../src/db/schema';
import { ruimSessiesOp } from '../src/modules/auth/sessie-opruiming';
import { ANDER_RECORD_MELDING } from '../src/plugins/auth';
import { auditRegels, demoKlwIds, handmatigeRij, JWT_TEST_GEHEIM, Klant, startTestServer, type TestServer } from './helpers/server';

/** An HS256 JWT, signed by hand with the server's secret (a token the server could have made). */
function signeer(payload: object, geheim = JWT_TEST_GEHEIM): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const kop = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${kop}.${createHmac('sha256', geheim).update(kop).digest('base64url')}`;
}
const inhoud = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer();
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

describe('§3.1 het token verraadt de sessiecookie niet', () => {
  it('de sid van het token is niet de cookie, en als cookie gebruikt geeft hij geen nieuw token', async () => {
    const k = await new Klant(s.app, '10.7.1.1').alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const sid = String(inhoud(k.token!).sid);
    expect(sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sid).not.toBe(k.sessieId);
    expect(k.token).not.toContain(k.sessieId!);
    // the leaked token's sid replayed as the cookie: no new token
    const dief = new Klant(s.app, '10.7.1.2');
    await dief.haalXsrf();
    dief.cookies.set(SESSIE_COOKIE, sid);
    expect((await dief.ververs()).statusCode).toBe(401);
    // the token itself still works, for the hot path and the other calls
    expect((await k.get(routes.melkLevering.path)).statusCode).toBe(200);
    expect((await k.get(routes.callContext.path)).statusCode).toBe(200);
    // a token that names the session by its cookie value (as before) is refused
    const oudModel = signeer({ ...inhoud(k.token!), sid: k.sessieId });
    expect((await k.get(routes.melkLevering.path, oudModel)).statusCode).toBe(401);
    expect((await k.get(routes.callContext.path, oudModel)).statusCode).toBe(401);
  });

  it('na Logout werkt het token niet meer (ook via de tokenreferentie)', async () => {
    const k = await new Klant(s.app, '10.7.1.3').alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    expect((await k.post(routes.logout.path)).statusCode).toBe(200);
    expect((await k.get(routes.melkLevering.path)).statusCode).toBe(401);
    expect((await k.get(routes.callContext.path)).statusCode).toBe(401);
  });
});

describe('§3.2 een kapotte sessiecookie telt als geen cookie', () => {
  const kapot = ['a\u0000b', '\u0000', '%00', 'abc%ff%fe', '\u00ff\u00fe', 'x'.repeat(43).replace(/x$/, '\u0000'), '%C0%80', '"', 'é'.repeat(43)];

  it('RefreshToken geeft 401, Logout 200, Login lukt gewoon', async () => {
    for (const [i, waarde] of kapot.entries()) {
      const k = new Klant(s.app, `10.7.2.${i + 1}`);
      await k.haalXsrf();
      k.cookies.set(SESSIE_COOKIE, waarde);
      const ververs = await k.ververs();
      expect(ververs.statusCode, JSON.stringify(waarde)).toBe(401);
      expect(foutAntwoordSchema.parse(ververs.json()).statusCode).toBe(401);
      k.cookies.set(SESSIE_COOKIE, waarde);
      expect((await k.post(routes.logout.path)).statusCode, JSON.stringify(waarde)).toBe(200);
      k.cookies.set(SESSIE_COOKIE, waarde);
      const login = await k.post(routes.login.path, { email: 'deelnemer@demo.nl', wachtwoord: 'demo' });
      expect(login.statusCode, JSON.stringify(waarde)).toBe(200);
      k.cookies.set(SESSIE_COOKIE, waarde);
      expect((await k.post(routes.demoLogin.path)).statusCode, JSON.stringify(waarde)).toBe(200);
    }
  });
});

describe('§3.5 de tokencontrole', () => {
  it('weigert een getekend token zonder exp en een met iat in de toekomst; een gewoon getekend token werkt', async () => {
    const k = await new Klant(s.app, '10.7.5.1').alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const p = inhoud(k.token!);
    const nu = Math.floor(Date.now() / 1000);
    const { exp: _exp, ...zonderExp } = p;
    const { iat: _iat, ...zonderIat } = p;
    const weigeren = {
      zonderExp: signeer(zonderExp),
      zonderIat: signeer(zonderIat),
      toekomst: signeer({ ...p, iat: nu + 24 * 3600, exp: nu + 24 * 3600 + 900 }),
      eenMinuutVooruit: signeer({ ...p, iat: nu + 60, exp: nu + 960 }),
      jaarGeldig: signeer({ ...p, iat: nu, exp: nu + 365 * 24 * 3600 }),
    };
    for (const pad of [routes.melkLevering.path, routes.callContext.path]) {
      for (const [naam, token] of Object.entries(weigeren)) {
        const res = await k.get(pad, token);
        expect(res.statusCode, `${pad} ${naam}`).toBe(401);
        expect(foutAntwoordSchema.parse(res.json()).message).toMatch(/ingelogd/);
      }
      // within the clock margin, and a token as the server makes it
      expect((await k.get(pad, signeer({ ...p, iat: nu + 10, exp: nu + 910 }))).statusCode).toBe(200);
      expect((await k.get(pad)).statusCode).toBe(200);
    }
  });
});

describe('§3.6 inlogbegrenzing per IP over accounts heen', () => {
  it('40 accounts vanaf één IP: na de IP-grens 429; een ander IP kan nog inloggen', async () => {
    const app = await buildApp({ database: s.database, jwtSecret: JWT_TEST_GEHEIM, loginRateMax: 5, loginRateIpMax: 12 });
    try {
      const k = new Klant(app, '10.7.6.1');
      await k.haalXsrf();
      const codes: number[] = [];
      for (let i = 0; i < 40; i++) codes.push((await k.post(routes.login.path, { email: `proef${i}@voorbeeld.nl`, wachtwoord: 'fout' })).statusCode);
      expect(codes.slice(0, 12).every((c) => c === 401)).toBe(true);
      expect(codes.slice(12).every((c) => c === 429)).toBe(true);
      const geweigerd = await k.post(routes.login.path, { email: 'deelnemer@demo.nl', wachtwoord: 'demo' });
      expect(geweigerd.statusCode).toBe(429);
      expect(foutAntwoordSchema.parse(geweigerd.json()).message).toMatch(/Te veel inlogpogingen/);
      expect((await k.post(routes.demoLogin.path)).statusCode).toBe(429);
      await new Klant(app, '10.7.6.2').login('deelnemer@demo.nl');
    } finally {
      await app.close();
    }
  });

  it('zonder eigen instelling is de IP-grens 1,5 × KLW_LOGIN_RATE_MAX', async () => {
    const app = await buildApp({ database: s.database, jwtSecret: JWT_TEST_GEHEIM, loginRateMax: 4 });
    try {
      const k = new Klant(app, '10.7.6.3');
      await k.haalXsrf();
      const codes: number[] = [];
      for (let i = 0; i < 8; i++) codes.push((await k.post(routes.login.path, { email: `ander${i}@voorbeeld.nl`, wachtwoord: 'fout' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    } finally {
      await app.close();
    }
  });
});

describe('§3.7 sessies worden opgeruimd en demosessies begrensd', () => {
  it('de opruimtaak verwijdert verlopen en beëindigde sessies, en laat levende staan', async () => {
    const levend = await new Klant(s.app, '10.7.7.1').alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const verlopen = await new Klant(s.app, '10.7.7.2').alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const uitgelogd = await new Klant(s.app, '10.7.7.3').alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    await s.database.db.update(sessies).set({ verlooptOp: sql`now() - interval '1 minute'` }).where(eq(sessies.id, verlopen.sessieId!));
    const uitgelogdId = uitgelogd.sessieId!;
    await uitgelogd.post(routes.logout.path);
    const bestaat = async (id: string) => (await s.database.db.select({ id: sessies.id }).from(sessies).where(eq(sessies.id, id))).length === 1;
    expect(await bestaat(verlopen.sessieId!)).toBe(true);
    expect(await bestaat(uitgelogdId)).toBe(true);
    expect(await ruimSessiesOp(s.database.db)).toBeGreaterThanOrEqual(2);
    expect(await bestaat(verlopen.sessieId!)).toBe(false);
    expect(await bestaat(uitgelogdId)).toBe(false);
    expect(await bestaat(levend.sessieId!)).toBe(true);
    expect((await levend.get(routes.melkLevering.path)).statusCode).toBe(200);
  });

  it('de taak draait op een timer en stopt met de server', async () => {
    const app = await buildApp({ database: s.database, jwtSecret: JWT_TEST_GEHEIM, sessieOpruimingMs: 50 });
    const k = await new Klant(app, '10.7.7.4').alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const id = k.sessieId!;
    await s.database.db.update(sessies).set({ verlooptOp: sql`now() - interval '1 minute'` }).where(eq(sessies.id, id));
    const tot = Date.now() + 5000;
    while (Date.now() < tot && (await s.database.db.select().from(sessies).where(eq(sessies.id, id))).length > 0) await new Promise((r) => setTimeout(r, 50));
    expect(await s.database.db.select().from(sessies).where(eq(sessies.id, id))).toHaveLength(0);
    await app.close();
  });

  it('hoogstens N levende demosessies: de oudste wordt beëindigd; DemoLogin per IP lager begrensd', async () => {
    const app = await buildApp({ database: s.database, jwtSecret: JWT_TEST_GEHEIM, demoSessiesMax: 3, loginRateMax: 1000 });
    try {
      const [demo] = await s.database.db.select({ id: gebruikers.id }).from(gebruikers).where(eq(gebruikers.isDemoGebruiker, true));
      const klanten: Klant[] = [];
      for (let i = 0; i < 6; i++) {
        const k = new Klant(app, `10.7.7.${10 + i}`);
        await k.haalXsrf();
        expect((await k.post(routes.demoLogin.path)).statusCode).toBe(200);
        expect((await k.ververs()).statusCode).toBe(200);
        klanten.push(k);
      }
      const levend = await s.database.db.execute<{ aantal: number }>(
        sql`select count(*)::int as aantal from sessies where gebruiker_id = ${demo.id} and beeindigd_op is null and verloopt_op > now()`,
      );
      expect(Number((levend as unknown as { rows: Array<{ aantal: number }> }).rows[0].aantal)).toBe(3);
      // the three newest work, the three oldest were ended
      const codes = await Promise.all(klanten.map(async (k) => (await k.get(routes.callContext.path)).statusCode));
      expect(codes).toEqual([401, 401, 401, 200, 200, 200]);
    } finally {
      await app.close();
    }
    const begrensd = await buildApp({ database: s.database, jwtSecret: JWT_TEST_GEHEIM, loginRateMax: 8 });
    try {
      const k = new Klant(begrensd, '10.7.7.30');
      await k.haalXsrf();
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await k.post(routes.demoLogin.path)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
    } finally {
      await begrensd.close();
    }
  });
});

describe('§3.8 persoonlijke antwoorden worden niet bewaard', () => {
  it('Cache-Control: no-store op elk /api-antwoord, RefreshToken, Login en foutantwoorden', async () => {
    const k = await new Klant(s.app, '10.7.8.1').alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const antwoorden = [
      await k.get(routes.melkLevering.path),
      await k.get(routes.callContext.path),
      await k.get(routes.startGegevens.path),
      await k.post(routes.menu.path, {}, { bearer: true }),
      await k.ververs(),
      await k.post(`/ZuivelNL.Klw.Web${routes.refreshToken.path}`, {}),
      await k.get(routes.melkLevering.path, 'fout'),
      await k.get('/api/Bestaat/Niet'),
      await s.app.inject({ url: '/api/%ff%fe' }),
    ];
    for (const res of antwoorden) expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe('no-store');
  });
});

describe('§3.9 een save is voor de kringloopwijzer van het token', () => {
  const geldig2024 = (d: MelkLeveringGegevens, id: number): MelkLeveringGegevens => ({
    ...d,
    kringloopwijzerId: id,
    gebruikHandmatigeMelkRegistratie: true,
    totaalHandmatig: { kg: 1_010_000, vet: 4.45, eiwit: 3.55, ureum: 23, fosfor: 98 },
    totaalZelfZuivel: { kg: null, vet: null, eiwit: null, ureum: null, fosfor: null },
    melkGevoerdAanKalveren: 12_000,
    totaalOverigeProductie: { kg: 2500, vet: null, eiwit: null, ureum: null, fosfor: null },
  });

  it('een adviseur met een token voor 2022 kan 2024 niet opslaan (403, niets veranderd); met het token voor 2024 wel', async () => {
    const voor2024 = await new Klant(s.app, '10.7.9.1').alsIngelogd('adviseur@demo.nl', ids.vries2024);
    const d = melkLeveringGegevensSchema.parse((await voor2024.get(routes.melkLevering.path)).json());
    const rijVoor = await handmatigeRij(s.database, ids.vries2024);
    const auditVoor = (await auditRegels(s.database, ids.vries2024)).length;

    const voor2022 = await new Klant(s.app, '10.7.9.2').alsIngelogd('adviseur@demo.nl', ids.vries2022);
    const res = await voor2022.post(routes.melkLeveringOpslaan.path, geldig2024(d, ids.vries2024), { bearer: true });
    expect(res.statusCode).toBe(403);
    expect(foutAntwoordSchema.parse(res.json())).toEqual({ statusCode: 403, message: ANDER_RECORD_MELDING });
    expect(await handmatigeRij(s.database, ids.vries2024)).toEqual(rijVoor);
    expect(await auditRegels(s.database, ids.vries2024)).toHaveLength(auditVoor);

    const goed = await voor2024.post(routes.melkLeveringOpslaan.path, geldig2024(d, ids.vries2024), { bearer: true });
    expect(goed.statusCode).toBe(200);
  });
});
