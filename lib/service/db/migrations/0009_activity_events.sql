CREATE TABLE "activity_events" (
	"id" text PRIMARY KEY NOT NULL,
	"reseller_id" text NOT NULL,
	"occurred_at" timestamp (3) with time zone NOT NULL,
	"action" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_key_id" text,
	"actor_key_hint" text,
	"actor_token_id" text,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"customer_id" text,
	"client_address" text,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_events" ADD CONSTRAINT "activity_events_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_events_reseller_occurred_idx" ON "activity_events" USING btree ("reseller_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_events_reseller_subject_idx" ON "activity_events" USING btree ("reseller_id","subject_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_events_reseller_customer_idx" ON "activity_events" USING btree ("reseller_id","customer_id","occurred_at","id") WHERE "activity_events"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_events_reseller_action_idx" ON "activity_events" USING btree ("reseller_id","action","occurred_at","id");--> statement-breakpoint
CREATE INDEX "activity_events_occurred_idx" ON "activity_events" USING btree ("occurred_at");--> statement-breakpoint
-- The audit trail is append-only: no statement may rewrite an event, whoever runs it. Deleting stays possible
-- for retention (lib/service/activity/retention.ts) and for a reseller's own deletion (the foreign key).
CREATE FUNCTION activity_events_refuse_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'activity_events is append-only' USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER activity_events_append_only BEFORE UPDATE ON activity_events
  FOR EACH STATEMENT EXECUTE FUNCTION activity_events_refuse_update();
