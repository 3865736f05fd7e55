import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { melkLeveringGegevensSchema, routes, totaalVanLeveringen, type MelkLeveringGegevens } from '@kw/contract';
import { demoKlwIds, Klant, recordMetLeveringen, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer();
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

async function melk(email: string, klw: number): Promise<MelkLeveringGegevens> {
  const k = await new Klant(s.app).alsIngelogd(email, klw);
  const res = await k.get(routes.melkLevering.path);
  expect(res.statusCode).toBe(200);
  return melkLeveringGegevensSchema.parse(res.json());
}

describe('GetMelkLeveringGegevens', () => {
  it('een open jaar met automatische leveringen en opgeslagen Melklevering: per maand, totalen, laatste levering, schakelaar uit, versie 1', async () => {
    const d = await melk('deelnemer@demo.nl', ids.vries2024);
    const alle = d.maanden.flatMap((m) => m.leveringen);
    expect(d.maanden.map((m) => m.naam)).toEqual(['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december']);
    expect(alle.length).toBeGreaterThan(140);
    expect(alle.length).toBeLessThan(150);
    // every 2 or 3 days, mornings, realistic values
    for (let i = 1; i < alle.length; i++) {
      const dagen = (Date.parse(alle[i].leverDatum) - Date.parse(alle[i - 1].leverDatum)) / 86_400_000;
      expect([2, 3]).toContain(dagen);
    }
    for (const l of alle) {
      expect(l.afleverTijd >= '06:40' && l.afleverTijd <= '09:30').toBe(true);
      expect(l.vet).toBeGreaterThanOrEqual(4.2);
      expect(l.vet).toBeLessThanOrEqual(4.6);
      expect(l.eiwit).toBeGreaterThanOrEqual(3.4);
      expect(l.eiwit).toBeLessThanOrEqual(3.7);
      expect(l.ureum).toBeGreaterThanOrEqual(18);
      expect(l.ureum).toBeLessThanOrEqual(28);
      expect(l.fosfor).toBeGreaterThanOrEqual(90);
      expect(l.fosfor).toBeLessThanOrEqual(110);
      expect(l.ubn).toBe('1234567');
    }
    expect(d.totaal).toEqual(totaalVanLeveringen(alle));
    expect(d.totaal.kg).toBeGreaterThan(900_000);
    expect(d.totaal.kg).toBeLessThan(1_150_000);
    for (const m of d.maanden) expect(m.totaal).toEqual(totaalVanLeveringen(m.leveringen));
    expect(d.datumLaatsteLevering).toBe(alle[alle.length - 1].leverDatum);
    expect(d.datumLaatsteLevering).toMatch(/^2024-12-(2[89]|3[01])$/);
    expect(d).toMatchObject({
      gebruikHandmatigeMelkRegistratie: false,
      // the Veestapel screen's dairy cows (the record's own column says 115)
      aantalMelkkoeien: 104,
      isAuthorized: true,
      kringloopwijzerId: ids.vries2024,
      kringloopwijzerJaar: 2024,
      kringloopwijzerStatus: 1,
      versie: 1,
      melkGevoerdAanKalveren: 13_000,
    });
    // the seeded row has the switch off: its manual totals are the automatic ones
    expect(d.totaalHandmatig).toEqual(d.totaal);
    expect(d.totaalOverigeProductie.kg).toBe(2600);
  });

  it('een open jaar met automatische leveringen zonder opgeslagen rij: versie 0, de handmatige totalen zijn de automatische', async () => {
    const id = await recordMetLeveringen(s.database, 'De Vries', 2023);
    const d = await melk('deelnemer@demo.nl', id);
    expect(d.maanden.flatMap((m) => m.leveringen).length).toBeGreaterThan(140);
    expect(d.totaal.kg).toBeGreaterThan(900_000);
    expect(d).toMatchObject({ gebruikHandmatigeMelkRegistratie: false, isAuthorized: true, kringloopwijzerId: id, kringloopwijzerJaar: 2023, versie: 0, melkGevoerdAanKalveren: null });
    // without a saved row the manual totals are the automatic ones
    expect(d.totaalHandmatig).toEqual(d.totaal);
    expect(d.totaalZelfZuivel).toEqual({ kg: null, vet: null, eiwit: null, ureum: null, fosfor: null });
  });

  it('voor 2019 geen fosfor; een afgesloten jaar is niet bewerkbaar en heeft een opgeslagen rij', async () => {
    const d = await melk('deelnemer@demo.nl', ids.vries2018);
    const alle = d.maanden.flatMap((m) => m.leveringen);
    expect(alle.length).toBeGreaterThan(140);
    expect(alle.every((l) => l.fosfor === null || l.fosfor === undefined)).toBe(true);
    expect(d.totaal.fosfor).toBeNull();
    expect(d).toMatchObject({ isAuthorized: false, kringloopwijzerStatus: 2, versie: 1, gebruikHandmatigeMelkRegistratie: false });
    const d22 = await melk('deelnemer@demo.nl', ids.vries2022);
    expect(d22.melkGevoerdAanKalveren).toBe(12_500);
    expect(d22.totaalOverigeProductie.kg).toBe(2800);
  });

  it('zonder automatische leveringen staat handmatige registratie verplicht aan en zijn de totalen leeg', async () => {
    const d = await melk('deelnemer2@demo.nl', ids.jansen2019);
    expect(d).toMatchObject({
      gebruikHandmatigeMelkRegistratie: true,
      maanden: [],
      datumLaatsteLevering: null,
      isAuthorized: true,
      kringloopwijzerJaar: 2019,
      versie: 0,
      // no Veestapel saved for this year: no number of cows (no per-cow figures)
      aantalMelkkoeien: null,
    });
    expect(d.totaal).toEqual({ kg: null, vet: null, eiwit: null, ureum: null, fosfor: null });
    expect(d.totaalHandmatig).toEqual({ kg: null, vet: null, eiwit: null, ureum: null, fosfor: null });
  });

  it('isAuthorized per rol: medewerker alleen lezen, volmacht en adviseur mogen bewerken', async () => {
    expect((await melk('medewerker@demo.nl', ids.vries2024)).isAuthorized).toBe(false);
    expect((await melk('medewerker@demo.nl', ids.jansen2019)).isAuthorized).toBe(false);
    expect((await melk('volmacht@demo.nl', ids.vries2024)).isAuthorized).toBe(true);
    expect((await melk('adviseur@demo.nl', ids.vries2024)).isAuthorized).toBe(true);
    expect((await melk('adviseur@demo.nl', ids.vries2022)).isAuthorized).toBe(false);
  });

  it('zonder gekozen kringloopwijzer: 404 met Nederlandse melding', async () => {
    const k = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const res = await k.get(routes.melkLevering.path);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, message: 'Er is geen kringloopwijzer geselecteerd.' });
  });
});
