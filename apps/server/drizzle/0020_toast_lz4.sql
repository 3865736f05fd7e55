-- The large documents a save writes (the screen's document, its audit line before and after, the engine's outcome)
-- are compressed with lz4 instead of PostgreSQL's default pglz when they pass the TOAST threshold (~2 KB): a save
-- of Krachtvoer with 30 products writes three ~5 KB documents, and lz4 cut the database's CPU per save by
-- ~0.07 ms of ~0.75 ms (docs/decisions/013-invoerregister-snel-pad.md, revision 27-11-2026 (session 17)). Only the column's setting
-- changes (no rewrite); values stored before stay pglz and are read as they are. A server built without lz4 (the
-- embedded PGlite among them) refuses the setting with feature_not_supported: then nothing changes.
DO $$
BEGIN
  ALTER TABLE "klw_invoer" ALTER COLUMN "gegevens" SET COMPRESSION lz4;
  ALTER TABLE "audit_log" ALTER COLUMN "voor" SET COMPRESSION lz4;
  ALTER TABLE "audit_log" ALTER COLUMN "na" SET COMPRESSION lz4;
  ALTER TABLE "klw_uitkomst" ALTER COLUMN "resultaat" SET COMPRESSION lz4;
  ALTER TABLE "klw_uitkomst" ALTER COLUMN "signaleringen" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  RAISE NOTICE 'lz4 niet beschikbaar op deze server: pglz blijft';
END $$;
