CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"reseller_id" text NOT NULL,
	"key_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"last_used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "customer_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"reseller_id" text NOT NULL,
	"lifetime_seconds" integer NOT NULL,
	"issued_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"revoked_at" timestamp (3) with time zone,
	"last_used_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" text PRIMARY KEY NOT NULL,
	"reseller_id" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"handbook_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "handbooks" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"country" text NOT NULL,
	"region" text,
	"employee_count" integer NOT NULL,
	"effective_date" text NOT NULL,
	"policies" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resellers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD CONSTRAINT "customer_tokens_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handbooks" ADD CONSTRAINT "handbooks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_key_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_reseller_idx" ON "api_keys" USING btree ("reseller_id");--> statement-breakpoint
CREATE INDEX "customer_tokens_reseller_expiry_idx" ON "customer_tokens" USING btree ("reseller_id","expires_at","id");--> statement-breakpoint
CREATE INDEX "customer_tokens_customer_expiry_idx" ON "customer_tokens" USING btree ("customer_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_reseller_email_idx" ON "customers" USING btree ("reseller_id","email");--> statement-breakpoint
CREATE INDEX "customers_reseller_created_idx" ON "customers" USING btree ("reseller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "customers_reseller_name_idx" ON "customers" USING btree ("reseller_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_reseller_handbooks_idx" ON "customers" USING btree ("reseller_id","handbook_count","id");--> statement-breakpoint
CREATE INDEX "handbooks_customer_created_idx" ON "handbooks" USING btree ("customer_id","created_at" DESC NULLS LAST,"id");