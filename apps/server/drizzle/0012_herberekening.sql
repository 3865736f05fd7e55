-- Recompute every open year after a rule change (decision 028). The rule version a stored outcome was
-- computed with: the engine package's version plus a hash of the year's rule parameters.
ALTER TABLE "klw_uitkomst" ADD COLUMN "regelversie" text;
--> statement-breakpoint
CREATE TABLE "herberekeningen" (
	"id" serial PRIMARY KEY NOT NULL,
	"engine_versie" text NOT NULL,
	"regelversies" jsonb NOT NULL,
	"aanleiding" text NOT NULL,
	"reden" text,
	"gestart_door" integer,
	"totaal" integer NOT NULL,
	"klaar" integer DEFAULT 0 NOT NULL,
	"mislukt" integer DEFAULT 0 NOT NULL,
	"overgeslagen" integer DEFAULT 0 NOT NULL,
	"gestart_op" timestamp with time zone DEFAULT now() NOT NULL,
	"klaar_op" timestamp with time zone,
	CONSTRAINT "herberekeningen_aanleiding_check" CHECK ("aanleiding" in ('regelwijziging', 'handmatig')),
	CONSTRAINT "herberekeningen_gestart_door_fk" FOREIGN KEY ("gestart_door") REFERENCES "gebruikers"("id")
);
--> statement-breakpoint
CREATE TABLE "herberekening_taken" (
	"relatie_id" integer NOT NULL,
	"kringloopwijzer_id" integer NOT NULL,
	"herberekening_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"fout" text,
	"klaar_op" timestamp with time zone,
	CONSTRAINT "herberekening_taken_pk" PRIMARY KEY ("relatie_id", "kringloopwijzer_id", "herberekening_id"),
	CONSTRAINT "herberekening_taken_status_check" CHECK ("status" in ('open', 'klaar', 'mislukt', 'overgeslagen')),
	CONSTRAINT "herberekening_taken_klw_fk" FOREIGN KEY ("relatie_id", "kringloopwijzer_id") REFERENCES "kringloopwijzers"("relatie_id", "id"),
	CONSTRAINT "herberekening_taken_run_fk" FOREIGN KEY ("herberekening_id") REFERENCES "herberekeningen"("id")
);
--> statement-breakpoint
CREATE INDEX "herberekening_taken_open_idx" ON "herberekening_taken" ("herberekening_id", "relatie_id", "kringloopwijzer_id") WHERE "status" = 'open';
--> statement-breakpoint
CREATE INDEX "herberekening_taken_mislukt_idx" ON "herberekening_taken" ("herberekening_id") WHERE "status" = 'mislukt';
