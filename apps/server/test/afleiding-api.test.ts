/** GetAfleiding over HTTP: node by node from the record's own input, permissions, errors, cache. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, routes, schermCalls, type AfleidingKnoopAntwoord, type AfleidingWortelsAntwoord } from '@kw/contract';
import { zonderMachtigingen } from './helpers/machtiging';
import { afleidingTeller, GEEN_AFLEIDING, Lru } from '../src/modules/rapportage/rapportage.afleiding';
import { startTestServer, demoKlwIds, Klant, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer();
  ids = await demoKlwIds(s.database);
});
afterAll(async () => {
  await s?.stop();
});

const klant = (email: string, klw: number) => new Klant(s.app).alsIngelogd(email, klw);
const url = (knoop?: string) => (knoop === undefined ? routes.afleiding.path : `${routes.afleiding.path}?knoop=${encodeURIComponent(knoop)}`);
const knoopVan = async (k: Klant, id: string) => {
  const res = await k.get(url(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AfleidingKnoopAntwoord;
};

async function tokenVoor(email: string, klw: number) {
  const k = await klant(email, ids.vries2024);
  const { sid, sub } = s.app.jwt.decode<{ sid: string; sub: string }>(k.token!)!;
  return s.app.jwt.sign({ sub, sid, klw });
}

describe('GetAfleiding', () => {
  it('zonder knoop: een wortel per getal, met dezelfde waarde als het dashboard van de kringloopwijzer', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(url());
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as AfleidingWortelsAntwoord;
    expect(body.kringloopwijzerId).toBe(ids.vries2024);
    // the indicators the screens show come from the stored dashboard: the trace must give the same numbers
    const scherm = register[0];
    const lees = (await k.get(schermCalls(scherm).lezen)).json() as { indicatoren: { sleutel: string; waarde: number | null }[] };
    for (const i of lees.indicatoren) {
      const w = body.wortels[`dashboard.${i.sleutel}`];
      expect(w, i.sleutel).toBeDefined();
      expect(w.waarde).toBeCloseTo(i.waarde!, 9);
      expect(w.heeftKinderen).toBe(true);
    }
    expect(body.wortels.verl_bodbal1_ha.id).toBe('verl_bodbal1_ha');
  });

  it('één knoop: formule in woorden, waarde met eenheid, kinderen als samenvatting; door tot een ingevoerd veld met scherm en veld', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const wortel = await knoopVan(k, 'dashboard.stikstofbodemoverschotKgNPerHa');
    // the indicator and verl_bodbal1_ha only equal the soil surplus: the first answer is its own formula, in words
    expect(wortel.knoop).toMatchObject({ id: 'kring1_bedbal_ovrbod', label: 'Stikstofbodemoverschot', eenheid: 'kg N/ha', codes: ['verl_bodbal1_ha', 'kring1_bedbal_ovrbod'] });
    expect(wortel.knoop.formule).toBe('bedrijfsoverschot stikstof per ha − ammoniakverlies (N) per ha − lachgasverlies (N) per ha − overige gasvormige stikstofverliezen per ha');
    expect(wortel.knoop.berekening).toMatch(/^bedrijfsoverschot stikstof per ha \([\d.,]+ kg N\/ha\) − ammoniakverlies \(N\) per ha \([\d.,]+ kg N\/ha\) − .* = [\d.,]+ kg N\/ha$/);
    expect(wortel.kinderen.map((c) => c.label)).toEqual(['Bedrijfsoverschot stikstof per ha', 'Ammoniakverlies (N) per ha', 'Lachgasverlies (N) per ha', 'Overige gasvormige stikstofverliezen per ha']);
    // walk breadth-first, node by node, until an entered krachtvoer field turns up; no answer shows a KLW code as its name or formula
    const gezien = new Set<string>();
    const metCode: string[] = [];
    let rij = wortel.kinderen.map((c) => c.id);
    let gevonden: AfleidingKnoopAntwoord['knoop']['invoer'][number] | undefined;
    let constanteMetBron = false;
    for (let diepte = 0; diepte < 8 && !gevonden; diepte++) {
      const volgende: string[] = [];
      for (const id of rij) {
        if (gezien.has(id)) continue;
        gezien.add(id);
        const n = await knoopVan(k, id);
        if (n.knoop.constanten.some((c) => c.bron.length > 10 && c.jaar === 2024)) constanteMetBron = true;
        if (/[a-z0-9]_[a-z0-9]|\{/.test(n.knoop.label + n.knoop.formule + n.knoop.berekening + n.kinderen.map((c) => c.label).join())) metCode.push(id);
        gevonden ??= n.knoop.invoer.find((i) => i.pad.startsWith('krachtvoer.producten.'));
        volgende.push(...n.kinderen.map((c) => c.id));
      }
      rij = volgende;
    }
    expect(constanteMetBron).toBe(true);
    expect(metCode).toEqual([]);
    expect(gevonden).toBeDefined();
    expect(gevonden!.herkomst).toBe('ingevoerd');
    expect(gevonden!.plek).toMatchObject({ scherm: 'krachtvoer', route: '/voer/krachtvoer/Index/:klwId' });
    expect(gevonden!.plek!.veldPad).toBe(gevonden!.pad);
    expect(gevonden!.label).toMatch(/\(regel \d+\)$/);
  });

  it('melk is gemeten en linkt naar het veld op Melklevering; een leeg veld met standaard heet standaard', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const melk = await knoopVan(k, 'melkprod');
    const geleverd = melk.knoop.invoer.find((i) => i.pad === 'melklevering.geleverd.kg')!;
    expect(geleverd.herkomst).toBe('gemeten');
    expect(geleverd.plek).toEqual({ scherm: 'melklevering', schermTitel: 'Melklevering', route: '/melklevering/Index/:klwId', veldPad: 'totaalHandmatig.kg' });
    const dep = await knoopVan(k, 'depositie');
    expect(['standaard', 'ingevoerd']).toContain(dep.knoop.herkomst);
    expect(dep.knoop.invoer[0].plek?.scherm).toBe('bedrijfsgegevens');
    const forf = await knoopVan(k, 'excr_forf1');
    expect(forf.knoop.herkomst).toBe('forfait');
  });

  it('de drie koppelingen van de afleiding (decision 016) kloppen ook over HTTP', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const ch4 = await knoopVan(k, 'dzh_co2_pensferm');
    const enterisch = await knoopVan(k, ch4.kinderen.find((c) => c.id === 'enterisch-ch4')!.id);
    expect(enterisch.kinderen.length).toBeGreaterThan(2);
    const factoren = new Set<number>();
    for (const c of enterisch.kinderen) factoren.add((await knoopVan(k, c.id)).knoop.constanten[0].waarde);
    expect(factoren.size).toBeGreaterThan(1);
    const benut = await knoopVan(k, 'kring2_benut_bod');
    expect(benut.kinderen.map((c) => c.eenheid)).toEqual(['kg P2O5', 'kg P2O5']);
    expect(benut.kinderen.some((c) => c.id === 'n-mestaanwending')).toBe(false);
  });

  it('bouwt de graaf één keer per invoerversie; na opslaan opnieuw', async () => {
    const k = await klant('demo@demo.nl', ids.demo2024);
    const voor = afleidingTeller.gebouwd;
    await knoopVan(k, 'verl_bodbal1_ha');
    await knoopVan(k, 'melkprod');
    await knoopVan(k, 'opp_totaal');
    expect(afleidingTeller.gebouwd - voor).toBeLessThanOrEqual(1);
    // save the energy screen with a changed figure: the next request builds again and shows it
    const scherm = register.find((x) => x.sleutel === 'energie')!;
    const gelezen = (await k.get(schermCalls(scherm).lezen)).json() as { versie: number; gegevens: { energie: Record<string, number> } };
    const gegevens = { energie: { ...gelezen.gegevens.energie, dieselLiter: 12_345 } };
    const opslaan = await k.post(schermCalls(scherm).opslaan, { versie: gelezen.versie, gegevens }, { bearer: true });
    expect(opslaan.statusCode, opslaan.body).toBe(200);
    const na = afleidingTeller.gebouwd;
    const energie = await knoopVan(k, 'dzh_co2_energie');
    expect(afleidingTeller.gebouwd).toBe(na + 1);
    expect(energie.knoop.invoer.find((i) => i.pad === 'energie.dieselLiter')!.waarde).toBe(12_345);
  });

  it('elk demobedrijf: de hele graaf (alle knopen) is kleiner dan 1 MB', async () => {
    for (const [naam, id, email] of [['De Vries 2018', ids.vries2018, 'deelnemer@demo.nl'], ['De Vries 2024', ids.vries2024, 'deelnemer@demo.nl'], ['Demo 2024', ids.demo2024, 'demo@demo.nl'], ['Jansen 2024', ids.jansen2024, 'deelnemer2@demo.nl']] as const) {
      const k = await klant(email, id);
      const wortels = await k.get(url());
      if (naam === 'Jansen 2024' && wortels.statusCode === 404) continue; // half filled: may not validate
      expect(wortels.statusCode, naam).toBe(200);
      let bytes = 0;
      const gezien = new Set<string>();
      let rij = Object.values((wortels.json() as AfleidingWortelsAntwoord).wortels).map((w) => w.id);
      while (rij.length > 0) {
        const volgende: string[] = [];
        for (const kid of rij) {
          if (gezien.has(kid)) continue;
          gezien.add(kid);
          const res = await k.get(url(kid));
          bytes += res.rawPayload.length;
          volgende.push(...(res.json() as AfleidingKnoopAntwoord).kinderen.map((c) => c.id));
        }
        rij = volgende;
      }
      expect(gezien.size, naam).toBeGreaterThan(100);
      expect(bytes, naam).toBeLessThan(1_000_000);
    }
  }, 120_000);

  it('401 zonder token, 404 zonder of voor een onbekende kringloopwijzer, 403 voor een ander bedrijf, 400 voor een onbekende knoop', async () => {
    const anoniem = new Klant(s.app);
    expect((await anoniem.get(url('melkprod'), false)).statusCode).toBe(401);
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const onbekend = await tokenVoor('deelnemer@demo.nl', 987_654);
    expect((await k.get(url('melkprod'), onbekend)).statusCode).toBe(404);
    // 404 before 400: an unknown node of an unknown record is still 404
    expect((await k.get(url('bestaat-niet'), onbekend)).statusCode).toBe(404);
    const vreemd = await tokenVoor('deelnemer@demo.nl', ids.jansen2024);
    const res403 = await k.get(url('bestaat-niet'), vreemd);
    expect(res403.statusCode).toBe(403);
    expect(res403.json().message).toBe('U heeft geen toegang tot deze kringloopwijzer.');
    const onbekendeKnoop = await k.get(url('bestaat-niet'));
    expect(onbekendeKnoop.statusCode).toBe(400);
    expect(onbekendeKnoop.json().message).toBe("Onbekende knoop 'bestaat-niet': deze afleiding heeft geen knoop met die naam.");
    const rareTekens = await k.get(url('<script>'));
    expect(rareTekens.statusCode).toBe(400);
    expect(JSON.stringify(rareTekens.json())).toContain('De knoop bevat tekens die niet in een knoop voorkomen.');
    expect(rareTekens.body).not.toContain('<script>');
  });

  it('klwId: de afleiding van een ander jaar van hetzelfde bedrijf met het token van 2024; een ander bedrijf 403, onbekend 404', async () => {
    const k = await klant('deelnemer@demo.nl', ids.vries2024);
    const wortels = async (klwId: number) => {
      const res = await k.get(`${routes.afleiding.path}?klwId=${klwId}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as AfleidingWortelsAntwoord;
    };
    const w18 = await wortels(ids.vries2018);
    const w24 = (await k.get(url())).json() as AfleidingWortelsAntwoord;
    expect(w18.kringloopwijzerId).toBe(ids.vries2018);
    expect(w24.kringloopwijzerId).toBe(ids.vries2024);
    // 2018's own figures (its input under its own rules), not 2024's
    const historie = (await k.get(routes.historisch.path)).json() as { jaren: { kringloopwijzerId: number; indicatoren: Record<string, number> | null }[] };
    const j18 = historie.jaren.find((j) => j.kringloopwijzerId === ids.vries2018)!;
    for (const [sleutel, waarde] of Object.entries(j18.indicatoren!)) expect(w18.wortels[`dashboard.${sleutel}`].waarde, sleutel).toBeCloseTo(waarde, 9);
    const knoop = (await k.get(`${routes.afleiding.path}?knoop=dashboard.stikstofbodemoverschotKgNPerHa&klwId=${ids.vries2018}`)).json() as AfleidingKnoopAntwoord;
    expect(knoop.kringloopwijzerId).toBe(ids.vries2018);
    expect(knoop.knoop.waarde).toBeCloseTo(j18.indicatoren!.stikstofbodemoverschotKgNPerHa, 9);
    expect((await k.get(`${routes.afleiding.path}?klwId=${ids.jansen2024}`)).statusCode).toBe(403);
    expect((await k.get(`${routes.afleiding.path}?klwId=987654`)).statusCode).toBe(404);
    const fout = await k.get(`${routes.afleiding.path}?klwId=abc`);
    expect(fout.statusCode).toBe(400);
    expect(JSON.stringify(fout.json())).toContain('Geef met klwId het nummer van de kringloopwijzer op.');
  });

  it('medewerker, volmacht en adviseur mogen de afleiding lezen; een lege kringloopwijzer geeft 404 met uitleg', async () => {
    expect((await (await klant('medewerker@demo.nl', ids.vries2024)).get(url('melkprod'))).statusCode).toBe(200);
    expect((await (await klant('volmacht@demo.nl', ids.vries2024)).get(url('melkprod'))).statusCode).toBe(200);
    expect((await (await klant('deelnemer@demo.nl', ids.vries2022)).get(url('melkprod'))).statusCode).toBe(200); // closed year: reading is fine
    const leeg = await (await klant('deelnemer2@demo.nl', ids.jansen2019)).get(url('melkprod'));
    expect(leeg.statusCode).toBe(404);
    expect(leeg.json().message).toBe(GEEN_AFLEIDING);
  });

  it('403 als het mandaat van de adviseur na het token is ingetrokken', async () => {
    const adviseur = await klant('adviseur@demo.nl', ids.vries2024);
    await zonderMachtigingen(s.database.db, 'adviseur@demo.nl', async () => {
      expect((await adviseur.get(url('melkprod'))).statusCode).toBe(403);
    });
  });
});

describe('Lru', () => {
  it('houdt de laatst gebruikte en gooit de oudste weg', () => {
    const l = new Lru<string, number>(2);
    l.set('a', 1);
    l.set('b', 2);
    expect(l.get('a')).toBe(1); // a is now newest
    l.set('c', 3);
    expect(l.get('b')).toBeUndefined();
    expect(l.get('a')).toBe(1);
    expect(l.get('c')).toBe(3);
    expect(l.size).toBe(2);
  });
});

describe('OpenAPI', () => {
  it('beschrijft GetAfleiding met de knoop-parameter en de foutcodes', async () => {
    const doc = (await new Klant(s.app).get(routes.openapi.path, false)).json();
    const op = doc.paths[routes.afleiding.path].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(['knoop', 'klwId']);
    expect(Object.keys(op.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
    expect(JSON.stringify(op.responses[200])).toContain('heeftKinderen');
  });
});
