CREATE TABLE "topic_results" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	"recent" text NOT NULL,
	CONSTRAINT "topic_results_class_id_user_id_topic_id_pk" PRIMARY KEY("class_id","user_id","topic_id")
);
--> statement-breakpoint
ALTER TABLE "topic_results" ADD CONSTRAINT "topic_results_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_results" ADD CONSTRAINT "topic_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_results_user_id_idx" ON "topic_results" USING btree ("user_id");--> statement-breakpoint
-- Every answer graded before this table existed, as attempts that close from now on add theirs.
INSERT INTO "topic_results" ("class_id", "user_id", "topic_id", "answers", "correct", "recent")
SELECT a."class_id", a."user_id", q."topic_id",
  count(*)::int,
  (count(*) FILTER (WHERE ans."correct"))::int,
  left(string_agg(CASE WHEN ans."correct" THEN '1' ELSE '0' END, ''
    ORDER BY ans."saved_at" DESC, ans."attempt_id" DESC, ans."slot" DESC), 200)
FROM "attempt_answers" ans
JOIN "attempts" a ON a."id" = ans."attempt_id"
JOIN "attempt_questions" q ON q."attempt_id" = ans."attempt_id" AND q."slot" = ans."slot"
WHERE a."status" <> 'open' AND ans."correct" IS NOT NULL
GROUP BY a."class_id", a."user_id", q."topic_id";
