ALTER TABLE "questions" ADD COLUMN "name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('english', stem), 'A') || setweight(jsonb_to_tsvector('english', choices, '["string"]'), 'B') || setweight(to_tsvector('english', explanation || ' ' || reference), 'C') || to_tsvector('simple', learning_objective)) STORED;--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search_vector");
