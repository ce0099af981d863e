CREATE TABLE "customer_usage_months" (
	"reseller_id" text NOT NULL,
	"month" timestamp (3) with time zone NOT NULL,
	"customer_id" text NOT NULL,
	"requests" integer NOT NULL,
	"failed" integer NOT NULL,
	CONSTRAINT "customer_usage_months_reseller_id_month_customer_id_pk" PRIMARY KEY("reseller_id","month","customer_id")
);
--> statement-breakpoint
CREATE TABLE "reseller_usage_days" (
	"reseller_id" text NOT NULL,
	"day" timestamp (3) with time zone NOT NULL,
	"requests" integer NOT NULL,
	"failed" integer NOT NULL,
	CONSTRAINT "reseller_usage_days_reseller_id_day_pk" PRIMARY KEY("reseller_id","day")
);
--> statement-breakpoint
CREATE TABLE "token_usage_days" (
	"token_id" text NOT NULL,
	"day" timestamp (3) with time zone NOT NULL,
	"requests" integer NOT NULL,
	CONSTRAINT "token_usage_days_token_id_day_pk" PRIMARY KEY("token_id","day")
);
--> statement-breakpoint
ALTER TABLE "customer_usage_months" ADD CONSTRAINT "customer_usage_months_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reseller_usage_days" ADD CONSTRAINT "reseller_usage_days_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "token_usage_days" ADD CONSTRAINT "token_usage_days_token_id_customer_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."customer_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_usage_months_rank_idx" ON "customer_usage_months" USING btree ("reseller_id","month","requests" DESC NULLS FIRST,"customer_id");--> statement-breakpoint
-- The counts written before these tables existed, summed into them.
INSERT INTO "reseller_usage_days" ("reseller_id", "day", "requests", "failed")
SELECT "reseller_id", date_trunc('day', "hour", 'UTC'), sum("requests")::int, sum("failed")::int
FROM "customer_usage" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "customer_usage_months" ("reseller_id", "month", "customer_id", "requests", "failed")
SELECT "reseller_id", date_trunc('month', "hour", 'UTC'), "customer_id", sum("requests")::int, sum("failed")::int
FROM "customer_usage" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "token_usage_days" ("token_id", "day", "requests")
SELECT "token_id", date_trunc('day', "hour", 'UTC'), sum("requests")::int FROM "customer_usage" GROUP BY 1, 2;
