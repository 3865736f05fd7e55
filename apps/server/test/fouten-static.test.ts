import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foutAntwoordSchema, routes } from '@kw/contract';
import { buildApp } from '../src/app';
import { Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let gebouwd: Awaited<ReturnType<typeof buildApp>>;
let distDir: string;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'kw-dist-'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html lang="nl"><body><div id="root">SPA</div></body></html>');
  s = await startTestServer({ webDistDir: path.join(os.tmpdir(), 'kw-bestaat-niet') });
  gebouwd = await buildApp({ database: s.database, webDistDir: distDir });
});
afterAll(async () => {
  await gebouwd?.close();
  await s?.stop();
  rmSync(distDir, { recursive: true, force: true });
});

describe('foutafhandeling', () => {
  it('onbekende /api-route → 404 in het Nederlands (GET en POST)', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await s.app.inject({ method, url: '/api/Bestaat/Niet' });
      expect(res.statusCode).toBe(404);
      expect(foutAntwoordSchema.parse(res.json())).toEqual({ statusCode: 404, message: 'Deze pagina of functie bestaat niet.' });
    }
  });

  it('kapotte JSON → 400, verkeerd inhoudstype → 415, te groot → 413, alles in het Nederlands', async () => {
    const k = new Klant(s.app, '10.9.0.1');
    await k.haalXsrf();
    const kapot = await k.verzoek({ method: 'POST', url: routes.login.path, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(kapot.statusCode).toBe(400);
    expect(kapot.json()).toEqual({ statusCode: 400, message: 'De verzonden gegevens zijn geen geldige JSON.' });
    const tekst = await k.verzoek({ method: 'POST', url: routes.login.path, headers: { 'content-type': 'text/plain' }, payload: 'email=a' });
    expect(tekst.statusCode).toBe(415);
    expect(tekst.json().message).toMatch(/niet ondersteund/);
    const formulier = await k.verzoek({ method: 'POST', url: routes.login.path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a' });
    expect(formulier.statusCode).toBe(415);
    const groot = await k.verzoek({ method: 'POST', url: routes.login.path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }) });
    expect(groot.statusCode).toBe(413);
    const proto = await k.verzoek({ method: 'POST', url: routes.login.path, headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1},"email":"a@b.nl","wachtwoord":"x"}' });
    expect(proto.statusCode).toBe(400);
  });

  it('vreemde invoer op Login, GetMenu en RefreshToken geeft nooit een 500', async () => {
    const k = await new Klant(s.app, '10.9.0.2').alsIngelogd('deelnemer@demo.nl');
    const bodies = ['null', '[]', '"x"', '1', '{}', '{"email":null}', '{"email":[],"wachtwoord":{}}', '{"selectedKringloopwijzerId":1e308}', '{"selectedKringloopwijzerId":4294967296}', '{"kringloopwijzerId":-5}', '{"kringloopwijzerId":99999999999}', '{"email":"a@b.nl","wachtwoord":"' + 'x'.repeat(500) + '"}'];
    for (const url of [routes.login.path, routes.menu.path, routes.refreshToken.path]) {
      for (const payload of bodies) {
        const res = await k.verzoek({ method: 'POST', url, bearer: url === routes.menu.path, headers: { 'content-type': 'application/json' }, payload });
        expect(res.statusCode, `${url} ${payload.slice(0, 60)} → ${res.body}`).toBeLessThan(500);
        if (res.statusCode >= 400) expect(foutAntwoordSchema.parse(res.json()).statusCode).toBe(res.statusCode);
      }
    }
  });
});

describe('health en ready', () => {
  it('/health en /ready antwoorden; /ready geeft 503 als de database niet antwoordt', async () => {
    expect((await s.app.inject({ url: routes.health.path })).json()).toEqual({ status: 'ok', kaart: { tegelsUrl: null, attributie: null } });
    const ready = await s.app.inject({ url: routes.ready.path });
    expect(ready.statusCode).toBe(200);
    const kapot = await buildApp({ database: { ...s.database, ping: () => Promise.reject(new Error('weg')) } });
    try {
      const res = await kapot.inject({ url: routes.ready.path });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ statusCode: 503, message: 'De database is niet bereikbaar.' });
    } finally {
      await kapot.close();
    }
  });
});

describe('statische webapp en beveiligingskoppen', () => {
  it('zonder build: een Nederlandse pagina met de opdracht om te bouwen, ook als SPA-terugval', async () => {
    for (const url of ['/', '/ZuivelNL.Klw.Web/', '/melklevering/Index/4']) {
      const res = await s.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('npm run build');
    }
  });

  it('met build: index.html onder / en /ZuivelNL.Klw.Web/, SPA-terugval voor onbekende GET, niet voor /api of bestanden', async () => {
    for (const url of ['/', '/ZuivelNL.Klw.Web/', '/melklevering/Index/4', '/ZuivelNL.Klw.Web/melklevering/Index/4', '/Home/new?x=1']) {
      const res = await gebouwd.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('SPA');
    }
    expect((await gebouwd.inject({ url: '/api/Onbekend' })).statusCode).toBe(404);
    expect((await gebouwd.inject({ url: '/assets/bestaat-niet.js' })).statusCode).toBe(404);
  });

  it('CSP staat alleen eigen bronnen toe plus inline stijlen (antd)', async () => {
    for (const res of [await gebouwd.inject({ url: '/' }), await s.app.inject({ url: '/api/x' }), await s.app.inject({ url: routes.health.path })]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/https?:/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
