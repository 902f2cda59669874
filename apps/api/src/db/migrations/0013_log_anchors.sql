CREATE TABLE "log_anchors" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "log_anchors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tree_size" bigint NOT NULL,
	"root_hash" text NOT NULL,
	"tx_hash" text NOT NULL,
	"block_number" bigint,
	"chain_id" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_anchors_status" CHECK ("log_anchors"."status" in ('pending', 'confirmed', 'dropped', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "log_anchors_tx_uq" ON "log_anchors" USING btree ("chain_id","tx_hash") WHERE "log_anchors"."status" <> 'dropped';--> statement-breakpoint
CREATE INDEX "log_anchors_size_idx" ON "log_anchors" USING btree ("tree_size");