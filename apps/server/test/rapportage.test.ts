/** GetRapportPdf and GetKengetallen over HTTP: roles, errors (a drawing past its time limit too), file names, content. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@kw/contract';
import { zonderMachtigingen } from './helpers/machtiging';
import { GEEN_UITKOMST } from '../src/modules/rapportage/rapportage.service';
import { STANDAARD_PDF_WERKERS, stelPdfWerkersIn } from '../src/modules/rapportage/pdf/pdf.werkers';
import { startTestServer, demoKlwIds, Klant, type TestServer } from './helpers/server';

let s: TestServer;
let zonder: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  // rapportVoorbeeld: no stored results on this branch, so the engine's demo example stands in (rapportage.resultaat.ts)
  s = await startTestServer({ rapportVoorbeeld: true });
  ids = await demoKlwIds(s.database);
});
afterAll(async () => {
  await s?.stop();
  await zonder?.stop();
});

const klant = (email: string, klw: number, server = s) => new Klant(server.app).alsIngelogd(email, klw);

describe('GetRapportPdf', () => {
  it('deelnemer: PDF met bestandsnaam BEX-rapport-2024-De-Vries.pdf', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(`${routes.rapportPdf.path}?secties=bex`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment; filename="BEX-rapport-2024-De-Vries.pdf"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('zonder secties: volledig rapport als KLW-rapport', async () => {
    const k = await klant('volmacht@demo.nl', ids.vries2024);
    const res = await k.get(routes.rapportPdf.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="KLW-rapport-2024-De-Vries.pdf"');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
  });

  it('medewerker en adviseur mogen het rapport ook downloaden (alleen lezen)', async () => {
    expect((await (await klant('medewerker@demo.nl', ids.jansen2024)).get(`${routes.rapportPdf.path}?secties=dashboard`)).statusCode).toBe(200);
    expect((await (await klant('adviseur@demo.nl', ids.vries2024)).get(`${routes.rapportPdf.path}?secties=dashboard`)).statusCode).toBe(200);
  });

  it('onbekend onderdeel → 400 met Nederlandse melding', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(`${routes.rapportPdf.path}?secties=bex,taart`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Onbekende rapportonderdelen: taart');
  });

  it('401 zonder token, 403 voor een ander bedrijf', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    expect((await k.get(routes.rapportPdf.path, false)).statusCode).toBe(401);
    // 403: the adviser's mandate is revoked after the token was issued (the caller is loaded per request)
    const adviseur = await klant('adviseur@demo.nl', ids.vries2024);
    await zonderMachtigingen(s.database.db, 'adviseur@demo.nl', async () => {
      const res = await adviseur.get(routes.rapportPdf.path);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('U heeft geen toegang tot deze kringloopwijzer.');
    });
    // 404 for a record without a result: see the test below (this server falls back to the demo example)
  });

  it('zonder voorbeeld (standaard): de opgeslagen uitkomst van het bedrijf, en 404 zonder uitkomst — nooit voorbeeldcijfers', async () => {
    zonder = await startTestServer();
    const idsZonder = await demoKlwIds(zonder.database);
    const eigen = await (await klant('deelnemer@demo.nl', idsZonder.vries2024, zonder)).get(routes.rapportPdf.path);
    expect(eigen.statusCode).toBe(200);
    expect(eigen.headers['content-type']).toBe('application/pdf');
    const leeg = await (await klant('deelnemer2@demo.nl', idsZonder.jansen2019, zonder)).get(routes.rapportPdf.path);
    expect(leeg.statusCode).toBe(404);
    expect(leeg.json().message).toBe(GEEN_UITKOMST);
  });

  it('een tekening die over de tijdslimiet gaat → 503 met Nederlandse melding, geen 500; daarna weer een PDF', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    // 1 ms: the full report's drawing takes ~30 ms in the thread, so the limit is always past before it answers
    // (the hanging drawing itself: pdf.werkers.test.ts)
    await stelPdfWerkersIn(1, { nuStarten: true, tijdslimietMs: 1 });
    try {
      const res = await k.get(routes.rapportPdf.path);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.json()).toEqual({ statusCode: 503, message: 'Het rapport kon niet op tijd worden gemaakt. Probeer het over een minuut opnieuw.' });
    } finally {
      await stelPdfWerkersIn(STANDAARD_PDF_WERKERS);
    }
    const weer = await k.get(`${routes.rapportPdf.path}?secties=bex`);
    expect(weer.statusCode).toBe(200);
    expect(weer.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('GetKengetallen', () => {
  it('xlsx (standaard) en csv met Nederlandse bestandsnamen', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const xlsx = await k.get(routes.kengetallen.path);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(xlsx.headers['content-disposition']).toContain('filename="Kengetallen-2024-De-Vries.xlsx"');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const csv = await k.get(`${routes.kengetallen.path}?formaat=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('filename="Kengetallen-2024-De-Vries.csv"');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.rawPayload.toString('utf8')).toContain('Groep;Kengetal;Waarde');
  });

  it('onbekend formaat → 400', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(`${routes.kengetallen.path}?formaat=pdf`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Kies als formaat xlsx of csv.');
  });
});
