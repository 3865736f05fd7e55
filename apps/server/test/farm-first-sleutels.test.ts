/**
 * Decision 010: every table with a farm's data starts its primary key with the farm
 * (relatie_id), so the schema can later be distributed by farm (Citus) without a rewrite.
 * Read from the catalogue of the migrated database (PGlite, and PostgreSQL with
 * KW_TEST_DB=postgres). Every table counts as farm data unless it is named below with why.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { databaseVanBestand } from './helpers/testdb';

/** The tables that hold no farm's data (or are the farm itself), and why. */
const GEEN_BEDRIJFSGEGEVENS: Record<string, string> = {
  relaties: 'the farm itself (its id is the relatie_id, the distribution column), or an organisation',
  gebruikers: 'user accounts, read by e-mail at login; not owned by one farm',
  sessies: 'login sessions of a user',
  mail_uitgaand: 'outgoing e-mail to users and organisations; a message may concern no farm',
  leveranciers: 'data-link suppliers (organisations) and their credentials; not owned by one farm',
  // A supplier's message is stored before its farm is known, and is kept when no farm is found
  // (an unknown customer number); so its key is the supplier. The farm's share of it (the changes
  // a message made) is in koppeling_wijzigingen, which is farm-first (decision 020).
  koppeling_berichten: 'raw supplier messages, stored before (and whether or not) a farm is found for them; keyed by supplier',
  koppeling_verwerking: 'the processing state of each raw message, keyed like the message (a failed one has no farm)',
  // Data sharing (decision 027): a purpose and a consumer's credentials belong to the consumer organisation; the
  // farm's share (its participation and that participation's history) is farm-first.
  doelen: "a consumer organisation's purposes; not owned by one farm",
  afnemer_clients: "a consumer organisation's client credentials; not owned by one farm",
  // Pilots (/beheer/pilot): the pilot belongs to the organisation running it; the farm's share (pilot_bedrijven) is farm-first.
  pilots: 'a pilot run by staff for a group of farms; not owned by one farm',
  snelheidsgrenzen: 'rate-limit counters keyed by a hash of e-mail or IP address (decision 031); not owned by one farm',
  // Beheer algemeen (decision 030): settings of the whole service, and a user's acceptances
  rapportagejaren: 'a reporting year and its deadline, for every farm alike',
  statusteksten: 'the name and explanation of a record state, for every farm alike',
  gebruiksvoorwaarden: 'the versions of the terms of use, for every user alike',
  voorwaarden_acceptaties: "a user's acceptance of a version of the terms; about the user, not a farm",
  systeemmeldingen: 'maintenance, outage and deadline notices for an audience; not about one farm',
  // decision 028: a run covers many farms; its tasks (herberekening_taken) are farm-first
  herberekeningen: 'one recompute run over the open years of every farm (rules, counters); not owned by one farm',
};

const { rijen } = databaseVanBestand();

describe('farm-first primary keys (decision 010)', () => {
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
