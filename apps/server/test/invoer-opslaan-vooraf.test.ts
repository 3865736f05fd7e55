/**
 * A register save with its outcome computed before its statement and stored in it (decision 013, revision
 * 27-11-2026), on PGlite and PostgreSQL: the outcome equals the engine's on the whole input read afresh (full
 * validation, no cache); nothing of it is stored when another screen changed in between or the version is stale;
 * every save through the API leaves the outcome of the input as it then stands; the audit line keeps the row's columns.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controleerSchermOpslag, invoerVersie, register, schermCalls, type SchermRegistratie } from '@kw/contract';
import { auditLog, gebruikers, klwInvoer, klwUitkomst, kringloopwijzers } from '../src/db/schema';
import { leesSessieRecordEnSleutels, slaSchermRijOpMetUitkomst } from '../src/modules/invoer/invoer.repository';
import { berekenUitkomst } from '../src/modules/uitkomst/uitkomst.bereken';
import { ENGINE_VERSIE, invoerVanRecord, uitkomstVooraf } from '../src/modules/uitkomst/uitkomst.service';
import { SectieCache } from '../src/modules/uitkomst/uitkomst.secties';
import { krachtvoer30 } from '../../../bench/invoer.bench.constanten';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { demoDocumenten } from './helpers/register';

let s: TestServer;
let k: Klant;
let record: { id: number; relatieId: number; jaar: number; statusId: number };
let gebruikerId: number;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  const ids = await demoKlwIds(s.database);
  const [r] = await s.database.db.select().from(kringloopwijzers).where(eq(kringloopwijzers.id, ids.vries2024));
  record = { id: r.id, relatieId: r.relatieId, jaar: r.jaar, statusId: r.statusId };
  k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', record.id);
  gebruikerId = (await s.database.db.select().from(gebruikers).where(eq(gebruikers.email, 'deelnemer@demo.nl')))[0].id;
}, 180_000);
afterAll(async () => s?.stop());

const scherm = (sleutel: string) => register.find((x) => x.sleutel === sleutel)!;
const versieVan = async (sleutel: string) =>
  (await s.database.db.select({ versie: klwInvoer.versie }).from(klwInvoer).where(and(eq(klwInvoer.kringloopwijzerId, record.id), eq(klwInvoer.scherm, sleutel))))[0]?.versie ?? 0;
const opgeslagenUitkomst = async () => (await s.database.db.select().from(klwUitkomst).where(and(eq(klwUitkomst.relatieId, record.relatieId), eq(klwUitkomst.kringloopwijzerId, record.id))))[0];
const sessie = () => s.app.jwt.decode<{ sid: string }>(k.token!)!.sid;
const bewaar = async (sch: SchermRegistratie, gegevens: Record<string, unknown>) => {
  const res = await k.post(schermCalls(sch).opslaan, { versie: await versieVan(sch.sleutel), gegevens }, { bearer: true });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { versie: number; status: string };
};

/** The outcome of the record's whole input as stored now, through the full validation (no cache). */
async function verwachteUitkomst() {
  const i = (await invoerVanRecord(s.database.db, record))!;
  const u = berekenUitkomst(i.bron, ENGINE_VERSIE);
  return { versie: i.versie, schermstatus: u.schermstatus, signaleringen: u.signaleringen, dashboard: u.dashboard };
}

