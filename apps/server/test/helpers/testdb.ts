/**
 * One database per test file. PGlite (default): a migrated and seeded template directory
 * is built once (under a lock) with a tar dump beside it, and every file unpacks the dump
 * into an in-memory PGlite, so a file pays well under a second instead of an initdb.
 * PostgreSQL (KW_TEST_DB=postgres + DATABASE_URL): the same once per code version
 * as a template database kw_tpl_<key> (built under an advisory lock), and per file a
 * database kw_test_<random> copied from it (CREATE DATABASE … TEMPLATE), dropped afterwards;
 * seeding per file cost most of the PostgreSQL pass (docs/decisions/023-testsnelheid.md).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { maakTijdelijkePgDatabase, metBeheer } from './tijdelijke-pg-database';
import { MIGRATIES_DIR, openDatabase, type Database } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed-demo';

export const testDbSoort = process.env.KW_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  /** PostgreSQL: the scratch database's address, for a second pool (a second app node) */
  url?: string;
  opruimen(): Promise<void>;
}

const SRC_DB = path.resolve(MIGRATIES_DIR, '../src/db');
const BEREKEND_DOOR = [
  path.resolve(MIGRATIES_DIR, '../../../packages/engine/src'),
  path.resolve(MIGRATIES_DIR, '../../../packages/contract/src'),
  path.resolve(MIGRATIES_DIR, '../src/modules/uitkomst'),
];

function templateSleutel(): string {
  const h = createHash('sha256');
  for (const f of readdirSync(MIGRATIES_DIR, { recursive: true }).map(String).sort()) {
    const p = path.join(MIGRATIES_DIR, f);
    if (statSync(p).isFile()) h.update(f).update(readFileSync(p));
  }
  // every seed file (seed-hulp, seed-demo-advies, … too: a change there must make a new template) and the schema
  for (const f of readdirSync(SRC_DB).filter((n) => n.startsWith('seed') || n === 'schema.ts').sort()) h.update(f).update(readFileSync(path.join(SRC_DB, f)));
  // The seed stores each record's engine outcome: a changed engine, register or outcome module
  // makes a new template (a stale one held results of an older engine).
  for (const map of BEREKEND_DOOR) {
    for (const f of readdirSync(map, { recursive: true }).map(String).sort()) {
      const p = path.join(map, f);
      if (statSync(p).isFile()) h.update(f).update(readFileSync(p));
    }
  }
  return h.digest('hex').slice(0, 16);
}

const slaap = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function pgliteTemplate(): Promise<string> {
  // '-2': since the dump beside it (an older directory of the same key has none)
  const dir = path.join(os.tmpdir(), `kw-pglite-template-2-${templateSleutel()}`);
  const slot = `${dir}.lock`;
  const start = Date.now();
  while (!existsSync(dir)) {
    try {
      mkdirSync(slot);
    } catch {
      // another test file is building it; a lock older than 2 minutes is stale
      if (existsSync(slot) && Date.now() - statSync(slot).mtimeMs > 120_000) rmSync(slot, { recursive: true, force: true });
      if (Date.now() - start > 90_000) throw new Error('PGlite-template niet op tijd klaar');
      await slaap(200);
      continue;
    }
    try {
      if (!existsSync(dir)) {
        const bouw = `${dir}.bouw-${process.pid}`;
        rmSync(bouw, { recursive: true, force: true });
        const db = await openDatabase({ dataDir: bouw });
        await seedDemo(db.db);
        await db.close();
        await schrijfDump(bouw, `${dir}.tar`);
        // the directory last: when it exists, its dump does too
        renameSync(bouw, dir);
      }
    } finally {
      rmSync(slot, { recursive: true, force: true });
    }
  }
  return dir;
}

/**
 * The template directory as one uncompressed tar (PGlite's dumpDataDir), after a CHECKPOINT so that the dump holds
 * the data files themselves rather than WAL to replay. A test file unpacks it into PGlite's in-memory file system
 * (`pgliteDump` in openDatabase) instead of copying the ~1,200 files on disk and then reading and writing them
 * through the host file system (docs/decisions/023-testsnelheid.md, revision 27-11-2026 (2)).
 */
