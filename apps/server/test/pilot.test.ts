/**
 * Pilots (/beheer/pilot; sharing-anchors.md §2): staff save a pilot with its farms as text (every
 * bad line named in one Dutch 400, nothing stored; a stale version 409); the farm sees its pilot,
 * compares its result under the pilot's rule year with exactly what the engine gives, and may
 * leave once (then it is counted as left). On PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indicatorDefinities, pilotRoutes as p, type BedrijfsPilot, type PilotRegel, type PilotVergelijking } from '@kw/contract';
import { bereken, valideerInvoer } from '@kw/engine';
import { auditLog, kringloopwijzers, pilotBedrijven, toegangslog } from '../src/db/schema';
import { DEMO_PILOT } from '../src/db/seed-pilot';
import { resultaatVanRecord, samengesteldeInvoer } from '../src/modules/uitkomst/uitkomst.service';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { KVK, relatieIdOpKvk } from './helpers/machtigingen';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVries: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  deVries = await relatieIdOpKvk(s.database, KVK.deVries);
});
afterAll(async () => s?.stop());

const klant = (email: string, klwId?: number) => new Klant(s.app).alsIngelogd(email, klwId);
const post = (k: Klant, pad: string, body: unknown) => k.post(pad, body, { bearer: true });
const telling = async () => {
  const r = await s.database.db.execute(sql`select (select count(*)::int from pilots) p, (select coalesce(sum(versie),0)::int from pilots) v,
    (select count(*)::int from pilot_bedrijven) b, (select count(*)::int from audit_log where tabel = 'pilot_bedrijven') a`);
  return JSON.stringify((r as unknown as { rows: unknown[] }).rows[0]);
};
const basis = { naam: 'Nieuwe dashboardregels', doel: 'Wij proberen de regels van 2026 uit.', van: '2026-01-01', tot: '2026-12-31', regelJaar: 2026 };
const pilotsVan = async (k: Klant) => (await k.get(p.pilots.path)).json().pilots as PilotRegel[];

describe('pilots beheren (medewerkers)', () => {
  it('de demopilot staat in de lijst met drie actieve bedrijven; een boer krijgt 403', async () => {
    const staf = await klant('medewerker@demo.nl');
    const res = await staf.get(p.pilots.path);
    expect(res.statusCode, res.body).toBe(200);
    const demo = (res.json().pilots as PilotRegel[]).find((x) => x.naam === DEMO_PILOT)!;
    expect(demo).toMatchObject({ regelJaar: 2026, aantalActief: 3, aantalVerlaten: 0 });
    expect(res.json().regelJaren).toContain(2026);
    const boer = await klant('deelnemer@demo.nl');
    expect((await boer.get(p.pilots.path)).statusCode).toBe(403);
    expect((await post(boer, p.pilotOpslaan.path, { ...basis, bedrijven: KVK.deVries })).statusCode).toBe(403);
  });

  it('elke foute regel (geen 8 cijfers, onbekend KvK-nummer, dubbel) staat met regelnummer in één 400; er wordt niets opgeslagen', async () => {
    const staf = await klant('medewerker@demo.nl');
    const voor = await telling();
    const csv = ['kvk;naam', `${KVK.deVries};De Vries`, '1234567;te kort', '', `${KVK.jansen};Jansen`, '99999999;onbekend', `${KVK.deVries};nog eens`, 'abcdefgh'].join('\n');
    const res = await post(staf, p.pilotOpslaan.path, { ...basis, bedrijven: csv });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('De lijst met bedrijven bevat fouten op regel 3, 6, 7, 8. Er is niets opgeslagen.');
    const details = (res.json().errorDetails as Array<{ field: string; message: string }>).map((d) => d.message);
    expect(details).toEqual([
      'Regel 3: "1234567" is geen KvK-nummer (precies 8 cijfers).',
      'Regel 6: er is geen bedrijf met KvK-nummer 99999999.',
      `Regel 7: KvK-nummer ${KVK.deVries} staat ook al op regel 2.`,
      'Regel 8: "abcdefgh" is geen KvK-nummer (precies 8 cijfers).',
    ]);
    expect(await telling()).toBe(voor);
  });

  it('zonder bedrijven, met een einddatum voor de begindatum of een jaar zonder rekenregels: een Nederlandse 400', async () => {
    const staf = await klant('medewerker@demo.nl');
    const voor = await telling();
    const leeg = await post(staf, p.pilotOpslaan.path, { ...basis, bedrijven: 'kvk\n\n' });
    expect(leeg.statusCode).toBe(400);
    expect(leeg.json().message).toMatch(/minstens één bedrijf/);
    const omgekeerd = await post(staf, p.pilotOpslaan.path, { ...basis, van: '2026-06-01', tot: '2026-05-31', bedrijven: KVK.deVries });
    expect(omgekeerd.statusCode).toBe(400);
    expect(omgekeerd.body).toMatch(/De einddatum ligt voor de begindatum/);
    const jaar = await post(staf, p.pilotOpslaan.path, { ...basis, regelJaar: 2031, bedrijven: KVK.deVries });
    expect(jaar.statusCode).toBe(400);
    expect(jaar.body).toMatch(/Kies een jaar waarvoor rekenregels bestaan: 2018.*2026/);
    expect(await telling()).toBe(voor);
  });

  it('opslaan en wijzigen schrijft een auditregel per bedrijf; een oude versie geeft 409', async () => {
    const staf = await klant('medewerker@demo.nl');
    const nieuw = await post(staf, p.pilotOpslaan.path, { ...basis, bedrijven: `KvK-nummer,naam\r\n"${KVK.deVries}",De Vries\r\n${KVK.jansen},Jansen\r\n` });
    expect(nieuw.statusCode, nieuw.body).toBe(200);
    const pilot = nieuw.json().pilot as PilotRegel;
    expect(pilot).toMatchObject({ versie: 1, aantalActief: 2, aantalVerlaten: 0 });
    const audit = await s.database.db.select().from(auditLog).where(eq(auditLog.tabel, 'pilot_bedrijven'));
    expect(audit.filter((a) => (a.na as { pilotId?: number } | null)?.pilotId === pilot.id && a.actie === 'pilot-toegevoegd')).toHaveLength(2);

    const gewijzigd = await post(staf, p.pilotOpslaan.path, { ...basis, id: pilot.id, versie: 1, naam: 'Dashboardregels 2026', bedrijven: `${KVK.deVries}\n${KVK.demo}` });
    expect(gewijzigd.statusCode, gewijzigd.body).toBe(200);
    expect(gewijzigd.json().pilot).toMatchObject({ versie: 2, naam: 'Dashboardregels 2026', aantalActief: 2 });
    expect((gewijzigd.json().pilot as PilotRegel).bedrijven.map((b) => b.kvk).sort()).toEqual([KVK.deVries, KVK.demo].sort());
    const voor = await telling();
    const oud = await post(staf, p.pilotOpslaan.path, { ...basis, id: pilot.id, versie: 1, bedrijven: KVK.deVries });
    expect(oud.statusCode).toBe(409);
    expect(oud.json().message).toMatch(/intussen door iemand anders gewijzigd/);
    expect(await telling()).toBe(voor);
  });
});

describe('pilot op het bedrijf', () => {
  const demoPilot = async (k: Klant) => ((await k.get(p.vanBedrijf.path)).json().pilots as BedrijfsPilot[]).find((x) => x.naam === DEMO_PILOT)!;

  it('de vergelijking geeft precies wat de rekenkern geeft onder de eigen regels en onder het jaar van de pilot', async () => {
    const boer = await klant('deelnemer@demo.nl', ids.vries2024);
    const pilot = await demoPilot(boer);
    expect(pilot).toMatchObject({ regelJaar: 2026, actief: true, verlatenOp: null });
    const res = await boer.get(`${p.vergelijking.path}?pilotId=${pilot.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json() as PilotVergelijking;
    const [record] = await s.database.db.select().from(kringloopwijzers).where(eq(kringloopwijzers.id, ids.vries2024));
    const invoer = valideerInvoer(await samengesteldeInvoer(s.database.db, record));
    if (!invoer.ok) throw new Error('demo-invoer ongeldig');
    const eigen = bereken(invoer.data);
    const onderPilot = bereken(invoer.data, { regelJaar: 2026 });
    expect((await resultaatVanRecord(s.database.db, record))!.dashboard).toEqual(eigen.dashboard);
    expect(v).toMatchObject({ jaar: 2024, eigenRekenregelversie: eigen.versie, pilotRekenregelversie: onderPilot.versie });
    expect(v.eigenRekenregelversie).not.toBe(v.pilotRekenregelversie);
    expect(v.regels.map((r) => r.sleutel)).toEqual(indicatorDefinities.map((d) => d.sleutel));
    for (const r of v.regels) {
      const k = r.sleutel as keyof typeof eigen.dashboard;
      expect(r.eigen).toBe(eigen.dashboard[k]);
      expect(r.pilot).toBe(onderPilot.dashboard[k]);
      expect(r.verschil).toBe(onderPilot.dashboard[k] - eigen.dashboard[k]);
    }
    expect((await boer.get(`${p.vergelijking.path}?pilotId=abc`)).statusCode).toBe(400);
    expect((await boer.get(`${p.vergelijking.path}?pilotId=999999`)).statusCode).toBe(404);
  });

  it('beheren leest maar verlaat niet; een ander bedrijf krijgt 403', async () => {
    const adviseur = await klant('adviseur@demo.nl', ids.vries2024);
    const pilot = await demoPilot(adviseur);
    expect((await adviseur.get(`${p.vergelijking.path}?pilotId=${pilot.id}`)).statusCode).toBe(200);
    // an organisation reading the farm's results is in the farm's access log (decision 019)
    await expect.poll(async () => (await s.database.db.select().from(toegangslog).where(eq(toegangslog.relatieId, deVries))).some((t) => t.wat === 'Pilot (vergelijking)')).toBe(true);
    const res = await post(adviseur, p.verlaten.path, { pilotId: pilot.id });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/^Alleen de deelnemer van het bedrijf/);
    const vreemd = await klant('deelnemer2@demo.nl');
    const token = s.app.jwt.sign({ ...s.app.jwt.decode<{ sid: string; sub: string }>(vreemd.token!)!, klw: ids.vries2024 });
    expect((await vreemd.get(p.vanBedrijf.path, token)).statusCode).toBe(403);
  });

  it('de boer verlaat de pilot: auditregel, niet meer geteld, geen vergelijking meer; nog eens verlaten geeft 409', async () => {
    const boer = await klant('deelnemer@demo.nl', ids.vries2024);
    const pilot = await demoPilot(boer);
    const res = await post(boer, p.verlaten.path, { pilotId: pilot.id });
    expect(res.statusCode, res.body).toBe(200);
    const na = (res.json().pilots as BedrijfsPilot[]).find((x) => x.id === pilot.id)!;
    expect(na.actief).toBe(false);
    expect(na.verlatenOp).not.toBeNull();
    const [rij] = await s.database.db.select().from(pilotBedrijven).where(eq(pilotBedrijven.relatieId, deVries));
    expect(rij.verlatenOp).not.toBeNull();
    const audit = await s.database.db.select().from(auditLog).where(eq(auditLog.actie, 'pilot-verlaten'));
    expect(audit.some((a) => a.relatieId === deVries && (a.na as { pilotId: number }).pilotId === pilot.id)).toBe(true);

    const staf = await klant('medewerker@demo.nl');
    expect((await pilotsVan(staf)).find((x) => x.id === pilot.id)).toMatchObject({ aantalActief: 2, aantalVerlaten: 1 });
    const nogEens = await post(boer, p.verlaten.path, { pilotId: pilot.id });
    expect(nogEens.statusCode).toBe(409);
    expect(nogEens.json().message).toBe('Dit bedrijf heeft deze pilot al verlaten.');
    expect((await boer.get(`${p.vergelijking.path}?pilotId=${pilot.id}`)).statusCode).toBe(404);
    // staff saving the pilot again with De Vries on the list does not bring the farm back
    const regel = (await pilotsVan(staf)).find((x) => x.id === pilot.id)!;
    const opnieuw = await post(staf, p.pilotOpslaan.path, { id: regel.id, versie: regel.versie, naam: regel.naam, doel: regel.doel, van: regel.van, tot: regel.tot, regelJaar: regel.regelJaar, bedrijven: regel.bedrijven.map((b) => b.kvk).join('\n') });
    expect(opnieuw.statusCode, opnieuw.body).toBe(200);
    expect(opnieuw.json().pilot).toMatchObject({ aantalActief: 2, aantalVerlaten: 1 });
  });
});

describe('grote lijsten', () => {
  it('12.000 bedrijven worden opgeslagen (in delen); 12.000 foute regels geven één korte 400', async () => {
    await s.database.db.execute(sql`insert into relaties (naam, naam_kort, kvk_nummer) select 'Bedrijf ' || g, 'B' || g, (70000000 + g)::text from generate_series(1, 12000) g`);
    const staf = await klant('medewerker@demo.nl');
    const kvks = Array.from({ length: 12_000 }, (_, i) => String(70_000_001 + i));
    const groot = await post(staf, p.pilotOpslaan.path, { ...basis, naam: 'Alle bedrijven', bedrijven: kvks.join('\n') });
    expect(groot.statusCode, groot.body.slice(0, 300)).toBe(200);
    expect(groot.json().pilot).toMatchObject({ aantalActief: 12_000, aantalVerlaten: 0 });
    const audit = await s.database.db.execute(sql`select count(*)::int n from audit_log where tabel = 'pilot_bedrijven' and (na ->> 'pilotId')::int = ${groot.json().pilot.id}`);
    expect((audit as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(12_000);

    const voor = await telling();
    const fout = await post(staf, p.pilotOpslaan.path, { ...basis, bedrijven: kvks.map((k) => k.slice(1)).join('\n') });
    expect(fout.statusCode).toBe(400);
    expect(fout.json().message).toBe(`De lijst met bedrijven bevat fouten op regel ${Array.from({ length: 30 }, (_, i) => i + 1).join(', ')} en nog 11.970 regels. Er is niets opgeslagen.`);
    const details = fout.json().errorDetails as Array<{ field: string; message: string }>;
    expect(details).toHaveLength(201);
    expect(details.at(-1)).toEqual({ field: 'bedrijven', message: 'En nog 11.800 regels met een fout.' });
    expect(await telling()).toBe(voor);
  }, 120_000);
});
