CREATE TABLE "melklevering_samenvattingen" (
	"kringloopwijzer_id" integer PRIMARY KEY NOT NULL,
	"bron_versie" integer NOT NULL,
	"aantal" integer NOT NULL,
	"totaal" json NOT NULL,
	"gegevens" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kringloopwijzers" ADD COLUMN "leveringen_versie" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "melklevering_samenvattingen" ADD CONSTRAINT "melklevering_samenvattingen_kringloopwijzer_id_kringloopwijzers_id_fk" FOREIGN KEY ("kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("id") ON DELETE no action ON UPDATE no action;