/**
 * 1,000 fuzzed bodies per new POST of Profiel and Registratie relatie (decision 019): random
 * JSON and mutations of a valid body (a field replaced by any JSON value, an extreme number
 * or a long or odd string, fields dropped or added). Never a 5xx. One server for the file.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUZZ_PER_AANROEP } from './helpers/fuzz';
import { GEBRUIKSVOORWAARDEN, profielRoutes, relatieRoutes } from '@kw/contract';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let boer: Klant;
let staf: Klant;
let organisatieGebruiker: Klant;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  const ids = await demoKlwIds(s.database);
  boer = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
  staf = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
  organisatieGebruiker = await new Klant(s.app).alsIngelogd('volmacht@demo.nl');
});
afterAll(async () => s?.stop());

const PER_AANROEP = FUZZ_PER_AANROEP;

const raar = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 31, 2 ** 53, 0.5, -0, '', ' ', '1', '12345678', '123456789', 'NaN', null, [], {}, true, '\u0000', 'a\u0007b', '2026-02-30', '9999-12-31'),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.string({ maxLength: 400 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.array(fc.string({ maxLength: 10 }), { maxLength: 30 }),
);

function lichamen(geldig: Record<string, unknown>, seed: number): unknown[] {
  const sleutels = Object.keys(geldig);
  const mutatie = fc
    .array(fc.record({ sleutel: fc.oneof(fc.constantFrom(...sleutels), fc.string({ maxLength: 12 })), soort: fc.constantFrom('vervang', 'weg'), waarde: raar }), { minLength: 1, maxLength: 4 })
    .map((ingrepen) => {
      const kopie: Record<string, unknown> = structuredClone(geldig);
      for (const { sleutel, soort, waarde } of ingrepen) {
        if (soort === 'weg') delete kopie[sleutel];
        else kopie[sleutel] = waarde;
      }
      return kopie;
    });
  return fc.sample(fc.oneof({ arbitrary: mutatie, weight: 4 }, { arbitrary: fc.jsonValue(), weight: 1 }, { arbitrary: fc.constant(geldig), weight: 0 }), { numRuns: PER_AANROEP, seed });
}

async function fuzz(klant: () => Klant, pad: string, geldig: Record<string, unknown>, seed: number) {
  const statussen = new Map<number, number>();
  for (const body of lichamen(geldig, seed)) {
    const res = await klant().verzoek({ method: 'POST', url: pad, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' }, bearer: true });
    statussen.set(res.statusCode, (statussen.get(res.statusCode) ?? 0) + 1);
    if (res.statusCode >= 500) throw new Error(`${pad}: ${res.statusCode} op ${JSON.stringify(body).slice(0, 300)}: ${res.body}`);
    if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string');
  }
  const totaal = [...statussen.values()].reduce((a, b) => a + b, 0);
  expect(totaal).toBe(PER_AANROEP);
  return Object.fromEntries(statussen);
}

describe(`fuzz: ${PER_AANROEP} lichamen per aanroep, nooit 5xx`, () => {
  it('Profiel/Gegevens', async () => {
    const st = await fuzz(() => organisatieGebruiker, profielRoutes.gegevens.path, { naam: 'Anna Bakker', email: 'volmacht@demo.nl', telefoon: '0612345678' }, 1);
    expect(st[400]).toBeGreaterThan(0);
  }, 180_000);
  it('Profiel/Wachtwoord', async () => {
    const st = await fuzz(() => organisatieGebruiker, profielRoutes.wachtwoord.path, { huidig: 'onjuist-wachtwoord', nieuw: 'een-heel-nieuw-wachtwoord' }, 2);
    expect(st[400]).toBeGreaterThan(0);
  }, 300_000);
  it('Profiel/Sessies/Afmelden', async () => {
    await fuzz(() => boer, profielRoutes.afmelden.path, { nr: 999_999 }, 3);
  }, 180_000);
  it('Profiel/Voorkeuren', async () => {
    const st = await fuzz(() => boer, profielRoutes.voorkeuren.path, { machtigingen: true, servicedesk: false, indienen: true, nieuws: false }, 4);
    expect(st[200]).toBeGreaterThan(0);
  }, 180_000);
  it('Profiel/Voorwaarden', async () => {
    const st = await fuzz(() => boer, profielRoutes.voorwaarden.path, { versie: GEBRUIKSVOORWAARDEN.versie }, 10);
    expect(st[400]).toBeGreaterThan(0);
    expect(st[409]).toBeGreaterThan(0);
  }, 180_000);
  it('Profiel/Bedrijfswijziging', async () => {
    await fuzz(() => boer, profielRoutes.bedrijfswijziging.path, { nieuwKvk: '87654321', nieuwBrs: '123456789', nieuwUbns: ['2345678'], overgangsdatum: '2026-01-01', toelichting: 'Omzetting' }, 5);
  }, 180_000);
  it('Relaties (registreren)', async () => {
    const st = await fuzz(
      () => staf,
      relatieRoutes.registreer.path,
      { soort: 'bedrijf', kvkNummer: '71234567', naam: 'Melkveebedrijf Dijkstra', adres: 'Weg 1', postcode: '8401 AB', plaats: 'Gorredijk', contactpersoon: 'J. Dijkstra', contactEmail: 'j@dijkstra.example', telefoon: '0513 123456', brs: '200012345', ubns: ['7123456'] },
      6,
    );
    expect(st[400]).toBeGreaterThan(0);
  }, 180_000);
  it('Relaties/Status', async () => {
    await fuzz(() => staf, relatieRoutes.status.path, { id: 4, status: 'geblokkeerd', reden: 'fuzz: controle' }, 7);
  }, 180_000);
  it('Relaties/Bedrijfswijzigingen/Verwerken', async () => {
    await fuzz(() => staf, relatieRoutes.verwerken.path, { relatieId: 2, id: 1 }, 8);
  }, 180_000);
  it('Relaties/Bedrijfswijzigingen/Afwijzen', async () => {
    await fuzz(() => staf, relatieRoutes.afwijzen.path, { relatieId: 2, id: 1, reden: 'fuzz: afgewezen' }, 9);
  }, 180_000);
});
