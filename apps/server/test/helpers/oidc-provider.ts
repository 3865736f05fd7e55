/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 with a random port, for the OIDC
 * login tests, and a small browser: cookies per host, redirects followed by hand, and the
 * provider's development login and consent forms filled in.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import Provider from 'oidc-provider';

export interface TestAccount {
  kvk?: string | number;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** accounts by login name (the subject); add or change between tests */
  accounts: Map<string, TestAccount>;
  /** the authorization requests the provider received (to check PKCE, state, nonce) */
  autorisaties: URLSearchParams[];
  stop(): Promise<void>;
}

/** A free port on 127.0.0.1 (the redirect URI must be known before the app is built). */
export async function vrijePoort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((klaar) => s.listen(0, '127.0.0.1', () => klaar()));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((klaar) => s.close(() => klaar()));
  return port;
}

export async function startTestProvider(redirectUri: string): Promise<TestProvider> {
  const accounts = new Map<string, TestAccount>();
  const autorisaties: URLSearchParams[] = [];
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/auth?')) autorisaties.push(new URL(req.url, 'http://x').searchParams);
    handler(req, res);
  });
  await new Promise<void>((klaar) => server.listen(0, '127.0.0.1', () => klaar()));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'kringloopwijzer-test';
  const clientSecret = 'test-client-geheim-dat-lang-genoeg-is-0123456789';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], grant_types: ['authorization_code'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic' }],
    // kvk released with the openid scope; ID tokens carry only the basics, so the app must use userinfo as a real broker may require
    claims: { openid: ['sub', 'kvk'], email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['test-cookie-sleutel-0123456789abcdef'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  handler = provider.callback();
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    autorisaties,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((klaar) => server.close(() => klaar()));
    },
  };
}

/** Cookies per host:port (paths ignored: sending a cookie to more paths than asked does no harm here). */
export class Browser {
  private potten = new Map<string, Map<string, string>>();

  cookie(host: string, naam: string): string | undefined {
    return this.potten.get(host)?.get(naam);
  }

  async haal(adres: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(adres);
    const pot = this.potten.get(url.host) ?? new Map<string, string>();
    this.potten.set(url.host, pot);
    const headers = new Headers(init.headers);
    if (pot.size > 0) headers.set('cookie', [...pot.entries()].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const regel of res.headers.getSetCookie()) {
      const [paar, ...attributen] = regel.split(';');
      const i = paar.indexOf('=');
      const naam = paar.slice(0, i).trim();
      const waarde = paar.slice(i + 1).trim();
      const weg = waarde === '' || attributen.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && new Date(a.split('=')[1]).getTime() < Date.now()));
      if (weg) pot.delete(naam);
      else pot.set(naam, waarde);
    }
    return res;
  }
}

const formActie = (html: string) => /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

/**
 * Clicks through the login at the provider: from the app's Start to the moment the browser is
 * sent back to the app's callback. Returns the callback URL (not yet visited).
 */
export async function meldAanBijProvider(browser: Browser, startUrl: string, login: string, terugPad: string): Promise<string> {
  let res = await browser.haal(startUrl);
  for (let stap = 0; stap < 20; stap++) {
    if (res.status >= 300 && res.status < 400) {
      const volgende = new URL(res.headers.get('location')!, res.url || startUrl).href;
      if (new URL(volgende).pathname === terugPad) return volgende;
      res = await browser.haal(volgende);
      continue;
    }
    const html = await res.text();
    const actie = formActie(html);
    if (res.status !== 200 || !actie) throw new Error(`onverwacht antwoord van de provider: ${res.status} ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    const velden: Record<string, string> = prompt === 'login' ? { prompt, login, password: 'wat-dan-ook' } : { prompt: prompt ?? 'consent' };
    res = await browser.haal(new URL(actie, res.url).href, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(velden).toString() });
  }
  throw new Error('te veel stappen bij de provider');
}
