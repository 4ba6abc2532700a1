import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_outbox_channel" AS ENUM('email', 'sms');
  CREATE TYPE "public"."enum_sms_subscribers_status" AS ENUM('subscribed', 'stopped');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'sendDayBeforeTexts';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'sendTelegramMessage';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'retrySms';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'sendDayBeforeTexts';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'sendTelegramMessage';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'retrySms';
  CREATE TABLE "sms_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL,
  	"status" "enum_sms_subscribers_status" DEFAULT 'subscribed' NOT NULL,
  	"consent_wording" varchar,
  	"consent_at" timestamp(3) with time zone,
  	"source" varchar,
  	"stopped_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "outbox" ADD COLUMN "channel" "enum_outbox_channel" DEFAULT 'email';
  ALTER TABLE "outbox" ADD COLUMN "delivery_status" varchar;
  ALTER TABLE "outbox" ADD COLUMN "provider_id" varchar;
  ALTER TABLE "outbox" ADD COLUMN "dedupe_key" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "sms_subscribers_id" integer;
  CREATE UNIQUE INDEX "sms_subscribers_phone_idx" ON "sms_subscribers" USING btree ("phone");
  CREATE INDEX "sms_subscribers_updated_at_idx" ON "sms_subscribers" USING btree ("updated_at");
  CREATE INDEX "sms_subscribers_created_at_idx" ON "sms_subscribers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_sms_subscribers_fk" FOREIGN KEY ("sms_subscribers_id") REFERENCES "public"."sms_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "outbox_channel_idx" ON "outbox" USING btree ("channel");
  CREATE INDEX "outbox_provider_id_idx" ON "outbox" USING btree ("provider_id");
  CREATE UNIQUE INDEX "outbox_dedupe_key_idx" ON "outbox" USING btree ("dedupe_key");
  CREATE INDEX "payload_locked_documents_rels_sms_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("sms_subscribers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "sms_subscribers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "sms_subscribers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_sms_subscribers_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'chargeInstalments', 'sendCartReminders', 'emailStaffReplies', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'retryQueuedEmails', 'privacyRetention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'chargeInstalments', 'sendCartReminders', 'emailStaffReplies', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'retryQueuedEmails', 'privacyRetention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "outbox_channel_idx";
  DROP INDEX "outbox_provider_id_idx";
  DROP INDEX "outbox_dedupe_key_idx";
  DROP INDEX "payload_locked_documents_rels_sms_subscribers_id_idx";
  ALTER TABLE "outbox" DROP COLUMN "channel";
  ALTER TABLE "outbox" DROP COLUMN "delivery_status";
  ALTER TABLE "outbox" DROP COLUMN "provider_id";
  ALTER TABLE "outbox" DROP COLUMN "dedupe_key";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "sms_subscribers_id";
  DROP TYPE "public"."enum_outbox_channel";
  DROP TYPE "public"."enum_sms_subscribers_status";`)
}
