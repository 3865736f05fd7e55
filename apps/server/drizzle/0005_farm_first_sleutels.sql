-- Issue 8 §2: every table with a farm's data starts its primary key with the farm
-- (relatie_id), so the schema can later be distributed by farm (Citus) without a rewrite.
-- Generated with drizzle-kit, then written out by hand: drizzle-kit cannot name the old
-- primary keys, and the new relatie_id columns must be filled before they become NOT NULL.

-- 1. Foreign keys bound to the old keys go first (re-made farm-first below).
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_kringloopwijzer_id_kringloopwijzers_id_fk";--> statement-breakpoint
ALTER TABLE "handmatige_melkgegevens" DROP CONSTRAINT "handmatige_melkgegevens_kringloopwijzer_id_kringloopwijzers_id_fk";--> statement-breakpoint
ALTER TABLE "melklevering_samenvattingen" DROP CONSTRAINT "melklevering_samenvattingen_kringloopwijzer_id_kringloopwijzers_id_fk";--> statement-breakpoint
ALTER TABLE "melkleveringen" DROP CONSTRAINT "melkleveringen_kringloopwijzer_id_kringloopwijzers_id_fk";--> statement-breakpoint
ALTER TABLE "sessies" DROP CONSTRAINT "sessies_geselecteerde_kringloopwijzer_id_kringloopwijzers_id_fk";--> statement-breakpoint

-- 2. The farm column, filled from the record. The backfill of the deliveries must not raise
--    their version (migration 0002's trigger): their contents do not change.
ALTER TABLE "handmatige_melkgegevens" ADD COLUMN "relatie_id" integer;--> statement-breakpoint
ALTER TABLE "melklevering_samenvattingen" ADD COLUMN "relatie_id" integer;--> statement-breakpoint
ALTER TABLE "melkleveringen" ADD COLUMN "relatie_id" integer;--> statement-breakpoint
UPDATE "handmatige_melkgegevens" t SET "relatie_id" = k."relatie_id" FROM "kringloopwijzers" k WHERE k."id" = t."kringloopwijzer_id";--> statement-breakpoint
UPDATE "melklevering_samenvattingen" t SET "relatie_id" = k."relatie_id" FROM "kringloopwijzers" k WHERE k."id" = t."kringloopwijzer_id";--> statement-breakpoint
ALTER TABLE "melkleveringen" DISABLE TRIGGER "melkleveringen_na_update";--> statement-breakpoint
UPDATE "melkleveringen" t SET "relatie_id" = k."relatie_id" FROM "kringloopwijzers" k WHERE k."id" = t."kringloopwijzer_id";--> statement-breakpoint
ALTER TABLE "melkleveringen" ENABLE TRIGGER "melkleveringen_na_update";--> statement-breakpoint
-- Every audit line so far names a record (status changes did not fill relatie_id).
UPDATE "audit_log" t SET "relatie_id" = k."relatie_id" FROM "kringloopwijzers" k WHERE k."id" = t."kringloopwijzer_id" AND t."relatie_id" IS NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "relatie_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "handmatige_melkgegevens" ALTER COLUMN "relatie_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "melklevering_samenvattingen" ALTER COLUMN "relatie_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "melkleveringen" ALTER COLUMN "relatie_id" SET NOT NULL;--> statement-breakpoint

-- 3. The primary keys, farm first.
ALTER TABLE "kringloopwijzers" DROP CONSTRAINT "kringloopwijzers_pkey";--> statement-breakpoint
ALTER TABLE "kringloopwijzers" ADD CONSTRAINT "kringloopwijzers_relatie_id_id_pk" PRIMARY KEY("relatie_id","id");--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_pkey";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_relatie_id_id_pk" PRIMARY KEY("relatie_id","id");--> statement-breakpoint
ALTER TABLE "handmatige_melkgegevens" DROP CONSTRAINT "handmatige_melkgegevens_pkey";--> statement-breakpoint
ALTER TABLE "handmatige_melkgegevens" ADD CONSTRAINT "handmatige_melkgegevens_relatie_id_kringloopwijzer_id_pk" PRIMARY KEY("relatie_id","kringloopwijzer_id");--> statement-breakpoint
ALTER TABLE "melklevering_samenvattingen" DROP CONSTRAINT "melklevering_samenvattingen_pkey";--> statement-breakpoint
ALTER TABLE "melklevering_samenvattingen" ADD CONSTRAINT "melklevering_samenvattingen_relatie_id_kringloopwijzer_id_pk" PRIMARY KEY("relatie_id","kringloopwijzer_id");--> statement-breakpoint
ALTER TABLE "melkleveringen" DROP CONSTRAINT "melkleveringen_pkey";--> statement-breakpoint
ALTER TABLE "melkleveringen" ADD CONSTRAINT "melkleveringen_relatie_id_id_pk" PRIMARY KEY("relatie_id","id");--> statement-breakpoint

-- 4. Foreign keys farm-first; a session (not farm data) points at the record by its id.
CREATE UNIQUE INDEX "kringloopwijzers_id_uq" ON "kringloopwijzers" USING btree ("id");--> statement-breakpoint
ALTER TABLE "sessies" ADD CONSTRAINT "sessies_geselecteerde_kringloopwijzer_id_kringloopwijzers_id_fk" FOREIGN KEY ("geselecteerde_kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_relatie_id_kringloopwijzer_id_kringloopwijzers_relatie_id_id_fk" FOREIGN KEY ("relatie_id","kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("relatie_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handmatige_melkgegevens" ADD CONSTRAINT "handmatige_melkgegevens_relatie_id_kringloopwijzer_id_kringloopwijzers_relatie_id_id_fk" FOREIGN KEY ("relatie_id","kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("relatie_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "melklevering_samenvattingen" ADD CONSTRAINT "melklevering_samenvattingen_relatie_id_kringloopwijzer_id_kringloopwijzers_relatie_id_id_fk" FOREIGN KEY ("relatie_id","kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("relatie_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "melkleveringen" ADD CONSTRAINT "melkleveringen_relatie_id_kringloopwijzer_id_kringloopwijzers_relatie_id_id_fk" FOREIGN KEY ("relatie_id","kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("relatie_id","id") ON DELETE no action ON UPDATE no action;
