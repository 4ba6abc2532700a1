import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'nightlyBackup';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'checkHealth';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'nightlyBackup';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'checkHealth';
  CREATE TABLE "health_incidents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"kind" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"next_step" varchar NOT NULL,
  	"opened_at" timestamp(3) with time zone NOT NULL,
  	"cleared_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "health_incidents_id" integer;
  CREATE INDEX "health_incidents_key_idx" ON "health_incidents" USING btree ("key");
  CREATE INDEX "health_incidents_cleared_at_idx" ON "health_incidents" USING btree ("cleared_at");
  -- One open incident per key, across servers: the second insert of an open one does nothing.
  CREATE UNIQUE INDEX "health_incidents_open_key" ON "health_incidents" ("key") WHERE "cleared_at" IS NULL;
  CREATE INDEX "health_incidents_updated_at_idx" ON "health_incidents" USING btree ("updated_at");
  CREATE INDEX "health_incidents_created_at_idx" ON "health_incidents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_health_incidents_fk" FOREIGN KEY ("health_incidents_id") REFERENCES "public"."health_incidents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_health_incidents_id_idx" ON "payload_locked_documents_rels" USING btree ("health_incidents_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "health_incidents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "health_incidents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_health_incidents_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'chargeInstalments', 'sendDayBeforeTexts', 'gallerySizes', 'galleryDaily', 'sendCartReminders', 'offerWaitlist', 'emailStaffReplies', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'sendTelegramMessage', 'retryQueuedEmails', 'retrySms', 'privacyRetention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'chargeInstalments', 'sendDayBeforeTexts', 'gallerySizes', 'galleryDaily', 'sendCartReminders', 'offerWaitlist', 'emailStaffReplies', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'sendTelegramMessage', 'retryQueuedEmails', 'retrySms', 'privacyRetention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_health_incidents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "health_incidents_id";`)
}
