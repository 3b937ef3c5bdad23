CREATE TABLE "student_desired_retention" (
	"user_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"retention" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_desired_retention_user_id_class_id_pk" PRIMARY KEY("user_id","class_id")
);
--> statement-breakpoint
ALTER TABLE "student_desired_retention" ADD CONSTRAINT "student_desired_retention_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_desired_retention" ADD CONSTRAINT "student_desired_retention_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_desired_retention_class_id_idx" ON "student_desired_retention" USING btree ("class_id");