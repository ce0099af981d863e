CREATE TABLE "customer_usage" (
	"token_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"reseller_id" text NOT NULL,
	"hour" timestamp (3) with time zone NOT NULL,
	"operation" text NOT NULL,
	"requests" integer NOT NULL,
	"failed" integer NOT NULL,
	CONSTRAINT "customer_usage_token_id_hour_operation_pk" PRIMARY KEY("token_id","hour","operation")
);
--> statement-breakpoint
ALTER TABLE "customer_usage" ADD CONSTRAINT "customer_usage_token_id_customer_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."customer_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_usage_customer_hour_idx" ON "customer_usage" USING btree ("customer_id","hour");--> statement-breakpoint
CREATE INDEX "customer_usage_reseller_hour_idx" ON "customer_usage" USING btree ("reseller_id","hour");--> statement-breakpoint
CREATE INDEX "customer_usage_hour_idx" ON "customer_usage" USING btree ("hour");