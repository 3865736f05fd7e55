-- The rate limits' counters in the database, not in process memory: every app node behind a load
-- balancer counts the same attempts (docs/decisions/031-meerdere-knooppunten.md). The key is a
-- SHA-256 of the limit's own key (it holds e-mail addresses and IP addresses).
CREATE TABLE "snelheidsgrenzen" (
	"sleutel" text PRIMARY KEY NOT NULL,
	"aantal" integer NOT NULL,
	"vanaf" timestamp with time zone NOT NULL,
	"venster_ms" integer NOT NULL
);
