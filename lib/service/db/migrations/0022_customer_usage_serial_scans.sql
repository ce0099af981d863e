-- A customer's usage is an index range of at most a few thousand rows, read in a few milliseconds. When the
-- planner's sample puts a busy customer among its most common values, it expects enough rows to plan a
-- parallel scan, and starting the workers costs ten times the read (a 90-day range: 55-63 ms parallel, 5-6 ms
-- serial, on the bench's data); it also lets one tenant's request take several of the database's cores.
-- No statement of the service scans this table in bulk, so it is never scanned in parallel.
ALTER TABLE "customer_usage" SET (parallel_workers = 0);
