-- Existing questions get their first version; existing classes get their final and drill quizzes.
INSERT INTO "question_versions" ("question_id", "version", "stem", "choices", "multiple_response", "explanation", "reference", "learning_objective", "figure_hash")
SELECT "id", 1, "stem", "choices", "multiple_response", "explanation", "reference", "learning_objective", "figure_hash" FROM "questions";
--> statement-breakpoint
INSERT INTO "quizzes" ("class_id", "kind", "title", "selection", "random_count")
SELECT "id", 'final', 'Final exam', 'random', 60 FROM "classes";
--> statement-breakpoint
INSERT INTO "quizzes" ("class_id", "kind", "title", "selection", "random_count")
SELECT "id", 'drill', 'Weak-area drill', 'random', 20 FROM "classes";
