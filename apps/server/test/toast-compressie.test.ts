/**
 * Migration 0020 (decision 013, revision 27-11-2026 (session 17)): the large documents a save writes are compressed with lz4
 * where the server has it (PostgreSQL as Debian builds it), and stay pglz where it has not (the embedded PGlite).
 * Read from the catalogue of the migrated database (PGlite, and PostgreSQL with KW_TEST_DB=postgres).
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseVanBestand } from './helpers/testdb';

const KOLOMMEN = ['klw_invoer.gegevens', 'audit_log.voor', 'audit_log.na', 'klw_uitkomst.resultaat', 'klw_uitkomst.signaleringen'];

const { rijen } = databaseVanBestand();

/** A server built with lz4 offers it as a value of default_toast_compression. */
async function heeftLz4(): Promise<boolean> {
  const [r] = await rijen<{ waarden: string[] | string }>(sql`select enumvals as waarden from pg_settings where name = 'default_toast_compression'`);
  return String(r.waarden).includes('lz4');
}

describe('TOAST compression of the saved documents (migration 0020)', () => {
  it('the five columns are set to lz4 where the server has it, and left at the default where not', async () => {
    const lz4 = await heeftLz4();
    const gezet = await rijen<{ kolom: string; methode: string }>(sql`
      select c.relname || '.' || a.attname as kolom, a.attcompression::text as methode
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relname || '.' || a.attname in (${sql.join(KOLOMMEN.map((k) => sql`${k}`), sql`, `)})`);
    expect(gezet.map((r) => r.kolom).sort()).toEqual([...KOLOMMEN].sort());
    for (const r of gezet) expect(r, r.kolom).toEqual({ kolom: r.kolom, methode: lz4 ? 'l' : '' });
  });

  it('a large document is stored compressed with that method and read back unchanged', async () => {
    const lz4 = await heeftLz4();
    // ~6 KB of Krachtvoer-like rows: past the TOAST threshold (~2 KB), as a save of 30 products
    const document = { producten: Array.from({ length: 60 }, (_, i) => ({ naam: `Product ${i}`, hoeveelheid: 1000 + i, eenheid: 'kg', ve: 940, re: 150 + i })) };
    const [{ id }] = await rijen<{ id: number }>(sql`
      insert into audit_log (relatie_id, tabel, actie, na) values (1, 'toets', 'insert', ${JSON.stringify(document)}::jsonb) returning id`);
    // read back from the table: RETURNING gives the tuple before it was compressed
    const [r] = await rijen<{ methode: string | null; terug: unknown }>(sql`
      select pg_column_compression(na) as methode, na as terug from audit_log where relatie_id = 1 and id = ${id}`);
    expect(r.methode).toBe(lz4 ? 'lz4' : 'pglz');
    expect(typeof r.terug === 'string' ? JSON.parse(r.terug) : r.terug).toEqual(document);
  });
});
