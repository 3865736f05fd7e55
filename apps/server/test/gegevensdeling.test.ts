/**
 * Data sharing (decision 027): a purpose goes active only when complete and approved by the
 * licensor; a consumer asks a farm, the farmer previews their own values and approves; the consumer
 * API delivers only under that participation (ETag, access row), a revocation holds from the next
 * call, and a participation for one farm never yields another's data.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gegevensdelingRoutes as g, toegangRoutes, type DeelnameRegel, type DoelRegel } from '@kw/contract';
import { DEMO_AFNEMER } from '../src/db/seed-gegevensdeling';
import { deelnames, doelen, mailUitgaand, toegangslog } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVries: number;
let jansen: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  deVries = await relatieIdOpKvk(s.database, KVK.deVries);
  jansen = await relatieIdOpKvk(s.database, KVK.jansen);
});
afterAll(async () => s?.stop());

const klant = (email: string, klwId?: number) => new Klant(s.app).alsIngelogd(email, klwId);
const post = (k: Klant, pad: string, body: unknown) => k.post(pad, body, { bearer: true });
const mails = (relatieId: number) => s.database.db.select().from(mailUitgaand).where(eq(mailUitgaand.relatieId, relatieId));
const telling = async () => {
  const r = await s.database.db.execute(sql`select (select count(*)::int from doelen) d, (select coalesce(sum(versie),0)::int from doelen) dv,
    (select count(*)::int from deelnames) n, (select coalesce(sum(versie),0)::int from deelnames) nv, (select count(*)::int from deelname_gebeurtenissen) e`);
  return JSON.stringify((r as unknown as { rows: unknown[] }).rows[0]);
};

async function afnemerToken(geheim: string = DEMO_AFNEMER.clientSecret) {
  return s.app.inject({ method: 'POST', url: g.afnemerToken.path, payload: { grant_type: 'client_credentials', client_id: DEMO_AFNEMER.clientId, client_secret: geheim } });
}

const productUrl = (product: string, doelId: number, kvk: string, jaar = 2024) => `${g.afnemerProduct.path.replace(':product', product)}?doelId=${doelId}&kvk=${kvk}&jaar=${jaar}`;

describe('doelen', () => {
  it('een doel zonder tekst voor de boer of einddatum gaat niet actief; met alles en het akkoord van de licentiegever wel', async () => {
    const staf = await klant('medewerker@demo.nl');
    const nieuw = await post(staf, g.doelOpslaan.path, { afnemerKvk: DEMO_AFNEMER.kvkNummer, naam: 'Benchmark stikstof', boerTekst: '', producten: ['kengetallen', 'bex'], grondslag: 'Toestemming', bewaartermijn: '3 jaar', begindatum: null, einddatum: null });
    expect(nieuw.statusCode, nieuw.body).toBe(200);
    let doel = nieuw.json().doel as DoelRegel;
    expect(doel.status).toBe('concept');
    expect(doel.bezwaren).toEqual(expect.arrayContaining(['Het doel heeft nog geen tekst voor de boer.', 'Het doel heeft nog geen einddatum.']));
    const voor = await telling();
    const geweigerd = await post(staf, g.doelActiveren.path, { id: doel.id, versie: doel.versie });
    expect(geweigerd.statusCode).toBe(400);
    expect(geweigerd.json().message).toMatch(/^Dit doel kan nog niet actief worden: .*tekst voor de boer.*einddatum/);
    expect(await telling()).toBe(voor);

    const gewijzigd = await post(staf, g.doelOpslaan.path, { id: doel.id, versie: doel.versie, naam: doel.naam, boerTekst: 'Wij vergelijken uw stikstofcijfers met die van vergelijkbare bedrijven.', producten: ['kengetallen', 'bex'], grondslag: 'Toestemming', bewaartermijn: '3 jaar', begindatum: '2026-01-01', einddatum: '2028-12-31' });
    expect(gewijzigd.statusCode, gewijzigd.body).toBe(200);
    doel = gewijzigd.json().doel;
    expect(doel.bezwaren).toEqual(['De licentiegever (ZuivelNL) heeft het doel nog niet goedgekeurd.']);
    // a stale version is refused
    expect((await post(staf, g.doelActiveren.path, { id: doel.id, versie: 1 })).statusCode).toBe(409);
    // only staff give the licensor's approval
    const afnemer = await klant(DEMO_AFNEMER.email);
    expect((await post(afnemer, g.doelLicentiegever.path, { id: doel.id, versie: doel.versie })).statusCode).toBe(403);
    doel = (await post(staf, g.doelLicentiegever.path, { id: doel.id, versie: doel.versie })).json().doel;
    const actief = await post(afnemer, g.doelActiveren.path, { id: doel.id, versie: doel.versie });
    expect(actief.statusCode, actief.body).toBe(200);
    expect(actief.json().doel.status).toBe('actief');
    // an active purpose cannot be changed
    const wijzig = await post(afnemer, g.doelOpslaan.path, { id: doel.id, versie: doel.versie + 1, naam: 'X x x', boerTekst: '', producten: [], grondslag: '', bewaartermijn: '', begindatum: null, einddatum: null });
    expect(wijzig.statusCode).toBe(409);
  });

  it('een organisatie ziet alleen haar eigen doelen; een boer geen', async () => {
    const afnemer = await klant(DEMO_AFNEMER.email);
    const eigen = (await afnemer.get(g.doelen.path)).json().doelen as DoelRegel[];
    expect(eigen.length).toBeGreaterThan(0);
    expect(eigen.every((d) => d.afnemer.kvk === DEMO_AFNEMER.kvkNummer)).toBe(true);
    const accountant = await klant('accountant@demo.nl');
    expect((await accountant.get(g.doelen.path)).json().doelen).toEqual([]);
    const boer = await klant('deelnemer@demo.nl');
    expect((await boer.get(g.doelen.path)).json().doelen).toEqual([]);
    // another organisation cannot change this consumer's purpose
    const d = eigen[0];
    expect((await post(accountant, g.doelSluiten.path, { id: d.id, versie: d.versie })).statusCode).toBe(403);
  });
});

describe('deelname: aanvragen, voorbeeld, goedkeuren, leveren, intrekken', () => {
  let doel: DoelRegel;
  let deelname: DeelnameRegel;

  it('de afnemer vraagt De Vries; foute invoer verandert niets', async () => {
    const afnemer = await klant(DEMO_AFNEMER.email);
    doel = ((await afnemer.get(g.doelen.path)).json().doelen as DoelRegel[]).find((d) => d.naam === 'Benchmark stikstof')!;
    const voor = await telling();
    for (const [body, status] of [
      [{ doelId: doel.id, kvkNummer: '123456789' }, 400],
      [{ doelId: doel.id, kvkNummer: '99999999' }, 404],
      [{ doelId: 999_999, kvkNummer: KVK.deVries }, 404],
      [{ doelId: doel.id, kvkNummer: KVK.deVries, ubnBeperking: ['7654321'] }, 400],
      [{ doelId: doel.id, kvkNummer: KVK.smit }, 404],
    ] as const) {
      const res = await post(afnemer, g.deelnameAanvragen.path, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(/[a-z]/);
    }
    expect(await telling()).toBe(voor);
    const voorMails = (await mails(deVries)).length;
    const res = await post(afnemer, g.deelnameAanvragen.path, { doelId: doel.id, kvkNummer: KVK.deVries });
    expect(res.statusCode, res.body).toBe(200);
    deelname = res.json().deelname;
    expect(deelname).toMatchObject({ status: 'aangevraagd', afnemer: DEMO_AFNEMER.naam, producten: ['kengetallen', 'bex'] });
    const nieuw = (await mails(deVries)).slice(voorMails);
    expect(nieuw.map((m) => m.aan)).toEqual(['deelnemer@demo.nl']);
    expect(nieuw[0].tekst).toContain('Wij vergelijken uw stikstofcijfers');
    // twice: refused, naming the farm
    const dubbel = await post(afnemer, g.deelnameAanvragen.path, { doelId: doel.id, kvkNummer: KVK.deVries });
    expect(dubbel.statusCode).toBe(409);
    expect(dubbel.json().message).toBe('Melkveebedrijf De Vries is al gevraagd voor dit doel; het bedrijf moet nog beslissen.');
  });

  it('de API levert niets zolang de boer niet heeft goedgekeurd', async () => {
    const token = (await afnemerToken()).json().access_token as string;
    const res = await s.app.inject({ method: 'GET', url: productUrl('kengetallen', doel.id, KVK.deVries), headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('De deelname van dit bedrijf is nog niet goedgekeurd; er worden geen gegevens geleverd.');
  });

  it('de boer ziet zijn eigen waarden vóór goedkeuren; een ander bedrijf mag niet beslissen', async () => {
    const boer = await klant('deelnemer@demo.nl', ids.vries2024);
    const lijst = (await boer.get(`${g.deelnames.path}?lijst=niet-goedgekeurd`)).json();
    expect(lijst.deelnames.map((d: DeelnameRegel) => d.id)).toContain(deelname.id);
    const vb = await boer.get(`${g.voorbeeld.path}?relatieId=${deVries}&deelnameId=${deelname.id}`);
    expect(vb.statusCode, vb.body).toBe(200);
    const kengetallen = vb.json().producten.find((p: { sleutel: string }) => p.sleutel === 'kengetallen');
    const bodem = kengetallen.waarden.find((w: { label: string }) => w.label === 'Stikstofbodemoverschot');
    expect(typeof bodem.waarde).toBe('number');
    const ander = await klant('deelnemer2@demo.nl');
    expect((await ander.get(`${g.voorbeeld.path}?relatieId=${deVries}&deelnameId=${deelname.id}`)).statusCode).toBe(403);
    expect((await post(ander, g.goedkeuren.path, { relatieId: deVries, deelnameId: deelname.id, versie: deelname.versie })).statusCode).toBe(403);
    // the consumer cannot approve its own request
    const afnemer = await klant(DEMO_AFNEMER.email);
    expect((await post(afnemer, g.goedkeuren.path, { relatieId: deVries, deelnameId: deelname.id, versie: deelname.versie })).statusCode).toBe(403);

    const goed = await post(boer, g.goedkeuren.path, { relatieId: deVries, deelnameId: deelname.id, versie: deelname.versie });
    expect(goed.statusCode, goed.body).toBe(200);
    deelname = goed.json().deelname;
    expect(deelname.status).toBe('goedgekeurd');
    expect(deelname.geschiedenis.map((x) => x.actie)).toEqual(['Aangevraagd', 'Goedgekeurd']);
  });

  it('de API levert met ETag, schrijft het toegangslog, en geeft nooit een ander bedrijf', async () => {
    expect((await afnemerToken('fout-geheim')).statusCode).toBe(401);
    const token = (await afnemerToken()).json().access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    const voorLog = await s.database.db.select().from(toegangslog).where(and(eq(toegangslog.relatieId, deVries), eq(toegangslog.rol, 'afnemer')));
    const res = await s.app.inject({ method: 'GET', url: productUrl('kengetallen', doel.id, KVK.deVries), headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ product: 'kengetallen', kvk: KVK.deVries, jaar: 2024, doelId: doel.id });
    expect(typeof body.data.dashboard.stikstofbodemoverschotKgNPerHa).toBe('number');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const opnieuw = await s.app.inject({ method: 'GET', url: productUrl('kengetallen', doel.id, KVK.deVries), headers: { ...auth, 'if-none-match': etag } });
    expect(opnieuw.statusCode).toBe(304);
    const naLog = await s.database.db.select().from(toegangslog).where(and(eq(toegangslog.relatieId, deVries), eq(toegangslog.rol, 'afnemer')));
    expect(naLog.length).toBe(voorLog.length + 1);
    expect(naLog.at(-1)).toMatchObject({ actie: 'geleverd', wat: 'Dataproduct Kengetallen', reden: 'Doel: Benchmark stikstof', jaar: 2024 });

    // not in the participation, another farm, another consumer's purpose: refused
    expect((await s.app.inject({ method: 'GET', url: productUrl('invoer-voer', doel.id, KVK.deVries), headers: auth })).statusCode).toBe(403);
    const jansenRes = await s.app.inject({ method: 'GET', url: productUrl('kengetallen', doel.id, KVK.jansen), headers: auth });
    expect(jansenRes.statusCode).toBe(403);
    expect(jansenRes.body).not.toContain('stikstofbodemoverschot');
    // a user's token is not a consumer's
    const boer = await klant('deelnemer@demo.nl');
    expect((await boer.get(productUrl('kengetallen', doel.id, KVK.deVries))).statusCode).toBe(403);
    expect((await s.app.inject({ method: 'GET', url: productUrl('kengetallen', doel.id, KVK.deVries) })).statusCode).toBe(401);

    // the farmer reads it in their own access log
    const log = await boer.get(`${toegangRoutes.toegangslog.path}?relatieId=${deVries}`);
    const regels = log.json().regels as Array<{ wie: string; rol: string; actie: string; wat: string }>;
    expect(regels.some((r) => r.wie === DEMO_AFNEMER.naam && r.rol === 'afnemer (gegevensdeling)' && r.actie === 'geleverd')).toBe(true);
  });

  it('intrekken vraagt een reden, geldt vanaf de volgende aanroep, en twee keer intrekken kan niet', async () => {
    const boer = await klant('deelnemer@demo.nl');
    const token = (await afnemerToken()).json().access_token as string;
    const auth = { authorization: `Bearer ${token}` };
    expect((await s.app.inject({ method: 'GET', url: productUrl('bex', doel.id, KVK.deVries), headers: auth })).statusCode).toBe(200);
    const zonder = await post(boer, g.intrekken.path, { relatieId: deVries, deelnameId: deelname.id, versie: deelname.versie });
    expect(zonder.statusCode).toBe(400);
    expect(zonder.json().message).toBe('Geef een reden; de afnemer krijgt die te zien.');
    const voorMails = (await mails(deVries)).length;
    const weg = await post(boer, g.intrekken.path, { relatieId: deVries, deelnameId: deelname.id, versie: deelname.versie, reden: 'Ik wil niet meer meedoen.' });
    expect(weg.statusCode, weg.body).toBe(200);
    const aan = (await mails(deVries)).slice(voorMails).map((m) => m.aan);
    expect(aan).toEqual(expect.arrayContaining(['deelnemer@demo.nl', 'afnemer@demo.nl']));
    const daarna = await s.app.inject({ method: 'GET', url: productUrl('bex', doel.id, KVK.deVries), headers: auth });
    expect(daarna.statusCode).toBe(403);
    expect(daarna.json().message).toBe('Dit bedrijf neemt niet deel aan dit doel.');
    const dubbel = await post(boer, g.intrekken.path, { relatieId: deVries, deelnameId: deelname.id, versie: weg.json().deelname.versie, reden: 'Nog een keer.' });
    expect(dubbel.statusCode).toBe(409);
    expect(dubbel.json().message).toBe('Deze deelname kan niet worden ingetrokken: ze is al ingetrokken.');
    // the consumer sees the reason in its revoked list
    const afnemer = await klant(DEMO_AFNEMER.email);
    const ingetrokken = (await afnemer.get(`${g.deelnames.path}?lijst=ingetrokken&doelId=${doel.id}`)).json().deelnames as DeelnameRegel[];
    expect(ingetrokken.find((d) => d.id === deelname.id)?.reden).toBe('Ik wil niet meer meedoen.');
  });
});

describe('servicedesk: namens, bulk, UBN, lijsten', () => {
  it('bulk uit een CSV: per regel aangemaakt of geweigerd met de reden', async () => {
    const staf = await klant('medewerker@demo.nl');
    const [premie] = await s.database.db.select().from(doelen).where(eq(doelen.naam, 'Duurzaamheidspremie melkveehouderij'));
    const csv = ['kvk;naam', `${KVK.deVries};De Vries`, '1234;kort', `${KVK.jansen};Jansen`, '99999999;onbekend', `${KVK.smit};accountant`, `${KVK.deVries};dubbel`].join('\n');
    const res = await post(staf, g.deelnamesBulk.path, { doelId: premie.id, csv, reden: 'Aanmelding op papier ontvangen' });
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    // De Vries was asked already (seed), Jansen takes part already
    expect(r.aangemaakt).toEqual([]);
    expect(r.geweigerd.map((x: { regel: number }) => x.regel)).toEqual([2, 3, 4, 5, 6, 7]);
    expect(r.geweigerd.find((x: { regel: number }) => x.regel === 3).reden).toBe('Een KvK-nummer heeft precies 8 cijfers.');
    expect(r.geweigerd.find((x: { regel: number }) => x.regel === 7).reden).toBe('Dit KvK-nummer stond al eerder in het bestand.');
    const boer = await klant('deelnemer@demo.nl');
    expect((await post(boer, g.deelnamesBulk.path, { doelId: premie.id, csv, reden: 'poging' })).statusCode).toBe(403);
  });

  it('UBN-beperking alleen met UBN’s van het bedrijf; CSV van de lijst', async () => {
    const staf = await klant('medewerker@demo.nl');
    const [d] = await s.database.db.select().from(deelnames).where(and(eq(deelnames.relatieId, jansen), eq(deelnames.status, 'goedgekeurd')));
    expect((await post(staf, g.ubnBeperking.path, { relatieId: jansen, deelnameId: d.id, versie: d.versie, ubns: ['1234567'] })).statusCode).toBe(400);
    const ok = await post(staf, g.ubnBeperking.path, { relatieId: jansen, deelnameId: d.id, versie: d.versie, ubns: ['2345678'] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().deelname.ubnBeperking).toEqual(['2345678']);
    const csv = await staf.get(`${g.deelnames.path}?lijst=goedgekeurd&formaat=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain('Maatschap Jansen;23456789;Duurzaamheidspremie melkveehouderij');
  });

  it('de catalogus: velden uit het register, de doelen en het aantal bedrijven; de boer ziet wat van hem gaat', async () => {
    const boer = await klant('deelnemer2@demo.nl');
    const res = await boer.get(g.dataproducten.path);
    expect(res.statusCode).toBe(200);
    const producten = res.json().producten as Array<{ sleutel: string; velden: unknown[]; deelnemendeBedrijven: number; mijnBedrijf?: Array<{ afnemer: string }> }>;
    const k = producten.find((p) => p.sleutel === 'kengetallen')!;
    expect(k.deelnemendeBedrijven).toBeGreaterThanOrEqual(1);
    expect(k.mijnBedrijf?.map((m) => m.afnemer)).toEqual([DEMO_AFNEMER.naam]);
    expect(producten.find((p) => p.sleutel === 'invoer-voer')!.velden.length).toBeGreaterThan(20);
  });
});
