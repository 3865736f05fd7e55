/**
 * A body with a field the call does not know names it in Dutch ('Onbekend veld: "stap"'), not in zod's
 * half-English 'Onbekende key', both where Fastify checks the body and where a service checks it itself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { herberekeningRoutes as h, register, schermCalls } from '@kw/contract';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
});
afterAll(async () => s?.stop());

describe('onbekende velden', () => {
  it('een route met een strikt schema: Onbekend veld / Onbekende velden', async () => {
    const k = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const een = await k.post(h.stoppen.path, { reden: 'even stoppen', stap: 1 }, { bearer: true });
    expect(een.statusCode, een.body).toBe(400);
    const meldingen = (res: { json(): { errorDetails: Array<{ message: string }> } }) => res.json().errorDetails.map((d) => d.message);
    expect(meldingen(een)).toEqual(['Onbekend veld: "stap"']);
    const twee = await k.post(h.stoppen.path, { reden: 'even stoppen', stap: 1, ook: 2 }, { bearer: true });
    expect(meldingen(twee)).toEqual(['Onbekende velden: "stap", "ook"']);
    expect(twee.body).not.toMatch(/key/i);
  });

  it('een registeropslag (de service controleert de body): ook in het Nederlands', async () => {
    const ids = await demoKlwIds(s.database);
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const res = await k.post(schermCalls(register[0]).opslaan, { versie: 1, gegevens: {}, stap: 1 }, { bearer: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorDetails.map((d: { message: string }) => d.message)).toContain('Onbekend veld: "stap"');
  });
});
