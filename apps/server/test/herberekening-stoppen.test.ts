/**
 * Stopping a busy recompute (decision 028, "Stoppen"), on PGlite and PostgreSQL: staff only (a farmer, an
 * adviser and an organisation get 403 and nothing changes); a reason is required (Dutch 400); stopped halfway,
 * no task is done after the stop commits and the unclaimed ones stay undone; a batch computing while the stop
 * commits writes nothing; the progress says who stopped it, when and why; a second stop, or one with nothing
 * busy, is a Dutch 409; a new run can start. A batch claims and marks exactly its own tasks (decision 028, revision
 * 27-11-2026 (session 17)): its statements bound their scan by the keys' range, so a task inside that range but not
 * in the batch is neither claimed nor marked, and the keys may come in any order.
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { herberekeningRoutes as h, MELDING_HERBEREKENING_NIET_BEZIG, type HerberekeningVoortgang } from '@kw/contract';
import { actieveRun, claimTaken, markeerTaken, openTaken, runLooptNog } from '../src/modules/herberekening/herberekening.repository';
import { verwerkAlles, verwerkBatch } from '../src/modules/herberekening/herberekening.service';
import { Klant, startTestServer, type TestServer } from './helpers/server';
import { rijenVan } from './helpers/testdb';

let s: TestServer;
let staf: Klant;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  staf = await new Klant(s.app).alsIngelogd('medewerker@demo.nl');
});
afterAll(async () => s?.stop());

const rijen = <T>(q: SQL) => rijenVan<T>(s.database, q);
const start = (reden: string) => staf.post(h.starten.path, { reden }, { bearer: true });
const stop = (body: unknown, k = staf) => k.post(h.stoppen.path, body, { bearer: true });

/** Per task of a run its status; and the recompute's audit lines and the outcomes' rule versions, to see that nothing was written. */
async function taken(runId: number) {
  return rijen<{ status: string; n: number }>(sql`select status, count(*)::int as n from herberekening_taken where herberekening_id = ${runId} group by status order by status`);
}
async function geschreven() {
  const [a] = await rijen<{ n: number }>(sql`select count(*)::int as n from audit_log where actie = 'herberekend'`);
  const u = await rijen<{ id: number; regelversie: string }>(sql`select kringloopwijzer_id as id, regelversie from klw_uitkomst order by kringloopwijzer_id`);
  return { audit: a.n, uitkomsten: u };
}
async function oudeRegels() {
  await s.database.db.execute(sql`update klw_uitkomst set regelversie = '@kw/engine 0.0.9; regels oud'`);
}

