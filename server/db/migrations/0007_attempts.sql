CREATE TABLE "attempt_answers" (
	"attempt_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"choice_ids" jsonb NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"client_seq" integer NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"correct" boolean,
	CONSTRAINT "attempt_answers_attempt_id_slot_pk" PRIMARY KEY("attempt_id","slot")
);
--> statement-breakpoint
CREATE TABLE "attempt_questions" (
	"attempt_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"question_version_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"choice_order" jsonb NOT NULL,
	CONSTRAINT "attempt_questions_attempt_id_slot_pk" PRIMARY KEY("attempt_id","slot")
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"quiz_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"retake_of" integer,
	"pass_mark" smallint NOT NULL,
	"explanation_mode" text NOT NULL,
	"question_count" smallint NOT NULL,
	"correct_count" smallint,
	"score_percent" smallint,
	"passed" boolean
);
--> statement-breakpoint
CREATE TABLE "question_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"attempt_id" integer,
	"reporter_id" integer NOT NULL,
	"kind" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"resolution_note" text
);
--> statement-breakpoint
ALTER TABLE "attempt_answers" ADD CONSTRAINT "attempt_answers_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_question_version_id_question_versions_id_fk" FOREIGN KEY ("question_version_id") REFERENCES "public"."question_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempt_questions" ADD CONSTRAINT "attempt_questions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reports" ADD CONSTRAINT "question_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempt_questions_question_id_idx" ON "attempt_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "attempt_questions_version_id_idx" ON "attempt_questions" USING btree ("question_version_id");--> statement-breakpoint
CREATE INDEX "attempt_questions_topic_id_idx" ON "attempt_questions" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_one_open_idx" ON "attempts" USING btree ("quiz_id","user_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "attempts_user_class_idx" ON "attempts" USING btree ("user_id","class_id","started_at");--> statement-breakpoint
CREATE INDEX "attempts_class_id_idx" ON "attempts" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "attempts_open_deadline_idx" ON "attempts" USING btree ("deadline_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "question_reports_class_status_idx" ON "question_reports" USING btree ("class_id","status");--> statement-breakpoint
CREATE INDEX "question_reports_question_id_idx" ON "question_reports" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "question_reports_attempt_id_idx" ON "question_reports" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "question_reports_reporter_id_idx" ON "question_reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "question_reports_resolved_by_idx" ON "question_reports" USING btree ("resolved_by");