/**
 * Profiel (decision 019): own data, password, sessions, preferences, company change and the
 * data ZIP; every endpoint with bad input and the wrong user. Runs on PGlite and PostgreSQL.
 */
import { and, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profielRoutes, profielSchema, routes, sessiesAntwoordSchema } from '@kw/contract';
import { bedrijfswijzigingen, gebruikers, mailUitgaand, relaties, sessies } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVriesId: number;
let jansenId: number;

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  const [v] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
  const [j] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'Jansen'));
  deVriesId = v!.id;
  jansenId = j!.id;
});
afterAll(async () => s?.stop());

/** Logs in with a browser's User-Agent and fetches a token. */
async function inloggenMet(email: string, ua: string, wachtwoord = 'demo', ip = '127.0.0.1') {
  const k = new Klant(s.app, ip);
  await k.haalXsrf();
  const res = await k.verzoek({ method: 'POST', url: routes.login.path, payload: { email, wachtwoord }, headers: { 'user-agent': ua } });
  expect(res.statusCode).toBe(200);
  expect((await k.ververs()).statusCode).toBe(200);
  return k;
}

const mails = (aan: string) => s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.aan, aan));

describe('GET /api/Profiel', () => {
  it('zonder token 401', async () => {
    const res = await new Klant(s.app).get(profielRoutes.profiel.path, false);
    expect(res.statusCode).toBe(401);
  });

  it('een boer ziet zijn bedrijf (KvK, UBN) en standaardvoorkeuren', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const p = profielSchema.parse((await k.get(profielRoutes.profiel.path)).json());
    expect(p).toMatchObject({ naam: 'Jan de Vries', email: 'deelnemer@demo.nl', soort: 'bedrijf', organisatie: null });
    expect(p.bedrijf).toMatchObject({ relatieId: deVriesId, naam: 'Melkveebedrijf De Vries', kvkNummer: '12345678', ubns: ['1234567'] });
    expect(p.mailVoorkeuren).toEqual({ machtigingen: true, servicedesk: true, indienen: true, nieuws: false });
  });

  it('een adviseur ziet zijn organisatie, een medewerker is medewerker', async () => {
    const a = await new Klant(s.app).alsIngelogd('volmacht@demo.nl');
    const p = profielSchema.parse((await a.get(profielRoutes.profiel.path)).json());
    expect(p.soort).toBe('organisatie');
    expect(p.bedrijf).toBeNull();
    expect(p.organisatie).toMatchObject({ naam: 'Bakker Bedrijfsadvies', soort: 'adviesbureau', status: 'goedgekeurd', kvkNummer: '45678901' });
    const m = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    expect(profielSchema.parse((await m.get(profielRoutes.profiel.path)).json()).soort).toBe('medewerker');
  });
});

