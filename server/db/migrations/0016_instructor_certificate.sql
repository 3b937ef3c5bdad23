ALTER TABLE "users" ADD COLUMN "instructor_certificate" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "instructor_certificate_expires" date;