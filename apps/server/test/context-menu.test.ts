import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callContextSchema, isAlleenLezen, menuModelSchema, routes, startGegevensSchema, toegangRoutes, type MenuModel } from '@kw/contract';
import { handmatigeMelkgegevens, kringloopwijzers } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 }); // many logins: one per role and record
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

const context = async (email: string, klw?: number) => {
  const k = await new Klant(s.app).alsIngelogd(email, klw);
  const res = await k.get(routes.callContext.path);
  expect(res.statusCode).toBe(200);
  return callContextSchema.parse(res.json());
};

const menu = async (email: string, klw?: number) => {
  const k = await new Klant(s.app).alsIngelogd(email, klw);
  const res = await k.post(routes.menu.path, {}, { bearer: true });
  expect(res.statusCode).toBe(200);
  return menuModelSchema.parse(res.json());
};

const melkItem = (m: MenuModel) => m.menuItems.find((i) => i.title === 'Dier')!.children.find((c) => c.title === 'Melklevering')!;

describe('GetCallContextModel per demogebruiker', () => {
  it('deelnemer: eigen bedrijf, nieuwste jaar, mag bewerken', async () => {
    const c = await context('deelnemer@demo.nl');
    expect(c).toMatchObject({
      naam: 'Jan de Vries',
      kringloopwijzerId: ids.vries2024,
      kringloopwijzerJaar: 2024,
      kringloopwijzerStatusId: 1,
      gebruikerKvKNummer: '12345678',
      gebruikerIsDeelnemer: true,
      gebruikerIsSBMedewerker: false,
      gebruikerIsAuthorized: false,
      volmacht: false,
      gebruikerIsDemoGebruiker: false,
      proxyId: null,
      proxyKvk: null,
    });
    expect(isAlleenLezen(c)).toBe(false);
    expect(isAlleenLezen(await context('deelnemer@demo.nl', ids.vries2018))).toBe(true);
  });

  it('deelnemer2: Maatschap Jansen 2024', async () => {
    const c = await context('deelnemer2@demo.nl');
    expect(c).toMatchObject({ naam: 'Piet Jansen', kringloopwijzerId: ids.jansen2024, gebruikerIsDeelnemer: true, volmacht: false });
    expect(isAlleenLezen(c)).toBe(false);
  });

  it('volmacht: geen deelnemer, wel volmacht voor De Vries', async () => {
    // Without a chosen record the proxy holder lands on the newest year of the one farm of the proxy.
    const zonder = await context('volmacht@demo.nl');
    expect(zonder).toMatchObject({ kringloopwijzerId: ids.vries2024, kringloopwijzerJaar: 2024, gebruikerIsDeelnemer: false, volmacht: true });
    const c = await context('volmacht@demo.nl', ids.vries2024);
    // volmacht may fill in and submit (decision 019): authorized like beheren
    expect(c).toMatchObject({ gebruikerIsDeelnemer: false, volmacht: true, gebruikerIsAuthorized: true, proxyKvk: '45678901' });
    expect(c.proxyId).not.toBeNull();
    expect(isAlleenLezen(c)).toBe(false);
  });

  it('adviseur: geautoriseerd voor De Vries', async () => {
    const c = await context('adviseur@demo.nl', ids.vries2024);
    expect(c).toMatchObject({ gebruikerIsDeelnemer: false, volmacht: false, gebruikerIsAuthorized: true });
    expect(isAlleenLezen(c)).toBe(false);
  });

  it('medewerker: ziet elk bedrijf, alleen lezen', async () => {
    const c = await context('medewerker@demo.nl', ids.jansen2019);
    expect(c).toMatchObject({ gebruikerIsSBMedewerker: true, gebruikerIsDeelnemer: false, gebruikerIsAuthorized: false, volmacht: false, kringloopwijzerJaar: 2019 });
    expect(isAlleenLezen(c)).toBe(true);
  });

  it('demo: deelnemer van het eigen Demobedrijf', async () => {
    const c = await context('demo@demo.nl');
    expect(c).toMatchObject({ gebruikerIsDemoGebruiker: true, gebruikerIsDeelnemer: true, kringloopwijzerId: ids.demo2024 });
    expect(isAlleenLezen(c)).toBe(false);
  });

  it('wie een bedrijf niet mag zien, krijgt er geen token voor', async () => {
    for (const [email, klw] of [
      ['deelnemer2@demo.nl', ids.vries2024],
      ['volmacht@demo.nl', ids.jansen2024],
      ['adviseur@demo.nl', ids.demo2024],
      ['demo@demo.nl', ids.vries2024],
    ] as const) {
      const k = new Klant(s.app);
      await k.login(email);
      expect((await k.ververs(klw)).statusCode).toBe(403);
    }
  });
});

