import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'emailStaffReplies' BEFORE 'syncBookingCalendar';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'emailStaffReplies' BEFORE 'syncBookingCalendar';
  ALTER TABLE "chat_sessions" ADD COLUMN "waiting_for_person" boolean DEFAULT false;
  ALTER TABLE "chat_sessions" ADD COLUMN "visitor_seen_at" timestamp(3) with time zone;
  ALTER TABLE "chat_sessions" ADD COLUMN "memory_package_slug" varchar;
  ALTER TABLE "chat_sessions" ADD COLUMN "memory_place" varchar;
  ALTER TABLE "chat_sessions" ADD COLUMN "memory_event_date" varchar;
  ALTER TABLE "chat_sessions" ADD COLUMN "memory_event_time" varchar;
  ALTER TABLE "chat_sessions" ADD COLUMN "memory_guests" numeric;
  ALTER TABLE "chat_messages" ADD COLUMN "emailed_at" timestamp(3) with time zone;
  ALTER TABLE "site_settings" ADD COLUMN "rating_source" varchar;
  CREATE INDEX "chat_sessions_waiting_for_person_idx" ON "chat_sessions" USING btree ("waiting_for_person");
  CREATE INDEX "chat_messages_emailed_at_idx" ON "chat_messages" USING btree ("emailed_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'sendCartReminders', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'retryQueuedEmails');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'sendCartReminders', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'retryQueuedEmails');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "chat_sessions_waiting_for_person_idx";
  DROP INDEX "chat_messages_emailed_at_idx";
  ALTER TABLE "chat_sessions" DROP COLUMN "waiting_for_person";
  ALTER TABLE "chat_sessions" DROP COLUMN "visitor_seen_at";
  ALTER TABLE "chat_sessions" DROP COLUMN "memory_package_slug";
  ALTER TABLE "chat_sessions" DROP COLUMN "memory_place";
  ALTER TABLE "chat_sessions" DROP COLUMN "memory_event_date";
  ALTER TABLE "chat_sessions" DROP COLUMN "memory_event_time";
  ALTER TABLE "chat_sessions" DROP COLUMN "memory_guests";
  ALTER TABLE "chat_messages" DROP COLUMN "emailed_at";
  ALTER TABLE "site_settings" DROP COLUMN "rating_source";`)
}
