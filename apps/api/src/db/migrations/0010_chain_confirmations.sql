-- Money follows the chain: a donation is pending until its transaction has the chain's
-- confirmations, remembers the hash of its block, and is reversed when a reorganisation drops
-- it; a quest claim remembers its block too. Donations recorded before this were credited at
-- once: they are confirmed as of then.
DROP INDEX "donations_chain_tx_log_uq";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "status" text DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "block_hash" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "donations" SET "confirmed_at" = "created_at";--> statement-breakpoint
ALTER TABLE "quest_participants" ADD COLUMN "claim_block_number" bigint;--> statement-breakpoint
ALTER TABLE "quest_participants" ADD COLUMN "claim_block_hash" text;--> statement-breakpoint
CREATE INDEX "donations_chain_block_idx" ON "donations" USING btree ("chain_id","block_number") WHERE "donations"."status" <> 'reversed';--> statement-breakpoint
CREATE INDEX "quest_participants_claim_block_idx" ON "quest_participants" USING btree ("claim_block_number") WHERE "quest_participants"."claim_block_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "donations_chain_tx_log_uq" ON "donations" USING btree ("chain_id",lower("transaction_hash"),"log_index") WHERE "donations"."status" <> 'reversed';
