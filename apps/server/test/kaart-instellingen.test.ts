/**
 * The map background (decision 014): KLW_KAART_TEGELS_URL is checked at start, served to the web in the
 * /health answer, and its host is the only one besides the app's own that the CSP lets images come from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@kw/contract';
import { ConfigFout, leesConfig, tegelsBron } from '../src/config';
import { startTestServer, type TestServer } from './helpers/server';

const BRT = 'https://service.pdok.nl/brt/achtergrondkaart/wmts/v2_0/standaard/EPSG:3857/{z}/{x}/{y}.png';

describe('KLW_KAART_TEGELS_URL', () => {
  it('neemt een https-sjabloon met {z}, {x} en {y} aan; leeg betekent geen achtergrond', () => {
    expect(leesConfig({ KLW_KAART_TEGELS_URL: BRT, KLW_KAART_ATTRIBUTIE: 'Kaartgegevens © Kadaster' }, []).kaart).toEqual({
      tegelsUrl: BRT,
      attributie: 'Kaartgegevens © Kadaster',
    });
    expect(leesConfig({ KLW_KAART_TEGELS_URL: '' }, []).kaart).toEqual({ tegelsUrl: undefined, attributie: undefined });
  });

  it('weigert een adres zonder sjabloon of over http naar een andere host, met een Nederlandse melding', () => {
    for (const fout of ['https://tegels.example/kaart.png', 'http://tegels.example/{z}/{x}/{y}.png', 'geen adres {z}{x}{y}', 'javascript:alert(1)//{z}{x}{y}']) {
      expect(() => leesConfig({ KLW_KAART_TEGELS_URL: fout }, []), fout).toThrow(ConfigFout);
      expect(() => leesConfig({ KLW_KAART_TEGELS_URL: fout }, []), fout).toThrow(/KLW_KAART_TEGELS_URL moet een https:\/\/-adres/);
    }
    expect(leesConfig({ KLW_KAART_TEGELS_URL: 'http://localhost:8081/{z}/{x}/{y}.png' }, []).kaart.tegelsUrl).toBe('http://localhost:8081/{z}/{x}/{y}.png');
  });

  it('geeft de CSP-bron: de oorsprong, met {s} als jokerteken', () => {
    expect(tegelsBron(BRT)).toBe('https://service.pdok.nl');
    expect(tegelsBron('https://{s}.tile.example/{z}/{x}/{y}.png')).toBe('https://*.tile.example');
  });
});

describe('/health en de CSP met en zonder kaartachtergrond', () => {
  let met: TestServer;
  let zonder: TestServer;
  beforeAll(async () => {
    [met, zonder] = await Promise.all([startTestServer({ kaart: { tegelsUrl: BRT, attributie: 'Kaartgegevens © Kadaster' } }), startTestServer()]);
  });
  afterAll(async () => {
    await Promise.all([met?.stop(), zonder?.stop()]);
  });

  it('met een tegel-URL: /health noemt hem en img-src staat zijn host toe', async () => {
    const res = await met.app.inject({ url: routes.health.path });
    expect(res.json()).toEqual({ status: 'ok', kaart: { tegelsUrl: BRT, attributie: 'Kaartgegevens © Kadaster' } });
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src 'self' data: https:\/\/service\.pdok\.nl(;|$)/);
  });

  it('zonder: null, en img-src blijft bij de eigen host', async () => {
    const res = await zonder.app.inject({ url: routes.health.path });
    expect(res.json()).toEqual({ status: 'ok', kaart: { tegelsUrl: null, attributie: null } });
    expect(String(res.headers['content-security-policy'])).toMatch(/img-src 'self' data:(;|$)/);
  });
});
