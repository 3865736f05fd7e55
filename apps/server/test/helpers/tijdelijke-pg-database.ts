/**
 * A scratch PostgreSQL database on the server of `basisUrl`, for one test file or one
 * benchmark run, so runs can go in parallel and leave nothing behind.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function opBeheer(basisUrl: string, sql: string) {
  await metBeheer(basisUrl, (c) => c.query(sql));
}

/**
 * `sjabloon`: the new database is a copy of that one (CREATE DATABASE … TEMPLATE, a file copy inside
 * PostgreSQL), which must have no open connections.
 */
export async function maakTijdelijkePgDatabase(basisUrl: string, voorvoegsel: string, sjabloon?: string): Promise<{ url: string; verwijder(): Promise<void> }> {
  // The names are ours (prefix + hex), never user input, so they may stand in the SQL text.
  const naam = `${voorvoegsel}_${randomBytes(6).toString('hex')}`;
  await opBeheer(basisUrl, sjabloon ? `CREATE DATABASE ${naam} TEMPLATE ${sjabloon}` : `CREATE DATABASE ${naam}`);
  const url = new URL(basisUrl);
  url.pathname = `/${naam}`;
  return { url: url.toString(), verwijder: () => opBeheer(basisUrl, `DROP DATABASE IF EXISTS ${naam} WITH (FORCE)`) };
}

/** `bewerk` with one admin connection of `basisUrl` (for statements that must share a session, such as a lock). */
export async function metBeheer<T>(basisUrl: string, bewerk: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: basisUrl });
  await c.connect();
  try {
    return await bewerk(c);
  } finally {
    await c.end();
  }
}
