-- Pilots (/beheer/pilot): staff put a group of farms under a concept version of another year's rule
-- parameters, so each farm sees its results under both side by side (the recompute of docs/decisions/015-historie-herberekening.md).
-- A pilot belongs to the organisation running it, not to one farm; the farm's share (its membership,
-- and when it left) is farm-first.
CREATE TABLE "pilots" (
	"id" serial PRIMARY KEY NOT NULL,
	"naam" text NOT NULL,
	"doel" text NOT NULL,
	"van" date NOT NULL,
	"tot" date NOT NULL,
	"regel_jaar" integer NOT NULL,
	"versie" integer DEFAULT 1 NOT NULL,
	"gemaakt_door" integer,
	"gemaakt_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pilots_periode_ck" CHECK ("pilots"."tot" >= "pilots"."van")
);
--> statement-breakpoint
CREATE TABLE "pilot_bedrijven" (
	"relatie_id" integer NOT NULL,
	"pilot_id" integer NOT NULL,
	"toegevoegd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"verlaten_op" timestamp with time zone,
	CONSTRAINT "pilot_bedrijven_relatie_id_pilot_id_pk" PRIMARY KEY("relatie_id","pilot_id")
);
--> statement-breakpoint
ALTER TABLE "pilots" ADD CONSTRAINT "pilots_gemaakt_door_gebruikers_id_fk" FOREIGN KEY ("gemaakt_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pilot_bedrijven" ADD CONSTRAINT "pilot_bedrijven_relatie_id_relaties_id_fk" FOREIGN KEY ("relatie_id") REFERENCES "public"."relaties"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pilot_bedrijven" ADD CONSTRAINT "pilot_bedrijven_pilot_id_pilots_id_fk" FOREIGN KEY ("pilot_id") REFERENCES "public"."pilots"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pilot_bedrijven_pilot_idx" ON "pilot_bedrijven" USING btree ("pilot_id");
