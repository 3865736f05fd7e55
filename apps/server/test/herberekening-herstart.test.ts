/**
 * kill -9 in the middle of a recompute (decision 028): the worker runs in its own process on a
 * database whose open years carry older rules; it is killed with SIGKILL after a few batches (at a
 * moment that may fall inside a batch), then a new process resumes the same run and finishes it.
 * Every open year is then recomputed exactly once (one audit line and one marked task each, none
 * left open), the submitted years not at all. PGlite and PostgreSQL (KW_TEST_DB).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { regelversieVoorJaar } from '../src/modules/uitkomst/uitkomst.service';
import { maakTijdelijkePgDatabase } from './helpers/tijdelijke-pg-database';
import { pgliteTemplate, pgTemplate, rijenVan, testDbSoort } from './helpers/testdb';

const KIND = path.join(REPO_ROOT, 'apps', 'server', 'test', 'helpers', 'herberekening-kind.ts');
const kinderen: ChildProcess[] = [];
const opruimen: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const k of kinderen) if (k.exitCode === null && k.signalCode === null) k.kill('SIGKILL');
  for (const o of opruimen.reverse()) await o();
});

async function maakDatabase(): Promise<{ env: Record<string, string>; open(): Promise<Database> }> {
  if (testDbSoort === 'postgres') {
    const basisUrl = process.env.DATABASE_URL!;
    const t = await maakTijdelijkePgDatabase(basisUrl, 'kw_test', await pgTemplate(basisUrl));
    opruimen.push(() => t.verwijder());
    return { env: { DATABASE_URL: t.url }, open: () => openDatabase({ databaseUrl: t.url, poolMax: 2 }) };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kw-herberekening-'));
  opruimen.push(() => rmSync(dir, { recursive: true, force: true }));
  const dataDir = path.join(dir, 'pglite');
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  return { env: { KLW_DATA_DIR: dataDir }, open: () => openDatabase({ dataDir }) };
}

function start(env: Record<string, string>) {
  const { DATABASE_URL: _weg, KW_TEST_DB: _ook, ...basis } = process.env;
  const kind = spawn(process.execPath, ['--import', 'tsx', KIND], { cwd: REPO_ROOT, env: { ...basis, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  kinderen.push(kind);
  let uitvoer = '';
  const luisteraars: Array<() => void> = [];
  kind.stdout!.on('data', (d) => {
    uitvoer += d;
    for (const l of luisteraars) l();
  });
  kind.stderr!.on('data', (d) => (uitvoer += d));
  const einde = new Promise<void>((r) => kind.on('exit', () => r()));
  /** resolves once `tot` holds for the output so far */
  const wachtOp = (tot: (u: string) => boolean, ms: number) =>
    new Promise<void>((klaar, fout) => {
      const t = setTimeout(() => fout(new Error(`niet op tijd: ${uitvoer.slice(-500)}`)), ms);
      const kijk = () => {
        if (tot(uitvoer)) {
          clearTimeout(t);
          klaar();
        }
      };
      luisteraars.push(kijk);
      void einde.then(() => {
        kijk();
        fout(new Error(`proces gestopt: ${uitvoer.slice(-500)}`));
      });
      kijk();
    });
  return { kind, einde, wachtOp, uitvoer: () => uitvoer };
}

const rijen = <T>(db: Database, q: SQL) => rijenVan<T>(db, q);

describe(`kill -9 midden in een herberekening (${testDbSoort})`, () => {
  it('the restart finishes the run: every open year recomputed exactly once, no submitted year touched', async () => {
    const d = await maakDatabase();
    let db = await d.open();
    // a release with other rules: every stored outcome is older
    await db.db.execute(sql`update klw_uitkomst set regelversie = '@kw/engine 0.0.9; regels oud'`);
    const [{ open, gesloten }] = await rijen<{ open: number; gesloten: number }>(db, sql`select count(*) filter (where k.status_id < 2)::int as open, count(*) filter (where k.status_id >= 2)::int as gesloten
      from kringloopwijzers k join klw_uitkomst u on u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id`);
    expect(open).toBeGreaterThan(10);
    expect(gesloten).toBeGreaterThan(0);
    await db.close();

    // first worker: small batches with a pause, killed after 3 batches at a moment within the next batch
    const eerste = start({ ...d.env, KW_BATCH: '2', KW_PAUZE_MS: '15' });
    await eerste.wachtOp((u) => (u.match(/^batch /gm)?.length ?? 0) >= 3, 60_000);
    await new Promise((r) => setTimeout(r, Math.floor(Math.random() * 15)));
    eerste.kind.kill('SIGKILL');
    await eerste.einde;
    expect(eerste.kind.signalCode).toBe('SIGKILL');

    db = await d.open();
    const [midden] = await rijen<{ gedaan: number; totaal: number; klaar_op: unknown }>(db, sql`select klaar + mislukt + overgeslagen as gedaan, totaal, klaar_op from herberekeningen`);
    expect(midden.totaal).toBe(open);
    expect(midden.gedaan).toBeGreaterThanOrEqual(6);
    expect(midden.gedaan).toBeLessThan(open);
    expect(midden.klaar_op).toBeNull();
    await db.close();

    // the restart resumes the same run (no second run) and finishes it
    const tweede = start({ ...d.env, KW_BATCH: '5' });
    await tweede.wachtOp((u) => /^klaar$/m.test(u), 90_000);
    await tweede.einde;
    expect(tweede.uitvoer()).not.toMatch(/^fout /m);

    db = await d.open();
    try {
      const runs = await rijen<{ totaal: number; klaar: number; mislukt: number; overgeslagen: number; klaar_op: unknown }>(db, sql`select totaal, klaar, mislukt, overgeslagen, klaar_op from herberekeningen`);
      expect(runs).toHaveLength(1);
      expect(runs[0]).toMatchObject({ totaal: open, klaar: open, mislukt: 0, overgeslagen: 0 });
      expect(runs[0].klaar_op).not.toBeNull();
      const perRecord = await rijen<{ id: number; jaar: number; status: number; regelversie: string; audit: number; taken: number; klaar: number }>(db, sql`
        select k.id, k.jaar, k.status_id as status, u.regelversie,
          (select count(*)::int from audit_log a where a.kringloopwijzer_id = k.id and a.actie = 'herberekend') as audit,
          (select count(*)::int from herberekening_taken t where t.kringloopwijzer_id = k.id) as taken,
          (select count(*)::int from herberekening_taken t where t.kringloopwijzer_id = k.id and t.status = 'klaar') as klaar
        from kringloopwijzers k join klw_uitkomst u on u.relatie_id = k.relatie_id and u.kringloopwijzer_id = k.id`);
      const fout: string[] = [];
      for (const r of perRecord) {
        const verwacht = r.status < 2 ? { regelversie: regelversieVoorJaar(r.jaar), audit: 1, taken: 1, klaar: 1 } : { regelversie: '@kw/engine 0.0.9; regels oud', audit: 0, taken: 0, klaar: 0 };
        const werkelijk = { regelversie: r.regelversie, audit: r.audit, taken: r.taken, klaar: r.klaar };
        if (JSON.stringify(werkelijk) !== JSON.stringify(verwacht)) fout.push(`${r.id} (${r.jaar}, status ${r.status}): ${JSON.stringify(werkelijk)}`);
      }
      expect(fout).toEqual([]);
    } finally {
      await db.close();
    }
  }, 180_000);
});
