/**
 * /beheer/algemeen (decision 030): reporting years (open for every farm, deadline, preview and
 * close), the status texts the menu model serves, the terms of use as versions accepted at the
 * next login, and the notices for an audience within a period. Staff only (403 for a farmer),
 * bad input a Dutch 4xx with nothing changed, a stale version 409, every change in audit_log.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beheerAlgemeenRoutes as b, beheerAlgemeenSchema, GEBRUIKSVOORWAARDEN, menuModelSchema, profielRoutes, routes, vandaagIso } from '@kw/contract';
import { auditLog, kringloopwijzers, voorwaardenAcceptaties, gebruikers } from '../src/db/schema';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let staf: Klant;
let boer: Klant;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  staf = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
  boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
}, 120_000);
afterAll(async () => s?.stop());

const post = (k: Klant, pad: string, body: unknown) => k.post(pad, body, { bearer: true });
const overzicht = async () => beheerAlgemeenSchema.parse((await staf.get(b.overzicht.path)).json());
const jaarVan = async (jaar: number) => (await overzicht()).jaren.find((j) => j.jaar === jaar);
const menu = async (k: Klant) => menuModelSchema.parse((await k.post(routes.menu.path, {}, { bearer: true })).json());

/** Everything these calls may change, to show a refusal changed nothing. */
async function vingerafdruk(): Promise<string> {
  const r = await s.database.db.execute(sql`select
      (select count(*)::int from kringloopwijzers) k, (select coalesce(sum(status_id), 0)::int from kringloopwijzers) ks,
      (select count(*)::int from rapportagejaren) j, (select coalesce(sum(versie), 0)::int from rapportagejaren) jv,
      (select coalesce(sum(versie), 0)::int from statusteksten) st, (select count(*)::int from gebruiksvoorwaarden) v,
      (select count(*)::int from systeemmeldingen) m, (select coalesce(sum(versie), 0)::int from systeemmeldingen) mv,
      (select count(*)::int from audit_log) a`);
  return JSON.stringify((r as unknown as { rows: unknown[] }).rows[0]);
}

async function geweigerd(k: Klant, pad: string, body: unknown, status: number, tekst: RegExp) {
  const voor = await vingerafdruk();
  const res = await post(k, pad, body);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().message).toMatch(tekst);
  expect(await vingerafdruk()).toBe(voor);
  return res;
}

describe('toegang', () => {
  it('een boer krijgt 403 op het overzicht en op elke wijziging, en er verandert niets', async () => {
    expect((await boer.get(b.overzicht.path)).statusCode).toBe(403);
    expect((await boer.get(`${b.sluitVoorbeeld.path}?jaar=2024`)).statusCode).toBe(403);
    for (const pad of [b.jaarOpenen.path, b.jaarDeadline.path, b.jaarSluiten.path, b.statustekst.path, b.voorwaarden.path, b.meldingOpslaan.path, b.meldingVerwijderen.path]) {
      await geweigerd(boer, pad, { jaar: 2025 }, 403, /medewerkers/);
    }
  });

  it('het overzicht toont de jaren met records (zonder eigen rij: deadline 15 mei van het volgende jaar) en de statusteksten', async () => {
    const o = await overzicht();
    const j2024 = o.jaren.find((j) => j.jaar === 2024)!;
    expect(j2024).toMatchObject({ deadline: '2025-05-15', vastgelegd: false, gesloten: false, versie: 0 });
    expect(j2024.aantalRecords).toBeGreaterThan(3);
    expect(o.statusteksten.map((t) => t.omschrijving)).toEqual(['Open', 'Afgesloten']);
    expect(o.voorwaarden.find((v) => v.huidig)?.versie).toBe(GEBRUIKSVOORWAARDEN.versie);
  });
});

