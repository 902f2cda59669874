CREATE TABLE "review_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"review_id" bigint NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"content_text" text NOT NULL,
	"rate" smallint NOT NULL,
	"language" text NOT NULL,
	"signature" text,
	"signed_message" jsonb,
	"written_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_reversals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_reversals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"review_id" bigint NOT NULL,
	"voter_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"vote" smallint NOT NULL,
	"xp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vote_rings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vote_rings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"member_ids" bigint[] NOT NULL,
	"status" text DEFAULT 'flagged' NOT NULL,
	"lift" double precision NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"cleared_by" bigint
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "signature" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "signed_message" jsonb;--> statement-breakpoint
ALTER TABLE "review_versions" ADD CONSTRAINT "review_versions_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_reversals" ADD CONSTRAINT "vote_reversals_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_reversals" ADD CONSTRAINT "vote_reversals_voter_id_users_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_reversals" ADD CONSTRAINT "vote_reversals_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_rings" ADD CONSTRAINT "vote_rings_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_versions_review_idx" ON "review_versions" USING btree ("review_id","written_at");--> statement-breakpoint
CREATE INDEX "vote_reversals_voter_idx" ON "vote_reversals" USING btree ("voter_id","created_at");--> statement-breakpoint
CREATE INDEX "vote_rings_status_idx" ON "vote_rings" USING btree ("status");