describe('sessies', () => {
  it('noemt het apparaat, markeert deze sessie en meldt een andere af', async () => {
    const eerste = await inloggenMet('deelnemer2@demo.nl', CHROME);
    const tweede = await inloggenMet('deelnemer2@demo.nl', FIREFOX_WIN, 'demo', '10.1.1.2');
    const lijst = sessiesAntwoordSchema.parse((await tweede.get(profielRoutes.sessies.path)).json()).sessies;
    expect(lijst.length).toBeGreaterThanOrEqual(2);
    const deze = lijst.find((x) => x.dezeSessie)!;
    expect(deze.apparaat).toBe('Firefox op Windows');
    expect(deze.aangemaaktOp).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    const andere = lijst.find((x) => x.apparaat === 'Chrome op Linux' && !x.dezeSessie)!;
    expect(andere).toBeDefined();
    // the first browser still works, then is ended by the second
    expect((await eerste.get(profielRoutes.profiel.path)).statusCode).toBe(200);
    const af = await tweede.post(profielRoutes.afmelden.path, { nr: andere.nr }, { bearer: true });
    expect(af.statusCode).toBe(200);
    expect((await eerste.get(profielRoutes.profiel.path)).statusCode).toBe(401);
    expect((await tweede.get(profielRoutes.profiel.path)).statusCode).toBe(200);
    // ending it again: 404
    expect((await tweede.post(profielRoutes.afmelden.path, { nr: andere.nr }, { bearer: true })).statusCode).toBe(404);
  });

  it('het sessienummer van een andere gebruiker: 404 en die sessie blijft', async () => {
    const ander = await inloggenMet('adviseur@demo.nl', CHROME);
    const [rij] = await s.database.db.select({ nr: sessies.nr }).from(sessies).where(eq(sessies.id, ander.sessieId!));
    const ik = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const res = await ik.post(profielRoutes.afmelden.path, { nr: rij!.nr }, { bearer: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Deze sessie bestaat niet (meer).');
    expect((await ander.get(profielRoutes.profiel.path)).statusCode).toBe(200);
  });

  it('onzin als nummer: 400', async () => {
    const ik = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    for (const body of [{}, { nr: 'x' }, { nr: -1 }, { nr: 1.5 }, { nr: 2 ** 60 }]) {
      expect((await ik.post(profielRoutes.afmelden.path, body, { bearer: true })).statusCode).toBe(400);
    }
  });
});

describe('POST /api/Profiel/Gegevens', () => {
  it('slaat naam en telefoon op en bewaart het e-mailadres in kleine letters', async () => {
    const k = await new Klant(s.app).alsIngelogd('volmacht@demo.nl');
    const res = await k.post(profielRoutes.gegevens.path, { naam: '  Anna Bakker-de Boer ', email: 'Volmacht@Demo.nl', telefoon: '06 12345678' }, { bearer: true });
    expect(res.statusCode).toBe(200);
    const p = profielSchema.parse((await k.get(profielRoutes.profiel.path)).json());
    expect(p).toMatchObject({ naam: 'Anna Bakker-de Boer', email: 'volmacht@demo.nl', telefoon: '06 12345678' });
  });

  it('een e-mailadres van een ander: 409 in het Nederlands, niets gewijzigd', async () => {
    const k = await new Klant(s.app).alsIngelogd('volmacht@demo.nl');
    const res = await k.post(profielRoutes.gegevens.path, { naam: 'Iemand anders', email: 'ADVISEUR@demo.nl', telefoon: '' }, { bearer: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Dit e-mailadres is al in gebruik bij een andere gebruiker.');
    const [g] = await s.database.db.select().from(gebruikers).where(eq(gebruikers.email, 'volmacht@demo.nl'));
    expect(g!.naam).toBe('Anna Bakker-de Boer');
  });

  it('een ander e-mailadres: het oude adres krijgt bericht; ongeldige invoer 400', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    expect((await k.post(profielRoutes.gegevens.path, { naam: 'Jan de Vries', email: 'jan@devries.example', telefoon: null }, { bearer: true })).statusCode).toBe(200);
    expect((await mails('deelnemer@demo.nl')).some((m) => m.onderwerp.includes('e-mailadres'))).toBe(true);
    expect((await k.post(profielRoutes.gegevens.path, { naam: 'Jan de Vries', email: 'deelnemer@demo.nl' }, { bearer: true })).statusCode).toBe(200);
    for (const body of [{ naam: '', email: 'a@b.nl' }, { naam: 'x', email: 'geen-adres' }, { naam: 'x', email: 'a@b.nl', telefoon: 'bel me' }, { naam: 'a\u0000b', email: 'a@b.nl' }]) {
      const res = await k.post(profielRoutes.gegevens.path, body, { bearer: true });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorDetails.length).toBeGreaterThan(0);
    }
  });

  it('de gedeelde demogebruiker wijzigt niets: 403', async () => {
    const k = new Klant(s.app, '10.9.9.9');
    await k.haalXsrf();
    await k.post(routes.demoLogin.path);
    await k.ververs();
    expect((await k.post(profielRoutes.gegevens.path, { naam: 'Gekaapt', email: 'x@y.nl' }, { bearer: true })).statusCode).toBe(403);
    expect((await k.post(profielRoutes.wachtwoord.path, { huidig: 'demo', nieuw: 'nieuwwachtwoord1' }, { bearer: true })).statusCode).toBe(403);
  });
});

describe('POST /api/Profiel/Wachtwoord', () => {
  it('een onjuist huidig wachtwoord: 400, een te kort nieuw: 400', async () => {
    const k = await new Klant(s.app).alsIngelogd('adviseur@demo.nl');
    const fout = await k.post(profielRoutes.wachtwoord.path, { huidig: 'niet-demo', nieuw: 'een-lang-wachtwoord' }, { bearer: true });
    expect(fout.statusCode).toBe(400);
    expect(fout.json().message).toBe('Uw huidige wachtwoord is onjuist.');
    const kort = await k.post(profielRoutes.wachtwoord.path, { huidig: 'demo', nieuw: 'kort' }, { bearer: true });
    expect(kort.statusCode).toBe(400);
    expect(kort.json().errorDetails[0]).toEqual({ field: 'nieuw', message: 'Een nieuw wachtwoord heeft minstens 10 tekens.' });
    // still the old password
    await new Klant(s.app, '10.2.2.2').login('adviseur@demo.nl', 'demo');
  });

  it('wijzigt het wachtwoord en meldt de andere sessies af, deze niet', async () => {
    const [voor] = await s.database.db.select({ h: gebruikers.wachtwoordHash }).from(gebruikers).where(eq(gebruikers.email, 'adviseur@demo.nl'));
    const ander = await inloggenMet('adviseur@demo.nl', CHROME, 'demo', '10.3.3.3');
    const ik = await inloggenMet('adviseur@demo.nl', FIREFOX_WIN, 'demo', '10.3.3.4');
    const res = await ik.post(profielRoutes.wachtwoord.path, { huidig: 'demo', nieuw: 'Nieuw-Wachtwoord-2026' }, { bearer: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().melding).toMatch(/andere sessies? (is|zijn) afgemeld/);
    expect((await ander.get(profielRoutes.profiel.path)).statusCode).toBe(401);
    expect((await ik.get(profielRoutes.profiel.path)).statusCode).toBe(200);
    const [na] = await s.database.db.select({ h: gebruikers.wachtwoordHash }).from(gebruikers).where(eq(gebruikers.email, 'adviseur@demo.nl'));
    expect(na!.h).not.toBe(voor!.h);
    expect(na!.h).toMatch(/^\$argon2id\$/);
    const weg = new Klant(s.app, '10.3.3.5');
    await weg.haalXsrf();
    expect((await weg.post(routes.login.path, { email: 'adviseur@demo.nl', wachtwoord: 'demo' })).statusCode).toBe(401);
    await new Klant(s.app, '10.3.3.6').login('adviseur@demo.nl', 'Nieuw-Wachtwoord-2026');
    // back, for the tests below
    expect((await ik.post(profielRoutes.wachtwoord.path, { huidig: 'Nieuw-Wachtwoord-2026', nieuw: 'demo-demo-demo' }, { bearer: true })).statusCode).toBe(200);
    await s.database.db.update(gebruikers).set({ wachtwoordHash: voor!.h }).where(eq(gebruikers.email, 'adviseur@demo.nl'));
  });
});

describe('POST /api/Profiel/Voorkeuren', () => {
  it('slaat een voorkeur op en laat de rest staan; een onbekende sleutel 400', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    expect((await k.post(profielRoutes.voorkeuren.path, { nieuws: true, indienen: false }, { bearer: true })).statusCode).toBe(200);
    expect(profielSchema.parse((await k.get(profielRoutes.profiel.path)).json()).mailVoorkeuren).toEqual({ machtigingen: true, servicedesk: true, indienen: false, nieuws: true });
    for (const body of [{ spam: true }, { nieuws: 'ja' }, [], null]) {
      expect((await k.post(profielRoutes.voorkeuren.path, body, { bearer: true })).statusCode).toBe(400);
    }
    expect(profielSchema.parse((await k.get(profielRoutes.profiel.path)).json()).mailVoorkeuren.nieuws).toBe(true);
  });
});

describe('POST /api/Profiel/Bedrijfswijziging', () => {
  it('9 cijfers, een onmogelijke datum of niets nieuws: 400 en niets opgeslagen', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    const r1 = await k.post(profielRoutes.bedrijfswijziging.path, { nieuwKvk: '123456789', overgangsdatum: '2026-01-01' }, { bearer: true });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().errorDetails[0]).toEqual({ field: 'nieuwKvk', message: 'Een KvK-nummer bestaat uit precies 8 cijfers.' });
    expect((await k.post(profielRoutes.bedrijfswijziging.path, { nieuwKvk: '87654321', overgangsdatum: '2026-02-30' }, { bearer: true })).statusCode).toBe(400);
    expect((await k.post(profielRoutes.bedrijfswijziging.path, { nieuwKvk: '23456789', overgangsdatum: '2026-02-01' }, { bearer: true })).statusCode).toBe(400);
    expect(await s.database.db.select().from(bedrijfswijzigingen).where(eq(bedrijfswijzigingen.relatieId, jansenId))).toEqual([]);
  });

  it('een adviseur met beheren mag het niet (403); de medewerker ook niet', async () => {
    const a = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    expect((await a.post(profielRoutes.bedrijfswijziging.path, { relatieId: deVriesId, nieuwKvk: '87654321', overgangsdatum: '2026-01-01' }, { bearer: true })).statusCode).toBe(403);
    const m = await new Klant(s.app).alsIngelogd('medewerker@demo.nl', ids.vries2024);
    expect((await m.post(profielRoutes.bedrijfswijziging.path, { relatieId: deVriesId, nieuwKvk: '87654321', overgangsdatum: '2026-01-01' }, { bearer: true })).statusCode).toBe(403);
    // a farmer for another farm
    const j = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    expect((await j.post(profielRoutes.bedrijfswijziging.path, { relatieId: deVriesId, nieuwKvk: '87654321', overgangsdatum: '2026-01-01' }, { bearer: true })).statusCode).toBe(403);
  });

  it('de boer geeft een wijziging door: opgeslagen als aangevraagd, post voor de servicedesk; een tweede wacht niet: 409', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    const res = await k.post(profielRoutes.bedrijfswijziging.path, { nieuwKvk: '87654321', nieuwBrs: '123456789', nieuwUbns: ['2345678', '7654321'], overgangsdatum: '2026-01-01', toelichting: 'Omzetting naar BV' }, { bearer: true });
    expect(res.statusCode).toBe(200);
    const [w] = await s.database.db.select().from(bedrijfswijzigingen).where(eq(bedrijfswijzigingen.relatieId, jansenId));
    expect(w).toMatchObject({ status: 'aangevraagd', oudKvk: '23456789', nieuwKvk: '87654321', nieuwBrs: '123456789', nieuwUbns: ['2345678', '7654321'], overgangsdatum: '2026-01-01', reden: 'Omzetting naar BV' });
    expect((await mails('medewerker@demo.nl')).some((m) => m.onderwerp === 'Bedrijfswijziging Maatschap Jansen' && m.tekst.includes('01-01-2026'))).toBe(true);
    expect(profielSchema.parse((await k.get(profielRoutes.profiel.path)).json()).bedrijf!.openWijziging).toMatchObject({ nieuwKvk: '87654321' });
    const nogEen = await k.post(profielRoutes.bedrijfswijziging.path, { nieuwKvk: '87654322', overgangsdatum: '2026-01-01' }, { bearer: true });
    expect(nogEen.statusCode).toBe(409);
    expect((await s.database.db.select().from(bedrijfswijzigingen).where(and(eq(bedrijfswijzigingen.relatieId, jansenId)))).length).toBe(1);
  });
});

