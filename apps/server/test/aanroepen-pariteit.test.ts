// The port-3000 mode and the server refuse alike (decision 036): for every catalogued call, the answer the mocks
// give (`voorbeeldAntwoord`) is replayed against the real server on the demo database, as a caller the policy lets through with an
// unknown field and as an anonymous caller with a fitting input: same status, same body. A catalogued GET's real
// answer to the farmer parses against the entry's answer schema, as its example does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alleAanroepen, voorbeeldAntwoord, type Aanroep } from '@kw/contract';
import { Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
const klanten = new Map<string, Klant>();
beforeAll(async () => {
  s = await startTestServer();
  for (const email of ['deelnemer@demo.nl', 'medewerker@demo.nl', 'adviseur@demo.nl']) klanten.set(email, await new Klant(s.app).alsIngelogd(email));
});

/** A caller the policy lets through, so the input is what is refused: the farmer, else staff, else an organisation. */
const aanroeperVoor = (a: Aanroep) => {
  const mag = a.beleid?.toegestaan ?? [];
  return klanten.get(mag.includes('eigen') ? 'deelnemer@demo.nl' : mag.includes('medewerker') ? 'medewerker@demo.nl' : mag.length ? 'adviseur@demo.nl' : 'deelnemer@demo.nl')!;
};
afterAll(async () => {
  await s?.stop();
});

const vraag = (k: Klant, a: Aanroep, invoer: Record<string, unknown>, bearer: boolean) =>
  a.methode === 'GET'
    ? k.verzoek({ method: 'GET', url: `${a.pad}?${new URLSearchParams(Object.entries(invoer).map(([n, w]) => [n, String(w)]))}`, bearer })
    : k.verzoek({ method: 'POST', url: a.pad, payload: invoer, bearer });

describe('de mocks weigeren als de server', () => {
  it.each(alleAanroepen.map((a) => [a.naam, a] as const))('%s: een onbekend veld', async (_naam, a) => {
    const invoer = { onbekendVeld: '1' };
    const mock = voorbeeldAntwoord(a, invoer, true);
    expect(mock.status).toBe(400);
    const echt = await vraag(aanroeperVoor(a), a, invoer, true);
    expect({ status: echt.statusCode, data: echt.json() }).toEqual(mock);
  });

  it.each(alleAanroepen.filter((a) => a.beleid).map((a) => [a.naam, a] as const))('%s: zonder sessie', async (_naam, a) => {
    const anoniem = new Klant(s.app, '127.0.0.9');
    const echt = await vraag(anoniem, a, {}, false);
    expect({ status: echt.statusCode, data: echt.json() }).toEqual(voorbeeldAntwoord(a, {}, false));
  });
});
