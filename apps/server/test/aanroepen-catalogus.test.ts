// The call catalogue (decision 036) as the server uses it: a route is registered only from an entry (a route the
// catalogue does not describe fails the start), every entry is registered, the list of calls still written the old
// way only shrinks, and the OpenAPI document holds every registered call, the catalogued ones with their example.
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alleAanroepen, aanroepSleutel, machtigingAanroepen } from '@kw/contract';
import { bewaakCatalogus, registreer } from '../src/aanroepen/registreer';
import { NOG_NIET_IN_CATALOGUS } from '../src/aanroepen/nog-niet-in-catalogus';
import { openapiDocument } from '../src/modules/openapi/openapi';
import { openapiPad } from '../src/modules/openapi/openapi.afnemer';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';
import { Klant, startTestServer, type TestServer } from './helpers/server';

/** The count today (139 when the catalogue started); it may only go down (a call moves into the catalogue, its line goes). */
const NOG_NIET_HOOGSTENS = 113;

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.stop();
});

function kaleApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  bewaakCatalogus(app);
  return app;
}

describe('de aanroepencatalogus op de server', () => {
  it('een /api-route buiten de catalogus kan niet worden geregistreerd; een uit de catalogus wel', async () => {
    const app = kaleApp();
    expect(() => app.get('/api/Machtigingen/Bestaatniet', async () => ({}))).toThrow(/niet uit de aanroepencatalogus/);
    // the right path by hand, without its entry, is refused too
    expect(() => app.post(machtigingAanroepen.machtigingIntrekken.pad, async () => ({}))).toThrow(/niet uit de aanroepencatalogus/);
    expect(() => registreer(app, machtigingAanroepen.machtigingIntrekken, {}, async () => ({ machtiging: machtigingAanroepen.machtigingIntrekken.voorbeeld.machtiging }))).not.toThrow();
    await app.close();
  });

  it('elke catalogusaanroep is geregistreerd, geen staat ook nog op de oude lijst, en die lijst groeit niet', () => {
    const geregistreerd = new Set(s.app.apiRoutes);
    for (const a of alleAanroepen) expect(geregistreerd.has(aanroepSleutel(a.methode, a.pad)), a.naam).toBe(true);
    for (const a of alleAanroepen) expect(NOG_NIET_IN_CATALOGUS.has(aanroepSleutel(a.methode, a.pad)), a.naam).toBe(false);
    expect(NOG_NIET_IN_CATALOGUS.size).toBeLessThanOrEqual(NOG_NIET_HOOGSTENS);
    // every registered call is one or the other
    for (const r of geregistreerd) expect(NOG_NIET_IN_CATALOGUS.has(r) || alleAanroepen.some((a) => aanroepSleutel(a.methode, a.pad) === r), r).toBe(true);
  });

  it('het OpenAPI-document noemt elke geregistreerde aanroep, die uit de catalogus met hun voorbeeld en weigeringen', () => {
    const paden = openapiDocument().paths as Record<string, Record<string, { responses: Record<string, { content?: Record<string, { example?: unknown }> }> }>>;
    const ontbreekt = s.app.apiRoutes.filter((r) => {
      const [methode, pad] = r.split(' ');
      return !paden[openapiPad(pad)]?.[methode.toLowerCase()];
    });
    expect(ontbreekt).toEqual([]);
    for (const a of alleAanroepen) {
      const op = paden[openapiPad(a.pad)][a.methode.toLowerCase()];
      if (!a.bestand) expect(op.responses[200].content?.['application/json']?.example, a.naam).toEqual(a.voorbeeld);
      for (const w of a.weigeringen) expect(op.responses[w.status], `${a.naam} ${w.status}`).toBeDefined();
    }
  });

  it('een onbekend veld in de invoer: 400 met een Nederlandse melding, niets gewijzigd (de oude fout van de webapp)', async () => {
    const boer = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl');
    const jansen = await relatieIdOpKvk(s.database, KVK.jansen);
    const lees = async () => (await boer.verzoek({ method: 'GET', url: `${machtigingAanroepen.machtigingenVanBedrijf.pad}?relatieId=${jansen}`, bearer: true })).json() as { machtigingen: Array<{ id: number; versie: number; status: string }> };
    const m = (await lees()).machtigingen.find((x) => x.status === 'aangevraagd')!;
    const r = await boer.verzoek({ method: 'POST', url: machtigingAanroepen.machtigingBevestigen.pad, payload: { stap: 'bevestigen', relatieId: jansen, machtigingId: m.id, versie: m.versie }, bearer: true });
    expect(r.statusCode).toBe(400);
    const na = await lees();
    expect(na.machtigingen.find((x) => x.id === m.id)!.status).toBe('aangevraagd');
  });
});
