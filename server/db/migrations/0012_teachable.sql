CREATE TABLE "teachable_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"teachable_user_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text,
	"access_token" text,
	"refresh_token" text,
	"access_expires_at" timestamp with time zone,
	"scopes" text DEFAULT '' NOT NULL,
	"enrolments_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachable_accounts_school_user_unique" UNIQUE("school_id","teachable_user_id")
);
--> statement-breakpoint
CREATE TABLE "teachable_course_classes" (
	"school_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"class_id" integer NOT NULL,
	CONSTRAINT "teachable_course_classes_school_id_course_id_pk" PRIMARY KEY("school_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "teachable_enrolments" (
	"school_id" integer NOT NULL,
	"teachable_user_id" text NOT NULL,
	"course_id" text NOT NULL,
	"active" boolean NOT NULL,
	"reported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "teachable_enrolments_school_id_teachable_user_id_course_id_pk" PRIMARY KEY("school_id","teachable_user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "teachable_schools" (
	"id" serial PRIMARY KEY NOT NULL,
	"school_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"school_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"api_key" text,
	"webhook_token" text NOT NULL,
	"webhook_token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachable_schools_school_id_unique" UNIQUE("school_id"),
	CONSTRAINT "teachable_schools_webhook_token_hash_unique" UNIQUE("webhook_token_hash")
);
--> statement-breakpoint
CREATE TABLE "teachable_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"school_id" integer NOT NULL,
	"claim_hash" text,
	"return_path" text DEFAULT '/' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"user_id" integer,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "teachable_sign_ins_claim_hash_unique" UNIQUE("claim_hash")
);
--> statement-breakpoint
CREATE TABLE "teachable_webhook_events" (
	"school_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teachable_webhook_events_school_id_event_id_pk" PRIMARY KEY("school_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "teachable_accounts" ADD CONSTRAINT "teachable_accounts_school_id_teachable_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."teachable_schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachable_accounts" ADD CONSTRAINT "teachable_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachable_course_classes" ADD CONSTRAINT "teachable_course_classes_school_id_teachable_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."teachable_schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachable_course_classes" ADD CONSTRAINT "teachable_course_classes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachable_enrolments" ADD CONSTRAINT "teachable_enrolments_school_id_teachable_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."teachable_schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachable_sign_ins" ADD CONSTRAINT "teachable_sign_ins_school_id_teachable_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."teachable_schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachable_sign_ins" ADD CONSTRAINT "teachable_sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teachable_webhook_events" ADD CONSTRAINT "teachable_webhook_events_school_id_teachable_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."teachable_schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teachable_accounts_user_id_idx" ON "teachable_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "teachable_course_classes_class_id_idx" ON "teachable_course_classes" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "teachable_sign_ins_expires_at_idx" ON "teachable_sign_ins" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "teachable_sign_ins_school_id_idx" ON "teachable_sign_ins" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "teachable_sign_ins_user_id_idx" ON "teachable_sign_ins" USING btree ("user_id");