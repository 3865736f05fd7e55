/**
 * The database tables (spec §3 entities plus what the server needs: users, mandates,
 * sessions, audit log). One schema, one migration set (apps/server/drizzle), runs on
 * PGlite and on PostgreSQL 15.
 */
import type { Totaal } from '@kw/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Farms (relaties). */
export const relaties = pgTable('relaties', {
  id: serial('id').primaryKey(),
  naam: text('naam').notNull(),
  naamKort: text('naam_kort').notNull(),
  kvkNummer: text('kvk_nummer'),
  ubns: text('ubns').array().notNull().default(sql`'{}'::text[]`),
});

/** Users with the role flags of spec §6. The email is stored lower-case. */
export const gebruikers = pgTable(
  'gebruikers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    naam: text('naam').notNull(),
    wachtwoordHash: text('wachtwoord_hash').notNull(),
    isDeelnemer: boolean('is_deelnemer').notNull().default(false),
    isSBMedewerker: boolean('is_sb_medewerker').notNull().default(false),
    isAdviseur: boolean('is_adviseur').notNull().default(false),
    isDemoGebruiker: boolean('is_demo_gebruiker').notNull().default(false),
    kvkNummer: text('kvk_nummer'),
    /** the farm of a participant */
    relatieId: integer('relatie_id').references(() => relaties.id),
  },
  (t) => [uniqueIndex('gebruikers_email_uq').on(t.email)],
);

/**
 * Nutrient-cycle records: one per farm per reporting year. Like every table with a farm's data
 * its primary key starts with the farm (issue 8 §2), so the schema can be distributed by farm.
 */
export const kringloopwijzers = pgTable(
  'kringloopwijzers',
  {
    id: serial('id').notNull(),
    relatieId: integer('relatie_id').notNull().references(() => relaties.id),
    jaar: integer('jaar').notNull(),
    statusId: integer('status_id').notNull().default(1),
    statusOmschrijving: text('status_omschrijving'),
    statusToelichting: text('status_toelichting'),
    aantalMelkkoeien: integer('aantal_melkkoeien'),
    /**
     * Raised by a trigger on every statement that changes this record's automatic deliveries
     * (migration 0002), so a stored delivery summary knows whether it is still current.
     */
    leveringenVersie: integer('leveringen_versie').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    uniqueIndex('kringloopwijzers_relatie_jaar_uq').on(t.relatieId, t.jaar),
    // the target of the farm-first foreign keys of klw_invoer and klw_uitkomst (decision 010);
    // kept beside the primary key on the same columns because those keys were bound to it
    uniqueIndex('kringloopwijzers_relatie_id_uq').on(t.relatieId, t.id),
    // for sessies' selected record (a session is not farm data); goes when distributing by farm
    uniqueIndex('kringloopwijzers_id_uq').on(t.id),
  ],
);

/** Proxies (volmacht) and adviser mandates of a user for a farm; magBewerken = "authorized". */
export const machtigingen = pgTable(
  'machtigingen',
  {
    id: serial('id').primaryKey(),
    gebruikerId: integer('gebruiker_id').notNull().references(() => gebruikers.id),
    relatieId: integer('relatie_id').notNull().references(() => relaties.id),
    soort: text('soort').notNull(),
    magBewerken: boolean('mag_bewerken').notNull().default(false),
  },
  (t) => [
    uniqueIndex('machtigingen_gebruiker_relatie_soort_uq').on(t.gebruikerId, t.relatieId, t.soort),
    check('machtigingen_soort_ck', sql`${t.soort} in ('volmacht', 'adviseur')`),
  ],
);

