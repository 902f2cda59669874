CREATE TABLE "quest_participants" (
	"quest_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completion_seq" integer,
	"winner_rank" integer,
	"reward_amount" numeric(78, 0),
	"claimed_at" timestamp with time zone,
	"claim_tx_hash" text,
	CONSTRAINT "quest_participants_quest_id_user_id_pk" PRIMARY KEY("quest_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quest_task_completions" (
	"quest_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"done_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quest_task_completions_task_id_user_id_pk" PRIMARY KEY("task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "quest_tasks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quest_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quest_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"url" text,
	"min_level" smallint,
	"min_amount" text
);
--> statement-breakpoint
CREATE TABLE "quests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"creator_id" bigint NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"description_text" text NOT NULL,
	"banner_url" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"eligibility" jsonb NOT NULL,
	"reward_method" text NOT NULL,
	"reward_token" text NOT NULL,
	"reward_token_address" text NOT NULL,
	"reward_token_symbol" text NOT NULL,
	"reward_decimals" smallint DEFAULT 18 NOT NULL,
	"amount_per_winner" numeric(78, 0) NOT NULL,
	"winners" integer NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"chain_id" integer NOT NULL,
	"escrow_address" text,
	"escrow_quest_id" text,
	"fund_tx_hash" text,
	"published_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"start_notified_at" timestamp with time zone,
	"draw_block_number" bigint,
	"draw_block_hash" text,
	"draw_seed" text,
	"participants_count" integer DEFAULT 0 NOT NULL,
	"completed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quests_winners_pos" CHECK ("quests"."winners" >= 1),
	CONSTRAINT "quests_times" CHECK ("quests"."starts_at" < "quests"."ends_at"),
	CONSTRAINT "quests_counts_nonneg" CHECK ("quests"."participants_count" >= 0 and "quests"."completed_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "quest_participants" ADD CONSTRAINT "quest_participants_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_participants" ADD CONSTRAINT "quest_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_task_completions" ADD CONSTRAINT "quest_task_completions_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_task_completions" ADD CONSTRAINT "quest_task_completions_task_id_quest_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."quest_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_task_completions" ADD CONSTRAINT "quest_task_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_tasks" ADD CONSTRAINT "quest_tasks_quest_id_quests_id_fk" FOREIGN KEY ("quest_id") REFERENCES "public"."quests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quest_participants_seq_uq" ON "quest_participants" USING btree ("quest_id","completion_seq") WHERE "quest_participants"."completion_seq" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quest_participants_rank_uq" ON "quest_participants" USING btree ("quest_id","winner_rank") WHERE "quest_participants"."winner_rank" is not null;--> statement-breakpoint
CREATE INDEX "quest_participants_user_idx" ON "quest_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quest_task_completions_user_idx" ON "quest_task_completions" USING btree ("quest_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_tasks_quest_position_uq" ON "quest_tasks" USING btree ("quest_id","position");--> statement-breakpoint
CREATE INDEX "quests_project_idx" ON "quests" USING btree ("project_id","starts_at");--> statement-breakpoint
CREATE INDEX "quests_published_idx" ON "quests" USING btree ("published_at","starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "quests_creator_idx" ON "quests" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quests_escrow_id_uq" ON "quests" USING btree ("escrow_quest_id") WHERE "quests"."escrow_quest_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "quests_fund_tx_uq" ON "quests" USING btree (lower("fund_tx_hash")) WHERE "quests"."fund_tx_hash" is not null;