CREATE TABLE "token_expiry_days" (
	"reseller_id" text NOT NULL,
	"expires_on" date NOT NULL,
	"tokens" integer NOT NULL,
	CONSTRAINT "token_expiry_days_reseller_id_expires_on_pk" PRIMARY KEY("reseller_id","expires_on")
);
--> statement-breakpoint
ALTER TABLE "token_expiry_days" ADD CONSTRAINT "token_expiry_days_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- token_expiry_days counts each reseller's unrevoked tokens by the UTC day they expire, kept by the statements
-- that write customer_tokens, in their transaction: one upsert per statement, day rows taken in order (so
-- two statements wait for each other rather than deadlock). A token counts on its expiry's day while it is
-- unrevoked, whether that day has passed or not.
CREATE FUNCTION customer_tokens_days_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO token_expiry_days AS d (reseller_id, expires_on, tokens)
  SELECT reseller_id, (expires_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM inserted WHERE revoked_at IS NULL
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (reseller_id, expires_on) DO UPDATE SET tokens = d.tokens + excluded.tokens;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_tokens_days_inserted AFTER INSERT ON customer_tokens
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION customer_tokens_days_inserted();--> statement-breakpoint
-- A revocation, or a renewal's earlier expiry, moves a token out of its day (or to another); other updates
-- (last_used_at) cancel out and write nothing.
CREATE FUNCTION customer_tokens_days_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO token_expiry_days AS d (reseller_id, expires_on, tokens)
  SELECT reseller_id, day, sum(n)::int
  FROM (
    SELECT reseller_id, (expires_at AT TIME ZONE 'UTC')::date AS day, 1 AS n FROM updated_new WHERE revoked_at IS NULL
    UNION ALL
    SELECT reseller_id, (expires_at AT TIME ZONE 'UTC')::date, -1 FROM updated_old WHERE revoked_at IS NULL
  ) AS moved
  GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (reseller_id, expires_on) DO UPDATE SET tokens = d.tokens + excluded.tokens;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_tokens_days_updated AFTER UPDATE ON customer_tokens
  REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new
  FOR EACH STATEMENT EXECUTE FUNCTION customer_tokens_days_updated();--> statement-breakpoint
-- Tokens go with their customer; a reseller's own deletion takes its day rows with it (nothing to count).
CREATE FUNCTION customer_tokens_days_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO token_expiry_days AS d (reseller_id, expires_on, tokens)
  SELECT reseller_id, (expires_at AT TIME ZONE 'UTC')::date, -count(*)::int
  FROM removed WHERE revoked_at IS NULL AND EXISTS (SELECT 1 FROM resellers r WHERE r.id = removed.reseller_id)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (reseller_id, expires_on) DO UPDATE SET tokens = d.tokens + excluded.tokens;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customer_tokens_days_deleted AFTER DELETE ON customer_tokens
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customer_tokens_days_deleted();--> statement-breakpoint
INSERT INTO token_expiry_days (reseller_id, expires_on, tokens)
SELECT reseller_id, (expires_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM customer_tokens WHERE revoked_at IS NULL
GROUP BY 1, 2;
