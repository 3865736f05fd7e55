-- Staff can stop a busy recompute with a reason (docs/decisions/028-herberekening.md, "Stoppen"): who, when
-- and why are kept with the run; a stopped run is closed (klaar_op), its unclaimed tasks stay undone.
ALTER TABLE "herberekeningen" ADD COLUMN "gestopt_op" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "herberekeningen" ADD COLUMN "gestopt_door" integer;
--> statement-breakpoint
ALTER TABLE "herberekeningen" ADD COLUMN "stop_reden" text;
--> statement-breakpoint
ALTER TABLE "herberekeningen" ADD CONSTRAINT "herberekeningen_gestopt_door_gebruikers_id_fk" FOREIGN KEY ("gestopt_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;
