CREATE TABLE "nfts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "nfts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" bigint NOT NULL,
	"chain_id" integer NOT NULL,
	"contract_address" text NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"name" text,
	"image" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "donations_tx_log_uq";--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "holder_percent" numeric(30, 10);--> statement-breakpoint
ALTER TABLE "nfts" ADD CONSTRAINT "nfts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nfts_user_token_uq" ON "nfts" USING btree ("user_id","chain_id",lower("contract_address"),"token_id");--> statement-breakpoint
CREATE INDEX "nfts_user_idx" ON "nfts" USING btree ("user_id","synced_at");--> statement-breakpoint
CREATE UNIQUE INDEX "donations_chain_tx_log_uq" ON "donations" USING btree ("chain_id",lower("transaction_hash"),"log_index");--> statement-breakpoint
CREATE INDEX "donations_review_idx" ON "donations" USING btree ("review_id");--> statement-breakpoint
CREATE INDEX "donations_to_user_idx" ON "donations" USING btree ("to_user_id","created_at");