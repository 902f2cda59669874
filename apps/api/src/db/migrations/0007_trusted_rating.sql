ALTER TABLE "reviews" ADD COLUMN "trust_weight" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "weight" double precision DEFAULT 1 NOT NULL;