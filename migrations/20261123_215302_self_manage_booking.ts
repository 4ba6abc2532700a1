import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_event_details_power_nearby" AS ENUM('yes', 'no', 'unsure');
  CREATE TYPE "public"."enum_bookings_event_details_access" AS ENUM('ground', 'elevator', 'stairs');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendFollowUps' BEFORE 'sendCartReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendFollowUps' BEFORE 'sendCartReminders';
  ALTER TABLE "bookings" ADD COLUMN "event_details_venue_contact_name" varchar;
  ALTER TABLE "bookings" ADD COLUMN "event_details_venue_contact_phone" varchar;
  ALTER TABLE "bookings" ADD COLUMN "event_details_booth_placement" varchar;
  ALTER TABLE "bookings" ADD COLUMN "event_details_power_nearby" "enum_bookings_event_details_power_nearby";
  ALTER TABLE "bookings" ADD COLUMN "event_details_access" "enum_bookings_event_details_access";
  ALTER TABLE "bookings" ADD COLUMN "event_details_frame_text" varchar;
  ALTER TABLE "bookings" ADD COLUMN "event_details_frame_colours" varchar;
  ALTER TABLE "bookings" ADD COLUMN "event_details_welcome_screen_text" varchar;
  ALTER TABLE "bookings" ADD COLUMN "event_details_submitted_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "gallery_url" varchar;
  ALTER TABLE "bookings" ADD COLUMN "details_request_sent_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "details_reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "thank_you_sent_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "free_reschedules" numeric DEFAULT 1;
  ALTER TABLE "site_settings" ADD COLUMN "details_request_days_before" numeric DEFAULT 7;
  ALTER TABLE "site_settings" ADD COLUMN "details_reminder_days_before" numeric DEFAULT 3;
  ALTER TABLE "site_settings" ADD COLUMN "review_url" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendCartReminders', 'retryQueuedEmails');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendCartReminders', 'retryQueuedEmails');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "bookings" DROP COLUMN "event_details_venue_contact_name";
  ALTER TABLE "bookings" DROP COLUMN "event_details_venue_contact_phone";
  ALTER TABLE "bookings" DROP COLUMN "event_details_booth_placement";
  ALTER TABLE "bookings" DROP COLUMN "event_details_power_nearby";
  ALTER TABLE "bookings" DROP COLUMN "event_details_access";
  ALTER TABLE "bookings" DROP COLUMN "event_details_frame_text";
  ALTER TABLE "bookings" DROP COLUMN "event_details_frame_colours";
  ALTER TABLE "bookings" DROP COLUMN "event_details_welcome_screen_text";
  ALTER TABLE "bookings" DROP COLUMN "event_details_submitted_at";
  ALTER TABLE "bookings" DROP COLUMN "gallery_url";
  ALTER TABLE "bookings" DROP COLUMN "details_request_sent_at";
  ALTER TABLE "bookings" DROP COLUMN "details_reminder_sent_at";
  ALTER TABLE "bookings" DROP COLUMN "thank_you_sent_at";
  ALTER TABLE "site_settings" DROP COLUMN "free_reschedules";
  ALTER TABLE "site_settings" DROP COLUMN "details_request_days_before";
  ALTER TABLE "site_settings" DROP COLUMN "details_reminder_days_before";
  ALTER TABLE "site_settings" DROP COLUMN "review_url";
  DROP TYPE "public"."enum_bookings_event_details_power_nearby";
  DROP TYPE "public"."enum_bookings_event_details_access";`)
}