describe('GetMenu', () => {
  it('geeft het volledige menu met jarenlijst, vinkjes en vlaggen', async () => {
    const m = await menu('deelnemer@demo.nl');
    expect(m).toMatchObject({
      bedrijfsnaam: 'Melkveebedrijf De Vries',
      bedrijfsnaamKort: 'De Vries',
      deelnemerKvkNummer: '12345678',
      gebruikersnaam: 'Jan de Vries',
      klwId: ids.vries2024,
      kringloopwijzerId: ids.vries2024,
      jaar: 2024,
      statusId: 1,
      statusOmschrijving: 'Open',
      heeftVorigeJaren: true,
      bedrijfswijzigingenBeschikbaar: true,
      isCompleet: true,
    });
    expect(m.jaren.map((j) => j.jaar)).toEqual([2024, 2022, 2020, 2018]);
    expect(m.jaarLijst.filter((j) => j.selected)).toEqual([{ text: '2024', value: String(ids.vries2024), selected: true, disabled: false }]);
    expect(m.menuItems.map((i) => i.title)).toEqual(['Bedrijf', 'Dier', 'Voer', 'Bodem', 'Mest', 'Rapportage']);
    expect(m.menuItems.find((i) => i.title === 'Voer')!.children).toHaveLength(7);
    const melk = melkItem(m);
    // De Vries 2024 is complete, its Melklevering saved (seed); an empty year shows it not done
    expect(melk).toMatchObject({ url: `/melklevering/Index/${ids.vries2024}`, isChild: true, done: true, warning: false });
    const leeg = await menu('deelnemer2@demo.nl', ids.jansen2019);
    expect(melkItem(leeg)).toMatchObject({ url: `/melklevering/Index/${ids.jansen2019}`, isChild: true, done: false, warning: false });
    expect(leeg.isCompleet).toBe(false);
  });

  it('het complete eigen Demobedrijf is compleet: Melklevering klaar, zonder waarschuwing (De Vries 2024: hierboven)', async () => {
    const m = await menu('demo@demo.nl', ids.demo2024);
    expect(melkItem(m)).toMatchObject({ done: true, warning: false });
    expect(m.menuItems.find((i) => i.title === 'Dier')!.warning).toBe(false);
    expect(m.isCompleet).toBe(true);
  });

  it('een afgesloten jaar met opgeslagen geldige gegevens is klaar; het oudste jaar heeft geen vorige jaren', async () => {
    const m = await menu('deelnemer@demo.nl', ids.vries2022);
    expect(melkItem(m)).toMatchObject({ done: true, warning: false });
    expect(m.menuItems.find((i) => i.title === 'Dier')!.done).toBe(true);
    expect(m.isCompleet).toBe(true);
    // the overviews and reports sum up the input: a complete year makes them done, the Rapportage section too
    const rapportage = m.menuItems.find((i) => i.title === 'Rapportage')!;
    expect(rapportage.children.map((c) => [c.title, c.done, c.warning])).toEqual([['Signaleringen', true, false], ['BEX rapportage', true, false]]);
    expect(rapportage.done).toBe(true);
    expect(m.menuItems.find((i) => i.title === 'Bodem')!.children.find((c) => c.title === 'Bodem en gewas')).toMatchObject({ done: true, warning: false });
    // the participant may report a company change whatever the year's state (sharing-anchors.md §2, Profiel)
    expect(m.bedrijfswijzigingenBeschikbaar).toBe(true);
    expect((await menu('deelnemer@demo.nl', ids.vries2018)).heeftVorigeJaren).toBe(false);
  });

  it('noemt een afgesloten jaar altijd "Afgesloten", ook als de opgeslagen omschrijving anders luidt', async () => {
    await s.database.db.update(kringloopwijzers).set({ statusOmschrijving: 'Definitief' }).where(eq(kringloopwijzers.id, ids.vries2020));
    const m = await menu('deelnemer@demo.nl', ids.vries2020);
    expect(m.statusOmschrijving).toBe('Afgesloten');
    expect((await menu('deelnemer@demo.nl', ids.vries2024)).statusOmschrijving).toBe('Open');
  });

  it('opgeslagen maar ongeldige gegevens geven een waarschuwing', async () => {
    // a 2020 row becomes invalid when the required other production is missing (a new version:
    // the stored outcome follows the record's input version, decision 010)
    await s.database.db.update(handmatigeMelkgegevens).set({ overigeProductieKg: null, versie: 2 }).where(eq(handmatigeMelkgegevens.kringloopwijzerId, ids.vries2020));
    const m = await menu('deelnemer@demo.nl', ids.vries2020);
    expect(melkItem(m)).toMatchObject({ done: false, warning: true });
    expect(m.menuItems.find((i) => i.title === 'Dier')!.warning).toBe(true);
    expect(m.menuItems.find((i) => i.title === 'Rapportage')!.children.find((c) => c.title === 'BEX rapportage')).toMatchObject({ done: false, warning: true });
    const start = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2020);
    const voortgang = startGegevensSchema.parse((await start.get(routes.startGegevens.path)).json()).voortgang;
    // 16 register screens (Percelen included) + Melklevering; the milk warns (and 2020 may lack engine parameters)
    expect(voortgang.totaal).toBe(17);
    expect(voortgang.waarschuwingen).toBeGreaterThanOrEqual(1);
    expect(voortgang.klaar + voortgang.waarschuwingen).toBe(17);
  });

  it('kiest een ander jaar via de body; vreemd → 403, onbekend → 404, extra velden → 400', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl');
    const ander = await k.post(routes.menu.path, { kringloopwijzerId: ids.vries2018 }, { bearer: true });
    expect(menuModelSchema.parse(ander.json()).jaar).toBe(2018);
    expect((await k.post(routes.menu.path, { kringloopwijzerId: ids.jansen2019 }, { bearer: true })).statusCode).toBe(403);
    expect((await k.post(routes.menu.path, { kringloopwijzerId: 987_654 }, { bearer: true })).statusCode).toBe(404);
    const extra = await k.post(routes.menu.path, { kringloopwijzerId: ids.vries2018, rol: 'admin' }, { bearer: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errorDetails.length).toBeGreaterThan(0);
    // an empty body is allowed
    expect((await k.verzoek({ method: 'POST', url: routes.menu.path, bearer: true })).statusCode).toBe(200);
  });

  it('medewerker zonder bedrijf: een leeg menu zonder adressen; adviseur ziet de vlaggen van zijn machtiging', async () => {
    const m = await menu('medewerker@demo.nl');
    expect(m).toMatchObject({ klwId: null, jaar: null, bedrijfsnaam: '', isSBMedewerker: true, dashboardBeschikbaar: true, jaren: [] });
    expect(m.menuItems.every((i) => i.children.every((c) => c.url === null))).toBe(true);
    const a = await menu('adviseur@demo.nl', ids.vries2024);
    // beheren: may fill in, not report a company change; De Vries has advisers and automatic deliveries
    expect(a).toMatchObject({ isAdviseur: true, isGeautoriseerd: true, heeftVolmacht: false, bedrijfswijzigingenBeschikbaar: false, heeftOverigeMachtiging: true, heeftImportMachtiging: true });
    const v = await menu('volmacht@demo.nl', ids.vries2024);
    expect(v).toMatchObject({ heeftVolmacht: true, isGeautoriseerd: true, bedrijfswijzigingenBeschikbaar: true });
    const mw = await menu('medewerker@demo.nl', ids.vries2024);
    expect(mw.bedrijfswijzigingenBeschikbaar).toBe(false);
  });
});

