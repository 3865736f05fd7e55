CREATE TABLE "klw_invoer" (
	"relatie_id" integer NOT NULL,
	"kringloopwijzer_id" integer NOT NULL,
	"scherm" text NOT NULL,
	"gegevens" jsonb NOT NULL,
	"versie" integer DEFAULT 1 NOT NULL,
	"gewijzigd_op" timestamp with time zone DEFAULT now() NOT NULL,
	"gewijzigd_door" integer,
	CONSTRAINT "klw_invoer_relatie_id_kringloopwijzer_id_scherm_pk" PRIMARY KEY("relatie_id","kringloopwijzer_id","scherm")
);
--> statement-breakpoint
CREATE TABLE "klw_uitkomst" (
	"relatie_id" integer NOT NULL,
	"kringloopwijzer_id" integer NOT NULL,
	"invoer_versie" integer NOT NULL,
	"engine_versie" text NOT NULL,
	"schermstatus" jsonb NOT NULL,
	"signaleringen" jsonb NOT NULL,
	"resultaat" jsonb,
	"dashboard" jsonb,
	"vorig_dashboard" jsonb,
	"berekend_op" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "klw_uitkomst_relatie_id_kringloopwijzer_id_pk" PRIMARY KEY("relatie_id","kringloopwijzer_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "relatie_id" integer;--> statement-breakpoint
-- The unique index first: the farm-first foreign keys below reference it (moved by hand from the end).
CREATE UNIQUE INDEX "kringloopwijzers_relatie_id_uq" ON "kringloopwijzers" USING btree ("relatie_id","id");--> statement-breakpoint
ALTER TABLE "klw_invoer" ADD CONSTRAINT "klw_invoer_gewijzigd_door_gebruikers_id_fk" FOREIGN KEY ("gewijzigd_door") REFERENCES "public"."gebruikers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klw_invoer" ADD CONSTRAINT "klw_invoer_relatie_id_kringloopwijzer_id_kringloopwijzers_relatie_id_id_fk" FOREIGN KEY ("relatie_id","kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("relatie_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "klw_uitkomst" ADD CONSTRAINT "klw_uitkomst_relatie_id_kringloopwijzer_id_kringloopwijzers_relatie_id_id_fk" FOREIGN KEY ("relatie_id","kringloopwijzer_id") REFERENCES "public"."kringloopwijzers"("relatie_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
