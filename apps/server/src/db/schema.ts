/**
 * The database tables (spec §3 entities plus what the server needs: users, mandates,
 * sessions, audit log). One schema, one migration set (apps/server/drizzle), runs on
 * PGlite and on PostgreSQL 15.
 */
import type { Totaal } from '@kw/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
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

/**
 * Relations (relaties): farms and the organisations that work for them (decision 019). An
 * organisation (adviesbureau, accountant, zuivelonderneming, leverancier, overig) is
 * registered with its KvK number before it can ask for anything; its application waits for
 * staff (aangevraagd → goedgekeurd | geblokkeerd). A KvK number belongs to one relation.
 */
export const RELATIE_SOORTEN = ['bedrijf', 'adviesbureau', 'accountant', 'zuivelonderneming', 'leverancier', 'overig'] as const;
export const RELATIE_STATUSSEN = ['aangevraagd', 'goedgekeurd', 'geblokkeerd'] as const;
export const relaties = pgTable(
  'relaties',
  {
    id: serial('id').primaryKey(),
    naam: text('naam').notNull(),
    naamKort: text('naam_kort').notNull(),
    kvkNummer: text('kvk_nummer'),
    ubns: text('ubns').array().notNull().default(sql`'{}'::text[]`),
    soort: text('soort', { enum: RELATIE_SOORTEN }).notNull().default('bedrijf'),
    status: text('status', { enum: RELATIE_STATUSSEN }).notNull().default('goedgekeurd'),
    /** RVO relatienummer (BRS) of a farm */
    brs: text('brs'),
    adres: text('adres'),
    postcode: text('postcode'),
    plaats: text('plaats'),
    provincie: text('provincie'),
    contactpersoon: text('contactpersoon'),
    contactEmail: text('contact_email'),
    telefoon: text('telefoon'),
    aangemaaktOp: timestamp('aangemaakt_op', { withTimezone: true }).notNull().defaultNow(),
    statusGewijzigdOp: timestamp('status_gewijzigd_op', { withTimezone: true }),
    statusGewijzigdDoor: integer('status_gewijzigd_door'),
    statusReden: text('status_reden'),
  },
  (t) => [
    uniqueIndex('relaties_kvk_uq').on(t.kvkNummer),
    index('relaties_soort_idx').on(t.soort),
    check('relaties_soort_ck', sql`${t.soort} in ('bedrijf', 'adviesbureau', 'accountant', 'zuivelonderneming', 'leverancier', 'overig')`),
    check('relaties_status_ck', sql`${t.status} in ('aangevraagd', 'goedgekeurd', 'geblokkeerd')`),
    check('relaties_kvk_ck', sql`${t.kvkNummer} is null or ${t.kvkNummer} ~ '^[0-9]{8}$'`),
  ],
);

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
    /** the organisation a user works for (adviser, accountant, dairy, supplier); null for farm users and staff */
    organisatieId: integer('organisatie_id').references(() => relaties.id),
    telefoon: text('telefoon'),
    /** e-mail preferences: which optional mails the user wants ({ machtigingen: true, … }) */
    mailVoorkeuren: jsonb('mail_voorkeuren').$type<Record<string, boolean>>().notNull().default({}),
    /** the version of the terms of use this user accepted, and when */
    voorwaardenVersie: text('voorwaarden_versie'),
    voorwaardenGeaccepteerdOp: timestamp('voorwaarden_geaccepteerd_op', { withTimezone: true }),
    /** OpenID Connect login (decision 018): issuer and subject of the verified identity */
    oidcIssuer: text('oidc_issuer'),
    oidcSubject: text('oidc_subject'),
  },
  (t) => [
    uniqueIndex('gebruikers_email_uq').on(t.email),
    uniqueIndex('gebruikers_oidc_uq').on(t.oidcIssuer, t.oidcSubject),
    index('gebruikers_organisatie_idx').on(t.organisatieId),
  ],
);

/**
 * Nutrient-cycle records: one per farm per reporting year. Like every table with a farm's data
 * its primary key starts with the farm (decision 010), so the schema can be distributed by farm.
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

/**
 * Mandates from a farm to an organisation (decision 019), the real KLW's four kinds:
 * volmacht (fill in, submit, every report, manage the farm's mandates; one organisation per
 * farm), beheren (fill in, submit, reports), inzien (see everything, change nothing) and
 * elektronisch_opvragen (machine access, for data sharing). States: aangevraagd, actief,
 * geweigerd, ingetrokken, verlopen; every step is a row of machtiging_gebeurtenissen. A
 * mandate counts only while actief and today lies within [ingangsdatum, einddatum]; its term
 * is at most 5 years (eToegang's cap, sharing-anchors §2 /mandates). Farm-owned: the key
 * starts with the farm.
 */
