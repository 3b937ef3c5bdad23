-- Every committed write to a table that a server process keeps a copy of in memory (sessions and
-- roles for authentication, a student's class list) is announced on the channel data_changed,
-- with the table's name, to every listening connection of every process; a process drops its
-- copies when it hears one. PostgreSQL sends one notice per table and transaction, after commit.
CREATE FUNCTION "announce_data_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('data_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A new session is in nobody's copy: only its end or change is announced.
CREATE TRIGGER "sessions_announce_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
--> statement-breakpoint
CREATE TRIGGER "users_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
--> statement-breakpoint
CREATE TRIGGER "class_invitations_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "class_invitations"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
--> statement-breakpoint
CREATE TRIGGER "classes_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "classes"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
--> statement-breakpoint
CREATE TRIGGER "topics_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "topics"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
--> statement-breakpoint
CREATE TRIGGER "questions_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "questions"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
--> statement-breakpoint
CREATE TRIGGER "flashcards_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "flashcards"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
--> statement-breakpoint
CREATE TRIGGER "flashcard_states_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "flashcard_states"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
--> statement-breakpoint
CREATE TRIGGER "flashcard_reviews_announce_change" AFTER INSERT OR UPDATE OR DELETE ON "flashcard_reviews"
  FOR EACH ROW EXECUTE FUNCTION "announce_data_change"();
