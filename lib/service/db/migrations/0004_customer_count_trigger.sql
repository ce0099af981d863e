-- resellers.customer_count follows every insert and delete on customers (whoever makes them: the API, the
-- demo seed, a cascade, an operator's SQL), in the same transaction, so it always equals count(*).
-- Statement-level triggers with transition tables: one UPDATE per statement and reseller, even for bulk loads.
CREATE FUNCTION customers_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resellers SET customer_count = resellers.customer_count + added.n
  FROM (SELECT reseller_id, count(*)::int AS n FROM inserted GROUP BY reseller_id) AS added
  WHERE resellers.id = added.reseller_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION customers_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resellers SET customer_count = resellers.customer_count - removed.n
  FROM (SELECT reseller_id, count(*)::int AS n FROM deleted GROUP BY reseller_id) AS removed
  WHERE resellers.id = removed.reseller_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_count_inserted AFTER INSERT ON customers
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION customers_count_inserted();--> statement-breakpoint
CREATE TRIGGER customers_count_deleted AFTER DELETE ON customers
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION customers_count_deleted();--> statement-breakpoint
UPDATE resellers SET customer_count = (SELECT count(*)::int FROM customers WHERE customers.reseller_id = resellers.id);
