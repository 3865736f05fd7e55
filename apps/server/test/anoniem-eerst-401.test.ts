/**
 * Every /api/ call that needs a session answers an anonymous caller 401 before it looks at the body
 * or the query (the documented order 401 → 404 → 403 → 400 → 409): a junk body never lists the call's
 * fields to someone who is not logged in. Walks every registered call (app.apiRoutes); only the calls
 * before any session (login, demo, logout, token calls, OIDC, the API document) are left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUITEN_BELEID } from '../src/beleid/beleidstabel';
import { Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let anoniem: Klant;
beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 100_000, afnemerRateMax: 100_000 });
  anoniem = new Klant(s.app, '10.5.0.1');
  // the XSRF cookie and header, so a cookie call is judged on its session and not stopped at the XSRF check
  await anoniem.haalXsrf();
}, 120_000);
afterAll(async () => s?.stop());

/** Junk of every kind: unknown fields, wrong types, a too large number, a NUL. */
const ONZIN = { onzin: 'x', versie: 'abc', kringloopwijzerId: -1, relatieId: 2 ** 40, reden: '\u0000', gegevens: [1, 2], stap: { a: 1 } };
const ONZIN_QUERY = 'onzin=1&jaar=abc&relatieId=x&doelId=-1&kvk=%00&formaat=zip&lijst=%00&secties=' + 'x'.repeat(600);

describe('anoniem: eerst 401', () => {
  it('elke aanroep die een sessie vraagt, antwoordt 401 op een anonieme aanroep met onzin', async () => {
    const routes = [...new Set(s.app.apiRoutes)].filter((r) => !BUITEN_BELEID.has(r));
    expect(routes.length).toBeGreaterThan(100);
    const afwijkend: string[] = [];
    for (const r of routes) {
      const [methode, sjabloon] = r.split(' ');
      const pad = sjabloon.replace(/:[A-Za-z]+/g, 'onzin');
      for (const zonderAuth of [{}, { authorization: 'Bearer onzin.onzin.onzin' }]) {
        const res =
          methode === 'GET'
            ? await anoniem.verzoek({ method: 'GET', url: `${pad}?${ONZIN_QUERY}`, headers: zonderAuth })
            : await anoniem.verzoek({ method: 'POST', url: pad, payload: ONZIN, headers: zonderAuth });
        if (res.statusCode !== 401) afwijkend.push(`${r} (${zonderAuth.authorization ? 'vals token' : 'geen token'}): ${res.statusCode} ${res.body.slice(0, 120)}`);
        else expect(res.body).not.toMatch(/errorDetails/);
      }
    }
    expect(afwijkend).toEqual([]);
  }, 120_000);
});
