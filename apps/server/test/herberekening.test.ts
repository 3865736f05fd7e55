/**
 * The recompute after a rule change (decision 028): a run recomputes the stored outcome of the
 * open years only (a submitted year keeps its own, also one submitted while the run waits), writes
 * one audit line per recomputed record, is planned at start only when the rules differ, and the
 * calls are staff only (body checked after the policy; a second start while busy → 409).
 */
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { herberekeningRoutes as h, type HerberekeningVoortgang } from '@kw/contract';
import { huidigeRegelversies, regelversieVoorJaar } from '../src/modules/uitkomst/uitkomst.service';
import { planBijRegelwijziging, verwerkAlles } from '../src/modules/herberekening/herberekening.service';
import { demoKlwIds, Klant, startTestServer, type TestServer } from './helpers/server';
import { rijenVan } from './helpers/testdb';

let s: TestServer;
let ids: Awaited<ReturnType<typeof demoKlwIds>>;

beforeAll(async () => {
  s = await startTestServer({ loginRateMax: 10_000 });
  ids = await demoKlwIds(s.database);
});
afterAll(async () => s?.stop());

const rijen = <T>(q: SQL) => rijenVan<T>(s.database, q);
const klant = (email: string, klwId?: number) => new Klant(s.app).alsIngelogd(email, klwId);

interface Stand {
  id: number;
  status: number;
  regelversie: string | null;
  dashboard: unknown;
  herberekend: number;
}
/** Every record with a stored outcome: status, rules, dashboard, and how many audit lines say it was recomputed. */
async function stand(): Promise<Map<number, Stand>> {
  const r = await rijen<Stand>(sql`select k.id, k.status_id as status, u.regelversie, u.dashboard,
      (select count(*)::int from audit_log a where a.kringloopwijzer_id = k.id and a.actie = 'herberekend') as herberekend
    from kringloopwijzers k join klw_uitkomst u on u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id order by k.id`);
  return new Map(r.map((x) => [x.id, { ...x, dashboard: typeof x.dashboard === 'string' ? JSON.parse(x.dashboard) : x.dashboard }]));
}

/** A release with other rules, as the database sees it: every stored outcome has older rules and a dashboard of its own. */
const OUDE_REGELS = '@kw/engine 0.0.9; regels oud';
async function oudeRegels() {
  await s.database.db.execute(sql`update klw_uitkomst set regelversie = ${OUDE_REGELS}, engine_versie = '@kw/engine 0.0.9', dashboard = '{"oud": true}'::jsonb`);
}

