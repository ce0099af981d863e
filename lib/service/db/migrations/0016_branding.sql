CREATE TABLE "reseller_branding" (
	"reseller_id" text PRIMARY KEY NOT NULL,
	"display_name" text,
	"accent_color" text,
	"logo_data_url" text,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reseller_branding" ADD CONSTRAINT "reseller_branding_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;