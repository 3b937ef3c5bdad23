CREATE TABLE "knowledge_test_codes" (
	"class_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	CONSTRAINT "knowledge_test_codes_class_id_user_id_code_pk" PRIMARY KEY("class_id","user_id","code")
);
--> statement-breakpoint
ALTER TABLE "knowledge_test_codes" ADD CONSTRAINT "knowledge_test_codes_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_test_codes" ADD CONSTRAINT "knowledge_test_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_test_codes" ADD CONSTRAINT "knowledge_test_codes_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_test_codes_user_id_idx" ON "knowledge_test_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "knowledge_test_codes_reviewed_by_idx" ON "knowledge_test_codes" USING btree ("reviewed_by");