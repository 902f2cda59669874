CREATE TABLE "tlog_checkpoints" (
	"size" bigint PRIMARY KEY NOT NULL,
	"root_hash" "bytea" NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tlog_entries" (
	"idx" bigint PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"data" "bytea" NOT NULL,
	"leaf_hash" "bytea" NOT NULL,
	"review_id" bigint,
	"review_version" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tlog_hashes" (
	"level" smallint NOT NULL,
	"n" bigint NOT NULL,
	"hash" "bytea" NOT NULL,
	CONSTRAINT "tlog_hashes_level_n_pk" PRIMARY KEY("level","n")
);
--> statement-breakpoint
CREATE TABLE "tlog_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "tlog_entries_review_idx" ON "tlog_entries" USING btree ("review_id","review_version");