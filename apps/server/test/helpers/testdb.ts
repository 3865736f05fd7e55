/**
 * One database per test file. PGlite (default): a migrated and seeded template directory
 * is built once (under a lock) and copied per file, so a file pays ~0.5 s instead of an
 * initdb. PostgreSQL (KW_TEST_DB=postgres + DATABASE_URL): a fresh database
 * kw_test_<random> per file, dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maakTijdelijkePgDatabase } from './tijdelijke-pg-database';
import { MIGRATIES_DIR, openDatabase, type Database } from '../../src/db/client';
import { seedDemo } from '../../src/db/seed-demo';

export const testDbSoort = process.env.KW_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
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
  for (const f of ['seed-demo.ts', 'seed-invoer.ts', 'schema.ts']) h.update(readFileSync(path.join(SRC_DB, f)));
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
  const dir = path.join(os.tmpdir(), `kw-pglite-template-${templateSleutel()}`);
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
        renameSync(bouw, dir);
      }
    } finally {
      rmSync(slot, { recursive: true, force: true });
    }
  }
  return dir;
}

export async function maakTestDatabase(): Promise<TestDatabase> {
  if (testDbSoort === 'postgres') {
    const basisUrl = process.env.DATABASE_URL;
    if (!basisUrl) throw new Error('KW_TEST_DB=postgres vraagt om DATABASE_URL');
    const tijdelijk = await maakTijdelijkePgDatabase(basisUrl, 'kw_test');
    const database = await openDatabase({ databaseUrl: tijdelijk.url, poolMax: 8 });
    await seedDemo(database.db);
    return {
      database,
      async opruimen() {
        await database.close();
        await tijdelijk.verwijder();
      },
    };
  }
  const template = await pgliteTemplate();
  const dir = path.join(os.tmpdir(), `kw-pglite-test-${process.pid}-${randomBytes(4).toString('hex')}`);
  cpSync(template, dir, { recursive: true });
  const database = await openDatabase({ dataDir: dir });
  return {
    database,
    async opruimen() {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
