/**
 * Login with OpenID Connect (decision 018) against a REAL provider (oidc-provider) started in
 * this test; the app listens on 127.0.0.1 and the whole flow goes over HTTP: Start → the
 * provider's login and consent → Terug → session. A farm's KvK number gives its participant, an
 * organisation's an adviser of it; unknown, blocked and tampered logins are refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_FOUTEN, oidcFoutTekst, oidcRoutes, routes, SESSIE_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@kw/contract';
import { ConfigFout, leesConfig } from '../src/config';
import { gebruikers, relaties, sessies } from '../src/db/schema';
import { maakOrganisatie } from '../src/db/seed-hulp';
import { Browser, meldAanBijProvider, startTestProvider, vrijePoort, type TestProvider } from './helpers/oidc-provider';
import { Klant, startTestServer, type TestServer } from './helpers/server';

describe('OIDC-inloggen tegen een echte provider', () => {
  let provider: TestProvider;
  let server: TestServer;
  let appUrl: string;

  beforeAll(async () => {
    const poort = await vrijePoort();
    appUrl = `http://127.0.0.1:${poort}`;
    const redirectUri = `${appUrl}${oidcRoutes.terug.path}`;
    provider = await startTestProvider(redirectUri);
    server = await startTestServer({
      oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, redirectUri, kvkClaim: 'kvk', scope: 'openid profile email' },
    });
    await server.app.listen({ port: poort, host: '127.0.0.1' });
    provider.accounts.set('boer-oidc', { kvk: '12345678', email: 'jan.oidc@voorbeeld.nl', email_verified: true, name: 'Jan de Vries (eHerkenning)' });
    provider.accounts.set('adviseur-oidc', { kvk: 56789012, email: 'kees.oidc@visser.nl', email_verified: true, name: 'Kees Visser' });
    provider.accounts.set('onbekend', { kvk: '99999999', email: 'iemand@nergens.nl', email_verified: true });
    provider.accounts.set('geen-kvk', { email: 'zonder@kvk.nl' });
    provider.accounts.set('jan-bestaand', { kvk: '12345678', email: 'deelnemer@demo.nl', email_verified: true });
    provider.accounts.set('kaper', { kvk: '12345678', email: 'adviseur@demo.nl', email_verified: true });
  });

  afterAll(async () => {
    await server?.stop();
    await provider?.stop();
  });

  /** The whole flow for one provider account in a fresh browser; returns the app's final answer. */
  async function log(login: string, vervals?: (terug: URL) => void) {
    const browser = new Browser();
    const terug = new URL(await meldAanBijProvider(browser, `${appUrl}${oidcRoutes.start.path}`, login, oidcRoutes.terug.path));
    vervals?.(terug);
    const res = await browser.haal(terug.href);
    return { browser, res, locatie: res.headers.get('location') };
  }

  const gebruikerVanSessie = async (sessieId: string) => {
    const [r] = await server.database.db.select({ g: gebruikers }).from(sessies).innerJoin(gebruikers, eq(gebruikers.id, sessies.gebruikerId)).where(eq(sessies.id, sessieId));
    return r?.g;
  };
  const relatieId = async (kvk: string) => (await server.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.kvkNummer, kvk)))[0].id;

  /** RefreshToken with the session the browser got: the same session as after a password login. */
  async function ververs(browser: Browser) {
    await browser.haal(`${appUrl}${routes.health.path}`);
    const xsrf = browser.cookie(new URL(appUrl).host, XSRF_COOKIE)!;
    return browser.haal(`${appUrl}${routes.refreshToken.path}`, { method: 'POST', headers: { [XSRF_HEADER]: xsrf } });
  }

  it('de inlogpagina hoort dat OIDC is ingesteld', async () => {
    const res = await server.app.inject({ url: oidcRoutes.instellingen.path });
    expect(res.json()).toEqual({ beschikbaar: true, knopTekst: 'Inloggen met eHerkenning' });
  });

  it('Start stuurt naar de provider met PKCE (S256), state en nonce, en zet een ondertekende staat-cookie', async () => {
    const browser = new Browser();
    const res = await browser.haal(`${appUrl}${oidcRoutes.start.path}`);
    expect(res.status).toBe(302);
    const naar = new URL(res.headers.get('location')!);
    expect(naar.origin).toBe(provider.issuer);
    const p = naar.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('client_id')).toBe(provider.clientId);
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toBeTruthy();
    expect(p.get('nonce')).toBeTruthy();
    const cookieRegel = res.headers.getSetCookie().find((c) => c.startsWith('klw_oidc='))!;
    expect(cookieRegel).toMatch(/HttpOnly/i);
    expect(cookieRegel).toMatch(/Path=\/api\/Auth\/Oidc\/Terug/);
    // the verifier never leaves in the URL
    expect(naar.href).not.toContain(JSON.parse(Buffer.from(cookieRegel.split('=')[1].split('.')[0], 'base64url').toString()).verifier);
  });

  it('KvK van een bedrijf → de deelnemer van dat bedrijf (eerste keer aangemaakt), met dezelfde sessie als na een wachtwoord-login', async () => {
    const { browser, res, locatie } = await log('boer-oidc');
    expect(res.status).toBe(302);
    expect(locatie).toBe('/Home/new');
    const sessieId = browser.cookie(new URL(appUrl).host, SESSIE_COOKIE)!;
    expect(sessieId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.headers.getSetCookie().find((c) => c.startsWith(`${SESSIE_COOKIE}=`))).toMatch(/HttpOnly/i);
    const g = (await gebruikerVanSessie(sessieId))!;
    expect(g).toMatchObject({ isDeelnemer: true, isAdviseur: false, isSBMedewerker: false, relatieId: await relatieId('12345678'), organisatieId: null, email: 'jan.oidc@voorbeeld.nl', naam: 'Jan de Vries (eHerkenning)', oidcIssuer: provider.issuer, oidcSubject: 'boer-oidc' });
    // the random password hash is a real hash nobody knows: the password login refuses
    expect(g.wachtwoordHash).toMatch(/^\$argon2/);
    const klant = new Klant(server.app);
    await klant.haalXsrf();
    for (const poging of ['', 'demo', g.wachtwoordHash]) expect((await klant.post(routes.login.path, { email: 'jan.oidc@voorbeeld.nl', wachtwoord: poging })).statusCode).not.toBe(200);
    const token = await ververs(browser);
    expect(token.status).toBe(200);
    expect((await token.json()).access_token).toBeTruthy();
    // a second login finds the same account
    const tweede = await log('boer-oidc');
    expect(tweede.locatie).toBe('/Home/new');
    const tweedeG = await gebruikerVanSessie(tweede.browser.cookie(new URL(appUrl).host, SESSIE_COOKIE)!);
    expect(tweedeG!.id).toBe(g.id);
    expect(await server.database.db.select().from(gebruikers).where(eq(gebruikers.oidcSubject, 'boer-oidc'))).toHaveLength(1);
  });

  it('KvK van een goedgekeurde organisatie → een adviseur van die organisatie', async () => {
    const { browser, locatie } = await log('adviseur-oidc');
    expect(locatie).toBe('/Home/new');
    const g = (await gebruikerVanSessie(browser.cookie(new URL(appUrl).host, SESSIE_COOKIE)!))!;
    expect(g).toMatchObject({ isDeelnemer: false, isAdviseur: true, relatieId: null, organisatieId: await relatieId('56789012'), email: 'kees.oidc@visser.nl' });
    expect((await ververs(browser)).status).toBe(200);
  });

  it('onbekende KvK → geen sessie, de Nederlandse melding, geen account', async () => {
    const { browser, res, locatie } = await log('onbekend');
    expect(res.status).toBe(302);
    expect(locatie).toBe('/login?oidc=onbekende-kvk');
    expect(oidcFoutTekst('onbekende-kvk')).toBe('Uw KvK-nummer is nog niet bekend; vraag registratie aan bij de servicedesk.');
    expect(browser.cookie(new URL(appUrl).host, SESSIE_COOKIE)).toBeUndefined();
    expect(await server.database.db.select().from(gebruikers).where(eq(gebruikers.oidcSubject, 'onbekend'))).toHaveLength(0);
    expect((await ververs(browser)).status).toBe(401);
  });

  it('geblokkeerde of nog niet goedgekeurde organisatie, en geen KvK-claim → geweigerd', async () => {
    await maakOrganisatie(server.database.db, { naam: 'Geblokkeerd Advies', kvkNummer: '77777777', soort: 'adviesbureau', status: 'geblokkeerd' });
    await maakOrganisatie(server.database.db, { naam: 'Nieuw Advies', kvkNummer: '88888888', soort: 'accountant', status: 'aangevraagd' });
    provider.accounts.set('geblokkeerd', { kvk: '77777777', email: 'x@geblokkeerd.nl', email_verified: true });
    provider.accounts.set('wacht', { kvk: '88888888', email: 'x@nieuw.nl', email_verified: true });
    for (const [login, code] of [['geblokkeerd', 'geblokkeerd'], ['wacht', 'wacht-op-goedkeuring'], ['geen-kvk', 'geen-kvk']] as const) {
      const { browser, locatie } = await log(login);
      expect(locatie, login).toBe(`/login?oidc=${code}`);
      expect(OIDC_FOUTEN[code]).toBeTruthy();
      expect(browser.cookie(new URL(appUrl).host, SESSIE_COOKIE), login).toBeUndefined();
    }
  });

  it('een vervalste state wordt geweigerd (geen sessie)', async () => {
    const { browser, locatie } = await log('boer-oidc', (terug) => terug.searchParams.set('state', 'vervalst-door-een-aanvaller'));
    expect(locatie).toBe('/login?oidc=mislukt');
    expect(browser.cookie(new URL(appUrl).host, SESSIE_COOKIE)).toBeUndefined();
  });

  it('een terugkeer zonder (of met een vervalste) staat-cookie wordt geweigerd', async () => {
    const browser = new Browser();
    const terug = await meldAanBijProvider(browser, `${appUrl}${oidcRoutes.start.path}`, 'boer-oidc', oidcRoutes.terug.path);
    // another browser (no cookie) brings the code back: login CSRF / a stolen code
    const ander = new Browser();
    const res = await ander.haal(terug);
    expect(res.headers.get('location')).toBe('/login?oidc=verlopen');
    expect(ander.cookie(new URL(appUrl).host, SESSIE_COOKIE)).toBeUndefined();
    // a cookie with a changed signature is no cookie
    const cookie = browser.cookie(new URL(appUrl).host, 'klw_oidc')!;
    const vals = await fetch(terug, { redirect: 'manual', headers: { cookie: `klw_oidc=${cookie.slice(0, -2)}xx` } });
    expect(vals.headers.get('location')).toBe('/login?oidc=verlopen');
  });

  it('een bestaand account met hetzelfde geverifieerde e-mailadres van hetzelfde bedrijf wordt gekoppeld; van een ander niet', async () => {
    const { browser, locatie } = await log('jan-bestaand');
    expect(locatie).toBe('/Home/new');
    const g = (await gebruikerVanSessie(browser.cookie(new URL(appUrl).host, SESSIE_COOKIE)!))!;
    expect(g).toMatchObject({ email: 'deelnemer@demo.nl', naam: 'Jan de Vries', oidcSubject: 'jan-bestaand' });
    // the adviser's address with the farm's KvK: no take-over of the adviser's account
    const kaper = await log('kaper');
    expect(kaper.locatie).toBe('/login?oidc=email-bezet');
    const [adviseur] = await server.database.db.select().from(gebruikers).where(and(eq(gebruikers.email, 'adviseur@demo.nl')));
    expect(adviseur.oidcSubject).toBeNull();
  });
});

