-- The questions an attempt closed without an answer (empty, wrong rows written at grading) counted
-- as wrong answers in topic_results: recount every student's results from real answers only.
DELETE FROM "topic_results";
--> statement-breakpoint
INSERT INTO "topic_results" ("class_id", "user_id", "topic_id", "answers", "correct", "recent")
SELECT a."class_id", a."user_id", q."topic_id",
  count(*)::int,
  (count(*) FILTER (WHERE ans."correct"))::int,
  left(string_agg(CASE WHEN ans."correct" THEN '1' ELSE '0' END, ''
    ORDER BY ans."saved_at" DESC, ans."attempt_id" DESC, ans."slot" DESC), 200)
FROM "attempt_answers" ans
JOIN "attempts" a ON a."id" = ans."attempt_id"
JOIN "attempt_questions" q ON q."attempt_id" = ans."attempt_id" AND q."slot" = ans."slot"
WHERE a."status" <> 'open' AND ans."correct" IS NOT NULL AND jsonb_array_length(ans."choice_ids") > 0
GROUP BY a."class_id", a."user_id", q."topic_id";