describe('a save with its outcome computed beforehand', () => {
  it('equals the engine on the whole input, and is undefined while a row is not kept', async () => {
    const gelezen = (await leesSessieRecordEnSleutels(s.database.db, sessie(), record.id))!;
    expect(gelezen.record).toMatchObject({ id: record.id });
    const cache = new SectieCache();
    const gegevens = krachtvoer30(7);
    const c = controleerSchermOpslag('krachtvoer', record, { versie: await versieVan('krachtvoer'), gegevens });
    if (!c.ok) throw new Error(c.message);
    const opgeslagen = { scherm: 'krachtvoer', versie: c.versie + 1, gegevens: c.gegevens, geparst: c.geparst };
    // nothing kept yet: the save goes the other way (reads the input in its statement)
    expect(uitkomstVooraf(record, gelezen.sleutels!, opgeslagen, cache)).toBeUndefined();

    // the rows' sections kept under their version keys, as a save on the other path leaves them
    const i = (await invoerVanRecord(s.database.db, record))!;
    berekenUitkomst(i.bron, ENGINE_VERSIE, cache);
    const vooraf = uitkomstVooraf(record, gelezen.sleutels!, opgeslagen, cache);
    expect(vooraf).toBeDefined();

    const rijen = i.bron.rijen.map((r) => (r.scherm === 'krachtvoer' ? { scherm: r.scherm, versie: c.versie + 1, gegevens: c.gegevens } : r));
    const volledig = berekenUitkomst({ ...i.bron, rijen }, ENGINE_VERSIE);
    expect(vooraf!.uitkomst).toEqual({ ...volledig, resultaat: null });
    expect(vooraf!.versie).toBe(invoerVersie(rijen, gelezen.sleutels!.handmatig?.versie ?? 0, gelezen.sleutels!.leveringenVersie));

    // stored in the save's statement while the rest of the input is as read
    const klaar = await slaSchermRijOpMetUitkomst(s.database.db, { relatieId: record.relatieId, kringloopwijzerId: record.id, scherm: 'krachtvoer', versie: c.versie, gegevens: c.gegevens, gebruikerId }, vooraf!);
    expect(klaar).toMatchObject({ versie: c.versie + 1, klopt: true });
    const verwacht = await verwachteUitkomst();
    expect(await opgeslagenUitkomst()).toMatchObject({ invoerVersie: verwacht.versie, schermstatus: verwacht.schermstatus, signaleringen: verwacht.signaleringen, dashboard: verwacht.dashboard, resultaat: null });
    expect(vooraf!.versie).toBe(verwacht.versie);
  });

  it('stores nothing of the outcome when another screen changed in between, and nothing at all on a stale version', async () => {
    const cache = new SectieCache();
    berekenUitkomst((await invoerVanRecord(s.database.db, record))!.bron, ENGINE_VERSIE, cache);
    const gelezen = (await leesSessieRecordEnSleutels(s.database.db, sessie(), record.id))!;
    const gegevens = krachtvoer30(8);
    const c = controleerSchermOpslag('krachtvoer', record, { versie: await versieVan('krachtvoer'), gegevens });
    if (!c.ok) throw new Error(c.message);
    const vooraf = uitkomstVooraf(record, gelezen.sleutels!, { scherm: 'krachtvoer', versie: c.versie + 1, gegevens: c.gegevens, geparst: c.geparst }, cache)!;
    expect(vooraf).toBeDefined();

    // another screen is saved after the save's first read
    await bewaar(scherm('energie'), demoDocumenten(2024).energie);
    const naEnergie = await opgeslagenUitkomst();
    const opslag = { relatieId: record.relatieId, kringloopwijzerId: record.id, scherm: 'krachtvoer', gegevens: c.gegevens, gebruikerId };

    // a stale version: nothing written, not the row, not the outcome
    expect(await slaSchermRijOpMetUitkomst(s.database.db, { ...opslag, versie: c.versie + 5 }, vooraf)).toBeUndefined();
    expect(await versieVan('krachtvoer')).toBe(c.versie);
    expect(await opgeslagenUitkomst()).toEqual(naEnergie);

    // the row is saved, the outcome computed before the energy save is not stored
    const r = await slaSchermRijOpMetUitkomst(s.database.db, { ...opslag, versie: c.versie }, vooraf);
    expect(r).toMatchObject({ versie: c.versie + 1, klopt: false });
    expect(await versieVan('krachtvoer')).toBe(c.versie + 1);
    expect(await opgeslagenUitkomst()).toEqual(naEnergie);
  });

  it('through the API: after every save the stored outcome is that of the input as it now stands', async () => {
    const docs = demoDocumenten(2024);
    const reeks: Array<[string, Record<string, unknown>]> = [
      ['krachtvoer', krachtvoer30(1)],
      ['veestapel', docs.veestapel],
      ['krachtvoer', krachtvoer30(2)],
      ['percelen', docs.percelen],
      ['energie', docs.energie],
      ['krachtvoer', krachtvoer30(3)],
      ['krachtvoer', krachtvoer30(4)],
      ['bodem', docs.bodem],
    ];
    for (const [sleutel, gegevens] of reeks) {
      const antwoord = await bewaar(scherm(sleutel), gegevens);
      const verwacht = await verwachteUitkomst();
      const u = await opgeslagenUitkomst();
      expect({ sleutel, ...u }).toMatchObject({ sleutel, invoerVersie: verwacht.versie, schermstatus: verwacht.schermstatus, signaleringen: verwacht.signaleringen, dashboard: verwacht.dashboard });
      expect(antwoord.status).toBe(verwacht.schermstatus[sleutel]);
    }
  });

  it('the audit line holds the row as the table has it (before and after), nothing more', async () => {
    await bewaar(scherm('krachtvoer'), krachtvoer30(5));
    const [regel] = await s.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kringloopwijzerId, record.id), eq(auditLog.tabel, 'klw_invoer')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    const kolommen = ['gegevens', 'gewijzigd_door', 'gewijzigd_op', 'kringloopwijzer_id', 'relatie_id', 'scherm', 'versie'];
    expect(Object.keys(regel.na as object).sort()).toEqual(kolommen);
    expect(Object.keys(regel.voor as object).sort()).toEqual(kolommen);
    expect((regel.na as { gegevens: unknown }).gegevens).toEqual(krachtvoer30(5));
  });
});
