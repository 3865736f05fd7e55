/**
 * Failed client-credential attempts on the supplier token call are limited per IP + client id and
 * per IP (decision 020): after the limit every attempt is 429 in Dutch, the right secret too; another
 * IP, or a success, is not held back; nothing secret reaches the log.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { koppelingRoutes } from '@kw/contract';
import { buildApp, loggerOpties } from '../src/app';
import { DEMO_LEVERANCIERS } from '../src/db/seed-koppelingen';
import { TE_VEEL_TOKENPOGINGEN } from '../src/modules/koppelingen/koppelingen.tokenlimiet';
import { JWT_TEST_GEHEIM } from './helpers/server';
import { maakTestDatabase, type TestDatabase } from './helpers/testdb';

const [LAB, ZUIVEL, VOER, RVO] = (['lab', 'zuivel', 'voer', 'rvo'] as const).map((s) => DEMO_LEVERANCIERS.find((l) => l.sleutel === s)!);
const FOUT_GEHEIM = 'Fout-Geheim-Dat-Niet-In-Het-Log-Mag-91c2';

let testDb: TestDatabase;
let app: Awaited<ReturnType<typeof buildApp>>;
const regels: string[] = [];

beforeAll(async () => {
  testDb = await maakTestDatabase();
  const stroom = new Writable({
    write(stuk, _c, klaar) {
      regels.push(String(stuk));
      klaar();
    },
  });
  app = await buildApp({ database: testDb.database, jwtSecret: JWT_TEST_GEHEIM, tokenRateMax: 3, tokenRateIpMax: 5, herstelIntervalMs: 0, logger: { ...loggerOpties('debug'), stream: stroom } });
});
afterAll(async () => {
  await app?.close();
  await testDb?.opruimen();
});

const vraag = (ip: string, clientId: string, geheim: string, basic = false) =>
  app.inject({
    method: 'POST',
    url: koppelingRoutes.token.path,
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(basic ? { authorization: `Basic ${Buffer.from(`${clientId}:${geheim}`).toString('base64')}` } : {}) },
    payload: new URLSearchParams({ grant_type: 'client_credentials', ...(basic ? {} : { client_id: clientId, client_secret: geheim }) }).toString(),
  });

describe('mislukte tokenaanvragen worden begrensd', () => {
  it('per IP + client: na 3 fouten 429 (ook met het goede geheim); een ander IP en een andere client niet', async () => {
    for (let i = 0; i < 3; i++) expect((await vraag('10.9.0.1', LAB.clientId, FOUT_GEHEIM)).statusCode).toBe(401);
    for (const geheim of [FOUT_GEHEIM, LAB.clientSecret]) {
      const res = await vraag('10.9.0.1', LAB.clientId, geheim);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(TE_VEEL_TOKENPOGINGEN);
    }
    // the same client from another address, and another client from this one, still get a token
    expect((await vraag('10.9.0.2', LAB.clientId, LAB.clientSecret)).statusCode).toBe(200);
    expect((await vraag('10.9.0.1', ZUIVEL.clientId, ZUIVEL.clientSecret)).statusCode).toBe(200);
  });

  it('een geslaagde aanvraag telt niet mee', async () => {
    for (let i = 0; i < 8; i++) expect((await vraag('10.9.1.1', VOER.clientId, VOER.clientSecret, true)).statusCode).toBe(200);
  });

  it('per IP over alle clients: na 5 fouten 429, ook voor een onbekende client (HTTP Basic telt ook)', async () => {
    expect((await vraag('10.9.2.1', VOER.clientId, FOUT_GEHEIM, true)).statusCode).toBe(401);
    expect((await vraag('10.9.2.1', VOER.clientId, FOUT_GEHEIM)).statusCode).toBe(401);
    expect((await vraag('10.9.2.1', RVO.clientId, FOUT_GEHEIM)).statusCode).toBe(401);
    expect((await vraag('10.9.2.1', 'bestaat-niet-1', FOUT_GEHEIM)).statusCode).toBe(401);
    expect((await vraag('10.9.2.1', 'bestaat-niet-2', FOUT_GEHEIM)).statusCode).toBe(401);
    const res = await vraag('10.9.2.1', RVO.clientId, RVO.clientSecret);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(TE_VEEL_TOKENPOGINGEN);
    expect((await vraag('10.9.2.2', RVO.clientId, RVO.clientSecret)).statusCode).toBe(200);
  });

  it('het log noemt de mislukte pogingen, maar geen geheim of token', async () => {
    const tekst = regels.join('');
    expect(tekst).toMatch(/"actie":"leverancier-token","resultaat":"mislukt"/);
    expect(tekst).toMatch(/"statusCode":429/);
    for (const geheim of [FOUT_GEHEIM, LAB.clientSecret, ZUIVEL.clientSecret, VOER.clientSecret, RVO.clientSecret, Buffer.from(`${VOER.clientId}:${FOUT_GEHEIM}`).toString('base64')]) expect(tekst).not.toContain(geheim);
    expect(tekst).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}\./);
  });
});
