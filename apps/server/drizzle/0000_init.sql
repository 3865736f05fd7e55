CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gebruiker_id" integer,
	"tijdstip" timestamp with time zone DEFAULT now() NOT NULL,
	"kringloopwijzer_id" integer,
	"tabel" text NOT NULL,
	"actie" text NOT NULL,
	"voor" jsonb,
	"na" jsonb
);
--> statement-breakpoint
CREATE TABLE "gebruikers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"naam" text NOT NULL,
	"wachtwoord_hash" text NOT NULL,
	"is_deelnemer" boolean DEFAULT false NOT NULL,
	"is_sb_medewerker" boolean DEFAULT false NOT NULL,
	"is_adviseur" boolean DEFAULT false NOT NULL,
	"is_demo_gebruiker" boolean DEFAULT false NOT NULL,
	"kvk_nummer" text,
	"relatie_id" integer
);
--> statement-breakpoint
CREATE TABLE "handmatige_melkgegevens" (
	"kringloopwijzer_id" integer PRIMARY KEY NOT NULL,
	"gebruik_handmatige_melk_registratie" boolean NOT NULL,
	"handmatig_kg" double precision,
	"handmatig_vet" double precision,
	"handmatig_eiwit" double precision,
	"handmatig_ureum" double precision,
	"handmatig_fosfor" double precision,
	"zelf_zuivel_kg" double precision,
	"zelf_zuivel_vet" double precision,
	"zelf_zuivel_eiwit" double precision,
	"zelf_zuivel_ureum" double precision,
	"zelf_zuivel_fosfor" double precision,
	"gevoerd_aan_kalveren_kg" double precision,
	"overige_productie_kg" double precision,
	"versie" integer DEFAULT 1 NOT NULL,
	"gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"gewijzigd_door" integer
);
--> statement-breakpoint
CREATE TABLE "kringloopwijzers" (
	"id" serial PRIMARY KEY NOT NULL,
	"relatie_id" integer NOT NULL,
	"jaar" integer NOT NULL,
	"status_id" integer DEFAULT 1 NOT NULL,
	"status_omschrijving" text,
	"status_toelichting" text,
	"aantal_melkkoeien" integer
);
--> statement-breakpoint
CREATE TABLE "machtigingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"relatie_id" integer NOT NULL,
	"soort" text NOT NULL,
	"mag_bewerken" boolean DEFAULT false NOT NULL,
	CONSTRAINT "machtigingen_soort_ck" CHECK ("machtigingen"."soort" in ('volmacht', 'adviseur'))
);
--> statement-breakpoint
CREATE TABLE "melkleveringen" (
	"id" serial PRIMARY KEY NOT NULL,
	"kringloopwijzer_id" integer NOT NULL,
	"lever_datum" date NOT NULL,
	"aflever_tijd" text NOT NULL,
	"ubn" text NOT NULL,
	"kg" double precision NOT NULL,
	"vet" double precision NOT NULL,
	"eiwit" double precision NOT NULL,
	"ureum" double precision NOT NULL,
	"fosfor" double precision
);
--> statement-breakpoint
CREATE TABLE "relaties" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"naam_kort" text NOT NULL,
	"kvk_nummer" text,
	"ubns" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessies" (
	"id" text PRIMARY KEY NOT NULL,
	"gebruiker_id" integer NOT NULL,
	"geselecteerde_kringloopwijzer_id" integer,
	"aangemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	"verloopt_op" timestamp with time zone NOT NULL,
	"beeindigd_op" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_kringloopwijzer_id_kringloopwijzers_id_fk" FOREIGN KEY ("kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruikers" ADD CONSTRAINT "gebruikers_relatie_id_relaties_id_fk" FOREIGN KEY ("relatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handmatige_melkgegevens" ADD CONSTRAINT "handmatige_melkgegevens_kringloopwijzer_id_kringloopwijzers_id_fk" FOREIGN KEY ("kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handmatige_melkgegevens" ADD CONSTRAINT "handmatige_melkgegevens_gewijzigd_door_gebruikers_id_fk" FOREIGN KEY ("gewijzigd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kringloopwijzers" ADD CONSTRAINT "kringloopwijzers_relatie_id_relaties_id_fk" FOREIGN KEY ("relatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machtigingen" ADD CONSTRAINT "machtigingen_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machtigingen" ADD CONSTRAINT "machtigingen_relatie_id_relaties_id_fk" FOREIGN KEY ("relatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "melkleveringen" ADD CONSTRAINT "melkleveringen_kringloopwijzer_id_kringloopwijzers_id_fk" FOREIGN KEY ("kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessies" ADD CONSTRAINT "sessies_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessies" ADD CONSTRAINT "sessies_geselecteerde_kringloopwijzer_id_kringloopwijzers_id_fk" FOREIGN KEY ("geselecteerde_kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_klw_idx" ON "audit_log" USING btree ("kringloopwijzer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gebruikers_email_uq" ON "gebruikers" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "kringloopwijzers_relatie_jaar_uq" ON "kringloopwijzers" USING btree ("relatie_id","jaar");--> statement-breakpoint
CREATE UNIQUE INDEX "machtigingen_gebruiker_relatie_soort_uq" ON "machtigingen" USING btree ("gebruiker_id","relatie_id","soort");--> statement-breakpoint
CREATE INDEX "melkleveringen_klw_datum_idx" ON "melkleveringen" USING btree ("kringloopwijzer_id","lever_datum");--> statement-breakpoint
CREATE INDEX "sessies_gebruiker_idx" ON "sessies" USING btree ("gebruiker_id");