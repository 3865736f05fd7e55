ALTER TABLE "machtigingen" ADD COLUMN "verloop_gemeld_op" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "machtigingen" ADD COLUMN "herinnering_gemeld_op" timestamp with time zone;--> statement-breakpoint
-- Mandates that already expired before the job existed are shown as verlopen already: no late mail about them.
UPDATE "machtigingen" SET "verloop_gemeld_op" = "status_gewijzigd_op" WHERE "status" = 'verlopen';
