-- Endpoint health (contract, fourth edition): figures kept by the statement that records each attempt.
ALTER TABLE "webhook_endpoints" ADD COLUMN "last_success_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "last_failure_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "failing_since" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "failed_in_row" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "attempts_by_hour" integer[] DEFAULT array_fill(0, array[24]) NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "failures_by_hour" integer[] DEFAULT array_fill(0, array[24]) NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "counted_hour" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
-- Endpoints disabled before this migration were disabled by a person; when is not known.
UPDATE "webhook_endpoints" SET "disabled_reason" = 'MANUAL' WHERE NOT "enabled";
