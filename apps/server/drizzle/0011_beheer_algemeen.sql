CREATE TABLE "rapportagejaren" (
	"jaar" integer PRIMARY KEY NOT NULL,
	"deadline" date NOT NULL,
	"gesloten_op" timestamp with time zone,
	"gesloten_door" integer,
	"versie" integer DEFAULT 1 NOT NULL,
	"gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"gewijzigd_door" integer,
	CONSTRAINT "rapportagejaren_deadline_ck" CHECK ("deadline" > make_date("jaar", 12, 31))
);
--> statement-breakpoint
CREATE TABLE "statusteksten" (
	"status_id" integer PRIMARY KEY NOT NULL,
	"omschrijving" text NOT NULL,
	"toelichting" text NOT NULL,
	"versie" integer DEFAULT 1 NOT NULL,
	"gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"gewijzigd_door" integer
);
--> statement-breakpoint
CREATE TABLE "gebruiksvoorwaarden" (
	"id" serial PRIMARY KEY NOT NULL,
	"versie" text NOT NULL,
	"tekst" text NOT NULL,
	"ingangsdatum" date NOT NULL,
	"aangemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	"aangemaakt_door" integer
);
--> statement-breakpoint
CREATE TABLE "systeemmeldingen" (
	"id" serial PRIMARY KEY NOT NULL,
	"soort" text NOT NULL,
	"tekst" text NOT NULL,
	"van" timestamp with time zone NOT NULL,
	"tot" timestamp with time zone NOT NULL,
	"doelgroep" text NOT NULL,
	"versie" integer DEFAULT 1 NOT NULL,
	"gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"gewijzigd_door" integer,
	CONSTRAINT "systeemmeldingen_soort_ck" CHECK ("soort" in ('onderhoud', 'storing', 'deadline')),
	CONSTRAINT "systeemmeldingen_doelgroep_ck" CHECK ("doelgroep" in ('iedereen', 'boeren', 'organisaties', 'medewerkers')),
	CONSTRAINT "systeemmeldingen_periode_ck" CHECK ("tot" > "van")
);
--> statement-breakpoint
CREATE TABLE "voorwaarden_acceptaties" (
	"gebruiker_id" integer NOT NULL,
	"versie" text NOT NULL,
	"geaccepteerd_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voorwaarden_acceptaties_gebruiker_id_versie_pk" PRIMARY KEY("gebruiker_id","versie")
);
--> statement-breakpoint
ALTER TABLE "rapportagejaren" ADD CONSTRAINT "rapportagejaren_gesloten_door_gebruikers_id_fk" FOREIGN KEY ("gesloten_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rapportagejaren" ADD CONSTRAINT "rapportagejaren_gewijzigd_door_gebruikers_id_fk" FOREIGN KEY ("gewijzigd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statusteksten" ADD CONSTRAINT "statusteksten_gewijzigd_door_gebruikers_id_fk" FOREIGN KEY ("gewijzigd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gebruiksvoorwaarden" ADD CONSTRAINT "gebruiksvoorwaarden_aangemaakt_door_gebruikers_id_fk" FOREIGN KEY ("aangemaakt_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "systeemmeldingen" ADD CONSTRAINT "systeemmeldingen_gewijzigd_door_gebruikers_id_fk" FOREIGN KEY ("gewijzigd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voorwaarden_acceptaties" ADD CONSTRAINT "voorwaarden_acceptaties_gebruiker_id_gebruikers_id_fk" FOREIGN KEY ("gebruiker_id") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gebruiksvoorwaarden_versie_uq" ON "gebruiksvoorwaarden" USING btree ("versie");--> statement-breakpoint
CREATE INDEX "systeemmeldingen_tot_idx" ON "systeemmeldingen" USING btree ("tot");--> statement-breakpoint
INSERT INTO "statusteksten" ("status_id", "omschrijving", "toelichting") VALUES
	(1, 'Open', 'De kringloopwijzer is nog niet ingediend en kan worden bewerkt.'),
	(2, 'Afgesloten', 'De kringloopwijzer is ingediend en afgesloten; wijzigen is niet meer mogelijk.');--> statement-breakpoint
INSERT INTO "voorwaarden_acceptaties" ("gebruiker_id", "versie", "geaccepteerd_op")
	SELECT "id", "voorwaarden_versie", "voorwaarden_geaccepteerd_op" FROM "gebruikers" WHERE "voorwaarden_versie" IS NOT NULL AND "voorwaarden_geaccepteerd_op" IS NOT NULL;
