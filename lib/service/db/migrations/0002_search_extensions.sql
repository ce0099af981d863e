-- Substring search over customers uses trigram indexes (pg_trgm) that also hold the reseller id (btree_gin).
-- Both are trusted extensions on PostgreSQL 13+, so a database owner without superuser can create them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
