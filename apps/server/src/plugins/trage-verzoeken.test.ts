/**
 * Decision 003 (revision 28-11-2026): no log line per request, one warning per slow request, naming the route's
 * pattern and never the URL with its query string.
 */
import { Writable } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registreerTrageVerzoeken } from './trage-verzoeken';

const regels: Array<Record<string, unknown>> = [];
const app = Fastify({
  logController: new LogController({ disableRequestLogging: true }),
  logger: { level: 'info', stream: new Writable({ write: (stuk, _c, klaar) => (regels.push(JSON.parse(String(stuk))), klaar()) }) },
});

beforeAll(async () => {
  registreerTrageVerzoeken(app, { traagMs: 40 });
  app.get('/snel/:id', async () => ({ ok: true }));
  app.get('/traag/:id', async () => {
    await new Promise((r) => setTimeout(r, 60));
    return { ok: true };
  });
  await app.ready();
});
afterAll(() => app.close());

describe('trage verzoeken', () => {
  it('een snel verzoek schrijft niets; een traag één waarschuwing met het patroon van de route, zonder de zoekvraag', async () => {
    expect((await app.inject({ url: '/snel/7?code=GEHEIM-1' })).statusCode).toBe(200);
    expect(regels).toEqual([]);
    expect((await app.inject({ url: '/traag/8?code=GEHEIM-2' })).statusCode).toBe(200);
    expect(regels).toHaveLength(1);
    expect(regels[0]).toMatchObject({ level: 40, msg: 'traag verzoek', methode: 'GET', route: '/traag/:id', statusCode: 200 });
    expect(Number(regels[0].ms)).toBeGreaterThanOrEqual(40);
    expect(JSON.stringify(regels)).not.toContain('GEHEIM');
  });
});
