/**
 * A scratch PostgreSQL database on the server of `basisUrl`, for one test file or one
 * benchmark run, so runs can go in parallel and leave nothing behind.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function opBeheer(basisUrl: string, sql: string) {
  const c = new pg.Client({ connectionString: basisUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function maakTijdelijkePgDatabase(basisUrl: string, voorvoegsel: string): Promise<{ url: string; verwijder(): Promise<void> }> {
  // The name is ours (prefix + hex), never user input, so it may stand in the SQL text.
  const naam = `${voorvoegsel}_${randomBytes(6).toString('hex')}`;
  await opBeheer(basisUrl, `CREATE DATABASE ${naam}`);
  const url = new URL(basisUrl);
  url.pathname = `/${naam}`;
  return { url: url.toString(), verwijder: () => opBeheer(basisUrl, `DROP DATABASE IF EXISTS ${naam} WITH (FORCE)`) };
}
