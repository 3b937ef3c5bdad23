CREATE TABLE "missed_question_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"version" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"choice_ids" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"rating" smallint NOT NULL,
	"state_before" smallint NOT NULL,
	"due_before" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"card_before" jsonb NOT NULL,
	"due_after" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"reviewed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "missed_question_reviews_user_review_id" UNIQUE("user_id","review_id")
);
--> statement-breakpoint
CREATE TABLE "missed_question_states" (
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone,
	"right_streak" smallint DEFAULT 0 NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missed_question_states_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "missed_question_reviews" ADD CONSTRAINT "missed_question_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_question_reviews" ADD CONSTRAINT "missed_question_reviews_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_question_states" ADD CONSTRAINT "missed_question_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_question_states" ADD CONSTRAINT "missed_question_states_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missed_question_states" ADD CONSTRAINT "missed_question_states_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "missed_question_reviews_user_question_idx" ON "missed_question_reviews" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "missed_question_reviews_class_user_reviewed_idx" ON "missed_question_reviews" USING btree ("class_id","user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "missed_question_states_question_id_idx" ON "missed_question_states" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "missed_question_states_class_id_idx" ON "missed_question_states" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "missed_question_states_user_class_due_idx" ON "missed_question_states" USING btree ("user_id","class_id","due");