import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_integration_state_google_status" AS ENUM('none', 'connected', 'broken');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'alertOverdueBalances' BEFORE 'sendCartReminders';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'syncBookingCalendar';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'appendBookingRow';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendStaffAlert';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'alertOverdueBalances' BEFORE 'sendCartReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'syncBookingCalendar';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'appendBookingRow';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendStaffAlert';
  CREATE TABLE "integration_state" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"google_tokens" varchar,
  	"google_status" "enum_integration_state_google_status" DEFAULT 'none',
  	"google_detail" varchar,
  	"google_connected_at" timestamp(3) with time zone,
  	"google_unreachable_at" timestamp(3) with time zone,
  	"spreadsheet_id" varchar,
  	"spreadsheet_url" varchar,
  	"telegram_token" varchar,
  	"telegram_chat_id" varchar,
  	"telegram_webhook_secret" varchar,
  	"telegram_connected_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "bookings" ADD COLUMN "balance_overdue_alerted_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "integration_state" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendCartReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendCartReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "bookings" DROP COLUMN "balance_overdue_alerted_at";
  DROP TYPE "public"."enum_integration_state_google_status";`)
}
