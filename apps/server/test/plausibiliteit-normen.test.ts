/**
 * Implausible quantities and usage norms over HTTP (decision 021): a quantity above its hard
 * maximum is a Dutch 400 and nothing is stored; an amount implausible for the farm's size is a
 * warning on its field; an indicator out of range warns on every screen's results panel and on
 * the start page with links to the inputs; a usage norm exceeded is a warning with the excess.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes, schermCalls, schermGegevensSchema, schermVan, signaleringenSchema, startGegevensSchema, type SchermRegistratie } from '@kw/contract';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

type Doc = Record<string, unknown>;
const scherm = (sleutel: string) => schermVan(sleutel) as SchermRegistratie;
const lees = async (k: Klant, sleutel: string) => {
  const res = await k.get(schermCalls(scherm(sleutel)).lezen);
  expect(res.statusCode, res.body).toBe(200);
  return schermGegevensSchema.parse(res.json());
};
const bewaar = (k: Klant, sleutel: string, body: unknown) => k.post(schermCalls(scherm(sleutel)).opslaan, body, { bearer: true });

describe('hard maxima: refused with the field’s Dutch message, nothing stored', () => {
  it('140.000.139.999 kg concentrate and 4.368.043.679 kWh', async () => {
    const k = await new Klant(s.app).alsIngelogd('demo@demo.nl', ids.demo2024);
    for (const [sleutel, zet, veld, melding] of [
      ['krachtvoer', (g: Doc) => ((g.krachtvoer as { producten: { aanvoerKg: number }[] }).producten[0].aanvoerKg = 140_000_139_999), 'krachtvoer.producten.0.aanvoerKg', 'Krachtvoer, regel 1: Aanvoer moet tussen 0 en 20.000.000 kg liggen.'],
      ['energie', (g: Doc) => ((g.energie as { elektriciteitKwh: number }).elektriciteitKwh = 4_368_043_679), 'energie.elektriciteitKwh', 'Energieverbruik: Ingekochte elektriciteit moet tussen 0 en 5.000.000 kWh liggen.'],
    ] as const) {
      const voor = await lees(k, sleutel);
      const gegevens = structuredClone(voor.gegevens);
      zet(gegevens);
      const res = await bewaar(k, sleutel, { versie: voor.versie, gegevens });
      expect(res.statusCode, res.body).toBe(400);
      const fout = res.json().errorDetails[0];
      expect(fout.field).toBe(veld);
      expect(fout.message).toBe(melding);
      const na = await lees(k, sleutel);
      expect(na.versie).toBe(voor.versie);
      expect(na.gegevens).toEqual(voor.gegevens);
    }
  });
});

describe('warnings', () => {
  it('concentrate above 4.000 kg per cow: a warning on the field; 19 million kg: the indicator warns on every screen and the start page', async () => {
    const k = await new Klant(s.app).alsIngelogd('demo@demo.nl', ids.demo2024);
    const voor = await lees(k, 'krachtvoer');
    const gegevens = structuredClone(voor.gegevens) as { krachtvoer: { producten: { aanvoerKg: number }[] } };
    gegevens.krachtvoer.producten[0].aanvoerKg = 500_000; // 88 cows: > 5.600 kg per cow
    let res = await bewaar(k, 'krachtvoer', { versie: voor.versie, gegevens });
    expect(res.statusCode, res.body).toBe(200);
    let na = schermGegevensSchema.parse(res.json());
    expect(na.status).toBe('waarschuwing');
    expect(na.signaleringen).toContainEqual(expect.objectContaining({ code: 'KRACHTVOER_PER_KOE_HOOG', ernst: 'waarschuwing', veldPad: 'krachtvoer.producten.0.aanvoerKg' }));

    gegevens.krachtvoer.producten[0].aanvoerKg = 19_000_000;
    res = await bewaar(k, 'krachtvoer', { versie: na.versie, gegevens });
    expect(res.statusCode, res.body).toBe(200);
    na = schermGegevensSchema.parse(res.json());
    const controle = na.signaleringen.find((x) => x.code === 'INDICATOR_BUITEN_BEREIK' && x.indicator === 'stikstofbodemoverschotKgNPerHa')!;
    expect(controle.bericht).toMatch(/^Het stikstofbodemoverschot is [\d.]+ kg N\/ha; dat ligt buiten het verwachte bereik .*controleer de invoer\.$/);
    expect(controle.bijdragen![0]).toEqual({ scherm: 'krachtvoer', schermTitel: 'Krachtvoer', route: scherm('krachtvoer').route, veldPad: 'krachtvoer.producten.0.aanvoerKg', label: 'Aanvoer (regel 1)' });
    // another screen's results panel shows it too (read back from the stored outcome)
    const energie = await lees(k, 'energie');
    expect(energie.signaleringen.map((x) => x.code)).toContain('INDICATOR_BUITEN_BEREIK');
    expect(energie.status).toBe('klaar');
    const start = startGegevensSchema.parse((await k.get(routes.startGegevens.path)).json());
    expect(start.indicatorWaarschuwingen.map((w) => w.indicator)).toContain('stikstofbodemoverschotKgNPerHa');
    expect(start.indicatorWaarschuwingen[0].bijdragen[0].veldPad).toBe('krachtvoer.producten.0.aanvoerKg');

    // put back: the warnings go
    res = await bewaar(k, 'krachtvoer', { versie: na.versie, gegevens: voor.gegevens });
    expect(res.statusCode, res.body).toBe(200);
    expect(schermGegevensSchema.parse(res.json()).signaleringen).toEqual([]);
    expect(startGegevensSchema.parse((await k.get(routes.startGegevens.path)).json()).indicatorWaarschuwingen).toEqual([]);
  });
});

describe('usage norms (Meststoffenwet)', () => {
  it('De Vries 2018 exceeds the norms for N from animal manure and P2O5: warnings with the excess in kg and kg per ha', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2018);
    const lijst = signaleringenSchema.parse((await k.get(routes.signaleringen.path)).json()).signaleringen;
    const dm = lijst.find((x) => x.code === 'DIERLIJKE_MEST_BOVEN_NORM')!;
    expect(dm.ernst).toBe('waarschuwing');
    expect(dm.bericht).toMatch(/^De N uit dierlijke mest \([\d.]+ kg N\) ligt [\d.]+ kg N \([\d,]+ kg N\/ha over 50,4 ha\) boven de gebruiksnorm dierlijke mest \(11\.592 kg N\)\. Dat is een overtreding van de Meststoffenwet/);
    expect(lijst.find((x) => x.code === 'FOSFAAT_BOVEN_NORM')!.ernst).toBe('waarschuwing');
  });

  it('every other complete demo year (De Vries 2020–2024, the demo farm) is within every norm', async () => {
    for (const [email, id] of [
      ['deelnemer@demo.nl', ids.vries2020],
      ['deelnemer@demo.nl', ids.vries2022],
      ['deelnemer@demo.nl', ids.vries2024],
      ['demo@demo.nl', ids.demo2024],
    ] as const) {
      const k = await new Klant(s.app).alsIngelogd(email, id);
      const lijst = signaleringenSchema.parse((await k.get(routes.signaleringen.path)).json()).signaleringen;
      expect(lijst.filter((x) => /BOVEN_NORM$/.test(x.code)), String(id)).toEqual([]);
    }
  });
});
