-- Access tokens name their session by a second random value, not by the cookie value
-- (issue 7 §3.1): a leaked token must not give the klw_sessie cookie. Existing sessions get a
-- random reference (gen_random_uuid: PostgreSQL's built-in strong random source, 2 × 122 bits).
ALTER TABLE "sessies" ADD COLUMN "token_ref" text;--> statement-breakpoint
UPDATE "sessies" SET "token_ref" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "sessies" ALTER COLUMN "token_ref" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sessies_token_ref_uq" ON "sessies" USING btree ("token_ref");--> statement-breakpoint
-- the scheduled clean-up deletes by expiry
CREATE INDEX "sessies_verloopt_op_idx" ON "sessies" USING btree ("verloopt_op");
