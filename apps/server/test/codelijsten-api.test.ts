/**
 * A coded field on the server (decision 025): a mestcode outside the RVO list is a Dutch 400 naming the table, the
 * row and the code, and nothing is stored; a listed code is saved. On PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schermCalls, schermVan, type SchermGegevens } from '@kw/contract';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
beforeAll(async () => {
  s = await startTestServer();
  ids = await demoKlwIds(s.database);
});
afterAll(async () => {
  await s?.stop();
});

const MEST = schermVan('organischeMest')!;

describe('mestcodes on the server', () => {
  it('refuses a code outside the list with a Dutch 400 and stores nothing; saves a listed code', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    const calls = schermCalls(MEST);
    const voor = (await k.get(calls.lezen)).json() as SchermGegevens;
    const doc = structuredClone(voor.gegevens) as { organischeMest: { aanvoer: unknown[] } };
    const n = doc.organischeMest.aanvoer.length;

    doc.organischeMest.aanvoer.push({ mestcode: 15, hoeveelheid: 40, eenheid: 'ton' });
    const fout = await k.post(calls.opslaan, { versie: voor.versie, gegevens: doc }, { bearer: true });
    expect(fout.statusCode).toBe(400);
    expect(fout.json().errorDetails).toEqual([
      { field: `organischeMest.aanvoer.${n}.mestcode`, message: `Aanvoer, regel ${n + 1}: Mestcode: 15 is geen bekende mestcode; kies een mestcode uit de lijst.` },
    ]);
    const daarna = (await k.get(calls.lezen)).json() as SchermGegevens;
    expect(daarna.versie).toBe(voor.versie);
    expect(daarna.gegevens).toEqual(voor.gegevens);

    (doc.organischeMest.aanvoer[n] as { mestcode: number }).mestcode = 50;
    const goed = await k.post(calls.opslaan, { versie: voor.versie, gegevens: doc }, { bearer: true });
    expect(goed.statusCode, goed.body).toBe(200);
    expect((goed.json() as SchermGegevens).gegevens).toEqual(doc);
  });
});
