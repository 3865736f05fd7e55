/**
 * The consent ledger (decision 033) on PGlite and PostgreSQL: the four kinds appear, another farm's
 * grants never do; a grant unused for 12 months is flagged with a proposal and a used one is not (the
 * dates are set in this test's own rows); who may read, who may end; ending through the ledger
 * changes the owner's row (and a stale version or a missing reason changes nothing); the receipt
 * (PDF, read back with pdftotext) holds issuer, receiver, purpose, products, term, state, date and
 * reference.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datumNl, toegangRoutes, toestemmingRoutes as t, vandaagIso, type GrootboekAntwoord, type ToestemmingRegel } from '@kw/contract';
import { deelnames, doelen, gebruikers, koppelingBerichten, koppelingen, koppelingVerwerking, leveranciers, machtigingen, pilotBedrijven, relaties, toegangslog } from '../src/db/schema';
import { datumVanaf, maakOrganisatie, verleenMachtigingen } from '../src/db/seed-hulp';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';

let s: TestServer;
let deVries: number;
let jansen: number;
const tokens: Record<string, string> = {};
const map = mkdtempSync(path.join(tmpdir(), 'toestemmingen-'));
const dagen = (n: number) => sql`now() - make_interval(days => ${n})`;

/** The ids of this test's own rows (by name). */
const rij: Record<string, number> = {};

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  const ids = await demoKlwIds(s.database);
  const db = s.database.db;
  deVries = await relatieIdOpKvk(s.database, KVK.deVries);
  jansen = await relatieIdOpKvk(s.database, KVK.jansen);
  for (const [naam, email, klw] of [
    ['boer', 'deelnemer@demo.nl', ids.vries2024],
    ['volmacht', 'volmacht@demo.nl', undefined],
    ['beheren', 'adviseur@demo.nl', undefined],
    ['inzien', 'accountant@demo.nl', undefined],
    ['vreemd', 'deelnemer2@demo.nl', undefined],
    ['medewerker', 'medewerker@demo.nl', undefined],
  ] as const) {
    tokens[naam] = (await new Klant(s.app).alsIngelogd(email, klw)).token!;
  }
  const staf = new Klant(s.app);
  await staf.login('medewerker@demo.nl');
  const [mw] = await db.select().from(gebruikers).where(eq(gebruikers.email, 'medewerker@demo.nl'));
  await db.insert(gebruikers).values({ email: 'medewerker-reden@test.nl', naam: 'Medewerker met reden', wachtwoordHash: mw.wachtwoordHash, isSBMedewerker: true });
  const metReden = new Klant(s.app);
  await metReden.login('medewerker-reden@test.nl');
  expect((await metReden.post(toegangRoutes.servicedesk.path, { relatieId: deVries, reden: 'Telefoon: vraag over toestemmingen' })).statusCode).toBe(200);
  await metReden.ververs();
  tokens.servicedesk = metReden.token!;

  // organisation mandates: one never used since its start 500 days ago, one used 10 days ago
  const oud = await maakOrganisatie(db, { naam: 'Oud Adviesbureau', kvkNummer: '81100001', soort: 'adviesbureau' });
  const bezig = await maakOrganisatie(db, { naam: 'Bezig Advies', kvkNummer: '81100002', soort: 'adviesbureau' });
  [{ id: rij.ongebruikteMachtiging }] = await verleenMachtigingen(db, { organisatieId: oud, relatieIds: [deVries], soort: 'inzien', ingangsdatum: datumVanaf(-500), einddatum: datumVanaf(800) });
  [{ id: rij.gebruikteMachtiging }] = await verleenMachtigingen(db, { organisatieId: bezig, relatieIds: [deVries], soort: 'inzien', ingangsdatum: datumVanaf(-500), einddatum: datumVanaf(800) });
  await db.insert(toegangslog).values({ relatieId: deVries, organisatieId: bezig, rol: 'inzien', machtigingId: rij.gebruikteMachtiging, wat: 'Resultaten', actie: 'bekeken', tijdstip: dagen(10) });
  // a line of another farm under a mandate id of De Vries's must not count (the log is the farm's)
  await db.insert(toegangslog).values({ relatieId: jansen, organisatieId: oud, rol: 'inzien', machtigingId: rij.ongebruikteMachtiging, wat: 'Resultaten', actie: 'bekeken', tijdstip: dagen(1) });

  // links: one active 500 days without a processed message, one with a message processed 20 days ago
  const [voer] = await db.select({ id: leveranciers.id }).from(leveranciers).where(eq(leveranciers.clientId, 'demo-veevoeders-oost'));
  [{ id: rij.stilleKoppeling }] = await db.insert(koppelingen).values({ relatieId: deVries, leverancierId: voer.id, soort: 'voerleveringen', klantnummer: 'TS-STIL', status: 'actief', sinds: dagen(500) }).returning();
  [{ id: rij.drukkeKoppeling }] = await db.insert(koppelingen).values({ relatieId: deVries, leverancierId: voer.id, soort: 'voerleveringen', klantnummer: 'TS-DRUK', status: 'actief', sinds: dagen(500) }).returning();
  const [bericht] = await db.insert(koppelingBerichten).values({ leverancierId: voer.id, leverancierBerichtId: 'TS-DRUK-1', soort: 'voerleveringen', inhoudType: 'application/json', inhoud: '{}', ontvangenOp: dagen(20) }).returning();
  await db.insert(koppelingVerwerking).values({ leverancierId: voer.id, berichtId: bericht.id, soort: 'voerleveringen', klantnummer: 'TS-DRUK', status: 'verwerkt', relatieId: deVries });
  // a failed message is no use
  const [mislukt] = await db.insert(koppelingBerichten).values({ leverancierId: voer.id, leverancierBerichtId: 'TS-STIL-1', soort: 'voerleveringen', inhoudType: 'application/json', inhoud: '{}', ontvangenOp: dagen(2) }).returning();
  await db.insert(koppelingVerwerking).values({ leverancierId: voer.id, berichtId: mislukt.id, soort: 'voerleveringen', klantnummer: 'TS-STIL', status: 'mislukt', relatieId: deVries });

  // participations: one approved 400 days ago and never delivered, one delivered 30 days ago
  const [afnemer] = await db.select({ id: relaties.id }).from(relaties).where(eq(relaties.kvkNummer, '68000001'));
  const doel = async (naam: string) =>
    (await db.insert(doelen).values({ afnemerId: afnemer.id, naam, boerTekst: `Tekst van ${naam}`, producten: ['kengetallen', 'bex'], grondslag: 'Toestemming', bewaartermijn: '1 jaar', einddatum: datumVanaf(365), status: 'actief' }).returning())[0];
  const stil = await doel('Stil onderzoek');
  const druk = await doel('Druk onderzoek');
  [{ id: rij.stilleDeelname }] = await db.insert(deelnames).values({ relatieId: deVries, doelId: stil.id, producten: ['kengetallen', 'bex'], status: 'goedgekeurd', aangevraagdOp: dagen(410), beslistOp: dagen(400) }).returning();
  [{ id: rij.drukkeDeelname }] = await db.insert(deelnames).values({ relatieId: deVries, doelId: druk.id, producten: ['kengetallen'], status: 'goedgekeurd', beslistOp: dagen(400), laatstGeleverdOp: dagen(30) }).returning();
  [{ id: rij.deelnameJansen }] = await db.insert(deelnames).values({ relatieId: jansen, doelId: stil.id, producten: ['kengetallen'], status: 'goedgekeurd', beslistOp: dagen(400) }).returning();
  [{ id: rij.koppelingJansen }] = await db.insert(koppelingen).values({ relatieId: jansen, leverancierId: voer.id, soort: 'voerleveringen', klantnummer: 'TS-JANSEN', status: 'actief', sinds: dagen(500) }).returning();
}, 180_000);
afterAll(async () => {
  await s?.stop();
  rmSync(map, { recursive: true, force: true });
});

