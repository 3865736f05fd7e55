/**
 * The port-3000 mocks and the server give the same answer to the same save (decision 026): both
 * call the contract's check, outcome and answer, so a screen's state, signals and indicators
 * after a save, a refused body and a stale version read the same on both sides. The mock starts
 * from what the server has stored for the record (its rows and its milk), read by the server's
 * own code. On PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { register, schermCalls, type SchermDocument, type SchermGegevens, type SchermRegistratie } from '@kw/contract';
import { kringloopwijzers } from '../src/db/schema';
import { invoerVanRecord } from '../src/modules/uitkomst/uitkomst.service';
import { maakSchermenMock, type MockRecord, type SchermenMock } from '../../web/src/lib/mocks/schermen';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';

let s: TestServer;
let k: Klant;
let mock: SchermenMock;
let record: MockRecord;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  const id = (await demoKlwIds(s.database)).vries2024;
  k = await new Klant(s.app).alsIngelogd('deelnemer@demo.nl', id);
  const [r] = await s.database.db.select().from(kringloopwijzers).where(eq(kringloopwijzers.id, id));
  const gelezen = (await invoerVanRecord(s.database.db, r))!;
  const rijen = new Map(gelezen.bron.rijen.map((rij) => [rij.scherm, rij.gegevens]));
  record = { klwId: r.id, jaar: r.jaar, statusId: r.statusId };
  mock = maakSchermenMock({
    beginDocument: (scherm) => rijen.get(scherm.sleutel) as SchermDocument | undefined,
    melk: () => ({ melk: gelezen.bron.melk, opgeslagen: gelezen.bron.melkOpgeslagen }),
  });
});
afterAll(async () => s?.stop());

const scherm = (sleutel: string) => register.find((r) => r.sleutel === sleutel)!;
const server = {
  lees: async (sch: SchermRegistratie) => (await k.get(schermCalls(sch).lezen)).json() as SchermGegevens,
  bewaar: async (sch: SchermRegistratie, body: unknown) => {
    const res = await k.post(schermCalls(sch).opslaan, body, { bearer: true });
    return { status: res.statusCode, data: res.json() as unknown };
  },
};

/** What both sides must agree on: everything but the row version, which each side counts itself. */
const vergelijkbaar = ({ versie: _v, ...rest }: SchermGegevens) => ({ ...rest, gegevens: JSON.parse(JSON.stringify(rest.gegevens)) as unknown });

/** Saves the same change on both sides, each against its own current version. */
async function bewaarBeide(sch: SchermRegistratie, wijzig: (doc: Record<string, unknown>) => void) {
  const opServer = await server.lees(sch);
  const inMock = mock.gegevens(record, sch);
  expect(vergelijkbaar(inMock)).toEqual(vergelijkbaar(opServer));
  const doc = JSON.parse(JSON.stringify(opServer.gegevens)) as Record<string, unknown>;
  wijzig(doc);
  const a = await server.bewaar(sch, { versie: opServer.versie, gegevens: doc });
  const b = mock.opslaan(record, sch, { versie: inMock.versie, gegevens: doc });
  return { server: a, mock: b, versies: [opServer.versie, inMock.versie] };
}

describe('the same save gives the same outcome on the server and in the port-3000 mocks', () => {
  it('every register screen reads the same before any save (state, signals, indicators, document)', async () => {
    for (const sch of register) expect(vergelijkbaar(mock.gegevens(record, sch)), sch.sleutel).toEqual(vergelijkbaar(await server.lees(sch)));
  });

  it('Krachtvoer: a closing stock larger than the supply warns on the field, on both sides alike', async () => {
    const { server: a, mock: b, versies } = await bewaarBeide(scherm('krachtvoer'), (doc) => {
      (doc.krachtvoer as { producten: Array<{ eindvoorraadKg: number }> }).producten[0].eindvoorraadKg = 10_000_000;
    });
    expect(a.status, JSON.stringify(a.data)).toBe(200);
    expect(b.status).toBe(200);
    const [opServer, inMock] = [a.data as SchermGegevens, b.data as SchermGegevens];
    expect(opServer.status).toBe('waarschuwing');
    expect(opServer.signaleringen).toContainEqual(expect.objectContaining({ code: 'NEGATIEF_VOERVERBRUIK', veldPad: 'krachtvoer.producten.0.eindvoorraadKg' }));
    expect(vergelijkbaar(inMock)).toEqual(vergelijkbaar(opServer));
    expect([opServer.versie, inMock.versie]).toEqual(versies.map((v) => v + 1));
  });

  it('Energie: a valid change moves the indicators the same way (value and the one before)', async () => {
    const { server: a, mock: b } = await bewaarBeide(scherm('energie'), (doc) => {
      (doc.energie as { dieselLiter: number }).dieselLiter = 25_000;
    });
    expect(a.status, JSON.stringify(a.data)).toBe(200);
    const [opServer, inMock] = [a.data as SchermGegevens, b.data as SchermGegevens];
    const broeikas = opServer.indicatoren.find((i) => i.sleutel === 'broeikasgassenGCo2EqPerKgFpcm')!;
    expect(broeikas.waarde).not.toBe(broeikas.vorigeWaarde);
    expect(vergelijkbaar(inMock)).toEqual(vergelijkbaar(opServer));
  });

  it('Bedrijfsgegevens: the year is the record year on both sides, whatever was sent', async () => {
    const { server: a, mock: b } = await bewaarBeide(scherm('bedrijfsgegevens'), (doc) => {
      (doc.bedrijfsgegevens as { jaar: number }).jaar = 1999;
    });
    expect(a.status, JSON.stringify(a.data)).toBe(200);
    expect((a.data as SchermGegevens).gegevens.bedrijfsgegevens?.jaar).toBe(2024);
    expect(vergelijkbaar(b.data as SchermGegevens)).toEqual(vergelijkbaar(a.data as SchermGegevens));
  });

  it('a refused body: the same 400, message and messages per field; nothing saved on either side', async () => {
    const sch = scherm('energie');
    const voorServer = await server.lees(sch);
    const voorMock = mock.gegevens(record, sch);
    const { server: a, mock: b } = await bewaarBeide(sch, (doc) => {
      (doc.energie as { dieselLiter: number }).dieselLiter = -5;
    });
    expect(a.status).toBe(400);
    expect(b).toEqual(a);
    expect((await server.lees(sch)).versie).toBe(voorServer.versie);
    expect(mock.gegevens(record, sch).versie).toBe(voorMock.versie);
  });

  it('a stale version: the same 409 and message', async () => {
    const sch = scherm('energie');
    const doc = (await server.lees(sch)).gegevens;
    const a = await server.bewaar(sch, { versie: 0, gegevens: doc });
    const b = mock.opslaan(record, sch, { versie: 0, gegevens: doc });
    expect(a.status).toBe(409);
    expect(b).toEqual(a);
  });
});
