import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_outbox_status" ADD VALUE 'queued' BEFORE 'failed';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'retryQueuedEmails';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'retryQueuedEmails';
  ALTER TABLE "outbox" ADD COLUMN "attempts" numeric DEFAULT 0;
  ALTER TABLE "outbox" ADD COLUMN "last_attempt_at" timestamp(3) with time zone;
  ALTER TABLE "outbox" ADD COLUMN "next_attempt_at" timestamp(3) with time zone;
  CREATE INDEX "outbox_next_attempt_at_idx" ON "outbox" USING btree ("next_attempt_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'sending'::text;
  DROP TYPE "public"."enum_outbox_status";
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('sending', 'sent', 'failed', 'not_sent');
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DEFAULT 'sending'::"public"."enum_outbox_status";
  ALTER TABLE "outbox" ALTER COLUMN "status" SET DATA TYPE "public"."enum_outbox_status" USING "status"::"public"."enum_outbox_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendCartReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendCartReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "outbox_next_attempt_at_idx";
  ALTER TABLE "outbox" DROP COLUMN "attempts";
  ALTER TABLE "outbox" DROP COLUMN "last_attempt_at";
  ALTER TABLE "outbox" DROP COLUMN "next_attempt_at";`)
}
