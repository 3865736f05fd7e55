/**
 * The rate limits key on the caller's address: behind a reverse proxy that is the proxy's, unless the proxy is
 * trusted (KLW_VERTROUWDE_PROXY → Fastify trustProxy); then X-Forwarded-For names the caller. Without it the
 * header is ignored, so no caller picks its own address.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from '@kw/contract';
import { Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer | undefined;
afterEach(async () => {
  await s?.stop();
  s = undefined;
});

/** n wrong passwords for one account from behind the proxy, naming `adres` as the caller. */
async function pogingen(klant: Klant, adres: string, n: number) {
  const codes: number[] = [];
  for (let i = 0; i < n; i++) {
    const res = await klant.verzoek({ method: 'POST', url: routes.login.path, payload: { email: 'deelnemer@demo.nl', wachtwoord: 'fout' }, headers: { 'x-forwarded-for': adres } });
    codes.push(res.statusCode);
  }
  return codes;
}

describe('vertrouwde proxy', () => {
  it('zonder KLW_VERTROUWDE_PROXY telt X-Forwarded-For niet: alle aanroepers via de proxy delen één grens', async () => {
    s = await startTestServer({ loginRateMax: 2, loginRateIpMax: 1_000 });
    const klant = new Klant(s.app);
    await klant.haalXsrf();
    expect(await pogingen(klant, '203.0.113.1', 2)).toEqual([401, 401]);
    expect(await pogingen(klant, '203.0.113.2', 1)).toEqual([429]);
  });

  it('met 127.0.0.1 als vertrouwde proxy krijgen twee adressen in X-Forwarded-For elk hun eigen inloggrens', async () => {
    s = await startTestServer({ loginRateMax: 2, loginRateIpMax: 1_000, vertrouwdeProxy: ['127.0.0.1'] });
    const klant = new Klant(s.app);
    await klant.haalXsrf();
    expect(await pogingen(klant, '203.0.113.1', 3)).toEqual([401, 401, 429]);
    expect(await pogingen(klant, '203.0.113.2', 2)).toEqual([401, 401]);
    expect(await pogingen(klant, '203.0.113.2', 1)).toEqual([429]);
  });
});
