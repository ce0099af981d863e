ALTER TABLE "resellers" ADD COLUMN "customer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "customer_tokens_reseller_unrevoked_expiry_idx" ON "customer_tokens" USING btree ("reseller_id","expires_at","id") WHERE "customer_tokens"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "customers_reseller_name_trgm_idx" ON "customers" USING gin ("reseller_id","name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_reseller_email_trgm_idx" ON "customers" USING gin ("reseller_id","email" gin_trgm_ops);