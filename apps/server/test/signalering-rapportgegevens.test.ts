/** GetSignaleringen, GetRapportGegevens and the menu's signal count and status explanation, over HTTP. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuModelSchema, rapportGegevensSchema, routes, signaleringenSchema } from '@kw/contract';
import { zonderMachtigingen } from './helpers/machtiging';
import { GEEN_UITKOMST } from '../src/modules/rapportage/rapportage.service';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let map: string;

beforeAll(async () => {
  s = await startTestServer();
  ids = await demoKlwIds(s.database);
  map = mkdtempSync(path.join(os.tmpdir(), 'kw-rapportgegevens-'));
});
afterAll(async () => {
  await s?.stop();
  rmSync(map, { recursive: true, force: true });
});

const klant = (email: string, klw: number) => new Klant(s.app).alsIngelogd(email, klw);
const KRACHTVOER = '/api/Krachtvoer/GetKrachtvoerGegevens';
const KRACHTVOER_OPSLAAN = '/api/Krachtvoer/SaveKrachtvoerGegevens';

/** A forbidden read: the adviser's mandate is revoked after the token was issued (the caller is loaded per request). */
async function zonderMandaat(url: string) {
  const adviseur = await klant('adviseur@demo.nl', ids.vries2024);
  return zonderMachtigingen(s.database.db, 'adviseur@demo.nl', () => adviseur.get(url));
}

describe('GetSignaleringen', () => {
  it('401 zonder token, 404 zonder gekozen kringloopwijzer, 403 voor een bedrijf zonder toegang', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    expect((await k.get(routes.signaleringen.path, false)).statusCode).toBe(401);
    const medewerker = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const geen = await medewerker.get(routes.signaleringen.path);
    expect(geen.statusCode).toBe(404);
    expect(geen.json().message).toMatch(/kringloopwijzer/i);
    const verboden = await zonderMandaat(routes.signaleringen.path);
    expect(verboden.statusCode).toBe(403);
    expect(verboden.json().message).toBe('U heeft geen toegang tot deze kringloopwijzer.');
  });

  it('een te hoge eindvoorraad: signaal met scherm, route, veld, waarde en verwacht bereik; het menu telt mee', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const menu = async () => menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());
    const ervoor = signaleringenSchema.parse((await k.get(routes.signaleringen.path)).json());
    expect((await menu()).aantalSignaleringen).toBe(ervoor.signaleringen.length);

    const kv = (await k.get(KRACHTVOER)).json();
    const producten = kv.gegevens.krachtvoer.producten as Array<Record<string, number>>;
    const oud = producten[0].eindvoorraadKg;
    producten[0].eindvoorraadKg = producten[0].beginvoorraadKg + producten[0].aanvoerKg + 50_000;
    const opgeslagen = await k.post(KRACHTVOER_OPSLAAN, { versie: kv.versie, gegevens: kv.gegevens }, { bearer: true });
    expect(opgeslagen.statusCode, opgeslagen.body).toBe(200);

    const antwoord = signaleringenSchema.parse((await k.get(routes.signaleringen.path)).json());
    expect(antwoord).toMatchObject({ kringloopwijzerId: ids.vries2024, jaar: 2024 });
    const s1 = antwoord.signaleringen.find((x) => x.code === 'NEGATIEF_VOERVERBRUIK');
    expect(s1).toMatchObject({
      ernst: 'fout',
      scherm: 'krachtvoer',
      schermTitel: 'Krachtvoer',
      route: `/voer/krachtvoer/Index/${ids.vries2024}`,
      veldPad: 'krachtvoer.producten.0.eindvoorraadKg',
      eenheid: 'kg DS',
      verwachtMin: 0,
      verwachtMax: null,
    });
    expect(s1!.veldLabel).toMatch(/regel 1: Eindvoorraad/);
    expect(s1!.waarde).toBeLessThan(0);
    expect((await menu()).aantalSignaleringen).toBe(antwoord.signaleringen.length);
    // The concentrate's use counts as 0, so the engine closes the ration with fresh grass (more N excreted in the
    // meadow): the demo farm, kept just within its usage norms (decision 021), then exceeds two of them.
    const nieuw = antwoord.signaleringen.map((x) => x.code).filter((c) => !ervoor.signaleringen.some((x) => x.code === c));
    expect(nieuw.sort()).toEqual(['DIERLIJKE_MEST_BOVEN_NORM', 'NEGATIEF_VOERVERBRUIK', 'STIKSTOF_BOVEN_NORM']);
    expect(antwoord.signaleringen.length).toBe(ervoor.signaleringen.length + 3);

    // back as it was, so the other tests see the demo year
    producten[0].eindvoorraadKg = oud;
    const terug = await k.post(KRACHTVOER_OPSLAAN, { versie: opgeslagen.json().versie, gegevens: kv.gegevens }, { bearer: true });
    expect(terug.statusCode, terug.body).toBe(200);
  });

  it('een medewerker leest de signaleringen van elk bedrijf (alleen lezen)', async () => {
    const res = await (await klant('medewerker@demo.nl', ids.jansen2024)).get(routes.signaleringen.path);
    expect(res.statusCode).toBe(200);
    const a = signaleringenSchema.parse(res.json());
    // Jansen 2024 has a Ruwvoer warning in the demo data
    expect(a.signaleringen.some((x) => x.scherm === 'ruwvoer')).toBe(true);
  });
});

