/**
 * Inputs the fuzzers found answered with a 500: each is a Dutch 400 now, and nothing is stored.
 * A register save's version just under 2^31 (the save writes version + 1 into an integer), a NUL in a
 * text/csv supplier message, and a control character in a recompute reason (the database refuses a NUL;
 * a BEL was stored as it came).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { herberekeningRoutes as h, inboxPaden, register, schermCalls, VOER_CSV_VOORBEELD } from '@kw/contract';
import { DEMO_KLANTNUMMERS } from '../src/db/seed-koppelingen';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { leverancierToken } from './helpers/koppelingen';
import { demoDocumenten } from './helpers/register';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000, herstelIntervalMs: 0 });
  ids = await demoKlwIds(s.database);
}, 120_000);
afterAll(async () => s?.stop());

async function telling(tabel: string): Promise<string> {
  const r = (await s.database.db.execute(sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${tabel} t`))) as unknown as { rows: unknown[] };
  return JSON.stringify(r.rows[0]);
}

describe.each(register.map((scherm) => [scherm.sleutel, scherm] as const))('versie van een registeropslag, %s', (_, scherm) => {
  it.each([2_147_483_647, 2_147_483_648])('versie %d: 400 in het Nederlands, niets opgeslagen', async (versie) => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const voor = await telling('klw_invoer');
    const res = await k.post(schermCalls(scherm).opslaan, { versie, gegevens: demoDocumenten(2024)[scherm.sleutel], kringloopwijzerId: ids.vries2024 }, { bearer: true });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorDetails).toEqual([{ field: 'versie', message: expect.stringMatching(/versie/i) }]);
    expect(await telling('klw_invoer')).toBe(voor);
  });
});

describe('NUL in een CSV-bericht van een leverancier', () => {
  it('400 in het Nederlands, niets opgeslagen', async () => {
    const token = await leverancierToken(s.app, 'voer');
    const voor = await telling('koppeling_berichten');
    const q = new URLSearchParams({ berichtId: 'nul-in-csv-1', klantnummer: DEMO_KLANTNUMMERS.voerleveringen });
    const res = await s.app.inject({
      method: 'POST',
      url: `${inboxPaden.voerleveringen}?${q}`,
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
      payload: `${VOER_CSV_VOORBEELD.csv}\u0000`,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toMatch(/NUL|stuurteken/);
    expect(await telling('koppeling_berichten')).toBe(voor);
  });
});

describe('stuurtekens in de reden van een herberekening', () => {
  it.each(['test\u0000reden', 'test\u0007reden', 'reden\u001b[31m'])('%j: 400 in het Nederlands, niets gestart', async (reden) => {
    const k = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const voor = await telling('herberekeningen');
    const res = await k.post(h.starten.path, { reden }, { bearer: true });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errorDetails[0]).toEqual({ field: 'reden', message: expect.stringMatching(/stuurtekens/) });
    expect(await telling('herberekeningen')).toBe(voor);
  });

  it('tab en nieuwe regel mogen', async () => {
    const k = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const res = await k.post(h.starten.path, { reden: 'regel een\n\tregel twee\r\n' }, { bearer: true });
    expect(res.statusCode, res.body).not.toBe(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
