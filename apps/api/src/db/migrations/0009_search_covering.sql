-- Search: the name and symbol prefix indexes carry what a search branch reads (the raw
-- column for the recheck, popularity, status, id), so a prefix matching 30,000 projects is
-- ranked by an index-only scan instead of 30,000 heap fetches. drizzle-kit has no INCLUDE;
-- schema.ts keeps the same index names and notes it. The popularity index carries the name
-- for the typo branch, which reads the most popular projects first.
DROP INDEX IF EXISTS "projects_name_lower_idx";--> statement-breakpoint
CREATE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("name") text_pattern_ops) INCLUDE ("name", "popular_score", "status", "id");--> statement-breakpoint
DROP INDEX IF EXISTS "projects_symbol_lower_idx";--> statement-breakpoint
CREATE INDEX "projects_symbol_lower_idx" ON "projects" USING btree (lower("symbol") text_pattern_ops) INCLUDE ("symbol", "name", "popular_score", "status", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "projects_popular_idx";--> statement-breakpoint
CREATE INDEX "projects_popular_idx" ON "projects" USING btree ("status","popular_score","id") INCLUDE ("name");
