-- The failure limiter now keys rows by a SHA-256 of the client's address: rows keyed by raw addresses
-- would never match again, and keep addresses that are no longer wanted in the store.
DELETE FROM "auth_failures";--> statement-breakpoint
CREATE INDEX "auth_failures_window_start_idx" ON "auth_failures" USING btree ("window_start");