/** Automatic milk deliveries from the factory, one row per delivery. */
export const melkleveringen = pgTable(
  'melkleveringen',
  {
    relatieId: integer('relatie_id').notNull(),
    id: serial('id').notNull(),
    kringloopwijzerId: integer('kringloopwijzer_id').notNull(),
    leverDatum: date('lever_datum', { mode: 'string' }).notNull(),
    /** HH:mm */
    afleverTijd: text('aflever_tijd').notNull(),
    ubn: text('ubn').notNull(),
    kg: doublePrecision('kg').notNull(),
    vet: doublePrecision('vet').notNull(),
    eiwit: doublePrecision('eiwit').notNull(),
    ureum: doublePrecision('ureum').notNull(),
    fosfor: doublePrecision('fosfor'),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    foreignKey({ columns: [t.relatieId, t.kringloopwijzerId], foreignColumns: [kringloopwijzers.relatieId, kringloopwijzers.id] }),
    index('melkleveringen_klw_datum_idx').on(t.kringloopwijzerId, t.leverDatum),
  ],
);

/**
 * The automatic deliveries of a record as the Melklevering screen shows them (months,
 * totals, last delivery), computed once from the rows and kept while `bronVersie` equals the
 * record's `leveringenVersie` (decision 009). A cache: deleting every row loses nothing.
 */
export const melkleveringSamenvattingen = pgTable(
  'melklevering_samenvattingen',
  {
    relatieId: integer('relatie_id').notNull(),
    kringloopwijzerId: integer('kringloopwijzer_id').notNull(),
    bronVersie: integer('bron_versie').notNull(),
    aantal: integer('aantal').notNull(),
    /** the automatic totals ({ kg, vet, eiwit, ureum, fosfor }) */
    totaal: json('totaal').$type<Totaal>().notNull(),
    /** JSON text of { datumLaatsteLevering, maanden, totaal }, sent as it is */
    gegevens: text('gegevens').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.kringloopwijzerId] }),
    foreignKey({ columns: [t.relatieId, t.kringloopwijzerId], foreignColumns: [kringloopwijzers.relatieId, kringloopwijzers.id] }),
  ],
);

/** The manual milk data of a record (one row per record), with an optimistic-concurrency version. */
export const handmatigeMelkgegevens = pgTable(
  'handmatige_melkgegevens',
  {
    relatieId: integer('relatie_id').notNull(),
    kringloopwijzerId: integer('kringloopwijzer_id').notNull(),
    gebruikHandmatigeMelkRegistratie: boolean('gebruik_handmatige_melk_registratie').notNull(),
    handmatigKg: doublePrecision('handmatig_kg'),
    handmatigVet: doublePrecision('handmatig_vet'),
    handmatigEiwit: doublePrecision('handmatig_eiwit'),
    handmatigUreum: doublePrecision('handmatig_ureum'),
    handmatigFosfor: doublePrecision('handmatig_fosfor'),
    zelfZuivelKg: doublePrecision('zelf_zuivel_kg'),
    zelfZuivelVet: doublePrecision('zelf_zuivel_vet'),
    zelfZuivelEiwit: doublePrecision('zelf_zuivel_eiwit'),
    zelfZuivelUreum: doublePrecision('zelf_zuivel_ureum'),
    zelfZuivelFosfor: doublePrecision('zelf_zuivel_fosfor'),
    gevoerdAanKalverenKg: doublePrecision('gevoerd_aan_kalveren_kg'),
    overigeProductieKg: doublePrecision('overige_productie_kg'),
    versie: integer('versie').notNull().default(1),
    gewijzigdOp: timestamp('gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
    gewijzigdDoor: integer('gewijzigd_door').references(() => gebruikers.id),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.kringloopwijzerId] }),
    foreignKey({ columns: [t.relatieId, t.kringloopwijzerId], foreignColumns: [kringloopwijzers.relatieId, kringloopwijzers.id] }),
  ],
);

/**
 * The input of a register screen (decision 010): one row per record per screen, the screen
 * document as entered (validated by the register's schema), with an optimistic-concurrency
 * version. The primary key starts with the farm, so the table can be distributed by farm.
 */
export const klwInvoer = pgTable(
  'klw_invoer',
  {
    relatieId: integer('relatie_id').notNull(),
    kringloopwijzerId: integer('kringloopwijzer_id').notNull(),
    scherm: text('scherm').notNull(),
    gegevens: jsonb('gegevens').notNull(),
    versie: integer('versie').notNull().default(1),
    gewijzigdOp: timestamp('gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
    gewijzigdDoor: integer('gewijzigd_door').references(() => gebruikers.id),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.kringloopwijzerId, t.scherm] }),
    foreignKey({ columns: [t.relatieId, t.kringloopwijzerId], foreignColumns: [kringloopwijzers.relatieId, kringloopwijzers.id] }),
  ],
);

