import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reviews_status" AS ENUM('new', 'published', 'hidden');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'reviewRequests' BEFORE 'sendCartReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'reviewRequests' BEFORE 'sendCartReminders';
  CREATE TABLE "reviews" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"booking_id" integer NOT NULL,
  	"rating" numeric NOT NULL,
  	"words" varchar NOT NULL,
  	"first_name" varchar,
  	"event_type" varchar,
  	"publish_consent" boolean,
  	"photo_id" integer,
  	"photo_permission" boolean,
  	"submitted_at" timestamp(3) with time zone,
  	"edited_at" timestamp(3) with time zone,
  	"status" "enum_reviews_status" DEFAULT 'new' NOT NULL,
  	"hidden_reason" varchar,
  	"reply" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "review_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"opened_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"sent_via" varchar,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"stopped_at" timestamp(3) with time zone,
  	"stopped_by" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reviews_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "review_requests_id" integer;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reviews" ADD CONSTRAINT "reviews_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "reviews_booking_idx" ON "reviews" USING btree ("booking_id");
  CREATE INDEX "reviews_photo_idx" ON "reviews" USING btree ("photo_id");
  CREATE INDEX "reviews_submitted_at_idx" ON "reviews" USING btree ("submitted_at");
  CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");
  CREATE INDEX "reviews_updated_at_idx" ON "reviews" USING btree ("updated_at");
  CREATE INDEX "reviews_created_at_idx" ON "reviews" USING btree ("created_at");
  CREATE UNIQUE INDEX "review_requests_booking_idx" ON "review_requests" USING btree ("booking_id");
  CREATE INDEX "review_requests_sent_at_idx" ON "review_requests" USING btree ("sent_at");
  CREATE INDEX "review_requests_updated_at_idx" ON "review_requests" USING btree ("updated_at");
  CREATE INDEX "review_requests_created_at_idx" ON "review_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reviews_fk" FOREIGN KEY ("reviews_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_review_requests_fk" FOREIGN KEY ("review_requests_id") REFERENCES "public"."review_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reviews_id_idx" ON "payload_locked_documents_rels" USING btree ("reviews_id");
  CREATE INDEX "payload_locked_documents_rels_review_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("review_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reviews" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "review_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "reviews" CASCADE;
  DROP TABLE "review_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reviews_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_review_requests_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'chargeInstalments', 'sendDayBeforeTexts', 'gallerySizes', 'galleryDaily', 'sendCartReminders', 'offerWaitlist', 'emailStaffReplies', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'sendTelegramMessage', 'retryQueuedEmails', 'retrySms', 'privacyRetention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'chargeInstalments', 'sendDayBeforeTexts', 'gallerySizes', 'galleryDaily', 'sendCartReminders', 'offerWaitlist', 'emailStaffReplies', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'sendTelegramMessage', 'retryQueuedEmails', 'retrySms', 'privacyRetention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_reviews_id_idx";
  DROP INDEX "payload_locked_documents_rels_review_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reviews_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "review_requests_id";
  DROP TYPE "public"."enum_reviews_status";`)
}