async function lees(wie: string, relatieId = deVries, weergave = 'lopend') {
  return s.app.inject({ method: 'GET', url: `${t.grootboek.path}?relatieId=${relatieId}&weergave=${weergave}`, headers: { authorization: `Bearer ${tokens[wie]}` } });
}
async function grootboek(weergave = 'lopend'): Promise<GrootboekAntwoord> {
  const res = await lees('boer', deVries, weergave);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const vind = (g: GrootboekAntwoord, soort: ToestemmingRegel['soort'], id: number) => g.regels.find((r) => r.soort === soort && r.id === id);
function trekIn(wie: string, body: object) {
  return s.app.inject({ method: 'POST', url: t.intrekken.path, payload: body, headers: { authorization: `Bearer ${tokens[wie]}` } });
}

describe('het grootboek van toestemmingen', () => {
  it('toont de vier soorten van het eigen bedrijf en nooit die van een ander bedrijf', async () => {
    const g = await grootboek();
    expect(g.bedrijf).toEqual({ naam: 'Melkveebedrijf De Vries', kvk: KVK.deVries });
    expect(new Set(g.regels.map((r) => r.soort))).toEqual(new Set(['organisatiemachtiging', 'koppeling', 'deelname', 'pilot']));
    expect(g.regels.every((r) => r.lopend)).toBe(true);
    const soorten = new Set(g.regels.filter((r) => r.soort === 'organisatiemachtiging').map((r) => r.machtigingSoort));
    expect(soorten).toEqual(new Set(['volmacht', 'beheren', 'inzien']));
    // Jansen's participation and link are not De Vries's
    const alle = await grootboek('alle');
    expect(vind(alle, 'deelname', rij.deelnameJansen)).toBeUndefined();
    expect(vind(alle, 'koppeling', rij.koppelingJansen)).toBeUndefined();
    const [jansensMachtigingen, deVriesMachtigingen] = await Promise.all([
      s.database.db.select({ id: machtigingen.id }).from(machtigingen).where(eq(machtigingen.relatieId, jansen)),
      s.database.db.select({ id: machtigingen.id }).from(machtigingen).where(eq(machtigingen.relatieId, deVries)),
    ]);
    expect(alle.regels.filter((r) => r.soort === 'organisatiemachtiging').map((r) => r.id).sort()).toEqual(deVriesMachtigingen.map((m) => m.id).sort());
    expect(alle.regels.some((r) => r.soort === 'organisatiemachtiging' && jansensMachtigingen.some((m) => m.id === r.id))).toBe(false);
    // 'alle' also holds what is not in force (the demo's requested participation, the revoked link)
    expect(alle.regels.some((r) => !r.lopend && r.soort === 'deelname' && r.status === 'aangevraagd')).toBe(true);
    expect(alle.regels.some((r) => !r.lopend && r.soort === 'koppeling' && r.status === 'ingetrokken')).toBe(true);
  });

  it('vlagt wat 12 maanden ongebruikt is, met een voorstel, en niet wat gebruikt wordt', async () => {
    const g = await grootboek();
    const vandaag = vandaagIso();
    const stilM = vind(g, 'organisatiemachtiging', rij.ongebruikteMachtiging)!;
    expect(stilM).toMatchObject({ laatstGebruikt: null, ongebruiktSinds12Maanden: true, ingang: datumVanaf(-500), ontvanger: { naam: 'Oud Adviesbureau', kvk: '81100001' } });
    expect(stilM.voorstel).toBe(`Deze machtiging is nooit gebruikt sinds de start op ${datumNl(datumVanaf(-500))}. Wij stellen voor haar in te trekken; u kunt later altijd een nieuwe verlenen.`);
    const drukM = vind(g, 'organisatiemachtiging', rij.gebruikteMachtiging)!;
    expect(drukM).toMatchObject({ ongebruiktSinds12Maanden: false, voorstel: null });
    expect(drukM.laatstGebruikt! >= datumVanaf(-11) && drukM.laatstGebruikt! <= datumVanaf(-9)).toBe(true);

    const stilK = vind(g, 'koppeling', rij.stilleKoppeling)!;
    expect(stilK).toMatchObject({ laatstGebruikt: null, ongebruiktSinds12Maanden: true, richting: 'in' });
    expect(stilK.voorstel).toContain('nooit gebruikt sinds de start op');
    const drukK = vind(g, 'koppeling', rij.drukkeKoppeling)!;
    expect(drukK.ongebruiktSinds12Maanden).toBe(false);
    expect(drukK.laatstGebruikt! >= datumVanaf(-21) && drukK.laatstGebruikt! <= datumVanaf(-19)).toBe(true);

    const stilD = vind(g, 'deelname', rij.stilleDeelname)!;
    expect(stilD).toMatchObject({ ongebruiktSinds12Maanden: true, producten: ['Kengetallen', 'BEX-uitkomst'], doel: 'Stil onderzoek: Tekst van Stil onderzoek', ontvanger: { naam: 'Stichting Duurzame Zuivelketen', kvk: '68000001' }, einde: datumVanaf(365), redenVerplicht: true });
    expect(vind(g, 'deelname', rij.drukkeDeelname)).toMatchObject({ ongebruiktSinds12Maanden: false, voorstel: null });

    const pilot = g.regels.find((r) => r.soort === 'pilot')!;
    expect(pilot).toMatchObject({ laatstGebruikt: null, ongebruiktSinds12Maanden: false, richting: 'binnen', magIntrekken: true });
    expect(g.vandaag).toBe(vandaag);
  });

  it('lezen: de boer, de volmacht en de servicedesk met een reden; ieder ander krijgt 403 in het Nederlands', async () => {
    for (const wie of ['boer', 'volmacht', 'servicedesk']) expect((await lees(wie)).statusCode, wie).toBe(200);
    for (const wie of ['beheren', 'inzien', 'vreemd', 'medewerker']) {
      const res = await lees(wie);
      expect(res.statusCode, wie).toBe(403);
      expect(res.json().message).toBe('U heeft geen toegang tot de toestemmingen van dit bedrijf.');
    }
    expect((await lees('volmacht')).json().magIntrekken).toBe(true);
    const staf = (await lees('servicedesk')).json() as GrootboekAntwoord;
    expect(staf.magIntrekken).toBe(false);
    expect(staf.regels.every((r) => !r.magIntrekken)).toBe(true);
    expect((await lees('boer', 999_999)).statusCode).toBe(404);
    expect((await s.app.inject({ method: 'GET', url: `${t.grootboek.path}?relatieId=${deVries}` })).statusCode).toBe(401);
    const fout = await s.app.inject({ method: 'GET', url: `${t.grootboek.path}?relatieId=abc`, headers: { authorization: `Bearer ${tokens.boer}` } });
    expect(fout.statusCode).toBe(400);
    expect(fout.json().message).toBe('Geef met relatieId een geldig nummer op.');
  });

  it('intrekken via het grootboek verandert de rij van de eigenaar; oude versie of geen reden verandert niets', async () => {
    const g = await grootboek();
    const m = vind(g, 'organisatiemachtiging', rij.ongebruikteMachtiging)!;
    // someone without the farm side is refused before anything happens
    const door = await trekIn('servicedesk', { relatieId: deVries, soort: 'organisatiemachtiging', id: m.id, versie: m.versie });
    expect(door.statusCode).toBe(403);
    expect(door.json().message).toContain('Alleen de deelnemer van het bedrijf of de organisatie met de volmacht');
    expect((await trekIn('boer', { relatieId: deVries, soort: 'organisatiemachtiging', id: m.id, versie: m.versie! + 1 })).statusCode).toBe(409);
    const ok = await trekIn('boer', { relatieId: deVries, soort: 'organisatiemachtiging', id: m.id, versie: m.versie, reden: 'Niet meer nodig' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().melding).toContain('De machtiging is ingetrokken');
    const [na] = await s.database.db.select().from(machtigingen).where(eq(machtigingen.id, m.id));
    expect(na.status).toBe('ingetrokken');
    expect(vind(await grootboek(), 'organisatiemachtiging', m.id)).toBeUndefined();
    expect(vind(await grootboek('alle'), 'organisatiemachtiging', m.id)).toMatchObject({ status: 'ingetrokken', lopend: false, ongebruiktSinds12Maanden: false, magIntrekken: false });
    expect((await trekIn('boer', { relatieId: deVries, soort: 'organisatiemachtiging', id: m.id, versie: na.versie })).statusCode).toBe(409);

    // a participation needs a reason (the consumer reads it): without one, nothing changes
    const d = vind(g, 'deelname', rij.stilleDeelname)!;
    const zonder = await trekIn('volmacht', { relatieId: deVries, soort: 'deelname', id: d.id, versie: d.versie });
    expect(zonder.statusCode).toBe(400);
    expect(zonder.json().message).toBe('Geef een reden; de afnemer krijgt die te zien.');
    expect((await s.database.db.select().from(deelnames).where(eq(deelnames.id, d.id)))[0].status).toBe('goedgekeurd');
    expect((await trekIn('volmacht', { relatieId: deVries, soort: 'deelname', id: d.id, versie: d.versie, reden: 'Wij doen niet meer mee.' })).statusCode).toBe(200);
    expect((await s.database.db.select().from(deelnames).where(eq(deelnames.id, d.id)))[0]).toMatchObject({ status: 'ingetrokken', reden: 'Wij doen niet meer mee.' });

    const k = vind(g, 'koppeling', rij.stilleKoppeling)!;
    expect((await trekIn('boer', { relatieId: deVries, soort: 'koppeling', id: k.id, versie: k.versie })).statusCode).toBe(200);
    expect((await s.database.db.select().from(koppelingen).where(and(eq(koppelingen.relatieId, deVries), eq(koppelingen.id, k.id))))[0].status).toBe('ingetrokken');

    const p = g.regels.find((r) => r.soort === 'pilot')!;
    expect((await trekIn('boer', { relatieId: deVries, soort: 'pilot', id: p.id })).statusCode).toBe(200);
    const [lid] = await s.database.db.select().from(pilotBedrijven).where(and(eq(pilotBedrijven.relatieId, deVries), eq(pilotBedrijven.pilotId, p.id)));
    expect(lid.verlatenOp).not.toBeNull();
    expect(vind(await grootboek('alle'), 'pilot', p.id)).toMatchObject({ lopend: false, status: 'verlaten' });
    const nogEens = await trekIn('boer', { relatieId: deVries, soort: 'pilot', id: p.id });
    expect(nogEens.statusCode).toBe(409);
    expect(nogEens.json().message).toBe('Dit bedrijf heeft deze pilot al verlaten.');

    // another farm's grant through De Vries's ledger: not found at the owner
    const vreemd = await trekIn('boer', { relatieId: deVries, soort: 'deelname', id: rij.deelnameJansen, versie: 1, reden: 'Niet van mij' });
    expect(vreemd.statusCode).toBe(404);
    const andereBoer = await trekIn('boer', { relatieId: jansen, soort: 'deelname', id: rij.deelnameJansen, versie: 1, reden: 'Niet van mij' });
    expect(andereBoer.statusCode).toBe(403);
    expect((await s.database.db.select().from(deelnames).where(eq(deelnames.id, rij.deelnameJansen)))[0].status).toBe('goedgekeurd');
  });

  it('het bewijs van toestemming bevat uitgever, ontvanger, doel, gegevens, termijn, status, datum en kenmerk', async () => {
    const d = vind(await grootboek(), 'deelname', rij.drukkeDeelname)!;
    const url = `${t.bewijs.path}?relatieId=${deVries}&soort=deelname&id=${d.id}`;
    const res = await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens.volmacht}` } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const kenmerk = `KLW-DN-${deVries}-${d.id}`;
    expect(res.headers['content-disposition']).toContain(`bewijs-van-toestemming-${kenmerk}.pdf`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const bestand = path.join(map, 'bewijs.pdf');
    writeFileSync(bestand, pdf);
    const tekst = execFileSync('pdftotext', ['-enc', 'UTF-8', bestand, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    for (const deel of [
      'Bewijs van toestemming',
      `Kenmerk ${kenmerk}`,
      `Melkveebedrijf De Vries (KvK ${KVK.deVries})`,
      'Stichting Duurzame Zuivelketen (KvK 68000001)',
      'Druk onderzoek: Tekst van Druk onderzoek',
      'Gegevens Kengetallen',
      `Ingangsdatum ${datumNl(datumVanaf(-400))}`,
      `Einddatum ${datumNl(datumVanaf(365))}`,
      'Status Goedgekeurd',
      `Datum van afgifte ${datumNl(vandaagIso())}`,
    ]) {
      expect(tekst, deel).toContain(deel);
    }
    // the volmacht holder's download is in the farm's access log
    const [log] = await s.database.db.select().from(toegangslog).where(and(eq(toegangslog.relatieId, deVries), eq(toegangslog.wat, 'Bewijs van toestemming')));
    expect(log).toMatchObject({ rol: 'volmacht', actie: 'gedownload' });

    for (const wie of ['inzien', 'vreemd', 'medewerker']) expect((await s.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[wie]}` } })).statusCode, wie).toBe(403);
    const onbekend = await s.app.inject({ method: 'GET', url: `${t.bewijs.path}?relatieId=${deVries}&soort=deelname&id=${rij.deelnameJansen}`, headers: { authorization: `Bearer ${tokens.boer}` } });
    expect(onbekend.statusCode).toBe(404);
    const soortFout = await s.app.inject({ method: 'GET', url: `${t.bewijs.path}?relatieId=${deVries}&soort=alles&id=1`, headers: { authorization: `Bearer ${tokens.boer}` } });
    expect(soortFout.statusCode).toBe(400);
    expect(soortFout.json().message).toBe('Kies als soort organisatiemachtiging, koppeling, deelname, pilot.');
  });
});
