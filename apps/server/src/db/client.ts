/**
 * Opens the database: PostgreSQL (node-postgres) when a URL is given, else PGlite
 * (file-backed, or in memory without a directory). Both are typed as one PgDatabase and
 * migrated from apps/server/drizzle at every open.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type DbOfTx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export const MIGRATIES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface Database {
  db: Db;
  soort: 'pglite' | 'postgres';
  /** `select 1`; rejects when the database cannot be reached */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOpties {
  /** postgres://… → PostgreSQL; absent → PGlite */
  databaseUrl?: string;
  /** PGlite data directory; absent → in memory */
  dataDir?: string;
  /** default true */
  migreer?: boolean;
  /** node-postgres pool size (default 10) */
  poolMax?: number;
  /**
   * Test setup only: PGlite in memory, unpacked from this dump of a data directory (PGlite's `loadDataDir`), so a
   * test file neither copies a template directory on disk nor writes through to it (docs/decisions/023-testsnelheid.md).
   * `npm start` never sets it: its ./data keeps every write on disk.
   */
  pgliteDump?: Blob;
}

/** A node-postgres pool; `options`: PostgreSQL settings for every connection (`-c name=value`). */
function maakPool(connectionString: string, max: number, options?: string) {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 3000, idleTimeoutMillis: 30_000, options });
  // An idle client that loses its connection must not crash the process; /ready reports it.
  pool.on('error', () => {});
  return pool;
}

export async function openDatabase(opties: DatabaseOpties): Promise<Database> {
  const migreer = opties.migreer ?? true;
  if (opties.databaseUrl) {
    const pool = maakPool(opties.databaseUrl, opties.poolMax ?? 10);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    try {
      if (migreer) await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIES_DIR });
    } catch (e) {
      await pool.end().catch(() => {});
      throw e;
    }
    return {
      db,
      soort: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  let vrijgeven = () => {};
  if (opties.dataDir) {
    mkdirSync(opties.dataDir, { recursive: true });
    vrijgeven = claimDataDir(opties.dataDir);
  }
  const client = opties.pgliteDump ? new PGlite({ loadDataDir: opties.pgliteDump }) : new PGlite(opties.dataDir);
  try {
    await client.waitReady;
  } catch (e) {
    vrijgeven();
    throw e;
  }
  const pgliteDb = drizzlePglite(client, { schema });
  try {
    if (migreer) await migratePglite(pgliteDb, { migrationsFolder: MIGRATIES_DIR });
  } catch (e) {
    await client.close().catch(() => {});
    vrijgeven();
    throw e;
  }
  return {
    db: pgliteDb as unknown as Db,
    soort: 'pglite',
    ping: async () => {
      await pgliteDb.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
      vrijgeven();
    },
  };
}

/**
 * A read replica of the PostgreSQL primary (decision 031): a pool whose every transaction is read-only
 * (`default_transaction_read_only`), so a write sent there by mistake fails at once instead of landing in a
 * database that replication overwrites. Not migrated: the replica follows the primary's schema.
 */
export async function openLeesDatabase(databaseUrl: string, poolMax = 5): Promise<Database> {
  const pool = maakPool(databaseUrl, poolMax, '-c default_transaction_read_only=on');
  try {
    await pool.query('select 1');
  } catch (e) {
    await pool.end().catch(() => {});
    throw e;
  }
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    soort: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}

/**
 * PGlite has no lock of its own: two processes on one data directory corrupt it. A pid
 * file next to the directory refuses a second live process (a stale file is taken over).
 * A process killed with kill -9 stays visible for a moment (a zombie until its parent reaps
 * it, or still exiting): it counts as gone when /proc says so, and a process that still runs
 * gets a short while to disappear before the start is refused: a restart right after kill -9 must work.
 */
function claimDataDir(dataDir: string): () => void {
  const slot = `${dataDir}.pid`;
  try {
    const pid = Number(readFileSync(slot, 'utf8').trim());
    if (pid && pid !== process.pid && wachtTotWeg(pid, AFLOOP_WACHTTIJD_MS)) {
      throw new Error(`De PGlite-database in ${dataDir} is al in gebruik door proces ${pid}. Stop dat proces of kies een andere map met KLW_DATA_DIR.`);
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  writeFileSync(slot, String(process.pid));
  return () => {
    try {
      if (readFileSync(slot, 'utf8').trim() === String(process.pid)) rmSync(slot, { force: true });
    } catch {
      // already gone
    }
  };
}

/**
 * How long a start waits for an earlier process on the directory to finish dying. Measured
 * here: a killed server (hundreds of MB of PGlite memory to release) was still running 200 ms
 * after kill -9 on a loaded machine, and the issue saw 1-2 s; 5 s is a margin that a restart
 * by hand or by a supervisor does not notice.
 */
const AFLOOP_WACHTTIJD_MS = 5000;

/** True when `pid` still lives after waiting up to `ms` for it to go. Synchronous: runs once at start. */
function wachtTotWeg(pid: number, ms: number): boolean {
  const tot = Date.now() + ms;
  const pauze = new Int32Array(new SharedArrayBuffer(4));
  while (procesLeeft(pid)) {
    if (Date.now() >= tot) return true;
    Atomics.wait(pauze, 0, 0, 50);
  }
  return false;
}

function procesLeeft(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A zombie (Z) or dead (X) process answers kill(0) but holds nothing any more (Linux /proc).
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const toestand = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return toestand !== 'Z' && toestand !== 'X';
  } catch {
    // Linux: the process went between kill(0) and the read. No /proc (not Linux): kill(0) answered, so it lives.
    return !existsSync('/proc/self');
  }
}