describe('GetStartGegevens', () => {
  it('toont het bedrijf, het jaar, de voortgang en de bedrijven die de gebruiker mag openen', async () => {
    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2022);
    const st = startGegevensSchema.parse((await k.get(routes.startGegevens.path)).json());
    expect(st).toMatchObject({
      gebruikersnaam: 'Jan de Vries',
      bedrijf: { naam: 'Melkveebedrijf De Vries', kvkNummer: '12345678', ubns: ['1234567'] },
      jaar: 2022,
      statusId: 2,
      statusOmschrijving: 'Afgesloten',
      voortgang: { klaar: 17, totaal: 17, waarschuwingen: 0 },
    });
    expect(st.bedrijven.map((b) => b.naam)).toEqual(['Melkveebedrijf De Vries']);

    // staff list the farms they opened with a reason that still runs (decision 019), no other
    const mw = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const open = await mw.post(toegangRoutes.servicedesk.path, { kringloopwijzerId: ids.jansen2019, reden: 'telefoon: vraag over de melklevering' });
    expect(open.statusCode, open.body).toBe(200);
    const alle = startGegevensSchema.parse((await mw.get(routes.startGegevens.path)).json());
    expect(alle.bedrijf).toBeNull();
    expect(alle.bedrijven.map((b) => b.naam)).toContain('Maatschap Jansen');
    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl');
    // Visser's farms: De Vries and the 40 of the advisory demo; not Jansen, whose mandate Jansen revoked
    const namen = startGegevensSchema.parse((await adv.get(routes.startGegevens.path)).json()).bedrijven.map((b) => b.naam);
    expect(namen).toContain('Melkveebedrijf De Vries');
    expect(namen).toHaveLength(41);
    expect(namen).not.toContain('Maatschap Jansen');
  });

  it('opent voor een volmachthouder met één bedrijf standaard het nieuwste jaar van dat bedrijf; een adviseur met meer bedrijven kiest zelf', async () => {
    const k = await new Klant(s.app).alsIngelogd('volmacht@demo.nl');
    const ctx = callContextSchema.parse((await k.get(routes.callContext.path)).json());
    expect(ctx).toMatchObject({ kringloopwijzerId: ids.vries2024, kringloopwijzerJaar: 2024 });
    const adv = await new Klant(s.app).alsIngelogd('adviseur@demo.nl');
    expect(callContextSchema.parse((await adv.get(routes.callContext.path)).json()).kringloopwijzerId).toBeNull();
  });
});