async function schrijfDump(dataDir: string, doel: string) {
  const pg = new PGlite(dataDir);
  try {
    await pg.exec('CHECKPOINT');
    const tar = await pg.dumpDataDir('none');
    writeFileSync(`${doel}.bouw-${process.pid}`, Buffer.from(await tar.arrayBuffer()));
    renameSync(`${doel}.bouw-${process.pid}`, doel);
  } finally {
    await pg.close();
  }
}

/** Templates of other code versions older than this are dropped when a new one is built. */
const PG_TEMPLATE_BEWAARTIJD_MS = 2 * 24 * 3600_000;
const PG_TEMPLATE_LOCK = 0x6b77_7470; // 'kwtp': one advisory lock for every template build on the server

/** The name of the migrated and seeded template database of this code version; built when missing. */
export async function pgTemplate(basisUrl: string): Promise<string> {
  const naam = `kw_tpl_${templateSleutel()}`;
  const bestaat = (c: import('pg').Client) => c.query('select 1 from pg_database where datname = $1', [naam]).then((r) => (r.rowCount ?? 0) > 0);
  if (await metBeheer(basisUrl, bestaat)) return naam;
  await metBeheer(basisUrl, async (c) => {
    // session lock: test files of other workers (or worktrees) wait here until the one build is done
    await c.query('select pg_advisory_lock($1)', [PG_TEMPLATE_LOCK]);
    try {
      if (await bestaat(c)) return;
      const bouw = await maakTijdelijkePgDatabase(basisUrl, 'kw_tplbouw');
      try {
        const db = await openDatabase({ databaseUrl: bouw.url, poolMax: 4 });
        try {
          await seedDemo(db.db);
        } finally {
          await db.close();
        }
        await c.query(`ALTER DATABASE ${new URL(bouw.url).pathname.slice(1)} RENAME TO ${naam}`);
      } catch (e) {
        await bouw.verwijder();
        throw e;
      }
      await c.query(`COMMENT ON DATABASE ${naam} IS '${new Date().toISOString()}'`);
      // old templates (other code versions) go after two days; one being copied right now refuses the drop
      const oud = await c.query<{ datname: string; gemaakt: string | null }>(
        "select datname, shobj_description(oid, 'pg_database') as gemaakt from pg_database where datname like 'kw\\_tpl\\_%' and datname <> $1",
        [naam],
      );
      for (const r of oud.rows) {
        const t = Date.parse(r.gemaakt ?? '');
        if (Number.isNaN(t) || Date.now() - t > PG_TEMPLATE_BEWAARTIJD_MS) await c.query(`DROP DATABASE IF EXISTS ${r.datname}`).catch(() => undefined);
      }
    } finally {
      await c.query('select pg_advisory_unlock($1)', [PG_TEMPLATE_LOCK]);
    }
  });
  return naam;
}

export async function maakTestDatabase(): Promise<TestDatabase> {
  if (testDbSoort === 'postgres') {
    const basisUrl = process.env.DATABASE_URL;
    if (!basisUrl) throw new Error('KW_TEST_DB=postgres vraagt om DATABASE_URL');
    const tijdelijk = await maakTijdelijkePgDatabase(basisUrl, 'kw_test', await pgTemplate(basisUrl));
    const database = await openDatabase({ databaseUrl: tijdelijk.url, poolMax: 8 });
    return {
      database,
      url: tijdelijk.url,
      async opruimen() {
        await database.close();
        await tijdelijk.verwijder();
      },
    };
  }
  const dump = new Blob([readFileSync(`${await pgliteTemplate()}.tar`)]);
  const database = await openDatabase({ pgliteDump: dump });
  return {
    database,
    async opruimen() {
      await database.close();
    },
  };
}

/** The rows of a raw statement, as either driver gives them. */
export async function rijenVan<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A migrated database of the test file's own, made before its tests and removed after them, for tests that read
 * it with raw statements only (the catalogue tests): `rijen` over it.
 */
export function databaseVanBestand(): { rijen<T>(query: SQL): Promise<T[]> } {
  let testDb: TestDatabase | undefined;
  beforeAll(async () => {
    testDb = await maakTestDatabase();
  });
  afterAll(async () => testDb?.opruimen());
  return { rijen: (query) => rijenVan(testDb!.database, query) };
}
