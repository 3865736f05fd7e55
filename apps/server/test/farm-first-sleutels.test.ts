/**
 * Issue 8 §2: every table with a farm's data starts its primary key with the farm
 * (relatie_id), so the schema can later be distributed by farm (Citus) without a rewrite.
 * Read from the catalogue of the migrated database (PGlite, and PostgreSQL with
 * KW_TEST_DB=postgres). Every table counts as farm data unless it is named below with why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { maakTestDatabase, type TestDatabase } from './helpers/testdb';

/** The tables that hold no farm's data (or are the farm itself), and why. */
const GEEN_BEDRIJFSGEGEVENS: Record<string, string> = {
  relaties: 'the farm itself (its id is the relatie_id, the distribution column), or an organisation',
  gebruikers: 'user accounts, read by e-mail at login; not owned by one farm',
  sessies: 'login sessions of a user',
  mail_uitgaand: 'outgoing e-mail to users and organisations; a message may concern no farm',
};

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await maakTestDatabase();
});
afterAll(async () => testDb?.opruimen());

async function rijen<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await testDb.database.db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

describe('farm-first primary keys (issue 8 §2)', () => {
  it('every table with farm data has a primary key whose first column is relatie_id', async () => {
    const tabellen = await rijen<{ tabel: string; eerste: string | null; kolommen: string | null }>(sql`
      select c.relname as tabel,
             (select a.attname from pg_attribute a where a.attrelid = c.oid and a.attnum = i.indkey[0]) as eerste,
             (select string_agg(a.attname, ', ' order by k.n) from unnest(i.indkey) with ordinality k(attnum, n)
                join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as kolommen
      from pg_class c
      join pg_namespace ns on ns.oid = c.relnamespace
      left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where ns.nspname = 'public' and c.relkind in ('r', 'p')
      order by c.relname`);
    // the catalogue query itself works: the known farm tables are there
    expect(tabellen.map((t) => t.tabel)).toEqual(expect.arrayContaining(['kringloopwijzers', 'klw_invoer', 'melkleveringen', 'audit_log']));

    const fout = tabellen
      .filter((t) => !(t.tabel in GEEN_BEDRIJFSGEGEVENS))
      .filter((t) => t.eerste !== 'relatie_id')
      .map((t) => `${t.tabel} (primary key: ${t.kolommen ?? 'none'})`);
    expect(fout).toEqual([]);
  });

  it('the exceptions exist (a renamed table does not slip through the list)', async () => {
    const namen = await rijen<{ naam: string }>(sql`select tablename as naam from pg_tables where schemaname = 'public'`);
    expect(namen.map((n) => n.naam)).toEqual(expect.arrayContaining(Object.keys(GEEN_BEDRIJFSGEGEVENS)));
  });

  it('a farm table that points at a record does so through the farm as well', async () => {
    // the foreign keys to kringloopwijzers from tables with farm data all include relatie_id
    const sleutels = await rijen<{ tabel: string; kolommen: string }>(sql`
      select c.relname as tabel,
             (select string_agg(a.attname, ', ' order by k.n) from unnest(f.conkey) with ordinality k(attnum, n)
                join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum) as kolommen
      from pg_constraint f
      join pg_class c on c.oid = f.conrelid
      join pg_class doel on doel.oid = f.confrelid
      where f.contype = 'f' and doel.relname = 'kringloopwijzers'`);
    const zonderBedrijf = sleutels.filter((s) => !(s.tabel in GEEN_BEDRIJFSGEGEVENS) && !s.kolommen.split(', ').includes('relatie_id'));
    expect(sleutels.length).toBeGreaterThan(3);
    expect(zonderBedrijf).toEqual([]);
  });
});
