-- Every stored count is kept one way: by triggers, in the same transaction as the rows it counts, whoever
-- writes them (the APIs, the demo seed, a cascade from a deleted customer or reseller, an operator's SQL).
-- Statement-level triggers with transition tables: one UPDATE per statement and parent row, even for bulk loads.

-- resellers.customer_count (migration 0004) and suspended_customer_count follow inserts, deletes and updates
-- of customers. An update that changes neither a customer's reseller nor its suspension moves nothing.
CREATE OR REPLACE FUNCTION customers_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resellers SET
    customer_count = resellers.customer_count + added.n,
    suspended_customer_count = resellers.suspended_customer_count + added.suspended
  FROM (
    SELECT reseller_id, count(*)::int AS n, (count(*) FILTER (WHERE suspended_at IS NOT NULL))::int AS suspended
    FROM inserted GROUP BY reseller_id
  ) AS added
  WHERE resellers.id = added.reseller_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION customers_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resellers SET
    customer_count = resellers.customer_count - removed.n,
    suspended_customer_count = resellers.suspended_customer_count - removed.suspended
  FROM (
    SELECT reseller_id, count(*)::int AS n, (count(*) FILTER (WHERE suspended_at IS NOT NULL))::int AS suspended
    FROM deleted GROUP BY reseller_id
  ) AS removed
  WHERE resellers.id = removed.reseller_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION customers_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE resellers SET
    customer_count = resellers.customer_count + moved.n,
    suspended_customer_count = resellers.suspended_customer_count + moved.suspended
  FROM (
    SELECT reseller_id, sum(n)::int AS n, sum(suspended)::int AS suspended
    FROM (
      SELECT reseller_id, 1 AS n, (suspended_at IS NOT NULL)::int AS suspended FROM updated_new
      UNION ALL
      SELECT reseller_id, -1, -((suspended_at IS NOT NULL)::int) FROM updated_old
    ) AS changes
    GROUP BY reseller_id
    HAVING sum(n) <> 0 OR sum(suspended) <> 0
  ) AS moved
  WHERE resellers.id = moved.reseller_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_count_updated AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new
  FOR EACH STATEMENT EXECUTE FUNCTION customers_count_updated();--> statement-breakpoint

-- customers.handbook_count follows inserts and deletes of handbooks (it was kept by application code before).
CREATE FUNCTION handbooks_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE customers SET handbook_count = customers.handbook_count + added.n
  FROM (SELECT customer_id, count(*)::int AS n FROM inserted GROUP BY customer_id) AS added
  WHERE customers.id = added.customer_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION handbooks_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- When the customer itself is being deleted (a cascade), its row is already gone and nothing is updated.
  UPDATE customers SET handbook_count = customers.handbook_count - removed.n
  FROM (SELECT customer_id, count(*)::int AS n FROM deleted GROUP BY customer_id) AS removed
  WHERE customers.id = removed.customer_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER handbooks_count_inserted AFTER INSERT ON handbooks
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION handbooks_count_inserted();--> statement-breakpoint
CREATE TRIGGER handbooks_count_deleted AFTER DELETE ON handbooks
  REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION handbooks_count_deleted();--> statement-breakpoint

-- Start from the true counts; only rows that disagree are written.
UPDATE customers SET handbook_count = counted.n
FROM (
  SELECT customers.id, (SELECT count(*)::int FROM handbooks WHERE handbooks.customer_id = customers.id) AS n
  FROM customers
) AS counted
WHERE customers.id = counted.id AND customers.handbook_count <> counted.n;--> statement-breakpoint
UPDATE resellers SET suspended_customer_count = (
  SELECT count(*)::int FROM customers WHERE customers.reseller_id = resellers.id AND customers.suspended_at IS NOT NULL
);
