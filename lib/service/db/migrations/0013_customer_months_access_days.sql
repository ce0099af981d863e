CREATE TABLE "access_end_days" (
	"reseller_id" text NOT NULL,
	"ends_on" date NOT NULL,
	"customers" integer NOT NULL,
	CONSTRAINT "access_end_days_reseller_id_ends_on_pk" PRIMARY KEY("reseller_id","ends_on")
);
--> statement-breakpoint
CREATE TABLE "customer_months" (
	"reseller_id" text NOT NULL,
	"month" date NOT NULL,
	"customers" integer NOT NULL,
	CONSTRAINT "customer_months_reseller_id_month_pk" PRIMARY KEY("reseller_id","month")
);
--> statement-breakpoint
ALTER TABLE "access_end_days" ADD CONSTRAINT "access_end_days_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_months" ADD CONSTRAINT "customer_months_reseller_id_resellers_id_fk" FOREIGN KEY ("reseller_id") REFERENCES "public"."resellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- customer_months counts customers by the UTC month they were created in, access_end_days by the UTC day
-- their access ends (customers.access_ends_at, which the token triggers of 0011 keep), both in the statement
-- that writes customers: one upsert per statement and table, rows taken in order.
CREATE FUNCTION customers_overview_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_months AS m (reseller_id, month, customers)
  SELECT reseller_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM inserted GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (reseller_id, month) DO UPDATE SET customers = m.customers + excluded.customers;
  INSERT INTO access_end_days AS a (reseller_id, ends_on, customers)
  SELECT reseller_id, (access_ends_at AT TIME ZONE 'UTC')::date, count(*)::int
  FROM inserted WHERE access_ends_at IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (reseller_id, ends_on) DO UPDATE SET customers = a.customers + excluded.customers;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_overview_inserted AFTER INSERT ON customers
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION customers_overview_inserted();--> statement-breakpoint
-- Most updates (a name, a handbook count) cancel out and write nothing; a new end of access moves a customer
-- from one day to another.
CREATE FUNCTION customers_overview_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_months AS m (reseller_id, month, customers)
  SELECT reseller_id, month, sum(n)::int
  FROM (
    SELECT reseller_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, 1 AS n FROM updated_new
    UNION ALL
    SELECT reseller_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, -1 FROM updated_old
  ) AS moved
  GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (reseller_id, month) DO UPDATE SET customers = m.customers + excluded.customers;
  INSERT INTO access_end_days AS a (reseller_id, ends_on, customers)
  SELECT reseller_id, day, sum(n)::int
  FROM (
    SELECT reseller_id, (access_ends_at AT TIME ZONE 'UTC')::date AS day, 1 AS n
    FROM updated_new WHERE access_ends_at IS NOT NULL
    UNION ALL
    SELECT reseller_id, (access_ends_at AT TIME ZONE 'UTC')::date, -1
    FROM updated_old WHERE access_ends_at IS NOT NULL
  ) AS moved
  GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
  ON CONFLICT (reseller_id, ends_on) DO UPDATE SET customers = a.customers + excluded.customers;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_overview_updated AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS updated_old NEW TABLE AS updated_new
  FOR EACH STATEMENT EXECUTE FUNCTION customers_overview_updated();--> statement-breakpoint
-- A reseller's own deletion takes its rows with it (nothing left to count).
CREATE FUNCTION customers_overview_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO customer_months AS m (reseller_id, month, customers)
  SELECT reseller_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, -count(*)::int
  FROM removed WHERE EXISTS (SELECT 1 FROM resellers r WHERE r.id = removed.reseller_id)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (reseller_id, month) DO UPDATE SET customers = m.customers + excluded.customers;
  INSERT INTO access_end_days AS a (reseller_id, ends_on, customers)
  SELECT reseller_id, (access_ends_at AT TIME ZONE 'UTC')::date, -count(*)::int
  FROM removed
  WHERE access_ends_at IS NOT NULL AND EXISTS (SELECT 1 FROM resellers r WHERE r.id = removed.reseller_id)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (reseller_id, ends_on) DO UPDATE SET customers = a.customers + excluded.customers;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_overview_deleted AFTER DELETE ON customers
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION customers_overview_deleted();--> statement-breakpoint
INSERT INTO customer_months (reseller_id, month, customers)
SELECT reseller_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM customers GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO access_end_days (reseller_id, ends_on, customers)
SELECT reseller_id, (access_ends_at AT TIME ZONE 'UTC')::date, count(*)::int
FROM customers WHERE access_ends_at IS NOT NULL GROUP BY 1, 2;
