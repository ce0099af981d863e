ALTER TABLE "customer_tokens" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "suspended_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "resellers" ADD COLUMN "suspended_customer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_reseller_suspended_idx" ON "customers" USING btree ("reseller_id","created_at","id") WHERE "customers"."suspended_at" is not null;