describe('rapportagejaren', () => {
  it('een deadline vóór of in het jaar zelf: Dutch 400, niets gewijzigd', async () => {
    await geweigerd(staf, b.jaarOpenen.path, { jaar: 2025, deadline: '2025-12-31' }, 400, /na het rapportagejaar 2025/);
    await geweigerd(staf, b.jaarOpenen.path, { jaar: 2025, deadline: '2024-05-15' }, 400, /na het rapportagejaar/);
    await geweigerd(staf, b.jaarOpenen.path, { jaar: 2025, deadline: '2025-02-30' }, 400, /geldige datum/);
    await geweigerd(staf, b.jaarOpenen.path, { jaar: new Date().getFullYear() + 2 }, 400, /hoogstens het jaar/);
    await geweigerd(staf, b.jaarDeadline.path, { jaar: 2024, deadline: '2024-06-01', versie: 0 }, 400, /na het rapportagejaar 2024/);
  });

  it('een jaar openen maakt de kringloopwijzer van elk goedgekeurd bedrijf zonder; nog eens openen maakt alleen wat ontbreekt', async () => {
    const res = await post(staf, b.jaarOpenen.path, { jaar: 2025 });
    expect(res.statusCode, res.body).toBe(200);
    const aangemaakt = res.json().aangemaakt as number;
    expect(aangemaakt).toBeGreaterThan(2);
    expect(res.json().jaar).toMatchObject({ jaar: 2025, deadline: '2026-05-15', vastgelegd: true, aantalRecords: aangemaakt, aantalOpen: aangemaakt });
    expect(res.json().melding).toMatch(/15-05-2026/);
    const regels = await s.database.db.select().from(auditLog).where(and(eq(auditLog.tabel, 'kringloopwijzers'), eq(auditLog.actie, 'jaar openen')));
    expect(regels).toHaveLength(aangemaakt);

    const weer = await post(staf, b.jaarOpenen.path, { jaar: 2025 });
    expect(weer.statusCode).toBe(200);
    expect(weer.json()).toMatchObject({ aangemaakt: 0 });
    expect(weer.json().melding).toMatch(/niets gewijzigd/);
    await geweigerd(staf, b.jaarOpenen.path, { jaar: 2025, deadline: '2026-06-01' }, 409, /al geopend/);
  });

  it('de deadline wijzigen: met de versie; een oude versie 409; het menu van een record uit dat jaar toont hem', async () => {
    const j = (await jaarVan(2024))!;
    const res = await post(staf, b.jaarDeadline.path, { jaar: 2024, deadline: '2025-06-01', versie: j.versie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jaar).toMatchObject({ deadline: '2025-06-01', vastgelegd: true, versie: 1 });
    await geweigerd(staf, b.jaarDeadline.path, { jaar: 2024, deadline: '2025-07-01', versie: j.versie }, 409, /intussen door een ander gewijzigd/);
    expect((await menu(boer)).indienDeadline).toBe('2025-06-01');
    await geweigerd(staf, b.jaarDeadline.path, { jaar: 2031, deadline: '2032-06-01', versie: 0 }, 404, /niet geopend/);
  });

  it('sluiten: eerst het voorbeeld; een ander aantal dan het voorbeeld 409; dan dicht; twee keer sluiten 409, niets gewijzigd', async () => {
    const v = await staf.get(`${b.sluitVoorbeeld.path}?jaar=2023`);
    expect(v.statusCode, v.body).toBe(200);
    const voorbeeld = v.json();
    expect(voorbeeld.aantalTeSluiten).toBeGreaterThan(0);
    expect(voorbeeld.teSluiten.length).toBe(Math.min(50, voorbeeld.aantalTeSluiten));
    expect(voorbeeld.perStatus.map((p: { naam: string }) => p.naam)).toContain('Open');
    await geweigerd(staf, b.jaarSluiten.path, { jaar: 2023, versie: voorbeeld.versie, aantalTeSluiten: voorbeeld.aantalTeSluiten + 1 }, 409, /Sinds het voorbeeld/);
    await geweigerd(staf, b.jaarSluiten.path, { jaar: 2023, versie: voorbeeld.versie + 5, aantalTeSluiten: voorbeeld.aantalTeSluiten }, 409, /intussen/);

    const res = await post(staf, b.jaarSluiten.path, { jaar: 2023, versie: voorbeeld.versie, aantalTeSluiten: voorbeeld.aantalTeSluiten });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().jaar).toMatchObject({ gesloten: true, aantalOpen: 0 });
    const open = await s.database.db.select().from(kringloopwijzers).where(and(eq(kringloopwijzers.jaar, 2023), sql`status_id <= 1`));
    expect(open).toEqual([]);
    const regels = await s.database.db.select().from(auditLog).where(and(eq(auditLog.tabel, 'kringloopwijzers'), eq(auditLog.actie, 'jaar sluiten')));
    expect(regels).toHaveLength(voorbeeld.aantalTeSluiten);

    const na = (await jaarVan(2023))!;
    await geweigerd(staf, b.jaarSluiten.path, { jaar: 2023, versie: na.versie, aantalTeSluiten: 0 }, 409, /al gesloten/);
    expect((await staf.get(`${b.sluitVoorbeeld.path}?jaar=2023`)).statusCode).toBe(409);
    await geweigerd(staf, b.jaarOpenen.path, { jaar: 2023 }, 409, /gesloten/);
    await geweigerd(staf, b.jaarDeadline.path, { jaar: 2023, deadline: '2024-06-01', versie: na.versie }, 409, /gesloten/);
  });
});

