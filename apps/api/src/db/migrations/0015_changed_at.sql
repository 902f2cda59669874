ALTER TABLE "projects" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- what is already there last changed when it was last written (the best the rows know)
UPDATE "projects" SET "changed_at" = "updated_at";--> statement-breakpoint
UPDATE "reviews" SET "changed_at" = "updated_at";--> statement-breakpoint
CREATE INDEX "projects_changed_list_idx" ON "projects" USING btree ("status","changed_at","id");--> statement-breakpoint
CREATE INDEX "reviews_changed_idx" ON "reviews" USING btree ("changed_at","id");--> statement-breakpoint
-- changed_at moves on with every update that changes a column the public answer shows, on
-- every write path (counters, aggregates, moderation, raw SQL alike). Left alone: the ranking
-- scores the score job recomputes on a schedule (a change of the clock, not of the item), and
-- an update that sets changed_at itself (a restore keeps its time).
CREATE FUNCTION "projects_touch_changed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.changed_at IS DISTINCT FROM OLD.changed_at THEN RETURN NEW; END IF;
  IF (to_jsonb(NEW) - ARRAY['trending_score', 'trending_score30', 'trending_score90',
        'popular_score', 'new_score', 'new_gem_score', 'good_rating_score', 'changed_at'])
     IS DISTINCT FROM
     (to_jsonb(OLD) - ARRAY['trending_score', 'trending_score30', 'trending_score90',
        'popular_score', 'new_score', 'new_gem_score', 'good_rating_score', 'changed_at']) THEN
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "projects_changed_at" BEFORE UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "projects_touch_changed_at"();--> statement-breakpoint
CREATE FUNCTION "reviews_touch_changed_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.changed_at IS DISTINCT FROM OLD.changed_at THEN RETURN NEW; END IF;
  IF (to_jsonb(NEW) - ARRAY['popular_score', 'trust_weight', 'changed_at'])
     IS DISTINCT FROM (to_jsonb(OLD) - ARRAY['popular_score', 'trust_weight', 'changed_at']) THEN
    NEW.changed_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reviews_changed_at" BEFORE UPDATE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "reviews_touch_changed_at"();
