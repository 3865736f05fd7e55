/**
 * "Today" is the Dutch calendar day everywhere: in SQL (`vandaagNl`), in the contract (`vandaagIso`) and in the
 * seed helpers (`datumVanaf`). With `current_date` (the session's UTC day) a mandate that starts today by the Dutch
 * calendar was not live in SQL between 23:00 and 24:00 UTC, and 14 tests failed when run in that hour.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vandaagIso } from '@kw/contract';
import { datumVanaf } from '../src/db/seed-hulp';
import { vandaagNl } from '../src/db/vandaag';
import { maakTestDatabase, type TestDatabase } from './helpers/testdb';

let t: TestDatabase;
beforeAll(async () => {
  t = await maakTestDatabase();
});
afterAll(async () => t.opruimen());

describe('vandaag', () => {
  it('de database rekent met dezelfde Nederlandse dag als de contractcode', async () => {
    const rijen = (await t.database.db.execute(sql`select to_char(${vandaagNl}, 'YYYY-MM-DD') as d`)) as unknown as { rows?: { d: string }[] } | { d: string }[];
    const d = Array.isArray(rijen) ? rijen[0].d : rijen.rows![0].d;
    expect(d).toBe(vandaagIso());
  });

  it('om 23:30 UTC in de winter is het in Nederland al de volgende dag: vandaagIso en datumVanaf volgen de Nederlandse dag', () => {
    const laat = new Date('2026-11-26T23:30:00Z');
    expect(vandaagIso(laat)).toBe('2026-11-27');
    expect(datumVanaf(0, laat)).toBe('2026-11-27');
    expect(datumVanaf(1, laat)).toBe('2026-11-28');
  });

  it('geen current_date in de SQL van de server (dat is de UTC-dag van de databasesessie)', () => {
    const src = path.resolve(__dirname, '../src');
    const fout = readdirSync(src, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('vandaag.ts'))
      .filter((f) => /\bcurrent_date\b/i.test(readFileSync(path.join(src, f), 'utf8')));
    expect(fout).toEqual([]);
  });
});
