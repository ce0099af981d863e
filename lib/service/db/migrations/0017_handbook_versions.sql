CREATE TABLE "handbook_versions" (
	"handbook_id" text NOT NULL,
	"version" integer NOT NULL,
	"library_version" text NOT NULL,
	"changed_section_keys" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "handbook_versions_handbook_id_version_pk" PRIMARY KEY("handbook_id","version")
);
--> statement-breakpoint
ALTER TABLE "handbooks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "handbooks" ADD COLUMN "library_version" text DEFAULT '2026.1' NOT NULL;--> statement-breakpoint
ALTER TABLE "handbooks" ADD COLUMN "changed_section_keys" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "handbook_versions" ADD CONSTRAINT "handbook_versions_handbook_id_handbooks_id_fk" FOREIGN KEY ("handbook_id") REFERENCES "public"."handbooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "handbooks_library_version_idx" ON "handbooks" USING btree ("library_version","updated_at","id");