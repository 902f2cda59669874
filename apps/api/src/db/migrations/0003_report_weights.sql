ALTER TABLE "reports" ADD COLUMN "weight" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id","status");--> statement-breakpoint
CREATE INDEX "reports_reporter_time_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
-- Project counters count only the reviews the public can see: a review hidden pending
-- moderation no longer counts (recomputed for the projects that have one).
UPDATE "projects" p SET
  "star1" = c.s1, "star2" = c.s2, "star3" = c.s3, "star4" = c.s4, "star5" = c.s5,
  "review_count" = c.n,
  "avg_star" = CASE WHEN c.n > 0 THEN (c.s1 + 2 * c.s2 + 3 * c.s3 + 4 * c.s4 + 5 * c.s5)::float8 / c.n ELSE 0 END
FROM (
  SELECT r."project_id",
    count(*) FILTER (WHERE r."status" = 'active' AND r."rate" = 1)::int AS s1,
    count(*) FILTER (WHERE r."status" = 'active' AND r."rate" = 2)::int AS s2,
    count(*) FILTER (WHERE r."status" = 'active' AND r."rate" = 3)::int AS s3,
    count(*) FILTER (WHERE r."status" = 'active' AND r."rate" = 4)::int AS s4,
    count(*) FILTER (WHERE r."status" = 'active' AND r."rate" = 5)::int AS s5,
    count(*) FILTER (WHERE r."status" = 'active')::int AS n
  FROM "reviews" r
  WHERE r."project_id" IN (SELECT "project_id" FROM "reviews" WHERE "status" = 'hidden')
  GROUP BY r."project_id"
) c
WHERE p."id" = c."project_id";