describe('een herberekening stoppen', () => {
  it('alleen medewerkers: een boer, een adviseur en een organisatie krijgen 403 en er verandert niets', async () => {
    expect((await start('Nieuwe regels')).statusCode).toBe(200);
    const run = (await actieveRun(s.database.db))!;
    for (const email of ['deelnemer@demo.nl', 'adviseur@demo.nl', 'afnemer@demo.nl']) {
      const k = await new Klant(s.app).alsIngelogd(email);
      // also with a body that would not pass: the policy first
      expect((await stop({ reden: 3 }, k)).statusCode).toBe(403);
      expect((await stop({ reden: 'mag ik stoppen?' }, k)).statusCode).toBe(403);
    }
    expect((await actieveRun(s.database.db))?.id).toBe(run.id);
    const anoniem = await new Klant(s.app).verzoek({ method: 'POST', url: h.stoppen.path, payload: { reden: 'anoniem' }, bearer: false });
    expect(anoniem.statusCode).toBe(401);
    // a bad body: a Dutch 400, and the run goes on
    for (const body of [{}, { reden: '' }, { reden: 'ok' }, { reden: 'x'.repeat(501) }, { reden: 'goed genoeg', extra: 1 }]) {
      const res = await stop(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/reden|sleutel|onbekend|verwacht/i);
    }
    expect((await actieveRun(s.database.db))?.id).toBe(run.id);
    expect((await stop({ reden: 'Toch niet nodig' })).statusCode).toBe(200);
  });

  it('halverwege gestopt: wat klaar was blijft, daarna wordt geen taak meer gedaan; twee keer stoppen is 409; een nieuwe run kan starten', async () => {
    await oudeRegels();
    const res = await start('Nieuwe Handreiking BEX');
    expect(res.statusCode, res.body).toBe(200);
    const run = (await actieveRun(s.database.db))!;
    expect(run.totaal).toBeGreaterThan(3);
    // one batch of two, then the stop
    expect(await verwerkBatch(s.database.db, run, { grootte: 2 })).toBe(2);
    const gestopt = await stop({ reden: 'Verkeerde rekenregels geladen' });
    expect(gestopt.statusCode, gestopt.body).toBe(200);
    const v = gestopt.json() as HerberekeningVoortgang;
    expect(v.actief).toBe(false);
    expect(v.run).toMatchObject({ id: run.id, klaar: 2, open: run.totaal - 2, gestopt: { door: v.run!.gestartDoor, reden: 'Verkeerde rekenregels geladen' } });
    expect(v.run!.gestartDoor).toEqual(expect.any(String));
    expect(v.run!.gestopt!.op).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    expect(v.run!.klaarOp).toBe(v.run!.gestopt!.op);

    // the worker still holding the run object, and a full sweep: nothing more is done
    const na = await geschreven();
    expect(await verwerkBatch(s.database.db, run, { grootte: 50 })).toBe(0);
    await verwerkAlles(s.database.db, { grootte: 50 });
    expect(await geschreven()).toEqual(na);
    expect(await taken(run.id)).toEqual([
      { status: 'klaar', n: 2 },
      { status: 'open', n: run.totaal - 2 },
    ]);
    const gelezen = (await staf.verzoek({ method: 'GET', url: h.voortgang.path, bearer: true })).json() as HerberekeningVoortgang;
    expect(gelezen.run).toEqual(v.run);

    // twice: a Dutch 409; nothing busy any more
    const tweede = await stop({ reden: 'nog eens stoppen' });
    expect(tweede.statusCode).toBe(409);
    expect(tweede.json().message).toBe(MELDING_HERBEREKENING_NIET_BEZIG);
    // a new run starts and does the open years (the ones with old rules and the two already done)
    const nieuw = await start('Goede rekenregels');
    expect(nieuw.statusCode, nieuw.body).toBe(200);
    expect(nieuw.json()).toMatchObject({ actief: true, run: { reden: 'Goede rekenregels', gestopt: null, klaar: 0 } });
    await verwerkAlles(s.database.db, { grootte: 50 });
    const klaar = (await staf.verzoek({ method: 'GET', url: h.voortgang.path, bearer: true })).json() as HerberekeningVoortgang;
    expect(klaar).toMatchObject({ actief: false, verouderd: 0, run: { open: 0, gestopt: null } });
  });

  it('een batch die rekent terwijl de stop vastlegt, schrijft niets', async () => {
    await oudeRegels();
    expect((await start('Nog een keer')).statusCode).toBe(200);
    const run = (await actieveRun(s.database.db))!;
    const voor = await geschreven();
    let gestopt = false;
    // the stop commits between two records of the batch, while it computes outside any transaction
    const tussendoor = async () => {
      if (gestopt) return;
      gestopt = true;
      expect((await stop({ reden: 'Midden in een batch' })).statusCode).toBe(200);
    };
    expect(await verwerkBatch(s.database.db, run, { grootte: 4, tussendoor })).toBe(0);
    expect(gestopt).toBe(true);
    expect(await geschreven()).toEqual(voor);
    expect(await taken(run.id)).toEqual([{ status: 'open', n: run.totaal }]);
    expect(await actieveRun(s.database.db)).toBeUndefined();
  });

  // PostgreSQL only: PGlite's one connection runs one transaction at a time, so a stop cannot meet a batch's transaction
  it.runIf(process.env.KW_TEST_DB === 'postgres')('een stop tijdens de transactie van een batch wacht tot die vastligt: die taken tellen mee', async () => {
    expect((await start('Met een batch onderweg')).statusCode).toBe(200);
    const run = (await actieveRun(s.database.db))!;
    let stopAntwoord: Promise<{ statusCode: number }> | undefined;
    let vroeg = false;
    await s.database.db.transaction(async (tx) => {
      // the batch's transaction as verwerkBatch runs it: lock the run, claim, mark (here without new outcomes)
      expect(await runLooptNog(tx, run.id)).toBe(true);
      const geclaimd = await claimTaken(tx, run.id, await openTaken(tx, run.id, 3));
      expect(geclaimd).toHaveLength(3);
      stopAntwoord = stop({ reden: 'Tijdens een batch' });
      void stopAntwoord.then(() => (vroeg = true));
      await new Promise((r) => setTimeout(r, 300));
      await markeerTaken(tx, run, geclaimd.map((c) => ({ ...c, status: 'klaar' as const, fout: null, geschreven: false })), run.regelversies);
    });
    // the stop waited for the batch's commit
    expect(vroeg).toBe(false);
    expect((await stopAntwoord!).statusCode).toBe(200);
    expect(await taken(run.id)).toEqual([
      { status: 'klaar', n: 3 },
      { status: 'open', n: run.totaal - 3 },
    ]);
    const v = (await staf.verzoek({ method: 'GET', url: h.voortgang.path, bearer: true })).json() as HerberekeningVoortgang;
    expect(v.run).toMatchObject({ klaar: 3, open: run.totaal - 3, gestopt: { reden: 'Tijdens een batch' } });
  });

  it('niets te stoppen: 409', async () => {
    const res = await stop({ reden: 'Er loopt niets' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Er loopt geen herberekening; er is niets te stoppen.');
  });
});

// decision 028, revision 27-11-2026 (session 17)
describe('een batch van de herberekening neemt precies zijn eigen taken', () => {
  it('de eerste en derde open taak, omgekeerd gegeven: die twee geclaimd en klaar, de tweede blijft open', async () => {
    await oudeRegels();
    const res = await start('Claim binnen het bereik');
    expect(res.statusCode, res.body).toBe(200);
    const run = (await actieveRun(s.database.db))!;
    const open = await openTaken(s.database.db, run.id, 3);
    expect(open).toHaveLength(3);
    const [eerste, tweede, derde] = open;
    await s.database.db.transaction(async (tx) => {
      const geclaimd = await claimTaken(tx, run.id, [derde, eerste]);
      const sleutel = (x: { relatieId: number; kringloopwijzerId: number }) => `${x.relatieId}:${x.kringloopwijzerId}`;
      expect(geclaimd.map(sleutel).sort()).toEqual([eerste, derde].map(sleutel).sort());
      await markeerTaken(tx, run, geclaimd.map((c) => ({ ...c, status: 'klaar' as const, fout: null, geschreven: false })).reverse(), run.regelversies);
    });
    const status = await rijen<{ relatieId: number; kringloopwijzerId: number; status: string }>(sql`
      select relatie_id as "relatieId", kringloopwijzer_id as "kringloopwijzerId", status from herberekening_taken
      where herberekening_id = ${run.id} and (relatie_id, kringloopwijzer_id) in ((${eerste.relatieId}, ${eerste.kringloopwijzerId}), (${tweede.relatieId}, ${tweede.kringloopwijzerId}), (${derde.relatieId}, ${derde.kringloopwijzerId}))
      order by relatie_id, kringloopwijzer_id`);
    expect(status).toEqual([
      { ...eerste, status: 'klaar' },
      { ...tweede, status: 'open' },
      { ...derde, status: 'klaar' },
    ]);
    const [teller] = await rijen<{ klaar: number }>(sql`select klaar from herberekeningen where id = ${run.id}`);
    expect(teller.klaar).toBe(2);
    expect((await stop({ reden: 'Klaar met deze proef' })).statusCode).toBe(200);
  });
});
