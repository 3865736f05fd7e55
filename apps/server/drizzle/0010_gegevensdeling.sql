CREATE TABLE "afnemer_clients" (
	"afnemer_id" integer PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"geheim_hash" text NOT NULL,
	"geheim_versie" integer DEFAULT 1 NOT NULL,
	"geheim_gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deelname_gebeurtenissen" (
	"relatie_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"deelname_id" integer NOT NULL,
	"tijdstip" timestamp with time zone DEFAULT now() NOT NULL,
	"door" integer,
	"actie" text NOT NULL,
	"reden" text,
	CONSTRAINT "deelname_gebeurtenissen_relatie_id_id_pk" PRIMARY KEY("relatie_id","id")
);
--> statement-breakpoint
CREATE TABLE "deelnames" (
	"relatie_id" integer NOT NULL,
	"id" serial NOT NULL,
	"doel_id" integer NOT NULL,
	"producten" text[] NOT NULL,
	"ubn_beperking" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text NOT NULL,
	"status_bron" text,
	"aangevraagd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"aangevraagd_door" integer,
	"beslist_op" timestamp with time zone,
	"beslist_door" integer,
	"reden" text,
	"laatst_geleverd_op" timestamp with time zone,
	"versie" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "deelnames_relatie_id_id_pk" PRIMARY KEY("relatie_id","id"),
	CONSTRAINT "deelnames_status_ck" CHECK ("deelnames"."status" in ('aangevraagd', 'goedgekeurd', 'afgewezen', 'ingetrokken', 'ingetrokken-door-aanvrager', 'verlopen'))
);
--> statement-breakpoint
CREATE TABLE "doelen" (
	"id" serial PRIMARY KEY NOT NULL,
	"afnemer_id" integer NOT NULL,
	"naam" text NOT NULL,
	"boer_tekst" text DEFAULT '' NOT NULL,
	"producten" text[] NOT NULL,
	"grondslag" text DEFAULT '' NOT NULL,
	"bewaartermijn" text DEFAULT '' NOT NULL,
	"begindatum" date,
	"einddatum" date,
	"status" text DEFAULT 'concept' NOT NULL,
	"licentiegever_akkoord_op" timestamp with time zone,
	"licentiegever_akkoord_door" integer,
	"aangemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	"aangemaakt_door" integer,
	"gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"status_reden" text,
	"versie" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "doelen_status_ck" CHECK ("doelen"."status" in ('concept', 'actief', 'gesloten')),
	CONSTRAINT "doelen_termijn_ck" CHECK ("doelen"."einddatum" is null or "doelen"."begindatum" is null or "doelen"."einddatum" >= "doelen"."begindatum")
);
--> statement-breakpoint
ALTER TABLE "toegangslog" DROP CONSTRAINT "toegangslog_actie_ck";--> statement-breakpoint
ALTER TABLE "afnemer_clients" ADD CONSTRAINT "afnemer_clients_afnemer_id_relaties_id_fk" FOREIGN KEY ("afnemer_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deelname_gebeurtenissen" ADD CONSTRAINT "deelname_gebeurtenissen_door_gebruikers_id_fk" FOREIGN KEY ("door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deelname_gebeurtenissen" ADD CONSTRAINT "deelname_gebeurtenissen_relatie_id_deelname_id_deelnames_relatie_id_id_fk" FOREIGN KEY ("relatie_id","deelname_id") REFERENCES "public"."deelnames"("relatie_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deelnames" ADD CONSTRAINT "deelnames_relatie_id_relaties_id_fk" FOREIGN KEY ("relatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deelnames" ADD CONSTRAINT "deelnames_doel_id_doelen_id_fk" FOREIGN KEY ("doel_id") REFERENCES "public"."doelen"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deelnames" ADD CONSTRAINT "deelnames_aangevraagd_door_gebruikers_id_fk" FOREIGN KEY ("aangevraagd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deelnames" ADD CONSTRAINT "deelnames_beslist_door_gebruikers_id_fk" FOREIGN KEY ("beslist_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doelen" ADD CONSTRAINT "doelen_afnemer_id_relaties_id_fk" FOREIGN KEY ("afnemer_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doelen" ADD CONSTRAINT "doelen_licentiegever_akkoord_door_gebruikers_id_fk" FOREIGN KEY ("licentiegever_akkoord_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doelen" ADD CONSTRAINT "doelen_aangemaakt_door_gebruikers_id_fk" FOREIGN KEY ("aangemaakt_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "afnemer_clients_client_id_uq" ON "afnemer_clients" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "deelname_gebeurtenissen_deelname_idx" ON "deelname_gebeurtenissen" USING btree ("relatie_id","deelname_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deelnames_id_uq" ON "deelnames" USING btree ("id");--> statement-breakpoint
CREATE INDEX "deelnames_doel_idx" ON "deelnames" USING btree ("doel_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "deelnames_levend_uq" ON "deelnames" USING btree ("relatie_id","doel_id") WHERE status in ('aangevraagd', 'goedgekeurd');--> statement-breakpoint
CREATE INDEX "doelen_afnemer_idx" ON "doelen" USING btree ("afnemer_id");--> statement-breakpoint
ALTER TABLE "toegangslog" ADD CONSTRAINT "toegangslog_actie_ck" CHECK ("toegangslog"."actie" in ('bekeken', 'gewijzigd', 'ingediend', 'gedownload', 'heropend', 'geleverd'));--> statement-breakpoint
-- The history of a participation is append-only, like the access log (decision 027): who, when and why stays.
CREATE FUNCTION deelname_gebeurtenissen_alleen_aanvullen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'De geschiedenis van een deelname kan alleen worden aangevuld.' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER deelname_gebeurtenissen_geen_wijziging BEFORE UPDATE OR DELETE ON "deelname_gebeurtenissen" FOR EACH ROW EXECUTE FUNCTION deelname_gebeurtenissen_alleen_aanvullen();
