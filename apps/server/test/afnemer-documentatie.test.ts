/**
 * The consumer API's documentation cannot rot (decision 034): every consumer route of the contract is
 * in the OpenAPI document with its refusals and an example answer per product that has the shape the
 * API delivers, and docs/afnemer-voorbeeld.mjs runs against a server with a participation the farmer
 * approved: a token, the product, a 304 on its ETag, and the Dutch reason once the farmer revoked.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afnemerProductAntwoordSchema, DATAPRODUCT_SLEUTELS, dataproductVan, gegevensdelingRoutes as g, type DeelnameRegel } from '@kw/contract';
import { DEMO_AFNEMER } from '../src/db/seed-gegevensdeling';
import { deelnames, doelen } from '../src/db/schema';
import { openapiDocument } from '../src/modules/openapi/openapi';
import { openapiPad } from '../src/modules/openapi/openapi.afnemer';
import { Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';

const SCRIPT = resolve(import.meta.dirname, '../../../docs/afnemer-voorbeeld.mjs');
type Paden = Record<string, Record<string, { responses: Record<string, { content?: Record<string, { examples?: Record<string, { value: unknown }> }> }> }>>;

describe('OpenAPI: de afnemer-API', () => {
  const paden = openapiDocument().paths as unknown as Paden;

  it('elke afnemer-route van het contract staat in het document, met haar methode', () => {
    const afnemerRoutes = Object.values(g).filter((r) => r.path.startsWith('/api/Afnemer/'));
    expect(afnemerRoutes.length).toBeGreaterThanOrEqual(2);
    for (const r of afnemerRoutes) expect(paden[openapiPad(r.path)]?.[r.method.toLowerCase()], `${r.method} ${r.path}`).toBeDefined();
  });

  it('een voorbeeldantwoord per product, in de vorm van het antwoord en met alleen velden uit het woordenboek; 304, 403 en 429 beschreven', () => {
    const get = paden[openapiPad(g.afnemerProduct.path)].get;
    const voorbeelden = get.responses[200].content!['application/json'].examples!;
    expect(Object.keys(voorbeelden).sort()).toEqual([...DATAPRODUCT_SLEUTELS].sort());
    for (const p of DATAPRODUCT_SLEUTELS) {
      const v = afnemerProductAntwoordSchema.parse(voorbeelden[p].value);
      expect(v.meta.product).toBe(p);
      const toegestaan = new Set(dataproductVan(p).velden.map((f) => f.pad.split('.')[0].replace('[]', '')));
      expect(Object.keys(v.data).length, p).toBeGreaterThan(0);
      for (const k of Object.keys(v.data)) expect(toegestaan, `${p}: ${k}`).toContain(k);
    }
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '304', '400', '401', '403', '404', '429']));
    const redenen = Object.values(get.responses[403].content!['application/json'].examples!).map((e) => (e.value as { message: string }).message);
    expect(redenen).toEqual(expect.arrayContaining(['Dit bedrijf neemt niet deel aan dit doel.', 'De deelname van dit bedrijf is nog niet goedgekeurd; er worden geen gegevens geleverd.']));
  });
});

describe('docs/afnemer-voorbeeld.mjs tegen een echte server', () => {
  let s: TestServer;
  let basis: string;
  let doelId: number;
  let deVries: number;
  let deelname: DeelnameRegel;
  let map: string;

  beforeAll(async () => {
    s = await startTestServer();
    basis = await s.app.listen({ port: 0, host: '127.0.0.1' });
    deVries = await relatieIdOpKvk(s.database, KVK.deVries);
    [{ id: doelId }] = await s.database.db.select({ id: doelen.id }).from(doelen).where(eq(doelen.naam, 'Duurzaamheidspremie melkveehouderij'));
    map = mkdtempSync(join(tmpdir(), 'klw-afnemer-'));
    // the farmer approves the seeded open request through the API
    const [open] = await s.database.db.select().from(deelnames).where(and(eq(deelnames.relatieId, deVries), eq(deelnames.doelId, doelId), eq(deelnames.status, 'aangevraagd')));
    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl');
    const goed = await boer.post(g.goedkeuren.path, { relatieId: deVries, deelnameId: open.id, versie: open.versie }, { bearer: true });
    expect(goed.statusCode, goed.body).toBe(200);
    deelname = goed.json().deelname;
  });
  afterAll(async () => {
    await s?.stop();
    if (map) rmSync(map, { recursive: true, force: true });
  });

  const draai = (extra: Record<string, string> = {}) =>
    new Promise<{ code: number; uit: string; fout: string }>((klaar, mis) => {
      const env = { PATH: process.env.PATH ?? '', KLW_URL: basis, KLW_CLIENT_ID: DEMO_AFNEMER.clientId, KLW_CLIENT_SECRET: DEMO_AFNEMER.clientSecret, KLW_DOEL_ID: String(doelId), KLW_KVK: KVK.deVries, KLW_JAAR: '2024', KLW_CACHE: join(map, 'cache.json'), ...extra };
      const p = spawn(process.execPath, [SCRIPT], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let uit = '';
      let fout = '';
      p.stdout.on('data', (d: Buffer) => (uit += d.toString()));
      p.stderr.on('data', (d: Buffer) => (fout += d.toString()));
      p.on('error', mis);
      p.on('close', (code) => klaar({ code: code ?? -1, uit, fout }));
    });

  it('haalt een token en het product, en krijgt daarna 304 op de ETag met het product uit de cache', async () => {
    const eerste = await draai();
    expect(eerste.code, eerste.fout).toBe(0);
    const a = JSON.parse(eerste.uit) as { status: number; etag: string; uitCache: boolean; product: { data: { dashboard: Record<string, number> }; meta: { kvk: string; ubnBeperking: string[] } } };
    expect(a).toMatchObject({ status: 200, uitCache: false, product: { meta: { kvk: KVK.deVries, jaar: 2024, product: 'kengetallen', ubnBeperking: [] } } });
    expect(typeof a.product.data.dashboard.stikstofbodemoverschotKgNPerHa).toBe('number');
    expect(a.etag).toMatch(/^".+"$/);
    // the real answer has the documented example's shape
    const voorbeeld = (openapiDocument().paths as unknown as Paden)[openapiPad(g.afnemerProduct.path)].get.responses[200].content!['application/json'].examples!.kengetallen.value as { data: Record<string, Record<string, unknown>> };
    expect(Object.keys(a.product.data).sort()).toEqual(Object.keys(voorbeeld.data).sort());
    expect(Object.keys(a.product.data.dashboard).sort()).toEqual(Object.keys(voorbeeld.data.dashboard).sort());

    const tweede = await draai();
    expect(tweede.code, tweede.fout).toBe(0);
    const b = JSON.parse(tweede.uit);
    expect(b).toMatchObject({ status: 304, uitCache: true, etag: a.etag });
    expect(b.product).toEqual(a.product);
  });

  it('een verkeerd geheim en een ingetrokken deelname geven de Nederlandse reden en code 1', async () => {
    const fout = await draai({ KLW_CLIENT_SECRET: 'fout' });
    expect(fout.code).toBe(1);
    expect(fout.fout.trim()).toBe('Token geweigerd (HTTP 401): Onbekende client of verkeerd geheim.');

    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl');
    const weg = await boer.post(g.intrekken.path, { relatieId: deVries, deelnameId: deelname.id, versie: deelname.versie, reden: 'Ik stop met de premieregeling.' }, { bearer: true });
    expect(weg.statusCode, weg.body).toBe(200);
    const na = await draai();
    expect(na.code).toBe(1);
    expect(na.uit).toBe('');
    expect(na.fout.trim()).toBe('Geen levering (HTTP 403): Dit bedrijf neemt niet deel aan dit doel.');
  });

  it('zonder de nodige omgevingsvariabele zegt het script welke', async () => {
    const r = await draai({ KLW_KVK: '' });
    expect(r.code).toBe(1);
    expect(r.fout.trim()).toBe('Zet de omgevingsvariabele KLW_KVK.');
  });
});
