CREATE TABLE "figures" (
	"hash" text PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"stem" text NOT NULL,
	"choices" jsonb NOT NULL,
	"multiple_response" boolean NOT NULL,
	"explanation" text NOT NULL,
	"reference" text NOT NULL,
	"learning_objective" text NOT NULL,
	"figure_hash" text,
	"frozen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_versions_question_version" UNIQUE("question_id","version")
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"quiz_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quiz_questions_quiz_id_question_id_pk" PRIMARY KEY("quiz_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "quizzes" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"topic_id" integer,
	"kind" text DEFAULT 'practice' NOT NULL,
	"title" text NOT NULL,
	"selection" text NOT NULL,
	"random_count" smallint,
	"time_limit_minutes" smallint,
	"pass_mark" smallint DEFAULT 70 NOT NULL,
	"shuffle_questions" boolean DEFAULT true NOT NULL,
	"shuffle_choices" boolean DEFAULT true NOT NULL,
	"explanation_mode" text DEFAULT 'after_submission' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "questions_class_id_idx";--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "figure_hash" text;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', front || ' ' || back)) STORED;--> statement-breakpoint
ALTER TABLE "flashcards" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "figure_hash" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', stem), 'A') || setweight(jsonb_to_tsvector('english', choices, '["string"]'), 'B') || setweight(to_tsvector('english', explanation || ' ' || reference), 'C') || to_tsvector('simple', learning_objective)) STORED;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_versions" ADD CONSTRAINT "question_versions_figure_hash_figures_hash_fk" FOREIGN KEY ("figure_hash") REFERENCES "public"."figures"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quizzes" ADD CONSTRAINT "quizzes_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_versions_figure_hash_idx" ON "question_versions" USING btree ("figure_hash");--> statement-breakpoint
CREATE INDEX "quiz_questions_question_id_idx" ON "quiz_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "quizzes_class_id_idx" ON "quizzes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "quizzes_topic_id_idx" ON "quizzes" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quizzes_class_kind_idx" ON "quizzes" USING btree ("class_id","kind") WHERE kind in ('final', 'drill');--> statement-breakpoint
ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_figure_hash_figures_hash_fk" FOREIGN KEY ("figure_hash") REFERENCES "public"."figures"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_figure_hash_figures_hash_fk" FOREIGN KEY ("figure_hash") REFERENCES "public"."figures"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcards_figure_hash_idx" ON "flashcards" USING btree ("figure_hash");--> statement-breakpoint
CREATE INDEX "flashcards_search_idx" ON "flashcards" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "questions_figure_hash_idx" ON "questions" USING btree ("figure_hash");--> statement-breakpoint
CREATE INDEX "questions_objective_idx" ON "questions" USING btree ("class_id","learning_objective");--> statement-breakpoint
CREATE INDEX "questions_search_idx" ON "questions" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_class_name_idx" ON "topics" USING btree ("class_id",lower("name"));--> statement-breakpoint
CREATE INDEX "questions_class_id_idx" ON "questions" USING btree ("class_id","updated_at");