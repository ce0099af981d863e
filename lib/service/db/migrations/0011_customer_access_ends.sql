ALTER TABLE "customers" ADD COLUMN "access_ends_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "customers_reseller_access_ends_idx" ON "customers" USING btree ("reseller_id","access_ends_at","id");--> statement-breakpoint
-- customers.access_ends_at follows the customer's tokens, in the same transaction, whoever writes them (the
-- APIs, the command line, the demo seed, a bulk load): the latest moment one of its tokens stops working, its
-- expiry or, when revoked sooner, its revocation. A revocation is never in the future, so the customer has an
-- active token exactly while access_ends_at is after now.
CREATE FUNCTION customer_token_end(expires_at timestamptz, revoked_at timestamptz) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE AS $$ SELECT CASE WHEN revoked_at IS NULL THEN expires_at ELSE least(expires_at, revoked_at) END $$;--> statement-breakpoint
-- New tokens can only move it later: one UPDATE per statement and customer, bulk loads included.
CREATE FUNCTION customer_tokens_access_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET access_ends_at = greatest(customers.access_ends_at, added.ends_at)
  FROM (
    SELECT customer_id, max(customer_token_end(expires_at, revoked_at)) AS ends_at FROM inserted GROUP BY customer_id
  ) AS added
  WHERE customers.id = added.customer_id AND customers.access_ends_at IS DISTINCT FROM greatest(customers.access_ends_at, added.ends_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_tokens_access_inserted AFTER INSERT ON customer_tokens
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION customer_tokens_access_inserted();--> statement-breakpoint
-- A revocation or a renewal's shorter expiry can move it either way: recount the customer's tokens. Only when
-- one of the two changed (not for last_used_at, which the Customer API touches).
CREATE FUNCTION customer_tokens_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET access_ends_at = (
    SELECT max(customer_token_end(t.expires_at, t.revoked_at)) FROM customer_tokens t WHERE t.customer_id = NEW.customer_id
  )
  WHERE customers.id = NEW.customer_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_tokens_access_changed AFTER UPDATE OF expires_at, revoked_at ON customer_tokens
  FOR EACH ROW WHEN (OLD.expires_at IS DISTINCT FROM NEW.expires_at OR OLD.revoked_at IS DISTINCT FROM NEW.revoked_at)
  EXECUTE FUNCTION customer_tokens_access_changed();--> statement-breakpoint
-- Tokens go with their customer (ON DELETE CASCADE), whose row is then gone too; any other deletion recounts.
CREATE FUNCTION customer_tokens_access_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET access_ends_at = (
    SELECT max(customer_token_end(t.expires_at, t.revoked_at)) FROM customer_tokens t WHERE t.customer_id = customers.id
  )
  WHERE customers.id IN (SELECT DISTINCT customer_id FROM removed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_tokens_access_deleted AFTER DELETE ON customer_tokens
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customer_tokens_access_deleted();--> statement-breakpoint
UPDATE customers SET access_ends_at = tokens.ends_at
FROM (
  SELECT customer_id, max(customer_token_end(expires_at, revoked_at)) AS ends_at FROM customer_tokens GROUP BY customer_id
) AS tokens
WHERE customers.id = tokens.customer_id;
