-- Staff keys (contract, third edition): every key names its holder and has a role. Keys from before this
-- edition become `Primary key` with role ADMIN; the defaults serve only those rows and are dropped, so
-- that the service always says who holds a new key and what it may do.
ALTER TABLE "api_keys" ADD COLUMN "name" text DEFAULT 'Primary key' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "name" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "role" text DEFAULT 'ADMIN' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ALTER COLUMN "role" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "actor_key_name" text;--> statement-breakpoint
ALTER TABLE "activity_events" ADD COLUMN "actor_role" text;--> statement-breakpoint
-- The events already recorded stay as they are (the trail is append-only): their keys were all primary keys,
-- and the Reseller API says so for an API_KEY event without a name (activity-resolvers.ts).
CREATE INDEX "activity_events_reseller_actor_key_idx" ON "activity_events" USING btree ("reseller_id","actor_key_id","occurred_at","id") WHERE "activity_events"."actor_key_id" is not null;