describe('menu: status en toelichting', () => {
  it('draagt de omschrijving en de uitleg van de status', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2022);
    const m = menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());
    expect(m.statusOmschrijving).toBe('Afgesloten');
    expect(m.statusToelichting).toMatch(/afgesloten/);
    const open = menuModelSchema.parse((await (await klant('deelnemer@demo.nl', ids.vries2024)).post(routes.menu.path, {}, { bearer: true })).json());
    expect(open.statusOmschrijving).toBe('Open');
    expect(open.statusToelichting).toMatch(/\S/);
  });
});

describe('GetRapportGegevens', () => {
  it('de gekozen onderdelen in vaste volgorde, met dezelfde tekst als de PDF', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(`${routes.rapportGegevens.path}?secties=kengetallen,bex`);
    expect(res.statusCode, res.body).toBe(200);
    const g = rapportGegevensSchema.parse(res.json());
    expect(g).toMatchObject({ kringloopwijzerId: ids.vries2024, jaar: 2024, statusId: 1, statusOmschrijving: 'Open' });
    expect(g.bedrijfsnaam).toMatch(/De Vries/);
    expect(g.datum).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(g.secties.map((x) => x.id)).toEqual(['bex', 'kengetallen']);
    const bex = g.secties[0];
    const stikstof = bex.tabellen[0].rijen[0].cellen;
    expect(stikstof[0].tekst).toBe('Stikstof (N)');
    expect(stikstof[2].bron).toBe('bex.uitkomst.excretieNKg');
    expect(stikstof[2].tekst).toMatch(/^\d{1,3}(\.\d{3})*$/);
    expect(stikstof[3].tekst).toMatch(/^-?\d+,\d%$/);

    const pdf = await k.get(`${routes.rapportPdf.path}?secties=bex,kengetallen`);
    const bestand = path.join(map, 'rapport.pdf');
    writeFileSync(bestand, pdf.rawPayload);
    const tekst = execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', bestand, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    // every row of the BEX table and of the key figures stands in the PDF with the same text
    for (const t of [bex.tabellen[0], g.secties[1].tabellen[0]]) {
      for (const rij of t.rijen) {
        const cellen = rij.cellen.map((c) => c.tekst).filter((c) => c !== '');
        expect(tekst).toContain(cellen.slice(-3).join(' '));
      }
    }
  });

  it('zonder secties: alle zeven onderdelen', async () => {
    const g = rapportGegevensSchema.parse((await (await klant('volmacht@demo.nl', ids.vries2024)).get(routes.rapportGegevens.path)).json());
    expect(g.secties.map((x) => x.id)).toEqual(['dashboard', 'bex', 'balansen', 'ammoniak', 'broeikasgassen', 'voer', 'kengetallen']);
  });

  it('400 onbekend onderdeel, 401 zonder token, 403 zonder toegang, 404 zonder uitkomst', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const fout = await k.get(`${routes.rapportGegevens.path}?secties=taart`);
    expect(fout.statusCode).toBe(400);
    expect(fout.json().message).toContain('Onbekende rapportonderdelen: taart');
    expect((await k.get(routes.rapportGegevens.path, false)).statusCode).toBe(401);
    expect((await zonderMandaat(routes.rapportGegevens.path)).statusCode).toBe(403);
    const leeg = await (await klant('deelnemer2@demo.nl', ids.jansen2019)).get(routes.rapportGegevens.path);
    expect(leeg.statusCode).toBe(404);
    expect(leeg.json().message).toBe(GEEN_UITKOMST);
  });
});
