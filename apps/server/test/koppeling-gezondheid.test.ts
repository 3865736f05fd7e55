/**
 * Link health where the farmer and the adviser work (decision 020): the /Deelnemers column with each farm's
 * worst link (grey without one), and the start page's pre-flight items for failed and overdue links, which
 * warn but do not block submitting. A message that brings the year's data in removes that link's item.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deelnemersRoutes, herkomstAntwoordSchema, indienControleSchema, koppelingRoutes, melkSleutel, routes, type DeelnemersAntwoord } from '@kw/contract';
import { koppelingBerichten, koppelingen, koppelingVerwerking, relaties } from '../src/db/schema';
import { koppelingStanden } from '../src/modules/koppelingen/koppelingen.gezondheid';
import { DEMO_KLANTNUMMERS } from '../src/db/seed-koppelingen';
import { leverancierToken, stuur } from './helpers/koppelingen';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVries: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  [{ id: deVries }] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
}, 180_000);
afterAll(async () => s?.stop());

const controle = async (k: Klant) => {
  const res = await k.get(routes.indienControle.path);
  expect(res.statusCode, res.body).toBe(200);
  return indienControleSchema.parse(res.json());
};

describe('de kolom Koppelingen op /Deelnemers', () => {
  it('per bedrijf de slechtste koppeling in woorden; een bedrijf zonder koppeling is grijs', async () => {
    const medewerker = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const res = await medewerker.get(`${deelnemersRoutes.lijst.path}?perPagina=100`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as DeelnemersAntwoord;
    const vries = a.regels.find((r) => r.relatieId === deVries)!;
    // the demo's lab message failed (unknown pit): red, naming the lab; the other demo links deliver on schedule
    // (their recent messages, seed-koppelingen-gebruik.ts), so no "En N andere koppelingen"
    expect(vries.koppelingGezondheid.gezondheid).toBe('rood');
    expect(vries.koppelingGezondheid.reden).toBe('Agrolab Wageningen, Grond- en kuilvoeranalyses: 1 bericht is niet verwerkt.');
    const anderen = a.regels.filter((r) => r.relatieId !== deVries);
    expect(anderen.length).toBeGreaterThan(0);
    for (const r of anderen) expect(r.koppelingGezondheid, r.naam).toEqual({ gezondheid: 'grijs', reden: 'Geen actieve koppeling.' });
  });

  it('alleen levende koppelingen tellen (actief of door de leverancier aangevraagd), een ingetrokken niet', async () => {
    const voor = (await koppelingStanden(s.database.db, [deVries])).get(deVries)!;
    expect(voor.map((k) => k.soort).sort()).toEqual([...Object.keys(DEMO_KLANTNUMMERS), 'analyses'].sort());
    // the revoked feed link (VO-40007) is not there: one feed link; the lab twice (active, and asked for)
    expect(voor.filter((k) => k.soort === 'voerleveringen')).toHaveLength(1);
    // a farm with nothing: an empty list, not missing
    expect((await koppelingStanden(s.database.db, [999_999])).get(999_999)).toEqual([]);
  });
});

describe('koppelingen als punt voor het indienen', () => {
  it('mislukte en achterstallige koppelingen staan in de controle met een link naar Koppelingen, maar blokkeren niet', async () => {
    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    // the demo's links delivered after 2024 ended (seed-koppelingen-gebruik.ts): only the failed lab message is an item
    const demo = (await controle(boer)).koppelingPunten.map((p) => p.melding);
    expect(demo).toEqual(['Koppeling Agrolab Wageningen, Grond- en kuilvoeranalyses: 1 bericht over 2024 niet verwerkt.']);
    // without the dairy's seeded message (its processing row; a received message itself cannot be deleted) the milk
    // link has delivered nothing: "nog geen bericht ontvangen"
    const [melk] = await s.database.db.select().from(koppelingBerichten).where(eq(koppelingBerichten.leverancierBerichtId, 'DEMO-MELKLEVERINGEN-1'));
    await s.database.db.delete(koppelingVerwerking).where(and(eq(koppelingVerwerking.leverancierId, melk.leverancierId), eq(koppelingVerwerking.berichtId, melk.id)));
    const c = await controle(boer);
    const meldingen = c.koppelingPunten.map((p) => p.melding);
    expect(c.koppelingPunten.every((p) => p.route === `/Koppelingen/Index/${ids.vries2024}`)).toBe(true);
    expect(meldingen).toContain('Koppeling Agrolab Wageningen, Grond- en kuilvoeranalyses: 1 bericht over 2024 niet verwerkt.');
    expect(meldingen.find((m) => m.startsWith('Koppeling Melkfabriek De Eendracht, Melkleveringen: nog geen bericht ontvangen.'))).toBeTruthy();
    // warnings only: whether it may be submitted follows the blocking items alone
    expect(c.kanIndienen).toBe(c.reden === null && c.blokkades.length === 0);

    // the dairy sends December's deliveries (after the year ended): the year's milk is in, its item goes
    const zuivel = await leverancierToken(s.app, 'zuivel');
    const res = await stuur(s.app, zuivel, 'melkleveringen', {
      berichtId: 'GEZONDHEID-2024-12',
      klantnummer: DEMO_KLANTNUMMERS.melkleveringen,
      ubn: '1234567',
      leveringen: [{ datum: '2024-12-28', tijd: '06:30', kg: 9_700, vetProcent: 4.4, eiwitProcent: 3.5, ureumMgPer100ml: 22 }],
    });
    expect(res.json()).toMatchObject({ status: 'verwerkt' });
    // the delivery is marked on Melklevering under the key the screen looks for
    const herkomst = herkomstAntwoordSchema.parse((await boer.get(koppelingRoutes.herkomst.path)).json());
    expect(herkomst.velden.find((v) => v.veld === melkSleutel('2024-12-28', '06:30'))).toMatchObject({ scherm: 'melklevering', leverancier: 'Melkfabriek De Eendracht', waarde: 9_700, toegepast: true });
    const na = (await controle(boer)).koppelingPunten.map((p) => p.melding);
    expect(na.some((m) => m.includes('Melkfabriek De Eendracht'))).toBe(false);
    expect(na).toHaveLength(meldingen.length - 1);
  });

  it('een ingediend jaar heeft geen punten; een koppeling die is ingetrokken ook niet', async () => {
    const boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2022);
    expect((await controle(boer)).koppelingPunten).toEqual([]);
    await s.database.db.update(koppelingen).set({ status: 'ingetrokken' }).where(eq(koppelingen.relatieId, deVries));
    const open = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
    expect((await controle(open)).koppelingPunten).toEqual([]);
  });
});