describe('zonder OIDC-instellingen', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server?.stop());

  it('geen knop, en Start en Terug sturen terug naar de inlogpagina', async () => {
    expect((await server.app.inject({ url: oidcRoutes.instellingen.path })).json()).toEqual({ beschikbaar: false, knopTekst: 'Inloggen met eHerkenning' });
    for (const pad of [oidcRoutes.start.path, `${oidcRoutes.terug.path}?code=x&state=y`]) {
      const res = await server.app.inject({ url: pad });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?oidc=niet-ingesteld');
    }
  });
});

describe('KLW_OIDC_* en KLW_SMTP_URL in config.ts', () => {
  const volledig = {
    KLW_OIDC_ISSUER: 'https://broker.example.nl',
    KLW_OIDC_CLIENT_ID: 'klw',
    KLW_OIDC_CLIENT_SECRET: 'geheim',
    KLW_OIDC_REDIRECT_URI: 'https://klw.example.nl/api/Auth/Oidc/Terug',
  };

  it('alles of niets, met Nederlandse meldingen', () => {
    expect(leesConfig({}, []).oidc).toBeUndefined();
    expect(leesConfig(volledig, []).oidc).toEqual({ issuer: 'https://broker.example.nl', clientId: 'klw', clientSecret: 'geheim', redirectUri: 'https://klw.example.nl/api/Auth/Oidc/Terug', kvkClaim: 'kvk', scope: 'openid profile email' });
    const { KLW_OIDC_CLIENT_SECRET: _weg, ...half } = volledig;
    expect(() => leesConfig(half, [])).toThrow(ConfigFout);
    expect(() => leesConfig(half, [])).toThrow(/half ingesteld.*Ontbreekt: KLW_OIDC_CLIENT_SECRET/s);
    expect(() => leesConfig({ ...volledig, KLW_OIDC_ISSUER: 'http://broker.example.nl' }, [])).toThrow(/KLW_OIDC_ISSUER moet een https:\/\/-adres zijn/);
    expect(() => leesConfig({ ...volledig, KLW_OIDC_REDIRECT_URI: 'https://klw.example.nl/terug' }, [])).toThrow(/moet eindigen op \/api\/Auth\/Oidc\/Terug/);
    expect(() => leesConfig({ ...volledig, KLW_OIDC_SCOPE: 'profile' }, [])).toThrow(/KLW_OIDC_SCOPE moet met "openid" beginnen/);
    expect(leesConfig({ ...volledig, KLW_OIDC_KVK_CLAIM: 'urn:etoegang:1.9:EntityConcernedID:KvKnr' }, []).oidc?.kvkClaim).toBe('urn:etoegang:1.9:EntityConcernedID:KvKnr');
  });

  it('KLW_SMTP_URL: smtp:// of smtps://; leeg is geen verzending', () => {
    expect(leesConfig({}, []).mail).toEqual({ smtpUrl: undefined, afzender: 'Kringloopwijzer <noreply@kringloopwijzer.nl>' });
    expect(leesConfig({ KLW_SMTP_URL: 'smtps://u:p@mail.example.nl:465', KLW_SMTP_AFZENDER: 'KLW <klw@example.nl>' }, []).mail).toEqual({ smtpUrl: 'smtps://u:p@mail.example.nl:465', afzender: 'KLW <klw@example.nl>' });
    expect(() => leesConfig({ KLW_SMTP_URL: 'https://mail.example.nl' }, [])).toThrow(/KLW_SMTP_URL moet een smtp:\/\/- of smtps:\/\/-adres zijn/);
    // the message names no password of a wrong value
    try {
      leesConfig({ KLW_SMTP_URL: 'mail://u:geheimwoord@x' }, []);
    } catch (e) {
      expect(String(e)).not.toContain('geheimwoord');
    }
  });
});
