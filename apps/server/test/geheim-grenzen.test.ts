/**
 * Guessing a secret is limited wherever one is checked, as the login is: wrong current passwords on
 * Profiel/Wachtwoord (per user), wrong client secrets on the consumer token call (per address + client id,
 * as the supplier's, decision 020). Only a failure counts; past the limit every attempt answers a Dutch 429,
 * the right secret too, and nothing changes. A client id with a control character or a Basic header with
 * broken percent-encoding is a Dutch 400 on both token calls, never a 500.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gegevensdelingRoutes as g, koppelingRoutes, profielRoutes } from '@kw/contract';
import { DEMO_AFNEMER } from '../src/db/seed-gegevensdeling';
import { gebruikers } from '../src/db/schema';
import { TE_VEEL_TOKENPOGINGEN } from '../src/modules/koppelingen/koppelingen.tokenlimiet';
import { TE_VEEL_WACHTWOORDPOGINGEN } from '../src/modules/profiel/profiel.service';
import { Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 3, loginRateIpMax: 10_000, tokenRateMax: 3, tokenRateIpMax: 10_000 });
}, 120_000);
afterAll(async () => s?.stop());

describe('POST /api/Profiel/Wachtwoord', () => {
  it('na 3 onjuiste huidige wachtwoorden 429, ook met het goede; het wachtwoord blijft gelijk', async () => {
    const k = await new Klant(s.app, '10.7.0.1').alsIngelogd('adviseur@demo.nl');
    const [voor] = await s.database.db.select({ h: gebruikers.wachtwoordHash }).from(gebruikers).where(eq(gebruikers.email, 'adviseur@demo.nl'));
    for (let i = 0; i < 3; i++) expect((await k.post(profielRoutes.wachtwoord.path, { huidig: `fout-${i}`, nieuw: 'een-lang-wachtwoord' }, { bearer: true })).statusCode).toBe(400);
    for (const huidig of ['nog-een-fout', 'demo']) {
      const res = await k.post(profielRoutes.wachtwoord.path, { huidig, nieuw: 'een-lang-wachtwoord' }, { bearer: true });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(TE_VEEL_WACHTWOORDPOGINGEN);
    }
    const [na] = await s.database.db.select({ h: gebruikers.wachtwoordHash }).from(gebruikers).where(eq(gebruikers.email, 'adviseur@demo.nl'));
    expect(na.h).toBe(voor.h);
    // another user is not held back
    const ander = await new Klant(s.app, '10.7.0.1').alsIngelogd('volmacht@demo.nl');
    expect((await ander.post(profielRoutes.wachtwoord.path, { huidig: 'fout', nieuw: 'een-lang-wachtwoord' }, { bearer: true })).statusCode).toBe(400);
  });
});

const vraagAfnemer = (ip: string, clientId: string, geheim: string) =>
  s.app.inject({ method: 'POST', url: g.afnemerToken.path, remoteAddress: ip, payload: { grant_type: 'client_credentials', client_id: clientId, client_secret: geheim } });

describe('POST /api/Afnemer/Token', () => {
  it('na 3 verkeerde geheimen 429, ook met het goede; een ander adres niet', async () => {
    for (let i = 0; i < 3; i++) expect((await vraagAfnemer('10.7.1.1', DEMO_AFNEMER.clientId, 'fout-geheim')).statusCode).toBe(401);
    for (const geheim of ['fout-geheim', DEMO_AFNEMER.clientSecret]) {
      const res = await vraagAfnemer('10.7.1.1', DEMO_AFNEMER.clientId, geheim);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(TE_VEEL_TOKENPOGINGEN);
    }
    expect((await vraagAfnemer('10.7.1.2', DEMO_AFNEMER.clientId, DEMO_AFNEMER.clientSecret)).statusCode).toBe(200);
  });
});

describe('onleesbare clientgegevens op beide tokenaanroepen: 400, geen 500', () => {
  const paden = [g.afnemerToken.path, koppelingRoutes.token.path];
  it.each(paden)('%s: een NUL in client_id', async (url) => {
    for (const payload of [
      new URLSearchParams({ grant_type: 'client_credentials', client_id: 'klw-\u0000x', client_secret: 'geheim' }).toString(),
    ]) {
      const res = await s.app.inject({ method: 'POST', url, remoteAddress: '10.7.2.1', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/client_id/);
    }
    const json = await s.app.inject({ method: 'POST', url, remoteAddress: '10.7.2.1', payload: { grant_type: 'client_credentials', client_id: 'klw-\u0000x', client_secret: 'geheim' } });
    expect(json.statusCode, json.body).toBe(400);
  });

  it.each(paden)('%s: Basic met kapotte procentcodering', async (url) => {
    for (const paar of ['%E0%A4%A:x', 'klw-x:%E0%A4%A', 'klw-%00:x']) {
      const res = await s.app.inject({
        method: 'POST',
        url,
        remoteAddress: '10.7.2.2',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(paar).toString('base64')}` },
        payload: 'grant_type=client_credentials',
      });
      expect(res.statusCode, `${paar}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/client/);
    }
  });
});
