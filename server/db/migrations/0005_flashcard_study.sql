CREATE TABLE "flashcard_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"flashcard_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"state_before" smallint NOT NULL,
	"due_before" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"last_elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"card_before" jsonb,
	"due_after" timestamp with time zone NOT NULL,
	"duration_ms" integer,
	"reviewed_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	CONSTRAINT "flashcard_reviews_user_review_id" UNIQUE("user_id","review_id")
);
--> statement-breakpoint
CREATE TABLE "flashcard_states" (
	"user_id" integer NOT NULL,
	"flashcard_id" integer NOT NULL,
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
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flashcard_states_user_id_flashcard_id_pk" PRIMARY KEY("user_id","flashcard_id")
);
--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_reviews" ADD CONSTRAINT "flashcard_reviews_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_states" ADD CONSTRAINT "flashcard_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_states" ADD CONSTRAINT "flashcard_states_flashcard_id_flashcards_id_fk" FOREIGN KEY ("flashcard_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flashcard_states" ADD CONSTRAINT "flashcard_states_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flashcard_reviews_user_card_idx" ON "flashcard_reviews" USING btree ("user_id","flashcard_id");--> statement-breakpoint
CREATE INDEX "flashcard_reviews_class_user_reviewed_idx" ON "flashcard_reviews" USING btree ("class_id","user_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "flashcard_states_flashcard_id_idx" ON "flashcard_states" USING btree ("flashcard_id");--> statement-breakpoint
CREATE INDEX "flashcard_states_class_id_idx" ON "flashcard_states" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "flashcard_states_user_class_due_idx" ON "flashcard_states" USING btree ("user_id","class_id","due");