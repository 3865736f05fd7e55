CREATE TABLE "bedrijfswijzigingen" (
	"relatie_id" integer NOT NULL,
	"id" serial NOT NULL,
	"oud_kvk" text,
	"nieuw_kvk" text NOT NULL,
	"oud_brs" text,
	"nieuw_brs" text,
	"oud_ubns" text[] DEFAULT '{}'::text[] NOT NULL,
	"nieuw_ubns" text[] DEFAULT '{}'::text[] NOT NULL,
	"overgangsdatum" date NOT NULL,
	"status" text DEFAULT 'aangevraagd' NOT NULL,
	"ingediend_door" integer,
	"ingediend_op" timestamp with time zone DEFAULT now() NOT NULL,
	"verwerkt_door" integer,
	"verwerkt_op" timestamp with time zone,
	"reden" text,
	CONSTRAINT "bedrijfswijzigingen_relatie_id_id_pk" PRIMARY KEY("relatie_id","id"),
	CONSTRAINT "bedrijfswijzigingen_status_ck" CHECK ("bedrijfswijzigingen"."status" in ('aangevraagd', 'verwerkt', 'afgewezen'))
);
--> statement-breakpoint
CREATE TABLE "machtiging_gebeurtenissen" (
	"relatie_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"machtiging_id" integer NOT NULL,
	"tijdstip" timestamp with time zone DEFAULT now() NOT NULL,
	"gebruiker_id" integer,
	"actie" text NOT NULL,
	"van_status" text,
	"naar_status" text NOT NULL,
	"reden" text,
	CONSTRAINT "machtiging_gebeurtenissen_relatie_id_id_pk" PRIMARY KEY("relatie_id","id")
);
--> statement-breakpoint
CREATE TABLE "mail_uitgaand" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"aangemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	"aan" text NOT NULL,
	"onderwerp" text NOT NULL,
	"tekst" text NOT NULL,
	"relatie_id" integer,
	"soort" text NOT NULL,
	"verzonden_op" timestamp with time zone,
	"pogingen" integer DEFAULT 0 NOT NULL,
	"fout" text
);
--> statement-breakpoint
CREATE TABLE "servicedesk_toegang" (
	"relatie_id" integer NOT NULL,
	"id" serial NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"reden" text NOT NULL,
	"vanaf" timestamp with time zone DEFAULT now() NOT NULL,
	"tot" timestamp with time zone NOT NULL,
	CONSTRAINT "servicedesk_toegang_relatie_id_id_pk" PRIMARY KEY("relatie_id","id")
);
--> statement-breakpoint
CREATE TABLE "toegangslog" (
	"relatie_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"tijdstip" timestamp with time zone DEFAULT now() NOT NULL,
	"gebruiker_id" integer,
	"organisatie_id" integer,
	"rol" text NOT NULL,
	"machtiging_id" integer,
	"servicedesk_toegang_id" integer,
	"reden" text,
	"namens" text,
	"kringloopwijzer_id" integer,
	"jaar" integer,
	"wat" text NOT NULL,
	"actie" text NOT NULL,
	CONSTRAINT "toegangslog_relatie_id_id_pk" PRIMARY KEY("relatie_id","id"),
	CONSTRAINT "toegangslog_actie_ck" CHECK ("toegangslog"."actie" in ('bekeken', 'gewijzigd', 'ingediend', 'gedownload', 'heropend'))
);
--> statement-breakpoint
-- The old per-user mandates (soort volmacht/adviseur, mag_bewerken) become mandates of an
-- organisation (issue 17 §1): kept aside, the table made anew, converted at the end.
ALTER TABLE "machtigingen" RENAME TO "machtigingen_oud";--> statement-breakpoint
ALTER SEQUENCE "machtigingen_id_seq" RENAME TO "machtigingen_oud_id_seq";--> statement-breakpoint
ALTER INDEX "machtigingen_gebruiker_relatie_soort_uq" RENAME TO "machtigingen_oud_uq";--> statement-breakpoint
ALTER TABLE "machtigingen_oud" RENAME CONSTRAINT "machtigingen_pkey" TO "machtigingen_oud_pkey";--> statement-breakpoint
CREATE TABLE "machtigingen" (
	"relatie_id" integer NOT NULL,
	"id" serial NOT NULL,
	"organisatie_id" integer NOT NULL,
	"soort" text NOT NULL,
	"status" text NOT NULL,
	"ingangsdatum" date NOT NULL,
	"einddatum" date NOT NULL,
	"bron" text DEFAULT 'CDKLW' NOT NULL,
	"aangemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	"aangemaakt_door" integer,
	"status_gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"status_gewijzigd_door" integer,
	"status_reden" text,
	"versie" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "machtigingen_relatie_id_id_pk" PRIMARY KEY("relatie_id","id")
);--> statement-breakpoint
ALTER TABLE "machtigingen" ADD CONSTRAINT "machtigingen_relatie_id_relaties_id_fk" FOREIGN KEY ("relatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD COLUMN "organisatie_id" integer;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD COLUMN "telefoon" text;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD COLUMN "mail_voorkeuren" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD COLUMN "voorwaarden_versie" text;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD COLUMN "voorwaarden_geaccepteerd_op" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD COLUMN "oidc_issuer" text;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD COLUMN "oidc_subject" text;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "soort" text DEFAULT 'bedrijf' NOT NULL;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "status" text DEFAULT 'goedgekeurd' NOT NULL;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "brs" text;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "adres" text;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "plaats" text;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "provincie" text;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "contactpersoon" text;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "contact_email" text;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "telefoon" text;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "aangemaakt_op" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "status_gewijzigd_op" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "status_gewijzigd_door" integer;--> statement-breakpoint
ALTER TABLE "relaties" ADD COLUMN "status_reden" text;--> statement-breakpoint
ALTER TABLE "sessies" ADD COLUMN "nr" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "sessies" ADD COLUMN "apparaat" text;--> statement-breakpoint
ALTER TABLE "bedrijfswijzigingen" ADD CONSTRAINT "bedrijfswijzigingen_relatie_id_relaties_id_fk" FOREIGN KEY ("relatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bedrijfswijzigingen" ADD CONSTRAINT "bedrijfswijzigingen_ingediend_door_gebruikers_id_fk" FOREIGN KEY ("ingediend_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bedrijfswijzigingen" ADD CONSTRAINT "bedrijfswijzigingen_verwerkt_door_gebruikers_id_fk" FOREIGN KEY ("verwerkt_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machtiging_gebeurtenissen" ADD CONSTRAINT "machtiging_gebeurtenissen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machtiging_gebeurtenissen" ADD CONSTRAINT "machtiging_gebeurtenissen_relatie_id_machtiging_id_machtigingen_relatie_id_id_fk" FOREIGN KEY ("relatie_id","machtiging_id") REFERENCES "public"."machtigingen"("relatie_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicedesk_toegang" ADD CONSTRAINT "servicedesk_toegang_relatie_id_relaties_id_fk" FOREIGN KEY ("relatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "servicedesk_toegang" ADD CONSTRAINT "servicedesk_toegang_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_uitgaand_aan_idx" ON "mail_uitgaand" USING btree ("aan");--> statement-breakpoint
CREATE INDEX "mail_uitgaand_onverzonden_idx" ON "mail_uitgaand" USING btree ("aangemaakt_op") WHERE verzonden_op is null;--> statement-breakpoint
CREATE UNIQUE INDEX "servicedesk_toegang_id_uq" ON "servicedesk_toegang" USING btree ("id");--> statement-breakpoint
CREATE INDEX "servicedesk_toegang_gebruiker_idx" ON "servicedesk_toegang" USING btree ("gebruiker_id","tot");--> statement-breakpoint
CREATE INDEX "toegangslog_relatie_tijd_idx" ON "toegangslog" USING btree ("relatie_id","tijdstip");--> statement-breakpoint
CREATE INDEX "toegangslog_machtiging_idx" ON "toegangslog" USING btree ("relatie_id","machtiging_id","tijdstip");--> statement-breakpoint
ALTER TABLE "gebruikers" ADD CONSTRAINT "gebruikers_organisatie_id_relaties_id_fk" FOREIGN KEY ("organisatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machtigingen" ADD CONSTRAINT "machtigingen_organisatie_id_relaties_id_fk" FOREIGN KEY ("organisatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machtigingen" ADD CONSTRAINT "machtigingen_aangemaakt_door_gebruikers_id_fk" FOREIGN KEY ("aangemaakt_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machtigingen" ADD CONSTRAINT "machtigingen_status_gewijzigd_door_gebruikers_id_fk" FOREIGN KEY ("status_gewijzigd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gebruikers_oidc_uq" ON "gebruikers" USING btree ("oidc_issuer","oidc_subject");--> statement-breakpoint
CREATE INDEX "gebruikers_organisatie_idx" ON "gebruikers" USING btree ("organisatie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machtigingen_id_uq" ON "machtigingen" USING btree ("id");--> statement-breakpoint
CREATE INDEX "machtigingen_organisatie_idx" ON "machtigingen" USING btree ("organisatie_id","status","relatie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "machtigingen_een_volmacht_uq" ON "machtigingen" USING btree ("relatie_id") WHERE soort = 'volmacht' and status = 'actief';--> statement-breakpoint
CREATE UNIQUE INDEX "machtigingen_levend_uq" ON "machtigingen" USING btree ("relatie_id","organisatie_id","soort") WHERE status in ('aangevraagd', 'actief');--> statement-breakpoint
CREATE UNIQUE INDEX "relaties_kvk_uq" ON "relaties" USING btree ("kvk_nummer");--> statement-breakpoint
CREATE INDEX "relaties_soort_idx" ON "relaties" USING btree ("soort");--> statement-breakpoint
CREATE UNIQUE INDEX "sessies_nr_uq" ON "sessies" USING btree ("nr");--> statement-breakpoint
ALTER TABLE "machtigingen" ADD CONSTRAINT "machtigingen_status_ck" CHECK ("machtigingen"."status" in ('aangevraagd', 'actief', 'geweigerd', 'ingetrokken', 'verlopen'));--> statement-breakpoint
ALTER TABLE "machtigingen" ADD CONSTRAINT "machtigingen_termijn_ck" CHECK ("machtigingen"."einddatum" >= "machtigingen"."ingangsdatum" and "machtigingen"."einddatum" <= "machtigingen"."ingangsdatum" + interval '5 years');--> statement-breakpoint
ALTER TABLE "machtigingen" ADD CONSTRAINT "machtigingen_soort_ck" CHECK ("machtigingen"."soort" in ('volmacht', 'beheren', 'inzien', 'elektronisch_opvragen'));--> statement-breakpoint
ALTER TABLE "relaties" ADD CONSTRAINT "relaties_soort_ck" CHECK ("relaties"."soort" in ('bedrijf', 'adviesbureau', 'accountant', 'zuivelonderneming', 'leverancier', 'overig'));--> statement-breakpoint
ALTER TABLE "relaties" ADD CONSTRAINT "relaties_status_ck" CHECK ("relaties"."status" in ('aangevraagd', 'goedgekeurd', 'geblokkeerd'));--> statement-breakpoint
ALTER TABLE "relaties" ADD CONSTRAINT "relaties_kvk_ck" CHECK ("relaties"."kvk_nummer" is null or "relaties"."kvk_nummer" ~ '^[0-9]{8}$');--> statement-breakpoint
-- Convert the old mandates: each user who held one gets an organisation of their own (an
-- adviesbureau under their name and KvK, when that KvK is not a relation already); volmacht
-- stays volmacht, an adviser allowed to edit gets beheren, one who was not gets inzien; five
-- years from today, the longest term.
INSERT INTO "relaties" ("naam", "naam_kort", "kvk_nummer", "soort", "status")
SELECT DISTINCT g."naam", g."naam", CASE WHEN g."kvk_nummer" ~ '^[0-9]{8}$' AND NOT EXISTS (SELECT 1 FROM "relaties" r WHERE r."kvk_nummer" = g."kvk_nummer") THEN g."kvk_nummer" END, 'adviesbureau', 'goedgekeurd'
FROM "gebruikers" g WHERE g."organisatie_id" IS NULL AND EXISTS (SELECT 1 FROM "machtigingen_oud" o WHERE o."gebruiker_id" = g."id");--> statement-breakpoint
UPDATE "gebruikers" g SET "organisatie_id" = (SELECT r."id" FROM "relaties" r WHERE r."soort" = 'adviesbureau' AND r."naam" = g."naam" ORDER BY r."id" DESC LIMIT 1)
WHERE g."organisatie_id" IS NULL AND EXISTS (SELECT 1 FROM "machtigingen_oud" o WHERE o."gebruiker_id" = g."id");--> statement-breakpoint
INSERT INTO "machtigingen" ("relatie_id", "organisatie_id", "soort", "status", "ingangsdatum", "einddatum", "status_reden")
SELECT DISTINCT ON (o."relatie_id", g."organisatie_id", 3) o."relatie_id", g."organisatie_id",
  CASE WHEN o."soort" = 'volmacht' THEN 'volmacht' WHEN o."mag_bewerken" THEN 'beheren' ELSE 'inzien' END,
  'actief', current_date, (current_date + interval '5 years')::date, 'overgenomen uit de machtigingen per gebruiker'
FROM "machtigingen_oud" o JOIN "gebruikers" g ON g."id" = o."gebruiker_id"
ORDER BY o."relatie_id", g."organisatie_id", 3, o."id";--> statement-breakpoint
INSERT INTO "machtiging_gebeurtenissen" ("relatie_id", "machtiging_id", "actie", "van_status", "naar_status", "reden")
SELECT m."relatie_id", m."id", 'verleend', NULL, 'actief', m."status_reden" FROM "machtigingen" m;--> statement-breakpoint
DROP TABLE "machtigingen_oud";--> statement-breakpoint
-- The access log is append-only (issue 17 §4; ASVS 16.4.2): no UPDATE, DELETE or TRUNCATE.
CREATE FUNCTION toegangslog_alleen_aanvullen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Het toegangslog kan alleen worden aangevuld.' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER toegangslog_geen_wijziging BEFORE UPDATE OR DELETE ON "toegangslog" FOR EACH ROW EXECUTE FUNCTION toegangslog_alleen_aanvullen();--> statement-breakpoint
CREATE TRIGGER toegangslog_geen_leegmaken BEFORE TRUNCATE ON "toegangslog" FOR EACH STATEMENT EXECUTE FUNCTION toegangslog_alleen_aanvullen();--> statement-breakpoint
-- Every change of a farm's data writes its audit row in the same statement or transaction; a
-- change by anyone but the farm's own participant also writes an access row there, with the
-- mandate (or the staff reason) it was made under. So no change path can skip the log.
CREATE FUNCTION audit_naar_toegangslog() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  g record;
  m record;
  s record;
  k_jaar integer;
  v_wat text;
  v_actie text;
BEGIN
  IF NEW.gebruiker_id IS NULL THEN RETURN NULL; END IF;
  SELECT id, is_deelnemer, relatie_id, organisatie_id INTO g FROM gebruikers WHERE id = NEW.gebruiker_id;
  IF NOT FOUND OR (g.is_deelnemer AND g.relatie_id = NEW.relatie_id) THEN RETURN NULL; END IF;
  SELECT jaar INTO k_jaar FROM kringloopwijzers WHERE relatie_id = NEW.relatie_id AND id = NEW.kringloopwijzer_id;
  v_wat := CASE NEW.tabel
    WHEN 'klw_invoer' THEN coalesce(NEW.na ->> 'scherm', NEW.voor ->> 'scherm', 'invoer')
    WHEN 'handmatige_melkgegevens' THEN 'melklevering'
    WHEN 'kringloopwijzers' THEN 'jaarstatus'
    ELSE NEW.tabel END;
  v_actie := CASE NEW.actie WHEN 'indienen' THEN 'ingediend' WHEN 'heropenen' THEN 'heropend' ELSE 'gewijzigd' END;
  SELECT id, soort INTO m FROM machtigingen
   WHERE relatie_id = NEW.relatie_id AND organisatie_id = g.organisatie_id AND status = 'actief'
     AND current_date BETWEEN ingangsdatum AND einddatum AND soort <> 'elektronisch_opvragen'
   ORDER BY (soort = 'volmacht') DESC, (soort = 'beheren') DESC, id LIMIT 1;
  IF FOUND THEN
    INSERT INTO toegangslog (relatie_id, gebruiker_id, organisatie_id, rol, machtiging_id, kringloopwijzer_id, jaar, wat, actie)
    VALUES (NEW.relatie_id, g.id, g.organisatie_id, m.soort, m.id, NEW.kringloopwijzer_id, k_jaar, v_wat, v_actie);
    RETURN NULL;
  END IF;
  SELECT id, reden INTO s FROM servicedesk_toegang
   WHERE relatie_id = NEW.relatie_id AND gebruiker_id = g.id AND tot > now() ORDER BY tot DESC LIMIT 1;
  INSERT INTO toegangslog (relatie_id, gebruiker_id, organisatie_id, rol, servicedesk_toegang_id, reden, kringloopwijzer_id, jaar, wat, actie)
  VALUES (NEW.relatie_id, g.id, g.organisatie_id, CASE WHEN s.id IS NOT NULL THEN 'servicedesk' ELSE 'onbekend' END, s.id, s.reden, NEW.kringloopwijzer_id, k_jaar, v_wat, v_actie);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_naar_toegangslog AFTER INSERT ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_naar_toegangslog();