describe('POST /api/Profiel/Bedrijfswijziging: the confirmation names what changed', () => {
  it('a new BRS number with the KvK number unchanged: "nieuw BRS-nummer …", not "nieuw KvK-nummer 12345678"', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const res = await k.post(profielRoutes.bedrijfswijziging.path, { nieuwKvk: '12345678', nieuwBrs: '999999999', overgangsdatum: '2026-01-01' }, { bearer: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().melding).toBe('De bedrijfswijziging (nieuw BRS-nummer 999999999) is doorgegeven. De servicedesk verwerkt haar.');
    const w = profielSchema.parse((await k.get(profielRoutes.profiel.path)).json()).bedrijf!.openWijziging!;
    expect(w.wat).toBe('nieuw BRS-nummer 999999999');
  });
});

describe('GET /api/Profiel/MijnGegevens', () => {
  it('één ZIP: README, invoer en resultaten per jaar, machtigingen met geschiedenis, het toegangslog met de lezing van de adviseur', async () => {
    // the adviser looks first, so the log has a row
    const a = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    expect((await a.get(routes.startGegevens.path)).statusCode).toBe(200);
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    const res = await k.get(`${profielRoutes.mijnGegevens.path}?relatieId=${deVriesId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(/^attachment; filename="mijn-gegevens-melkveebedrijf-de-vries-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const namen = Object.keys(zip).sort();
    for (const n of ['README.txt', 'bedrijf.json', 'machtigingen.json', 'toegangslog.json', '2018/invoer.json', '2024/invoer.json', '2024/resultaten.json', '2024/rekenkern-invoer.json']) expect(namen).toContain(n);
    for (const n of namen.filter((x) => x.endsWith('.json'))) expect(() => JSON.parse(strFromU8(zip[n]!))).not.toThrow();
    expect(strFromU8(zip['README.txt']!)).toContain('Gegevens van Melkveebedrijf De Vries');
    const invoer = JSON.parse(strFromU8(zip['2024/invoer.json']!));
    expect(invoer.jaar).toBe(2024);
    expect(Object.keys(invoer.schermen).length).toBeGreaterThan(5);
    expect(invoer.melklevering.leveringen.length).toBeGreaterThan(0);
    expect(JSON.parse(strFromU8(zip['2024/resultaten.json']!)).resultaat).not.toBeNull();
    const machtigingen = JSON.parse(strFromU8(zip['machtigingen.json']!));
    expect(machtigingen.map((m: { organisatie: string }) => m.organisatie).sort()).toEqual(['Bakker Bedrijfsadvies', 'Smit Accountants', 'Visser Melkveeadvies']);
    expect(machtigingen[0].geschiedenis[0].actie).toBe('verleend');
    const log = JSON.parse(strFromU8(zip['toegangslog.json']!));
    expect(log.some((r: { organisatie: string; wat: string; actie: string }) => r.organisatie === 'Visser Melkveeadvies' && r.wat === 'Startpagina' && r.actie === 'bekeken')).toBe(true);
    // the farmer's own download is not logged
    expect(log.some((r: { wat: string }) => r.wat === 'Mijn gegevens (ZIP)')).toBe(false);
  });

  it('de volmachthouder mag downloaden en dat staat in het log; beheren, een andere boer of geen relatieId niet', async () => {
    const v = await new Klant(s.app).alsIngelogd('volmacht@demo.nl', ids.vries2024);
    const res = await v.get(`${profielRoutes.mijnGegevens.path}?relatieId=${deVriesId}`);
    expect(res.statusCode).toBe(200);
    const log = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['toegangslog.json']!));
    expect(log.some((r: { organisatie: string; wat: string; actie: string; rol: string }) => r.organisatie === 'Bakker Bedrijfsadvies' && r.wat === 'Mijn gegevens (ZIP)' && r.actie === 'gedownload' && r.rol === 'volmacht')).toBe(true);
    const a = await new Klant(s.app).alsIngelogd('adviseur@demo.nl', ids.vries2024);
    expect((await a.get(`${profielRoutes.mijnGegevens.path}?relatieId=${deVriesId}`)).statusCode).toBe(403);
    const j = await new Klant(s.app).alsIngelogd('deelnemer2@demo.nl', ids.jansen2024);
    expect((await j.get(`${profielRoutes.mijnGegevens.path}?relatieId=${deVriesId}`)).statusCode).toBe(403);
    expect((await j.get(profielRoutes.mijnGegevens.path)).statusCode).toBe(400);
    expect((await j.get(`${profielRoutes.mijnGegevens.path}?relatieId=abc`)).statusCode).toBe(400);
    expect((await j.get(`${profielRoutes.mijnGegevens.path}?relatieId=999999`)).statusCode).toBe(404);
  });
});
