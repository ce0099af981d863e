ALTER TABLE "customer_tokens" ADD COLUMN "renewed_from_id" text;--> statement-breakpoint
ALTER TABLE "customer_tokens" ADD COLUMN "renewed_by_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_tokens_renewed_from_idx" ON "customer_tokens" USING btree ("renewed_from_id") WHERE "customer_tokens"."renewed_from_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_tokens_reseller_label_trgm_idx" ON "customer_tokens" USING gin ("reseller_id","label" gin_trgm_ops);