CREATE TABLE "koppeling_berichten" (
	"leverancier_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"leverancier_bericht_id" text NOT NULL,
	"soort" text NOT NULL,
	"inhoud_type" text NOT NULL,
	"inhoud" text NOT NULL,
	"ontvangen_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "koppeling_berichten_leverancier_id_id_pk" PRIMARY KEY("leverancier_id","id")
);
--> statement-breakpoint
CREATE TABLE "koppeling_ophaalverzoeken" (
	"relatie_id" integer NOT NULL,
	"id" serial NOT NULL,
	"koppeling_id" integer NOT NULL,
	"gevraagd_door" integer,
	"gevraagd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"beantwoord_op" timestamp with time zone,
	CONSTRAINT "koppeling_ophaalverzoeken_relatie_id_id_pk" PRIMARY KEY("relatie_id","id")
);
--> statement-breakpoint
CREATE TABLE "koppeling_verwerking" (
	"leverancier_id" integer NOT NULL,
	"bericht_id" bigint NOT NULL,
	"soort" text NOT NULL,
	"klantnummer" text,
	"status" text DEFAULT 'ontvangen' NOT NULL,
	"oorzaak" text,
	"reden" text,
	"pogingen" integer DEFAULT 0 NOT NULL,
	"laatste_poging" timestamp with time zone,
	"relatie_id" integer,
	"kringloopwijzer_id" integer,
	"jaar" integer,
	"periode_van" date,
	"periode_tot" date,
	"afgehandeld_door" integer,
	CONSTRAINT "koppeling_verwerking_leverancier_id_bericht_id_pk" PRIMARY KEY("leverancier_id","bericht_id"),
	CONSTRAINT "koppeling_verwerking_status_ck" CHECK ("koppeling_verwerking"."status" in ('ontvangen', 'verwerkt', 'mislukt', 'wacht', 'afgehandeld'))
);
--> statement-breakpoint
CREATE TABLE "koppeling_wijzigingen" (
	"relatie_id" integer NOT NULL,
	"id" bigserial NOT NULL,
	"kringloopwijzer_id" integer NOT NULL,
	"leverancier_id" integer NOT NULL,
	"bericht_id" bigint NOT NULL,
	"scherm" text NOT NULL,
	"veld" text NOT NULL,
	"label" text NOT NULL,
	"voor" jsonb,
	"na" jsonb,
	"toegepast" boolean NOT NULL,
	"tijdstip" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "koppeling_wijzigingen_relatie_id_id_pk" PRIMARY KEY("relatie_id","id")
);
--> statement-breakpoint
CREATE TABLE "koppelingen" (
	"relatie_id" integer NOT NULL,
	"id" serial NOT NULL,
	"leverancier_id" integer NOT NULL,
	"soort" text NOT NULL,
	"klantnummer" text NOT NULL,
	"status" text NOT NULL,
	"versie" integer DEFAULT 1 NOT NULL,
	"sinds" timestamp with time zone,
	"aangemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	"status_gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"status_gewijzigd_door" integer,
	CONSTRAINT "koppelingen_relatie_id_id_pk" PRIMARY KEY("relatie_id","id"),
	CONSTRAINT "koppelingen_status_ck" CHECK ("koppelingen"."status" in ('aangevraagd', 'actief', 'geweigerd', 'ingetrokken'))
);
--> statement-breakpoint
CREATE TABLE "leveranciers" (
	"id" serial PRIMARY KEY NOT NULL,
	"organisatie_id" integer NOT NULL,
	"soorten" text[] NOT NULL,
	"kanaal" text NOT NULL,
	"actief" boolean DEFAULT true NOT NULL,
	"client_id" text NOT NULL,
	"geheim_hash" text NOT NULL,
	"geheim_versie" integer DEFAULT 1 NOT NULL,
	"geheim_gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"aangemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leveranciers_kanaal_ck" CHECK ("leveranciers"."kanaal" in ('direct', 'joindata', 'rvo'))
);
--> statement-breakpoint
ALTER TABLE "koppeling_berichten" ADD CONSTRAINT "koppeling_berichten_leverancier_id_leveranciers_id_fk" FOREIGN KEY ("leverancier_id") REFERENCES "public"."leveranciers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppeling_ophaalverzoeken" ADD CONSTRAINT "koppeling_ophaalverzoeken_gevraagd_door_gebruikers_id_fk" FOREIGN KEY ("gevraagd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppeling_ophaalverzoeken" ADD CONSTRAINT "koppeling_ophaalverzoeken_relatie_id_koppeling_id_koppelingen_relatie_id_id_fk" FOREIGN KEY ("relatie_id","koppeling_id") REFERENCES "public"."koppelingen"("relatie_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppeling_verwerking" ADD CONSTRAINT "koppeling_verwerking_afgehandeld_door_gebruikers_id_fk" FOREIGN KEY ("afgehandeld_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppeling_verwerking" ADD CONSTRAINT "koppeling_verwerking_leverancier_id_bericht_id_koppeling_berichten_leverancier_id_id_fk" FOREIGN KEY ("leverancier_id","bericht_id") REFERENCES "public"."koppeling_berichten"("leverancier_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppeling_wijzigingen" ADD CONSTRAINT "koppeling_wijzigingen_relatie_id_kringloopwijzer_id_kringloopwijzers_relatie_id_id_fk" FOREIGN KEY ("relatie_id","kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("relatie_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_relatie_id_relaties_id_fk" FOREIGN KEY ("relatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_leverancier_id_leveranciers_id_fk" FOREIGN KEY ("leverancier_id") REFERENCES "public"."leveranciers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "koppelingen" ADD CONSTRAINT "koppelingen_status_gewijzigd_door_gebruikers_id_fk" FOREIGN KEY ("status_gewijzigd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leveranciers" ADD CONSTRAINT "leveranciers_organisatie_id_relaties_id_fk" FOREIGN KEY ("organisatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "koppeling_berichten_id_uq" ON "koppeling_berichten" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "koppeling_berichten_leverancier_bericht_uq" ON "koppeling_berichten" USING btree ("leverancier_id","leverancier_bericht_id");--> statement-breakpoint
CREATE INDEX "koppeling_ophaalverzoeken_open_idx" ON "koppeling_ophaalverzoeken" USING btree ("koppeling_id") WHERE beantwoord_op is null;--> statement-breakpoint
CREATE INDEX "koppeling_verwerking_open_idx" ON "koppeling_verwerking" USING btree ("status","oorzaak") WHERE status in ('mislukt', 'wacht', 'ontvangen');--> statement-breakpoint
CREATE INDEX "koppeling_verwerking_bedrijf_idx" ON "koppeling_verwerking" USING btree ("relatie_id","jaar");--> statement-breakpoint
CREATE INDEX "koppeling_wijzigingen_veld_idx" ON "koppeling_wijzigingen" USING btree ("relatie_id","kringloopwijzer_id","veld","id");--> statement-breakpoint
CREATE INDEX "koppeling_wijzigingen_bericht_idx" ON "koppeling_wijzigingen" USING btree ("relatie_id","bericht_id");--> statement-breakpoint
CREATE UNIQUE INDEX "koppelingen_id_uq" ON "koppelingen" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "koppelingen_levend_uq" ON "koppelingen" USING btree ("leverancier_id","soort","klantnummer") WHERE status in ('aangevraagd', 'actief');--> statement-breakpoint
CREATE UNIQUE INDEX "leveranciers_organisatie_uq" ON "leveranciers" USING btree ("organisatie_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leveranciers_client_id_uq" ON "leveranciers" USING btree ("client_id");--> statement-breakpoint
-- A supplier's message is kept exactly as it arrived (decision 020): no UPDATE, DELETE or TRUNCATE.
CREATE FUNCTION koppeling_berichten_onveranderlijk() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Een ontvangen bericht wordt niet gewijzigd of verwijderd.' USING ERRCODE = 'P0001';
END;
$$;--> statement-breakpoint
CREATE TRIGGER koppeling_berichten_geen_wijziging BEFORE UPDATE OR DELETE ON "koppeling_berichten" FOR EACH ROW EXECUTE FUNCTION koppeling_berichten_onveranderlijk();--> statement-breakpoint
CREATE TRIGGER koppeling_berichten_geen_leegmaken BEFORE TRUNCATE ON "koppeling_berichten" FOR EACH STATEMENT EXECUTE FUNCTION koppeling_berichten_onveranderlijk();