describe('herberekening na een regelwijziging', () => {
  it('only staff read and start it; a farmer, an adviser and an organisation get 403 and nothing is queued', async () => {
    for (const email of ['deelnemer@demo.nl', 'adviseur@demo.nl', 'afnemer@demo.nl']) {
      const k = await klant(email);
      expect((await k.verzoek({ method: 'GET', url: h.voortgang.path, bearer: true })).statusCode).toBe(403);
      // also with a body that would not pass: the policy first
      expect((await k.post(h.starten.path, { reden: 3 }, { bearer: true })).statusCode).toBe(403);
      expect((await k.post(h.starten.path, { reden: 'nieuwe regels' }, { bearer: true })).statusCode).toBe(403);
    }
    expect(await rijen(sql`select 1 from herberekeningen`)).toEqual([]);
    const anoniem = await new Klant(s.app).verzoek({ method: 'GET', url: h.voortgang.path, bearer: false });
    expect(anoniem.statusCode).toBe(401);
  });

  it('a bad body is a Dutch 400 and queues nothing', async () => {
    const staf = await klant('medewerker@demo.nl');
    for (const body of [{}, { reden: '' }, { reden: 'ok' }, { reden: 'x'.repeat(501) }, { reden: 'goed genoeg', extra: 1 }, []]) {
      const res = await staf.post(h.starten.path, body, { bearer: true });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/reden|aanvraag|sleutel|onbekend|verwacht/i);
    }
    expect(await rijen(sql`select 1 from herberekeningen`)).toEqual([]);
  });

  it('recomputes the stored outcome of every open year and leaves the submitted years as they were stored', async () => {
    const echt = await stand();
    await oudeRegels();
    const voor = await stand();
    const open = [...voor.values()].filter((x) => x.status < 2);
    const gesloten = [...voor.values()].filter((x) => x.status >= 2);
    expect(open.length).toBeGreaterThan(3);
    expect(gesloten.length).toBeGreaterThan(0);
    expect(voor.get(ids.vries2018)!.status).toBeGreaterThanOrEqual(2);

    const staf = await klant('medewerker@demo.nl');
    const v0 = (await staf.verzoek({ method: 'GET', url: h.voortgang.path, bearer: true })).json() as HerberekeningVoortgang;
    expect(v0).toMatchObject({ actief: false, run: null, verouderd: open.length });

    const start = await staf.post(h.starten.path, { reden: 'Nieuwe Handreiking BEX' }, { bearer: true });
    expect(start.statusCode, start.body).toBe(200);
    const v1 = start.json() as HerberekeningVoortgang;
    expect(v1.actief).toBe(true);
    expect(v1.run).toMatchObject({ aanleiding: 'handmatig', reden: 'Nieuwe Handreiking BEX', totaal: open.length, klaar: 0, open: open.length, gestartDoor: expect.any(String) });
    expect(v1.run!.gestartOp).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    // one run at a time
    const tweede = await staf.post(h.starten.path, { reden: 'nog eens' }, { bearer: true });
    expect(tweede.statusCode).toBe(409);
    expect(tweede.json().message).toBe('Er loopt al een herberekening. Wacht tot die klaar is.');

    await verwerkAlles(s.database.db, { grootte: 3 });
    const na = await stand();
    for (const x of open) {
      const n = na.get(x.id)!;
      expect(n.regelversie, `record ${x.id}`).toMatch(/^@kw\/engine \d+\.\d+\.\d+; regels \d{4}-[0-9a-f]{8}$/);
      // the recomputed dashboard is the one a save computed (the rules did not really change here)
      expect(n.dashboard, `record ${x.id}`).toEqual(echt.get(x.id)!.dashboard);
      expect(n.herberekend, `record ${x.id}: one audit line`).toBe(1);
    }
    for (const x of gesloten) expect(na.get(x.id), `record ${x.id}`).toEqual({ ...x, herberekend: 0 });
    expect(na.get(ids.vries2024)!.dashboard).not.toBeNull();

    const v2 = (await staf.verzoek({ method: 'GET', url: h.voortgang.path, bearer: true })).json() as HerberekeningVoortgang;
    expect(v2).toMatchObject({ actief: false, verouderd: 0, fouten: [] });
    expect(v2.run).toMatchObject({ totaal: open.length, klaar: open.length, mislukt: 0, overgeslagen: 0, open: 0 });
    expect(v2.run!.klaarOp).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    // who and when: the staff member who started it
    const [audit] = await rijen<{ gebruiker: string; na: unknown }>(sql`select g.email as gebruiker, a.na from audit_log a join gebruikers g on g.id = a.gebruiker_id
      where a.actie = 'herberekend' and a.kringloopwijzer_id = ${ids.vries2024}`);
    expect(audit.gebruiker).toBe('medewerker@demo.nl');
  });

  it('at start: nothing to plan when the rules are current; the open years with other rules when they differ; a year submitted meanwhile is skipped', async () => {
    expect(await planBijRegelwijziging(s.database.db)).toBeUndefined();
    await oudeRegels();
    const voor = await stand();
    const open = [...voor.values()].filter((x) => x.status < 2);
    const run = await planBijRegelwijziging(s.database.db);
    expect(run?.totaal).toBe(open.length);
    // planning again while it is busy gives the same run (a restart resumes it)
    expect((await planBijRegelwijziging(s.database.db))?.id).toBe(run!.id);

    // Jansen 2024 is submitted before the worker reaches it: it keeps the outcome it had
    await s.database.db.execute(sql`update kringloopwijzers set status_id = 3 where id = ${ids.jansen2024}`);
    await verwerkAlles(s.database.db, { grootte: 4 });
    const na = await stand();
    expect(na.get(ids.jansen2024)).toMatchObject({ regelversie: OUDE_REGELS, dashboard: { oud: true } });
    expect(na.get(ids.vries2024)!.regelversie).toBe(regelversieVoorJaar(2024));
    const [r] = await rijen<{ klaar: number; overgeslagen: number; klaar_op: unknown; aanleiding: string; gestart_door: number | null }>(
      sql`select klaar, overgeslagen, klaar_op, aanleiding, gestart_door from herberekeningen where id = ${run!.id}`,
    );
    expect(r).toMatchObject({ klaar: open.length - 1, overgeslagen: 1, aanleiding: 'regelwijziging', gestart_door: null });
    expect(r.klaar_op).not.toBeNull();
    await s.database.db.execute(sql`update kringloopwijzers set status_id = 1 where id = ${ids.jansen2024}`);
  });

  it('a batch whose last statement fails leaves nothing behind: no outcome written, every task still open (the same as a kill before the commit)', async () => {
    await oudeRegels();
    const voor = await stand();
    const run = await planBijRegelwijziging(s.database.db);
    expect(run).toBeDefined();
    // the audit line is the batch's last write: make it fail, as a crash at that point would end the transaction
    await s.database.db.execute(sql`create function herberekening_test_breuk() returns trigger language plpgsql as $$
      begin if new.actie = 'herberekend' then raise exception 'proef: breuk midden in de batch'; end if; return new; end $$`);
    await s.database.db.execute(sql`create trigger herberekening_test_breuk before insert on audit_log for each row execute function herberekening_test_breuk()`);
    try {
      await expect(verwerkAlles(s.database.db, { grootte: 5 })).rejects.toThrow();
    } finally {
      await s.database.db.execute(sql`drop trigger herberekening_test_breuk on audit_log`);
      await s.database.db.execute(sql`drop function herberekening_test_breuk()`);
    }
    expect(await stand()).toEqual(voor);
    const [t] = await rijen<{ open: number; klaar: number }>(sql`select count(*) filter (where status = 'open')::int as open, count(*) filter (where status <> 'open')::int as klaar
      from herberekening_taken where herberekening_id = ${run!.id}`);
    expect(t).toEqual({ open: run!.totaal, klaar: 0 });
    // the next attempt does every record once
    await verwerkAlles(s.database.db, { grootte: 5 });
    const na = await stand();
    for (const [id, x] of voor) if (x.status < 2) expect(na.get(id)!.herberekend - x.herberekend, `record ${id}`).toBe(1);
  });

  it('a save stores the current rule version too, so a saved year is never queued again', async () => {
    const versies = huidigeRegelversies();
    expect(Object.keys(versies)).toEqual(expect.arrayContaining(['2018', '2024', '2026']));
    expect(new Set(Object.values(versies)).size).toBe(Object.keys(versies).length);
    const [u] = await rijen<{ regelversie: string }>(sql`select regelversie from klw_uitkomst where kringloopwijzer_id = ${ids.demo2024}`);
    expect(u.regelversie).toBe(regelversieVoorJaar(2024));
  });
});