export const MACHTIGING_SOORTEN = ['volmacht', 'beheren', 'inzien', 'elektronisch_opvragen'] as const;
export const MACHTIGING_STATUSSEN = ['aangevraagd', 'actief', 'geweigerd', 'ingetrokken', 'verlopen'] as const;
export const machtigingen = pgTable(
  'machtigingen',
  {
    relatieId: integer('relatie_id').notNull().references(() => relaties.id),
    id: serial('id').notNull(),
    organisatieId: integer('organisatie_id').notNull().references(() => relaties.id),
    soort: text('soort', { enum: MACHTIGING_SOORTEN }).notNull(),
    status: text('status', { enum: MACHTIGING_STATUSSEN }).notNull(),
    ingangsdatum: date('ingangsdatum', { mode: 'string' }).notNull(),
    einddatum: date('einddatum', { mode: 'string' }).notNull(),
    /** where the mandate is kept (sharing-anchors §2 /mandates): CDKLW (here), JoinData, RVO */
    bron: text('bron').notNull().default('CDKLW'),
    aangemaaktOp: timestamp('aangemaakt_op', { withTimezone: true }).notNull().defaultNow(),
    aangemaaktDoor: integer('aangemaakt_door').references(() => gebruikers.id),
    statusGewijzigdOp: timestamp('status_gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
    statusGewijzigdDoor: integer('status_gewijzigd_door').references(() => gebruikers.id),
    statusReden: text('status_reden'),
    /** raised on every change (optimistic concurrency: a confirm and a revoke never cross silently) */
    versie: integer('versie').notNull().default(1),
    /** when the expiry job mailed both sides that the term ran out (once; decision 019) */
    verloopGemeldOp: timestamp('verloop_gemeld_op', { withTimezone: true }),
    /** when the expiry job sent the reminder before the end date (once) */
    herinneringGemeldOp: timestamp('herinnering_gemeld_op', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    uniqueIndex('machtigingen_id_uq').on(t.id),
    index('machtigingen_organisatie_idx').on(t.organisatieId, t.status, t.relatieId),
    // one volmacht per farm (sharing-anchors §1.1, R1)
    uniqueIndex('machtigingen_een_volmacht_uq').on(t.relatieId).where(sql`soort = 'volmacht' and status = 'actief'`),
    // no two live mandates of one kind from a farm to one organisation
    uniqueIndex('machtigingen_levend_uq').on(t.relatieId, t.organisatieId, t.soort).where(sql`status in ('aangevraagd', 'actief')`),
    check('machtigingen_soort_ck', sql`${t.soort} in ('volmacht', 'beheren', 'inzien', 'elektronisch_opvragen')`),
    check('machtigingen_status_ck', sql`${t.status} in ('aangevraagd', 'actief', 'geweigerd', 'ingetrokken', 'verlopen')`),
    check('machtigingen_termijn_ck', sql`${t.einddatum} >= ${t.ingangsdatum} and ${t.einddatum} <= ${t.ingangsdatum} + interval '5 years'`),
  ],
);

/** Every step of a mandate's life: who, when, why (decision 019). Append-only. */
export const machtigingGebeurtenissen = pgTable(
  'machtiging_gebeurtenissen',
  {
    relatieId: integer('relatie_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    machtigingId: integer('machtiging_id').notNull(),
    tijdstip: timestamp('tijdstip', { withTimezone: true }).notNull().defaultNow(),
    gebruikerId: integer('gebruiker_id').references(() => gebruikers.id),
    /** aangevraagd, verleend, bevestigd, geweigerd, ingetrokken, beeindigd, verlopen, herbevestigen */
    actie: text('actie').notNull(),
    vanStatus: text('van_status'),
    naarStatus: text('naar_status').notNull(),
    reden: text('reden'),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    foreignKey({ columns: [t.relatieId, t.machtigingId], foreignColumns: [machtigingen.relatieId, machtigingen.id] }),
  ],
);

/**
 * Staff access to one farm (decision 019): given with a reason, for 60 minutes; the farmer
 * sees it in the access log as "Servicedesk" with the reason.
 */
export const servicedeskToegang = pgTable(
  'servicedesk_toegang',
  {
    relatieId: integer('relatie_id').notNull().references(() => relaties.id),
    id: serial('id').notNull(),
    gebruikerId: integer('gebruiker_id').notNull().references(() => gebruikers.id),
    reden: text('reden').notNull(),
    vanaf: timestamp('vanaf', { withTimezone: true }).notNull().defaultNow(),
    tot: timestamp('tot', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    uniqueIndex('servicedesk_toegang_id_uq').on(t.id),
    index('servicedesk_toegang_gebruiker_idx').on(t.gebruikerId, t.tot),
  ],
);

/**
 * The access log the farmer reads (decision 019): every read and change of a farm's data by
 * anyone but the farm's own users. Append-only: a trigger refuses UPDATE and DELETE
 * (migration 0007), so no path changes a row, not even for staff.
 */
export const TOEGANG_ACTIES = ['bekeken', 'gewijzigd', 'ingediend', 'gedownload', 'heropend', 'geleverd'] as const;
export const toegangslog = pgTable(
  'toegangslog',
  {
    relatieId: integer('relatie_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    tijdstip: timestamp('tijdstip', { withTimezone: true }).notNull().defaultNow(),
    gebruikerId: integer('gebruiker_id'),
    organisatieId: integer('organisatie_id'),
    /** volmacht, beheren, inzien, elektronisch_opvragen, servicedesk, afnemer */
    rol: text('rol').notNull(),
    machtigingId: integer('machtiging_id'),
    servicedeskToegangId: integer('servicedesk_toegang_id'),
    /** the reason staff gave, or the purpose of a consumer */
    reden: text('reden'),
    /** on whose behalf (e.g. the organisation a consumer acts for) */
    namens: text('namens'),
    kringloopwijzerId: integer('kringloopwijzer_id'),
    jaar: integer('jaar'),
    /** the screen or report (Dutch name) */
    wat: text('wat').notNull(),
    actie: text('actie', { enum: TOEGANG_ACTIES }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    index('toegangslog_relatie_tijd_idx').on(t.relatieId, t.tijdstip),
    index('toegangslog_machtiging_idx').on(t.relatieId, t.machtigingId, t.tijdstip),
    check('toegangslog_actie_ck', sql`${t.actie} in ('bekeken', 'gewijzigd', 'ingediend', 'gedownload', 'heropend', 'geleverd')`),
  ],
);

/** A company change (bedrijfswijziging, sharing-anchors.md §2): old and new identifiers and the transition date. */
export const bedrijfswijzigingen = pgTable(
  'bedrijfswijzigingen',
  {
    relatieId: integer('relatie_id').notNull().references(() => relaties.id),
    id: serial('id').notNull(),
    oudKvk: text('oud_kvk'),
    nieuwKvk: text('nieuw_kvk').notNull(),
    oudBrs: text('oud_brs'),
    nieuwBrs: text('nieuw_brs'),
    oudUbns: text('oud_ubns').array().notNull().default(sql`'{}'::text[]`),
    nieuwUbns: text('nieuw_ubns').array().notNull().default(sql`'{}'::text[]`),
    overgangsdatum: date('overgangsdatum', { mode: 'string' }).notNull(),
    /** aangevraagd (by the farmer), verwerkt or afgewezen (by staff) */
    status: text('status').notNull().default('aangevraagd'),
    ingediendDoor: integer('ingediend_door').references(() => gebruikers.id),
    ingediendOp: timestamp('ingediend_op', { withTimezone: true }).notNull().defaultNow(),
    verwerktDoor: integer('verwerkt_door').references(() => gebruikers.id),
    verwerktOp: timestamp('verwerkt_op', { withTimezone: true }),
    reden: text('reden'),
  },
  (t) => [primaryKey({ columns: [t.relatieId, t.id] }), check('bedrijfswijzigingen_status_ck', sql`${t.status} in ('aangevraagd', 'verwerkt', 'afgewezen')`)],
);

/**
 * Outgoing e-mail (decision 018): every message is kept here; with KLW_SMTP_URL it is also sent
 * by SMTP (verzondenOp, or fout with the Dutch reason). Staff read it on /beheer.
 */
export const mailUitgaand = pgTable(
  'mail_uitgaand',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    aangemaaktOp: timestamp('aangemaakt_op', { withTimezone: true }).notNull().defaultNow(),
    aan: text('aan').notNull(),
    onderwerp: text('onderwerp').notNull(),
    tekst: text('tekst').notNull(),
    /** the farm the message is about, if any */
    relatieId: integer('relatie_id'),
    soort: text('soort').notNull(),
    verzondenOp: timestamp('verzonden_op', { withTimezone: true }),
    pogingen: integer('pogingen').notNull().default(0),
    fout: text('fout'),
  },
  (t) => [index('mail_uitgaand_aan_idx').on(t.aan), index('mail_uitgaand_onverzonden_idx').on(t.aangemaaktOp).where(sql`verzonden_op is null`)],
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
    /** the engine and the year's rule parameters it was computed with (decision 028); null: stored before migration 0012 */
    regelversie: text('regelversie'),
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
 * cookie (decision 003). Expired and ended rows are deleted by a scheduled job.
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
    /** a public handle for "afmelden" per session on Profiel (the id and token_ref are secrets) */
    nr: bigserial('nr', { mode: 'number' }).notNull(),
    /** the browser, as the user agent names it (shortened), to recognise a session on Profiel */
    apparaat: text('apparaat'),
  },
  (t) => [
    uniqueIndex('sessies_nr_uq').on(t.nr),
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
    /** the farm whose data changed: the first column of the key (decision 010) */
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
    // /sbDashboard's submissions per day (migration 0013): only the submission rows
    index('audit_log_indienen_idx').on(t.relatieId, t.kringloopwijzerId, t.tijdstip).where(sql`tabel = 'kringloopwijzers' and actie = 'indienen'`),
  ],
);

/**
 * Data-link suppliers (decision 020): an organisation (relaties) that sends messages of some
 * types, authenticated with OAuth2 client credentials. The secret is a 32-byte random value
 * kept only as its SHA-256 (a random secret needs no slow hash, RFC 6749 §2.3.1 leaves the
 * method open); `geheimVersie` is raised on rotation and carried in the supplier's token, so a
 * rotated secret also ends the tokens issued with it. Not farm data: the key is the supplier.
 */
export const KOPPELING_KANALEN = ['direct', 'joindata', 'rvo'] as const;
export const leveranciers = pgTable(
  'leveranciers',
  {
    id: serial('id').primaryKey(),
    organisatieId: integer('organisatie_id').notNull().references(() => relaties.id),
    soorten: text('soorten').array().notNull(),
    kanaal: text('kanaal', { enum: KOPPELING_KANALEN }).notNull(),
    actief: boolean('actief').notNull().default(true),
    clientId: text('client_id').notNull(),
    geheimHash: text('geheim_hash').notNull(),
    geheimVersie: integer('geheim_versie').notNull().default(1),
    geheimGewijzigdOp: timestamp('geheim_gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
    aangemaaktOp: timestamp('aangemaakt_op', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leveranciers_organisatie_uq').on(t.organisatieId),
    uniqueIndex('leveranciers_client_id_uq').on(t.clientId),
    check('leveranciers_kanaal_ck', sql`${t.kanaal} in ('direct', 'joindata', 'rvo')`),
  ],
);

/**
 * Link mandates (koppelingen, decision 020): farm × supplier × message type × the farm's
 * customer number at the supplier (sharing-anchors §1.1, R3). States aangevraagd (by the
 * supplier) → actief | geweigerd; actief → ingetrokken. Farm-owned: the key starts with the farm.
 */
export const KOPPELING_STATUSSEN = ['aangevraagd', 'actief', 'geweigerd', 'ingetrokken'] as const;
export const koppelingen = pgTable(
  'koppelingen',
  {
    relatieId: integer('relatie_id').notNull().references(() => relaties.id),
    id: serial('id').notNull(),
    leverancierId: integer('leverancier_id').notNull().references(() => leveranciers.id),
    soort: text('soort').notNull(),
    klantnummer: text('klantnummer').notNull(),
    status: text('status', { enum: KOPPELING_STATUSSEN }).notNull(),
    versie: integer('versie').notNull().default(1),
    /** when it became active */
    sinds: timestamp('sinds', { withTimezone: true }),
    aangemaaktOp: timestamp('aangemaakt_op', { withTimezone: true }).notNull().defaultNow(),
    statusGewijzigdOp: timestamp('status_gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
    statusGewijzigdDoor: integer('status_gewijzigd_door').references(() => gebruikers.id),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    uniqueIndex('koppelingen_id_uq').on(t.id),
    // a message finds its farm by supplier, type and customer number: one live link for them
    uniqueIndex('koppelingen_levend_uq').on(t.leverancierId, t.soort, t.klantnummer).where(sql`status in ('aangevraagd', 'actief')`),
    check('koppelingen_status_ck', sql`${t.status} in ('aangevraagd', 'actief', 'geweigerd', 'ingetrokken')`),
  ],
);

/**
 * The raw messages as suppliers sent them (decision 020): stored first, never changed (a
 * trigger refuses UPDATE and DELETE, migration 0008). One per supplier message id, so a second
 * delivery of the same id changes nothing. Keyed by the supplier, not the farm: a message is
 * stored before, and whether or not, a farm is found for it (farm-first-sleutels.test.ts).
 */
export const koppelingBerichten = pgTable(
  'koppeling_berichten',
  {
    leverancierId: integer('leverancier_id').notNull().references(() => leveranciers.id),
    id: bigserial('id', { mode: 'number' }).notNull(),
    leverancierBerichtId: text('leverancier_bericht_id').notNull(),
    soort: text('soort').notNull(),
    /** application/json or text/csv */
    inhoudType: text('inhoud_type').notNull(),
    /** the body exactly as received */
    inhoud: text('inhoud').notNull(),
    ontvangenOp: timestamp('ontvangen_op', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leverancierId, t.id] }),
    uniqueIndex('koppeling_berichten_id_uq').on(t.id),
    uniqueIndex('koppeling_berichten_leverancier_bericht_uq').on(t.leverancierId, t.leverancierBerichtId),
  ],
);

/**
 * The processing state of each message (decision 020): ontvangen → verwerkt | mislukt | wacht
 * (year submitted); mislukt/wacht → verwerkt on reprocessing, or afgehandeld by staff with a
 * reason. The farm and year once found. Keyed like the message (supplier), for the same reason.
 */
export const BERICHT_STATUSSEN = ['ontvangen', 'verwerkt', 'mislukt', 'wacht', 'afgehandeld'] as const;
export const koppelingVerwerking = pgTable(
  'koppeling_verwerking',
  {
    leverancierId: integer('leverancier_id').notNull(),
    berichtId: bigint('bericht_id', { mode: 'number' }).notNull(),
    soort: text('soort').notNull(),
    klantnummer: text('klantnummer'),
    status: text('status', { enum: BERICHT_STATUSSEN }).notNull().default('ontvangen'),
    oorzaak: text('oorzaak'),
    reden: text('reden'),
    pogingen: integer('pogingen').notNull().default(0),
    laatstePoging: timestamp('laatste_poging', { withTimezone: true }),
    relatieId: integer('relatie_id'),
    kringloopwijzerId: integer('kringloopwijzer_id'),
    jaar: integer('jaar'),
    /** the dates the message is about */
    periodeVan: date('periode_van', { mode: 'string' }),
    periodeTot: date('periode_tot', { mode: 'string' }),
    afgehandeldDoor: integer('afgehandeld_door').references(() => gebruikers.id),
  },
  (t) => [
    primaryKey({ columns: [t.leverancierId, t.berichtId] }),
    foreignKey({ columns: [t.leverancierId, t.berichtId], foreignColumns: [koppelingBerichten.leverancierId, koppelingBerichten.id] }),
    index('koppeling_verwerking_open_idx').on(t.status, t.oorzaak).where(sql`status in ('mislukt', 'wacht', 'ontvangen')`),
    index('koppeling_verwerking_bedrijf_idx').on(t.relatieId, t.jaar),
    check('koppeling_verwerking_status_ck', sql`${t.status} in ('ontvangen', 'verwerkt', 'mislukt', 'wacht', 'afgehandeld')`),
  ],
);

/**
 * What a message changed, per field (decision 020): before → after, and whether it was written
 * (false: the farmer had corrected the linked value; the proposal is kept beside it). Feeds the
 * farmer's diff and the "uit koppeling: <leverancier>, <datum>" marker. Farm-owned, append-only.
 */
export const koppelingWijzigingen = pgTable(
  'koppeling_wijzigingen',
  {
    relatieId: integer('relatie_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    kringloopwijzerId: integer('kringloopwijzer_id').notNull(),
    leverancierId: integer('leverancier_id').notNull(),
    berichtId: bigint('bericht_id', { mode: 'number' }).notNull(),
    scherm: text('scherm').notNull(),
    veld: text('veld').notNull(),
    label: text('label').notNull(),
    voor: jsonb('voor'),
    na: jsonb('na'),
    toegepast: boolean('toegepast').notNull(),
    tijdstip: timestamp('tijdstip', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    foreignKey({ columns: [t.relatieId, t.kringloopwijzerId], foreignColumns: [kringloopwijzers.relatieId, kringloopwijzers.id] }),
    index('koppeling_wijzigingen_veld_idx').on(t.relatieId, t.kringloopwijzerId, t.veld, t.id),
    index('koppeling_wijzigingen_bericht_idx').on(t.relatieId, t.berichtId),
  ],
);

/** "Nu ophalen" of the on-request plot link (decision 020): a request the supplier collects and answers with a message. */
export const koppelingOphaalverzoeken = pgTable(
  'koppeling_ophaalverzoeken',
  {
    relatieId: integer('relatie_id').notNull(),
    id: serial('id').notNull(),
    koppelingId: integer('koppeling_id').notNull(),
    gevraagdDoor: integer('gevraagd_door').references(() => gebruikers.id),
    gevraagdOp: timestamp('gevraagd_op', { withTimezone: true }).notNull().defaultNow(),
    beantwoordOp: timestamp('beantwoord_op', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    foreignKey({ columns: [t.relatieId, t.koppelingId], foreignColumns: [koppelingen.relatieId, koppelingen.id] }),
    index('koppeling_ophaalverzoeken_open_idx').on(t.koppelingId).where(sql`beantwoord_op is null`),
  ],
);

/**
 * Data sharing (decision 027; sharing-anchors.md §3): a purpose (doel) of a consumer organisation asks for
 * data products; a participation (deelname) is farm × purpose × products, keyed by the farm first. The
 * consumer's client credentials are hashed at rest like a supplier's (decision 020).
 */
export const DOEL_STATUSSEN = ['concept', 'actief', 'gesloten'] as const;
export const DEELNAME_STATUSSEN = ['aangevraagd', 'goedgekeurd', 'afgewezen', 'ingetrokken', 'ingetrokken-door-aanvrager', 'verlopen'] as const;

export const doelen = pgTable(
  'doelen',
  {
    id: serial('id').primaryKey(),
    afnemerId: integer('afnemer_id').notNull().references(() => relaties.id),
    naam: text('naam').notNull(),
    boerTekst: text('boer_tekst').notNull().default(''),
    producten: text('producten').array().notNull(),
    grondslag: text('grondslag').notNull().default(''),
    bewaartermijn: text('bewaartermijn').notNull().default(''),
    begindatum: date('begindatum', { mode: 'string' }),
    einddatum: date('einddatum', { mode: 'string' }),
    status: text('status', { enum: DOEL_STATUSSEN }).notNull().default('concept'),
    licentiegeverAkkoordOp: timestamp('licentiegever_akkoord_op', { withTimezone: true }),
    licentiegeverAkkoordDoor: integer('licentiegever_akkoord_door').references(() => gebruikers.id),
    aangemaaktOp: timestamp('aangemaakt_op', { withTimezone: true }).notNull().defaultNow(),
    aangemaaktDoor: integer('aangemaakt_door').references(() => gebruikers.id),
    gewijzigdOp: timestamp('gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
    statusReden: text('status_reden'),
    versie: integer('versie').notNull().default(1),
  },
  (t) => [
    index('doelen_afnemer_idx').on(t.afnemerId),
    check('doelen_status_ck', sql`${t.status} in ('concept', 'actief', 'gesloten')`),
    check('doelen_termijn_ck', sql`${t.einddatum} is null or ${t.begindatum} is null or ${t.einddatum} >= ${t.begindatum}`),
  ],
);

export const deelnames = pgTable(
  'deelnames',
  {
    relatieId: integer('relatie_id').notNull().references(() => relaties.id),
    id: serial('id').notNull(),
    doelId: integer('doel_id').notNull().references(() => doelen.id),
    producten: text('producten').array().notNull(),
    ubnBeperking: text('ubn_beperking').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: DEELNAME_STATUSSEN }).notNull(),
    /** the status string of an upstream register (JoinData keeps its enum private: sharing-anchors.md §1.2) */
    statusBron: text('status_bron'),
    aangevraagdOp: timestamp('aangevraagd_op', { withTimezone: true }).notNull().defaultNow(),
    aangevraagdDoor: integer('aangevraagd_door').references(() => gebruikers.id),
    beslistOp: timestamp('beslist_op', { withTimezone: true }),
    beslistDoor: integer('beslist_door').references(() => gebruikers.id),
    reden: text('reden'),
    laatstGeleverdOp: timestamp('laatst_geleverd_op', { withTimezone: true }),
    versie: integer('versie').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    uniqueIndex('deelnames_id_uq').on(t.id),
    index('deelnames_doel_idx').on(t.doelId, t.status),
    // one live participation per farm and purpose; a new one after a refusal or revocation is a new row
    uniqueIndex('deelnames_levend_uq').on(t.relatieId, t.doelId).where(sql`status in ('aangevraagd', 'goedgekeurd')`),
    check('deelnames_status_ck', sql`${t.status} in ('aangevraagd', 'goedgekeurd', 'afgewezen', 'ingetrokken', 'ingetrokken-door-aanvrager', 'verlopen')`),
  ],
);

/** Who did what to a participation, when and why; append-only. */
export const deelnameGebeurtenissen = pgTable(
  'deelname_gebeurtenissen',
  {
    relatieId: integer('relatie_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    deelnameId: integer('deelname_id').notNull(),
    tijdstip: timestamp('tijdstip', { withTimezone: true }).notNull().defaultNow(),
    door: integer('door').references(() => gebruikers.id),
    actie: text('actie').notNull(),
    reden: text('reden'),
  },
  (t) => [
    primaryKey({ columns: [t.relatieId, t.id] }),
    foreignKey({ columns: [t.relatieId, t.deelnameId], foreignColumns: [deelnames.relatieId, deelnames.id] }),
    index('deelname_gebeurtenissen_deelname_idx').on(t.relatieId, t.deelnameId),
  ],
);

export const afnemerClients = pgTable(
  'afnemer_clients',
  {
    afnemerId: integer('afnemer_id').primaryKey().references(() => relaties.id),
    clientId: text('client_id').notNull(),
    geheimHash: text('geheim_hash').notNull(),
    geheimVersie: integer('geheim_versie').notNull().default(1),
    geheimGewijzigdOp: timestamp('geheim_gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('afnemer_clients_client_id_uq').on(t.clientId)],
);

export type Doel = typeof doelen.$inferSelect;
export type Deelname = typeof deelnames.$inferSelect;

export type Relatie = typeof relaties.$inferSelect;
export type Gebruiker = typeof gebruikers.$inferSelect;
export type Kringloopwijzer = typeof kringloopwijzers.$inferSelect;
export type Machtiging = typeof machtigingen.$inferSelect;
export type MachtigingSoort = (typeof MACHTIGING_SOORTEN)[number];
export type MachtigingStatus = (typeof MACHTIGING_STATUSSEN)[number];
export type ToegangActie = (typeof TOEGANG_ACTIES)[number];
export type ServicedeskToegang = typeof servicedeskToegang.$inferSelect;
export type Bedrijfswijziging = typeof bedrijfswijzigingen.$inferSelect;
export type MelkleveringRij = typeof melkleveringen.$inferSelect;
export type HandmatigeMelkgegevens = typeof handmatigeMelkgegevens.$inferSelect;
export type Sessie = typeof sessies.$inferSelect;
export type KlwInvoer = typeof klwInvoer.$inferSelect;
export type KlwUitkomst = typeof klwUitkomst.$inferSelect;
export type Leverancier = typeof leveranciers.$inferSelect;
export type Koppeling = typeof koppelingen.$inferSelect;
export type KoppelingVerwerking = typeof koppelingVerwerking.$inferSelect;

// ---- Rate limits (owner: snelheidsgrens; decision 031): counters shared by every app node.
export const snelheidsgrenzen = pgTable('snelheidsgrenzen', {
  /** SHA-256 (hex) of the limit's key: the key holds e-mail and IP addresses */
  sleutel: text('sleutel').primaryKey(),
  aantal: integer('aantal').notNull(),
  vanaf: timestamp('vanaf', { withTimezone: true }).notNull(),
  vensterMs: integer('venster_ms').notNull(),
});
// ─── Beheer algemeen (decision 030): reporting years, status texts, terms of use as versions, notices ───

/**
 * A reporting year as staff opened it, with its one submission deadline (15 May of the next year
 * unless set otherwise) and, once closed, when and by whom. A year whose records came before this
 * table has no row: it counts as open with the default deadline. Not farm data: the key is the year.
 */
export const rapportagejaren = pgTable(
  'rapportagejaren',
  {
    jaar: integer('jaar').primaryKey(),
    deadline: date('deadline', { mode: 'string' }).notNull(),
    geslotenOp: timestamp('gesloten_op', { withTimezone: true }),
    geslotenDoor: integer('gesloten_door').references(() => gebruikers.id),
    versie: integer('versie').notNull().default(1),
    gewijzigdOp: timestamp('gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
    gewijzigdDoor: integer('gewijzigd_door').references(() => gebruikers.id),
  },
  (t) => [check('rapportagejaren_deadline_ck', sql`${t.deadline} > make_date(${t.jaar}, 12, 31)`)],
);

/** The menu model's name and explanation of each record state (1 open, 2 closed), editable by staff. */
export const statusteksten = pgTable('statusteksten', {
  statusId: integer('status_id').primaryKey(),
  omschrijving: text('omschrijving').notNull(),
  toelichting: text('toelichting').notNull(),
  versie: integer('versie').notNull().default(1),
  gewijzigdOp: timestamp('gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
  gewijzigdDoor: integer('gewijzigd_door').references(() => gebruikers.id),
});

/**
 * The versions of the terms of use after the contract's GEBRUIKSVOORWAARDEN (which stays the
 * version in force until a row here takes effect). A version is never changed: a new text is a
 * new version, and every user accepts it at their next login.
 */
export const gebruiksvoorwaarden = pgTable(
  'gebruiksvoorwaarden',
  {
    id: serial('id').primaryKey(),
    versie: text('versie').notNull(),
    tekst: text('tekst').notNull(),
    ingangsdatum: date('ingangsdatum', { mode: 'string' }).notNull(),
    aangemaaktOp: timestamp('aangemaakt_op', { withTimezone: true }).notNull().defaultNow(),
    aangemaaktDoor: integer('aangemaakt_door').references(() => gebruikers.id),
  },
  (t) => [uniqueIndex('gebruiksvoorwaarden_versie_uq').on(t.versie)],
);

/** Every acceptance of a version of the terms by a user, with its moment (gebruikers keeps the latest). */
export const voorwaardenAcceptaties = pgTable(
  'voorwaarden_acceptaties',
  {
    gebruikerId: integer('gebruiker_id')
      .notNull()
      .references(() => gebruikers.id),
    versie: text('versie').notNull(),
    geaccepteerdOp: timestamp('geaccepteerd_op', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.gebruikerId, t.versie] })],
);

/** Maintenance, outage and deadline notices: a banner for an audience within a period. */
export const systeemmeldingen = pgTable(
  'systeemmeldingen',
  {
    id: serial('id').primaryKey(),
    soort: text('soort', { enum: ['onderhoud', 'storing', 'deadline'] }).notNull(),
    tekst: text('tekst').notNull(),
    van: timestamp('van', { withTimezone: true }).notNull(),
    tot: timestamp('tot', { withTimezone: true }).notNull(),
    doelgroep: text('doelgroep', { enum: ['iedereen', 'boeren', 'organisaties', 'medewerkers'] }).notNull(),
    versie: integer('versie').notNull().default(1),
    gewijzigdOp: timestamp('gewijzigd_op', { withTimezone: true }).notNull().defaultNow(),
    gewijzigdDoor: integer('gewijzigd_door').references(() => gebruikers.id),
  },
  (t) => [
    check('systeemmeldingen_soort_ck', sql`${t.soort} in ('onderhoud', 'storing', 'deadline')`),
    check('systeemmeldingen_doelgroep_ck', sql`${t.doelgroep} in ('iedereen', 'boeren', 'organisaties', 'medewerkers')`),
    check('systeemmeldingen_periode_ck', sql`${t.tot} > ${t.van}`),
    index('systeemmeldingen_tot_idx').on(t.tot),
  ],
);
export type Systeemmelding = typeof systeemmeldingen.$inferSelect;
export type RapportagejaarRij = typeof rapportagejaren.$inferSelect;

// ---- Pilots (owner: pilot; the recompute of decision 015): a group of farms shown their results under another year's rules too.
/** A pilot belongs to the organisation running it, not to one farm (farm-first-sleutels.test.ts lists why). */
export const pilots = pgTable(
  'pilots',
  {
    id: serial('id').primaryKey(),
    naam: text('naam').notNull(),
    doel: text('doel').notNull(),
    van: date('van', { mode: 'string' }).notNull(),
    tot: date('tot', { mode: 'string' }).notNull(),
    /** the year whose rule parameters the pilot shows next to the record's own (packages/engine/src/parameters) */
    regelJaar: integer('regel_jaar').notNull(),
    versie: integer('versie').notNull().default(1),
    gemaaktDoor: integer('gemaakt_door').references(() => gebruikers.id),
    gemaaktOp: timestamp('gemaakt_op', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pilots_periode_ck', sql`${t.tot} >= ${t.van}`)],
);

/** A farm in a pilot; `verlatenOp` set when the farm left (it is then no longer counted or shown the comparison). */
export const pilotBedrijven = pgTable(
  'pilot_bedrijven',
  {
    relatieId: integer('relatie_id')
      .notNull()
      .references(() => relaties.id),
    pilotId: integer('pilot_id')
      .notNull()
      .references(() => pilots.id),
    toegevoegdOp: timestamp('toegevoegd_op', { withTimezone: true }).notNull().defaultNow(),
    verlatenOp: timestamp('verlaten_op', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.relatieId, t.pilotId] }), index('pilot_bedrijven_pilot_idx').on(t.pilotId)],
);
export type Pilot = typeof pilots.$inferSelect;
// ── Herberekening: recompute every open year after a rule change (decision 028) ──────────────────────

/** One run of the recompute: which engine and rules, why, who started it, and its counters (kept in the batches' transactions). */
export const HERBEREKENING_AANLEIDINGEN = ['regelwijziging', 'handmatig'] as const;
export const herberekeningen = pgTable(
  'herberekeningen',
  {
    id: serial('id').primaryKey(),
    engineVersie: text('engine_versie').notNull(),
    /** the rule version per reporting year at the start ({ "2024": "@kw/engine 0.1.0; regels 2024-1a2b3c4d" }) */
    regelversies: jsonb('regelversies').$type<Record<string, string>>().notNull(),
    aanleiding: text('aanleiding', { enum: HERBEREKENING_AANLEIDINGEN }).notNull(),
    /** the staff member's reason for a run started by hand */
    reden: text('reden'),
    gestartDoor: integer('gestart_door').references(() => gebruikers.id),
    totaal: integer('totaal').notNull(),
    klaar: integer('klaar').notNull().default(0),
    mislukt: integer('mislukt').notNull().default(0),
    overgeslagen: integer('overgeslagen').notNull().default(0),
    gestartOp: timestamp('gestart_op', { withTimezone: true }).notNull().defaultNow(),
    klaarOp: timestamp('klaar_op', { withTimezone: true }),
    /** stopped by staff (migration 0019): when, by whom and why; the run is then closed (klaar_op) with tasks left open */
    gestoptOp: timestamp('gestopt_op', { withTimezone: true }),
    gestoptDoor: integer('gestopt_door').references(() => gebruikers.id),
    stopReden: text('stop_reden'),
  },
  (t) => [check('herberekeningen_aanleiding_check', sql`${t.aanleiding} in ('regelwijziging', 'handmatig')`)],
);

/**
 * The queue: one task per record of a run. Done, failed or skipped (the year was submitted
 * meanwhile) is marked in the same transaction as the record's new outcome, so a killed worker
 * neither repeats nor skips a farm. Farm-first key.
 */
export const HERBEREKENING_TAAK_STATUSSEN = ['open', 'klaar', 'mislukt', 'overgeslagen'] as const;
export const herberekeningTaken = pgTable(
  'herberekening_taken',
  {
    relatieId: integer('relatie_id').notNull(),
    kringloopwijzerId: integer('kringloopwijzer_id').notNull(),
    herberekeningId: integer('herberekening_id')
      .notNull()
      .references(() => herberekeningen.id),
    status: text('status', { enum: HERBEREKENING_TAAK_STATUSSEN }).notNull().default('open'),
    /** the Dutch cause of a failure */
    fout: text('fout'),
    klaarOp: timestamp('klaar_op', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'herberekening_taken_pk', columns: [t.relatieId, t.kringloopwijzerId, t.herberekeningId] }),
    foreignKey({ name: 'herberekening_taken_klw_fk', columns: [t.relatieId, t.kringloopwijzerId], foreignColumns: [kringloopwijzers.relatieId, kringloopwijzers.id] }),
    index('herberekening_taken_open_idx').on(t.herberekeningId, t.relatieId, t.kringloopwijzerId).where(sql`${t.status} = 'open'`),
    index('herberekening_taken_mislukt_idx').on(t.herberekeningId).where(sql`${t.status} = 'mislukt'`),
    check('herberekening_taken_status_check', sql`${t.status} in ('open', 'klaar', 'mislukt', 'overgeslagen')`),
  ],
);

export type Herberekening = typeof herberekeningen.$inferSelect;
