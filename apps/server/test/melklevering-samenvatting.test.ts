/**
 * The stored delivery summary (decision 009): used only while current, so every change to
 * the delivery rows — by any writer — shows in the next GetMelkLeveringGegevens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { melkLeveringGegevensSchema, routes, totaalVanLeveringen, type MelkLeveringGegevens } from '@kw/contract';
import { kringloopwijzers, melkleveringen, melkleveringSamenvattingen } from '../src/db/schema';
import { bewaarSamenvatting, leveringenMetVersie } from '../src/modules/melklevering/melklevering.repository';
import { vatLeveringenSamen } from '../src/modules/melklevering/melklevering.samenvatting';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;
let k: Klant;

beforeAll(async () => {
  s = await startTestServer();
  ids = await demoKlwIds(s.database);
  k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', ids.vries2024);
});
afterAll(async () => s?.stop());

async function melk(): Promise<MelkLeveringGegevens> {
  const res = await k.get(routes.melkLevering.path);
  expect(res.statusCode).toBe(200);
  return melkLeveringGegevensSchema.parse(res.json());
}

const versieVan = async (id: number) =>
  (await s.database.db.select({ v: kringloopwijzers.leveringenVersie }).from(kringloopwijzers).where(eq(kringloopwijzers.id, id)))[0].v;
const relatieVan = async (id: number) =>
  (await s.database.db.select({ r: kringloopwijzers.relatieId }).from(kringloopwijzers).where(eq(kringloopwijzers.id, id)))[0].r;
const samenvattingVan = async (id: number) =>
  (await s.database.db.select().from(melkleveringSamenvattingen).where(eq(melkleveringSamenvattingen.kringloopwijzerId, id)))[0];
const alle = (d: MelkLeveringGegevens) => d.maanden.flatMap((m) => m.leveringen);

describe('opgeslagen samenvatting van de automatische leveringen', () => {
  it('wordt bij de eerste lezing gemaakt uit de rijen en daarna gebruikt', async () => {
    const eerst = await melk();
    const opgeslagen = await samenvattingVan(ids.vries2024);
    expect(opgeslagen.bronVersie).toBe(await versieVan(ids.vries2024));
    expect(opgeslagen.aantal).toBe(alle(eerst).length);
    const { rijen } = await leveringenMetVersie(s.database.db, ids.vries2024);
    expect(JSON.parse(opgeslagen.gegevens)).toEqual(JSON.parse(vatLeveringenSamen(rijen, 2024).gegevens));
    expect(await melk()).toEqual(eerst);
  });

  it('een nieuwe, gewijzigde of verwijderde levering staat meteen in het antwoord', async () => {
    const voor = await melk();
    const v0 = await versieVan(ids.vries2024);

    // INSERT of two rows in one statement: one version step (a statement-level trigger)
    await s.database.db.insert(melkleveringen).values([
      { relatieId: await relatieVan(ids.vries2024), kringloopwijzerId: ids.vries2024, leverDatum: '2024-12-31', afleverTijd: '23:10', ubn: '1234567', kg: 7000, vet: 4.4, eiwit: 3.5, ureum: 22, fosfor: 100 },
      { relatieId: await relatieVan(ids.vries2024), kringloopwijzerId: ids.vries2024, leverDatum: '2024-12-31', afleverTijd: '23:40', ubn: '1234567', kg: 3000, vet: 4.5, eiwit: 3.6, ureum: 21, fosfor: 99 },
    ]);
    expect(await versieVan(ids.vries2024)).toBe(v0 + 1);
    const na1 = await melk();
    expect(alle(na1)).toHaveLength(alle(voor).length + 2);
    expect(na1.datumLaatsteLevering).toBe('2024-12-31');
    expect(na1.totaal.kg).toBeCloseTo(voor.totaal.kg! + 10_000, 6);
    expect(na1.totaal).toEqual(totaalVanLeveringen(alle(na1)));

    // UPDATE
    await s.database.db.execute(sql`update melkleveringen set kg = kg + 500 where kringloopwijzer_id = ${ids.vries2024} and lever_datum = '2024-12-31' and aflever_tijd in ('23:10', '23:40')`);
    const na2 = await melk();
    expect(na2.totaal.kg).toBeCloseTo(na1.totaal.kg! + 1000, 6);

    // DELETE
    await s.database.db.execute(sql`delete from melkleveringen where kringloopwijzer_id = ${ids.vries2024} and lever_datum = '2024-12-31' and aflever_tijd in ('23:10', '23:40')`);
    const na3 = await melk();
    expect(alle(na3)).toEqual(alle(voor));
    expect(na3.totaal).toEqual(voor.totaal);
    expect(await versieVan(ids.vries2024)).toBe(v0 + 3);
    expect((await samenvattingVan(ids.vries2024)).bronVersie).toBe(v0 + 3);
  });

  it('alleen de rijen van het gewijzigde record tellen: een ander record houdt zijn versie', async () => {
    const ander = await versieVan(ids.vries2022);
    await s.database.db.insert(melkleveringen).values({ relatieId: await relatieVan(ids.vries2024), kringloopwijzerId: ids.vries2024, leverDatum: '2024-06-15', afleverTijd: '12:00', ubn: '1234567', kg: 1, vet: 4.3, eiwit: 3.5, ureum: 20, fosfor: 98 });
    expect(await versieVan(ids.vries2022)).toBe(ander);
    await s.database.db.execute(sql`delete from melkleveringen where kringloopwijzer_id = ${ids.vries2024} and lever_datum = '2024-06-15' and aflever_tijd = '12:00'`);
  });

  it('een samenvatting van een oudere versie overschrijft geen nieuwere', async () => {
    await melk();
    const nu = await samenvattingVan(ids.vries2024);
    await bewaarSamenvatting(s.database.db, { relatieId: await relatieVan(ids.vries2024), id: ids.vries2024 }, nu.bronVersie - 1, { aantal: 0, totaal: nu.totaal, gegevens: '{"oud":true}' });
    expect(await samenvattingVan(ids.vries2024)).toEqual(nu);
  });

  it('na TRUNCATE (geen overgangstabel) zijn alle samenvattingen verouderd: geen leveringen meer, schakelaar verplicht aan', async () => {
    expect(alle(await melk()).length).toBeGreaterThan(0);
    await s.database.db.execute(sql`truncate melkleveringen`);
    const na = await melk();
    expect(na.maanden).toEqual([]);
    expect(na.datumLaatsteLevering).toBeNull();
    expect(na.gebruikHandmatigeMelkRegistratie).toBe(true);
  });
});
