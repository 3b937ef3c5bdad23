CREATE TABLE "lti_contexts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"deployment_id" text NOT NULL,
	"context_id" text NOT NULL,
	"class_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"line_items_url" text,
	"ags_scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"memberships_url" text,
	"roster_synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_deployments" (
	"platform_id" integer NOT NULL,
	"deployment_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_deployments_platform_id_deployment_id_pk" PRIMARY KEY("platform_id","deployment_id")
);
--> statement-breakpoint
CREATE TABLE "lti_launch_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" text,
	"client_id" text,
	"deployment_id" text,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_launch_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"platform_id" integer NOT NULL,
	"target_link_uri" text NOT NULL,
	"storage_target" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "lti_launch_states_nonce_unique" UNIQUE("nonce")
);
--> statement-breakpoint
CREATE TABLE "lti_people" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_people_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "lti_platform_key_sets" (
	"platform_id" integer PRIMARY KEY NOT NULL,
	"jwks" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"auth_url" text NOT NULL,
	"token_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"registered_by" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_platforms_issuer_client_unique" UNIQUE("issuer","client_id")
);
--> statement-breakpoint
CREATE TABLE "lti_resource_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"resource_link_id" text NOT NULL,
	"target" jsonb,
	"line_item_url" text,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_score_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"resource_link_id" integer NOT NULL,
	"score" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"next_try_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_tool_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_deployments" ADD CONSTRAINT "lti_deployments_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_launch_states" ADD CONSTRAINT "lti_launch_states_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_people" ADD CONSTRAINT "lti_people_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platform_key_sets" ADD CONSTRAINT "lti_platform_key_sets_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_context_id_lti_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."lti_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_outbox" ADD CONSTRAINT "lti_score_outbox_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_outbox" ADD CONSTRAINT "lti_score_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_score_outbox" ADD CONSTRAINT "lti_score_outbox_resource_link_id_lti_resource_links_id_fk" FOREIGN KEY ("resource_link_id") REFERENCES "public"."lti_resource_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_contexts_key_idx" ON "lti_contexts" USING btree ("issuer","deployment_id","context_id");--> statement-breakpoint
CREATE INDEX "lti_contexts_class_id_idx" ON "lti_contexts" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "lti_launch_failures_created_at_idx" ON "lti_launch_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lti_launch_states_expires_at_idx" ON "lti_launch_states" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lti_people_user_id_idx" ON "lti_people" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_resource_links_key_idx" ON "lti_resource_links" USING btree ("context_id","resource_link_id");--> statement-breakpoint
CREATE INDEX "lti_score_outbox_due_idx" ON "lti_score_outbox" USING btree ("status","next_try_at");--> statement-breakpoint
CREATE INDEX "lti_score_outbox_user_id_idx" ON "lti_score_outbox" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_score_outbox_attempt_idx" ON "lti_score_outbox" USING btree ("attempt_id","resource_link_id");