describe('statusteksten', () => {
  it('leeg: 400; gewijzigd: het menu toont de nieuwe tekst; een oude versie: 409', async () => {
    const [open] = (await overzicht()).statusteksten;
    await geweigerd(staf, b.statustekst.path, { statusId: 1, omschrijving: ' ', toelichting: 'x', versie: open.versie }, 400, /omschrijving is leeg/);
    await geweigerd(staf, b.statustekst.path, { statusId: 3, omschrijving: 'Open', toelichting: 'x', versie: open.versie }, 400, /status 1/);
    const res = await post(staf, b.statustekst.path, { statusId: 1, omschrijving: 'In bewerking', toelichting: 'U kunt dit jaar nog invullen.', versie: open.versie });
    expect(res.statusCode, res.body).toBe(200);
    expect(await menu(boer)).toMatchObject({ statusOmschrijving: 'In bewerking', statusToelichting: 'U kunt dit jaar nog invullen.' });
    await geweigerd(staf, b.statustekst.path, { statusId: 1, omschrijving: 'Open', toelichting: 'x', versie: open.versie }, 409, /intussen/);
  });
});

describe('gebruiksvoorwaarden als versies', () => {
  it('lege tekst of een datum in het verleden: 400; een nieuwe versie moet bij het volgende inloggen worden geaccepteerd', async () => {
    await geweigerd(staf, b.voorwaarden.path, { versie: '2027.1', tekst: '   ', ingangsdatum: vandaagIso() }, 400, /tekst van de voorwaarden is leeg/);
    await geweigerd(staf, b.voorwaarden.path, { versie: '2027.1', tekst: 'Nieuwe tekst.', ingangsdatum: '2020-01-01' }, 400, /verleden/);
    await geweigerd(staf, b.voorwaarden.path, { versie: GEBRUIKSVOORWAARDEN.versie, tekst: 'Nieuwe tekst.', ingangsdatum: vandaagIso() }, 409, /bestaat al/);

    const res = await post(staf, b.voorwaarden.path, { versie: '2027.1', tekst: 'Eerste alinea.\n\nTweede alinea.', ingangsdatum: vandaagIso() });
    expect(res.statusCode, res.body).toBe(200);
    await geweigerd(staf, b.voorwaarden.path, { versie: '2027.1', tekst: 'Nog eens.', ingangsdatum: vandaagIso() }, 409, /bestaat al/);

    const k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    expect(await menu(k)).toMatchObject({ voorwaardenVersie: '2027.1', voorwaardenGeaccepteerd: false, algemeneVoorwaarden: 'Eerste alinea.\n\nTweede alinea.' });
    expect((await k.post(profielRoutes.voorwaarden.path, { versie: GEBRUIKSVOORWAARDEN.versie }, { bearer: true })).statusCode).toBe(409);
    expect((await k.post(profielRoutes.voorwaarden.path, { versie: '2027.1' }, { bearer: true })).statusCode).toBe(200);
    expect(await menu(k)).toMatchObject({ voorwaardenGeaccepteerd: true });
    const [g] = await s.database.db.select().from(gebruikers).where(eq(gebruikers.email, 'deelnemer@demo.nl'));
    const acceptaties = await s.database.db.select().from(voorwaardenAcceptaties).where(eq(voorwaardenAcceptaties.gebruikerId, g.id));
    expect(acceptaties.map((a) => a.versie)).toContain('2027.1');
    expect(acceptaties.find((a) => a.versie === '2027.1')!.geaccepteerdOp).toBeInstanceOf(Date);
    const o = await overzicht();
    expect(o.voorwaarden.find((v) => v.huidig)).toMatchObject({ versie: '2027.1', aantalGeaccepteerd: 1 });
  });

  it('een versie met een latere ingangsdatum geldt pas vanaf die dag', async () => {
    const morgen = vandaagIso(new Date(Date.now() + 2 * 86_400_000));
    expect((await post(staf, b.voorwaarden.path, { versie: '2027.2', tekst: 'Later.', ingangsdatum: morgen })).statusCode).toBe(200);
    expect((await menu(boer)).voorwaardenVersie).toBe('2027.1');
  });
});

