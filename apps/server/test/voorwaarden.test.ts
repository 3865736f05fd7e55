/**
 * Terms of use (spec §3 menu model "terms and conditions"): GetMenu carries the current version,
 * its text and whether this user accepted it; POST /api/Profiel/Voorwaarden stores version and
 * time, refuses any other version with a Dutch 409 and bad bodies with a 400, changing nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GEBRUIKSVOORWAARDEN, menuModelSchema, profielRoutes, profielSchema, routes } from '@kw/contract';
import { gebruikers } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

const HUIDIG = GEBRUIKSVOORWAARDEN.versie;
const menu = async (k: Klant) => menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());
const rij = async (email: string) => (await s.database.db.select().from(gebruikers).where(eq(gebruikers.email, email)))[0];
const vandaagNl = () => new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date()).replace(/\//g, '-');

describe('gebruiksvoorwaarden', () => {
  it('de demogebruikers hebben de geldende versie geaccepteerd; het menu draagt versie en tekst', async () => {
    for (const email of ['deelnemer@demo.nl', 'adviseur@demo.nl', 'medewerker@demo.nl', 'accountant@demo.nl']) {
      const m = await menu(await new Klant(s.app).alsIngelogd(email));
      expect(m).toMatchObject({ voorwaardenVersie: HUIDIG, voorwaardenGeaccepteerd: true });
      expect(m.algemeneVoorwaarden).toContain(GEBRUIKSVOORWAARDEN.alineas[0]);
    }
  });

  it('een oude versie: het menu zegt niet geaccepteerd; accepteren van de oude versie 409, van de geldende 200', async () => {
    await s.database.db.update(gebruikers).set({ voorwaardenVersie: '2024.1', voorwaardenGeaccepteerdOp: new Date('2024-01-02T10:00:00Z') }).where(eq(gebruikers.email, 'deelnemer2@demo.nl'));
    const k = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    expect(await menu(k)).toMatchObject({ voorwaardenVersie: HUIDIG, voorwaardenGeaccepteerd: false });

    const oud = await k.post(profielRoutes.voorwaarden.path, { versie: '2024.1' }, { bearer: true });
    expect(oud.statusCode).toBe(409);
    expect(oud.json().message).toBe(`Versie 2024.1 is niet de geldende versie van de gebruiksvoorwaarden; dat is versie ${HUIDIG}. Laad de pagina opnieuw, lees de geldende versie en accepteer die.`);
    for (const body of [{}, { versie: 2026 }, { versie: '' }, { versie: HUIDIG, extra: true }, [], { versie: 'x'.repeat(60) }]) {
      const res = await k.post(profielRoutes.voorwaarden.path, body, { bearer: true });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await rij('deelnemer2@demo.nl')).voorwaardenVersie).toBe('2024.1');

    const ok = await k.post(profielRoutes.voorwaarden.path, { versie: HUIDIG }, { bearer: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ ok: true, melding: `U heeft versie ${HUIDIG} van de gebruiksvoorwaarden geaccepteerd op ${vandaagNl()}.` });
    expect(await menu(k)).toMatchObject({ voorwaardenGeaccepteerd: true });
    const profiel = profielSchema.parse((await k.get(profielRoutes.profiel.path)).json());
    expect(profiel.voorwaarden).toEqual({ versie: HUIDIG, geaccepteerdOp: vandaagNl() });

    // again: nothing changes, the first time stays
    const eerst = (await rij('deelnemer2@demo.nl')).voorwaardenGeaccepteerdOp;
    expect((await k.post(profielRoutes.voorwaarden.path, { versie: HUIDIG }, { bearer: true })).statusCode).toBe(200);
    expect((await rij('deelnemer2@demo.nl')).voorwaardenGeaccepteerdOp).toEqual(eerst);
  });

  it('zonder token 401; in het OpenAPI-document', async () => {
    const k = new Klant(s.app);
    expect((await k.post(profielRoutes.voorwaarden.path, { versie: HUIDIG })).statusCode).toBe(401);
    const doc = (await k.get(routes.openapi.path, false)).json();
    expect(doc.paths[profielRoutes.voorwaarden.path].post.responses).toHaveProperty('409');
  });
});
