/**
 * I&R movements and plot removal through the supplier inbox (decision 035): a movement lands on
 * Veestapel's aanvoer/afvoer of the right year with its diff and a new engine result; the same id,
 * the same registrations under a new id and a reprocessed message count once; a submitted year
 * waits; a malformed movement is refused with nothing written. A plot gone from the RVO registration
 * is removed when untouched and kept (with the reason in the diff) when the farmer edited it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAfgesloten, koppelingRoutes, type KoppelingenOverzicht } from '@kw/contract';
import { DEMO_KLANTNUMMERS } from '../src/db/seed-koppelingen';
import { klwInvoer, koppelingen, kringloopwijzers, leveranciers, relaties } from '../src/db/schema';
import { afdruk, dashboard, leverancierToken, stuur } from './helpers/koppelingen';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let deVries: number;
let boer: Klant;
let rvo: string;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
  [{ id: deVries }] = await s.database.db.select({ id: relaties.id }).from(relaties).where(eq(relaties.naamKort, 'De Vries'));
  boer = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
  rvo = await leverancierToken(s.app, 'rvo');
}, 180_000);
afterAll(async () => s?.stop());

type Rij = Record<string, unknown>;
const scherm = async (naam: string, klw = ids.vries2024) => {
  const [r] = await s.database.db.select().from(klwInvoer).where(and(eq(klwInvoer.relatieId, deVries), eq(klwInvoer.kringloopwijzerId, klw), eq(klwInvoer.scherm, naam)));
  return r.gegevens as Record<string, Record<string, unknown>>;
};
const veestapel = async () => (await scherm('veestapel')).veestapel as { aanvoer: Rij[]; afvoer: Rij[] };
const percelen = async () => ((await scherm('percelen')).percelen as { percelen: Rij[] }).percelen;
const rij = (rijen: Rij[], categorie: string) => rijen.find((r) => r.categorie === categorie);
const ir = (berichtId: string, bewegingen: Rij[], klantnummer = DEMO_KLANTNUMMERS.diertellingen, peildatum = '2024-07-31') => stuur(s.app, rvo, 'diertellingen', { berichtId, klantnummer, ubn: '1234567', peildatum, bewegingen });
const wijzigingenVan = async (berichtId: string) => {
  const o = (await boer.get(koppelingRoutes.overzicht.path)).json() as KoppelingenOverzicht;
  return o.koppelingen.flatMap((k) => k.berichten).find((b) => b.leverancierBerichtId === berichtId)!.wijzigingen;
};

describe('I&R-bewegingen', () => {
  const juli = [
    { soort: 'aanvoer', datum: '2024-07-02', levensnummer: 'NL300000001', categorie: '102', gewichtKg: 480 },
    { soort: 'aanvoer', datum: '2024-07-02', levensnummer: 'NL300000002', categorie: '102', gewichtKg: 520 },
    { soort: 'afvoer', datum: '2024-07-09', levensnummer: 'NL300000003', categorie: '101' },
    { soort: 'sterfte', datum: '2024-07-20', levensnummer: 'NL300000004', categorie: '100' },
    { soort: 'geboorte', datum: '2024-07-21', levensnummer: 'NL300000005', categorie: '101' },
  ];

  it('landen op Veestapel van het goede jaar, met de wijziging per veld en per dier; de rekenkern rekent opnieuw', async () => {
    const voor = await veestapel();
    const dash = await dashboard(s.database, ids.vries2024);
    const res = await ir('IR-T-1', juli);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'verwerkt', reden: null });
    const na = await veestapel();
    const aantal = (rijen: Rij[], c: string) => Number(rij(rijen, c)?.aantal ?? 0);
    expect(aantal(na.aanvoer, '102')).toBe(aantal(voor.aanvoer, '102') + 2);
    expect(aantal(na.afvoer, '101')).toBe(aantal(voor.afvoer, '101') + 1);
    // a death is afvoer (the screen's afvoer includes deaths); a birth changes no field
    expect(aantal(na.afvoer, '100')).toBe(aantal(voor.afvoer, '100') + 1);
    expect(na.aanvoer.length + na.afvoer.length).toBeLessThanOrEqual(voor.aanvoer.length + voor.afvoer.length + 2);
    expect(await dashboard(s.database, ids.vries2024)).not.toBe(dash);
    const w = await wijzigingenVan('IR-T-1');
    expect(w.find((x) => x.veld === 'veestapel.afvoer[101].aantal')).toMatchObject({ voor: aantal(voor.afvoer, '101') || null, na: aantal(voor.afvoer, '101') + 1, toegepast: true, route: expect.stringMatching(new RegExp(`/${ids.vries2024}$`)) });
    expect(w.filter((x) => x.veld.startsWith('veestapel.bewegingen[')).map((x) => x.label)).toEqual([
      'I&R aanvoer NL300000001 op 02-07-2024: diercategorie',
      'I&R aanvoer NL300000002 op 02-07-2024: diercategorie',
      'I&R afvoer NL300000003 op 09-07-2024: diercategorie',
      'I&R sterfte NL300000004 op 20-07-2024: diercategorie',
    ]);
  });

  it('hetzelfde id, of dezelfde registraties onder een nieuw id, verandert niets; een nieuwe registratie telt één keer', async () => {
    const voor = await afdruk(s.database, deVries, ids.vries2024);
    expect((await ir('IR-T-1', juli)).json()).toMatchObject({ alOntvangen: true, status: 'verwerkt' });
    expect(await afdruk(s.database, deVries, ids.vries2024)).toBe(voor);
    // the supplier sends the month again as a cumulative list, under a new id
    expect((await ir('IR-T-2', juli)).json()).toMatchObject({ status: 'verwerkt' });
    expect(await afdruk(s.database, deVries, ids.vries2024)).toBe(voor);
    const afvoer = Number(rij((await veestapel()).afvoer, '100')!.aantal);
    expect((await ir('IR-T-3', [...juli, { soort: 'afvoer', datum: '2024-08-01', levensnummer: 'NL300000006', categorie: '100' }], undefined, '2024-08-31')).json()).toMatchObject({ status: 'verwerkt' });
    expect(rij((await veestapel()).afvoer, '100')!.aantal).toBe(afvoer + 1);
  });

  it('opnieuw verwerken (servicedesk) telt een mislukt bericht één keer, ook twee keer gevraagd', async () => {
    const beweging = [{ soort: 'aanvoer', datum: '2024-09-03', levensnummer: 'NL300000010', categorie: 'overig', gewichtKg: 610 }];
    expect((await ir('IR-T-her', beweging, 'IR-77777')).json()).toMatchObject({ status: 'mislukt', reden: expect.stringContaining('IR-77777 is niet bekend') });
    const [l] = await s.database.db.select({ id: leveranciers.id }).from(leveranciers).where(eq(leveranciers.clientId, 'demo-zuivelnl-rvo'));
    await s.database.db.insert(koppelingen).values({ relatieId: deVries, leverancierId: l.id, soort: 'diertellingen', klantnummer: 'IR-77777', status: 'actief' });
    const staf = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const voorOverig = Number(rij((await veestapel()).aanvoer, 'overig')?.aantal ?? 0);
    const een = (await staf.post(koppelingRoutes.opnieuwVerwerken.path, { oorzaak: 'geen-klant' }, { bearer: true })).json();
    expect(een.verwerkt).toBeGreaterThanOrEqual(1);
    const naEen = await afdruk(s.database, deVries, ids.vries2024);
    await staf.post(koppelingRoutes.opnieuwVerwerken.path, { berichtIds: een.berichten.map((b: { id: number }) => b.id) }, { bearer: true });
    expect(await afdruk(s.database, deVries, ids.vries2024)).toBe(naEen);
    expect(rij((await veestapel()).aanvoer, 'overig')).toMatchObject({ aantal: voorOverig + 1 });
  });

  it('een ingediend jaar wacht; een ongeldig levensnummer of een leeg bericht: niets geschreven', async () => {
    const voor22 = await afdruk(s.database, deVries, ids.vries2022);
    const [k] = await s.database.db.select({ statusId: kringloopwijzers.statusId }).from(kringloopwijzers).where(eq(kringloopwijzers.id, ids.vries2022));
    expect(isAfgesloten(k.statusId)).toBe(true);
    const wacht = (await ir('IR-T-2022', [{ soort: 'aanvoer', datum: '2022-05-01', levensnummer: 'NL300000020', categorie: '102' }], undefined, '2022-05-31')).json();
    expect(wacht).toMatchObject({ status: 'wacht', reden: expect.stringContaining('Wacht: jaar ingediend') });
    expect(await afdruk(s.database, deVries, ids.vries2022)).toBe(voor22);
    const voor = await afdruk(s.database, deVries, ids.vries2024);
    const slecht = (await ir('IR-T-slecht', [{ soort: 'aanvoer', datum: '2024-05-01', levensnummer: 'NL 12', categorie: '102' }])).json();
    expect(slecht).toMatchObject({ status: 'mislukt', reden: expect.stringContaining('levensnummer') });
    const leeg = (await ir('IR-T-leeg', [])).json();
    expect(leeg).toMatchObject({ status: 'mislukt', reden: expect.stringContaining('geen gemiddelde aantallen en geen bewegingen') });
    // two years in one message
    expect((await ir('IR-T-jaren', [{ soort: 'aanvoer', datum: '2023-12-30', levensnummer: 'NL300000021', categorie: '102' }])).json()).toMatchObject({ status: 'mislukt', reden: expect.stringContaining('meer dan één jaar') });
    expect(await afdruk(s.database, deVries, ids.vries2024)).toBe(voor);
  });
});

describe('percelen die niet meer in de RVO-registratie staan', () => {
  const perceel = (id: string, naam: string, oppervlakteHa: number) => ({ id, naam, oppervlakteHa, gewascode: 265, grondgebruik: 'blijvendGrasland', grondsoort: 'zand' });
  const stuurPercelen = (berichtId: string, lijst: Rij[]) => stuur(s.app, rvo, 'percelen', { berichtId, klantnummer: DEMO_KLANTNUMMERS.percelen, peildatum: '2024-05-15', percelen: lijst });
  const a = perceel('rvo-t-a', 'Achterweide', 5.5);
  const b = perceel('rvo-t-b', 'Beemd', 3.25);
  const c = perceel('rvo-t-c', 'Cruislaan', 2);

  it('een onaangeroerd perceel van de koppeling verdwijnt (met de wijziging); eigen percelen blijven; de rekenkern rekent opnieuw', async () => {
    const eigen = (await percelen()).map((p) => p.id);
    expect(eigen.length).toBeGreaterThan(0);
    expect((await stuurPercelen('RVO-T-1', [a, b])).json()).toMatchObject({ status: 'verwerkt' });
    expect((await percelen()).map((p) => p.id)).toEqual([...eigen, 'rvo-t-a', 'rvo-t-b']);
    const dash = await dashboard(s.database, ids.vries2024);
    expect((await stuurPercelen('RVO-T-2', [a])).json()).toMatchObject({ status: 'verwerkt' });
    expect((await percelen()).map((p) => p.id)).toEqual([...eigen, 'rvo-t-a']);
    expect(await dashboard(s.database, ids.vries2024)).not.toBe(dash);
    expect((await wijzigingenVan('RVO-T-2')).find((w) => w.veld === 'percelen.percelen[rvo-t-b].oppervlakteHa')).toMatchObject({ voor: 3.25, na: null, toegepast: true, label: expect.stringContaining('niet meer in de RVO-registratie') });
  });

  it('opnieuw verwerken houdt de volgorde per koppeling: het latere bericht verwijdert wat het eerdere schreef', async () => {
    const x = perceel('rvo-t-x', 'Xenia', 1.5);
    const y = perceel('rvo-t-y', 'IJsselweide', 2.5);
    const naar = (berichtId: string, lijst: Rij[]) => stuur(s.app, rvo, 'percelen', { berichtId, klantnummer: 'RVO-88888', peildatum: '2024-05-15', percelen: lijst });
    expect((await naar('RVO-T-V1', [x, y])).json()).toMatchObject({ status: 'mislukt' });
    expect((await naar('RVO-T-V2', [x])).json()).toMatchObject({ status: 'mislukt' });
    const [l] = await s.database.db.select({ id: leveranciers.id }).from(leveranciers).where(eq(leveranciers.clientId, 'demo-zuivelnl-rvo'));
    await s.database.db.insert(koppelingen).values({ relatieId: deVries, leverancierId: l.id, soort: 'percelen', klantnummer: 'RVO-88888', status: 'actief' });
    const staf = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
    const r = (await staf.post(koppelingRoutes.opnieuwVerwerken.path, { oorzaak: 'geen-klant' }, { bearer: true })).json();
    expect(r.verwerkt).toBeGreaterThanOrEqual(2);
    const ids = (await percelen()).map((p) => p.id);
    expect(ids).toContain('rvo-t-x');
    expect(ids).not.toContain('rvo-t-y');
  });

  it('een met de hand aangepast perceel blijft staan; de wijziging zegt waarom, één keer', async () => {
    expect((await stuurPercelen('RVO-T-3', [a, c])).json()).toMatchObject({ status: 'verwerkt' });
    const huidig = (await boer.get('/api/Percelen/GetPercelenGegevens')).json();
    const gegevens = structuredClone(huidig.gegevens);
    gegevens.percelen.percelen.find((p: Rij) => p.id === 'rvo-t-c').oppervlakteHa = 2.4;
    const opgeslagen = await boer.post('/api/Percelen/SavePercelenGegevens', { versie: huidig.versie, gegevens, kringloopwijzerId: ids.vries2024 }, { bearer: true });
    expect(opgeslagen.statusCode, opgeslagen.body).toBe(200);
    const voor = JSON.stringify(await percelen());
    expect((await stuurPercelen('RVO-T-4', [a])).json()).toMatchObject({ status: 'verwerkt' });
    expect(JSON.stringify(await percelen())).toBe(voor);
    expect(await wijzigingenVan('RVO-T-4')).toEqual([expect.objectContaining({ veld: 'percelen.percelen[rvo-t-c]', voor: 2.4, na: null, toegepast: false, label: expect.stringContaining('u heeft het zelf aangepast') })]);
    const daarna = await afdruk(s.database, deVries, ids.vries2024);
    expect((await stuurPercelen('RVO-T-5', [a])).json()).toMatchObject({ status: 'verwerkt' });
    expect(await afdruk(s.database, deVries, ids.vries2024)).toBe(daarna);
  });
});
