CREATE TABLE "project_edit_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_edit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "projects_status_created_idx";--> statement-breakpoint
DROP INDEX "projects_symbol_lower_idx";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "trending_score30" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "trending_score90" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "new_gem_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "holder_badge" text;--> statement-breakpoint
ALTER TABLE "project_edit_requests" ADD CONSTRAINT "project_edit_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_edit_requests" ADD CONSTRAINT "project_edit_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_edit_requests_status_idx" ON "project_edit_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "projects_symbol_trgm_idx" ON "projects" USING gin (lower("symbol") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_address_lower_idx" ON "projects" USING btree (lower("contract_address"));--> statement-breakpoint
CREATE INDEX "projects_created_list_idx" ON "projects" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_updated_list_idx" ON "projects" USING btree ("status","updated_at","id");--> statement-breakpoint
CREATE INDEX "projects_trending_idx" ON "projects" USING btree ("status","trending_score","id");--> statement-breakpoint
CREATE INDEX "projects_trending30_idx" ON "projects" USING btree ("status","trending_score30","id");--> statement-breakpoint
CREATE INDEX "projects_trending90_idx" ON "projects" USING btree ("status","trending_score90","id");--> statement-breakpoint
CREATE INDEX "projects_popular_idx" ON "projects" USING btree ("status","popular_score","id");--> statement-breakpoint
CREATE INDEX "projects_feature_idx" ON "projects" USING btree ("status","feature_score","id");--> statement-breakpoint
CREATE INDEX "projects_review_count_idx" ON "projects" USING btree ("status","review_count","id");--> statement-breakpoint
CREATE INDEX "projects_avg_star_idx" ON "projects" USING btree ("status","avg_star","id");--> statement-breakpoint
CREATE INDEX "projects_new_score_idx" ON "projects" USING btree ("status","new_score","id");--> statement-breakpoint
CREATE INDEX "projects_good_rating_idx" ON "projects" USING btree ("status","good_rating_score","id");--> statement-breakpoint
CREATE INDEX "projects_new_gem_idx" ON "projects" USING btree ("status","new_gem_score","id");--> statement-breakpoint
CREATE INDEX "projects_symbol_lower_idx" ON "projects" USING btree (lower("symbol") text_pattern_ops);