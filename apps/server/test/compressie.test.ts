/**
 * Decision 011: static files go out precompressed (the .br/.gz copies of the build) and API
 * answers of 1 KB and more compressed, each only when the client accepts it, with Vary.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { melkLeveringGegevensSchema, routes } from '@kw/contract';
import { buildApp } from '../src/app';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let gebouwd: Awaited<ReturnType<typeof buildApp>>;
let distDir: string;
const JS = `console.log(${JSON.stringify('kringloopwijzer '.repeat(400))});\n`;
const HTML = `<!doctype html><html lang="nl"><body><div id="root">SPA</div>${'<!-- opvulling -->'.repeat(80)}</body></html>`;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'kw-dist-gz-'));
  mkdirSync(path.join(distDir, 'assets'));
  for (const [bestand, inhoud] of [['index.html', HTML], ['assets/app-abc123.js', JS]] as const) {
    writeFileSync(path.join(distDir, bestand), inhoud);
    writeFileSync(path.join(distDir, `${bestand}.br`), brotliCompressSync(inhoud));
    writeFileSync(path.join(distDir, `${bestand}.gz`), gzipSync(inhoud));
  }
  s = await startTestServer();
  gebouwd = await buildApp({ database: s.database, webDistDir: distDir });
});
afterAll(async () => {
  await gebouwd?.close();
  await s?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

const uitpakken = (codering: string | undefined, b: Buffer) => (codering === 'br' ? brotliDecompressSync(b) : codering === 'gzip' ? gunzipSync(b) : b).toString('utf8');

describe('statische bestanden voorgecomprimeerd', () => {
  it('brotli, gzip of niets naar wat de browser accepteert, met Vary en dezelfde inhoud', async () => {
    for (const [url, inhoud] of [['/assets/app-abc123.js', JS], ['/ZuivelNL.Klw.Web/assets/app-abc123.js', JS], ['/', HTML], ['/melklevering/Index/4', HTML]] as const) {
      for (const [accepteert, verwacht] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip'], ['', undefined]] as const) {
        const res = await gebouwd.inject({ url, headers: accepteert ? { 'accept-encoding': accepteert } : {} });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${accepteert}`).toBe(verwacht);
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(uitpakken(verwacht, res.rawPayload)).toBe(inhoud);
        if (verwacht) expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(inhoud) / 3);
      }
    }
  });
});

describe('API-antwoorden gecomprimeerd', () => {
  it('GetMelkLeveringGegevens (~20 KB) gaat met brotli of gzip, klein; hetzelfde antwoord na uitpakken', async () => {
    const ids = await demoKlwIds(s.database);
    const k = await new Klant(s.app, '10.11.0.1').alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const gewoon = await k.get(routes.melkLevering.path);
    expect(gewoon.headers['content-encoding']).toBeUndefined();
    for (const [accepteert, verwacht] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
      const res = await k.verzoek({ method: 'GET', url: routes.melkLevering.path, bearer: true, headers: { 'accept-encoding': accepteert } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(verwacht);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(gewoon.rawPayload.length / 4);
      expect(melkLeveringGegevensSchema.parse(JSON.parse(uitpakken(verwacht, res.rawPayload)))).toEqual(melkLeveringGegevensSchema.parse(gewoon.json()));
    }
    // small answers (a token, an error) stay as they are
    const klein = await k.verzoek({ method: 'GET', url: routes.melkLevering.path, bearer: 'fout', headers: { 'accept-encoding': 'br' } });
    expect(klein.statusCode).toBe(401);
    expect(klein.headers['content-encoding']).toBeUndefined();
  });

  it('een gecomprimeerde body wordt niet uitgepakt (400, geen JSON)', async () => {
    const k = new Klant(s.app, '10.11.0.2');
    await k.haalXsrf();
    const res = await k.verzoek({
      method: 'POST',
      url: routes.login.path,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'deelnemer@demo.nl', wachtwoord: 'demo' })),
    });
    expect(res.statusCode).toBe(400);
  });
});
