CREATE TABLE "accommodations" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"extra_time_percent" integer DEFAULT 0 NOT NULL,
	"extra_time_minutes" integer DEFAULT 0 NOT NULL,
	"extra_final_attempts" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accommodations_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"class_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" smallint NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "join_code_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodations" ADD CONSTRAINT "accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_invitations" ADD CONSTRAINT "class_invitations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_invitations" ADD CONSTRAINT "class_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodations_user_id_idx" ON "accommodations" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_invitations_class_email_role_idx" ON "class_invitations" USING btree ("class_id",lower("email"),"role");--> statement-breakpoint
CREATE INDEX "class_invitations_email_idx" ON "class_invitations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "class_invitations_invited_by_idx" ON "class_invitations" USING btree ("invited_by");