/**
 * The engine's outcome for a record, stored after every save (decision 010): from which input
 * version (the sum of the record's input versions, so it only grows) and engine version, the
 * status of every screen, the signals per screen and field, the results and the dashboard
 * before the last change. A cache of the input: recomputed when `invoerVersie` is behind.
 */
export const klwUitkomst = pgTable(
  'klw_uitkomst',
  {
    relatieId: integer('relatie_id').notNull(),
    kringloopwijzerId: integer('kringloopwijzer_id').notNull(),
    invoerVersie: integer('invoer_versie').notNull(),
    engineVersie: text('engine_versie').notNull(),
    schermstatus: jsonb('schermstatus').notNull(),
    signaleringen: jsonb('signaleringen').notNull(),
    resultaat: jsonb('resultaat'),
    dashboard: jsonb('dashboard'),
    vorigDashboard: jsonb('vorig_dashboard'),
    berekendOp: timestamp('berekend_op', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.kringloopwijzerId] }),
    foreignKey({ columns: [t.relatieId, t.kringloopwijzerId], foreignColumns: [kringloopwijzers.relatieId, kringloopwijzers.id] }),
  ],
);

/**
 * Server-side sessions behind the klw_sessie cookie (`id`, the cookie value). Access tokens
 * name the session by `tokenRef`, a second random value, so a leaked token never reveals the
 * cookie (issue 7 §3.1). Expired and ended rows are deleted by a scheduled job.
 */
export const sessies = pgTable(
  'sessies',
  {
    id: text('id').primaryKey(),
    tokenRef: text('token_ref').notNull(),
    gebruikerId: integer('gebruiker_id').notNull().references(() => gebruikers.id),
    geselecteerdeKringloopwijzerId: integer('geselecteerde_kringloopwijzer_id').references(() => kringloopwijzers.id),
    aangemaaktOp: timestamp('aangemaakt_op', { withTimezone: true }).notNull().defaultNow(),
    verlooptOp: timestamp('verloopt_op', { withTimezone: true }).notNull(),
    beeindigdOp: timestamp('beeindigd_op', { withTimezone: true }),
  },
  (t) => [
    index('sessies_gebruiker_idx').on(t.gebruikerId),
    uniqueIndex('sessies_token_ref_uq').on(t.tokenRef),
    index('sessies_verloopt_op_idx').on(t.verlooptOp),
  ],
);

/** Audit log of every change of a farm's data, written in the same statement or transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    gebruikerId: integer('gebruiker_id').references(() => gebruikers.id),
    tijdstip: timestamp('tijdstip', { withTimezone: true }).notNull().defaultNow(),
    kringloopwijzerId: integer('kringloopwijzer_id'),
    /** the farm whose data changed: the first column of the key (issue 8 §2) */
    relatieId: integer('relatie_id').notNull(),
    tabel: text('tabel').notNull(),
    actie: text('actie').notNull(),
    voor: jsonb('voor'),
    na: jsonb('na'),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    foreignKey({ columns: [t.relatieId, t.kringloopwijzerId], foreignColumns: [kringloopwijzers.relatieId, kringloopwijzers.id] }),
    index('audit_log_klw_idx').on(t.kringloopwijzerId),
  ],
);

export type Relatie = typeof relaties.$inferSelect;
export type Gebruiker = typeof gebruikers.$inferSelect;
export type Kringloopwijzer = typeof kringloopwijzers.$inferSelect;
export type Machtiging = typeof machtigingen.$inferSelect;
export type MelkleveringRij = typeof melkleveringen.$inferSelect;
export type HandmatigeMelkgegevens = typeof handmatigeMelkgegevens.$inferSelect;
export type Sessie = typeof sessies.$inferSelect;
export type KlwInvoer = typeof klwInvoer.$inferSelect;
export type KlwUitkomst = typeof klwUitkomst.$inferSelect;