describe('meldingen', () => {
  const over = (minuten: number) => new Date(Date.now() + minuten * 60_000).toISOString();

  it('einde vóór begin, lege tekst, onbekende doelgroep: 400 en niets gewijzigd', async () => {
    await geweigerd(staf, b.meldingOpslaan.path, { soort: 'onderhoud', tekst: 'Onderhoud', van: over(60), tot: over(30), doelgroep: 'iedereen' }, 400, /einde van de melding moet na het begin/);
    await geweigerd(staf, b.meldingOpslaan.path, { soort: 'onderhoud', tekst: '', van: over(-1), tot: over(30), doelgroep: 'iedereen' }, 400, /leeg/);
    await geweigerd(staf, b.meldingOpslaan.path, { soort: 'onderhoud', tekst: 'x', van: over(-1), tot: over(30), doelgroep: 'iedereen2' }, 400, /doelgroep/);
    await geweigerd(staf, b.meldingOpslaan.path, { soort: 'onderhoud', tekst: 'x', van: '2026-13-01T10:00Z', tot: over(30), doelgroep: 'iedereen' }, 400, /begin/i);
  });

  it('een melding voor boeren: de boer ziet hem nu, de medewerker niet; wijzigen met de versie, verwijderen', async () => {
    const res = await post(staf, b.meldingOpslaan.path, { soort: 'storing', tekst: 'Storing bij de melkfabriek.', van: over(-5), tot: over(60), doelgroep: 'boeren' });
    expect(res.statusCode, res.body).toBe(200);
    const m = res.json().melding;
    expect((await boer.get(b.actueleMeldingen.path)).json().meldingen.map((x: { id: number }) => x.id)).toContain(m.id);
    expect((await staf.get(b.actueleMeldingen.path)).json().meldingen.map((x: { id: number }) => x.id)).not.toContain(m.id);

    const gewijzigd = await post(staf, b.meldingOpslaan.path, { id: m.id, versie: m.versie, soort: 'storing', tekst: 'Opgelost om 12 uur.', van: m.van, tot: m.tot, doelgroep: 'iedereen' });
    expect(gewijzigd.statusCode, gewijzigd.body).toBe(200);
    expect((await staf.get(b.actueleMeldingen.path)).json().meldingen.map((x: { tekst: string }) => x.tekst)).toContain('Opgelost om 12 uur.');
    await geweigerd(staf, b.meldingOpslaan.path, { id: m.id, versie: m.versie, soort: 'storing', tekst: 'Oud', van: m.van, tot: m.tot, doelgroep: 'iedereen' }, 409, /intussen/);
    await geweigerd(staf, b.meldingVerwijderen.path, { id: m.id, versie: m.versie }, 409, /intussen/);
    expect((await post(staf, b.meldingVerwijderen.path, { id: m.id, versie: m.versie + 1 })).statusCode).toBe(200);
    await geweigerd(staf, b.meldingVerwijderen.path, { id: m.id, versie: m.versie + 1 }, 404, /bestaat niet/);
    expect((await boer.get(b.actueleMeldingen.path)).json().meldingen).toEqual([]);
  });

  it('een melding buiten haar periode wordt niet getoond', async () => {
    expect((await post(staf, b.meldingOpslaan.path, { soort: 'onderhoud', tekst: 'Later onderhoud.', van: over(120), tot: over(180), doelgroep: 'iedereen' })).statusCode).toBe(200);
    expect((await boer.get(b.actueleMeldingen.path)).json().meldingen).toEqual([]);
  });
});

describe('recente wijzigingen', () => {
  it('elke wijziging staat in audit_log met wie en wanneer, en het scherm toont ze', async () => {
    const o = await overzicht();
    const acties = o.wijzigingen.map((w) => w.actie);
    for (const a of ['jaar openen', 'deadline wijzigen', 'jaar sluiten', 'statustekst wijzigen', 'voorwaarden toevoegen', 'melding toevoegen', 'melding wijzigen', 'melding verwijderen']) expect(acties).toContain(a);
    expect(o.wijzigingen.every((w) => w.door !== null && !Number.isNaN(Date.parse(w.tijdstip)))).toBe(true);
    expect(o.wijzigingen.find((w) => w.actie === 'deadline wijzigen')!.omschrijving).toMatch(/01-06-2025/);
  });
});
