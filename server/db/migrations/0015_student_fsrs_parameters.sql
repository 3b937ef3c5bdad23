CREATE TABLE "student_fsrs_parameters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"parameters" jsonb,
	"review_count" integer NOT NULL,
	"fitted_at" timestamp with time zone,
	"log_loss" double precision,
	"rmse_bins" double precision,
	"default_log_loss" double precision,
	"default_rmse_bins" double precision,
	"claimed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "student_fsrs_parameters" ADD CONSTRAINT "student_fsrs_parameters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;