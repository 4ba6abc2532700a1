import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_bookings_source" AS ENUM('online', 'phone', 'email');
  CREATE TYPE "public"."enum_outbox_status" AS ENUM('sending', 'sent', 'failed', 'not_sent');
  ALTER TYPE "public"."enum_payments_gateway" ADD VALUE 'offline';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendCartReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendCartReminders';
  CREATE TABLE "bookings_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"actor" varchar NOT NULL,
  	"action" varchar NOT NULL,
  	"amount_cents" numeric,
  	"note" varchar
  );
  
  CREATE TABLE "outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"status" "enum_outbox_status" DEFAULT 'sending' NOT NULL,
  	"transport" varchar,
  	"error" varchar,
  	"booking_id" integer,
  	"resend_of_id" integer,
  	"from" varchar,
  	"reply_to" varchar,
  	"text" varchar,
  	"html" varchar,
  	"attachments" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "source" "enum_bookings_source" DEFAULT 'online';
  ALTER TABLE "bookings" ADD COLUMN "reschedule_count" numeric DEFAULT 0;
  ALTER TABLE "payments" ADD COLUMN "note" varchar;
  ALTER TABLE "carts" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "outbox_id" integer;
  ALTER TABLE "bookings_history" ADD CONSTRAINT "bookings_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outbox" ADD CONSTRAINT "outbox_resend_of_id_outbox_id_fk" FOREIGN KEY ("resend_of_id") REFERENCES "public"."outbox"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "bookings_history_order_idx" ON "bookings_history" USING btree ("_order");
  CREATE INDEX "bookings_history_parent_id_idx" ON "bookings_history" USING btree ("_parent_id");
  CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to");
  CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");
  CREATE INDEX "outbox_booking_idx" ON "outbox" USING btree ("booking_id");
  CREATE INDEX "outbox_resend_of_idx" ON "outbox" USING btree ("resend_of_id");
  CREATE INDEX "outbox_updated_at_idx" ON "outbox" USING btree ("updated_at");
  CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_outbox_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "bookings_history" CASCADE;
  DROP TABLE "outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_outbox_fk";
  
  ALTER TABLE "payments" ALTER COLUMN "gateway" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_gateway";
  CREATE TYPE "public"."enum_payments_gateway" AS ENUM('stripe', 'demo');
  ALTER TABLE "payments" ALTER COLUMN "gateway" SET DATA TYPE "public"."enum_payments_gateway" USING "gateway"::"public"."enum_payments_gateway";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_outbox_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "source";
  ALTER TABLE "bookings" DROP COLUMN "reschedule_count";
  ALTER TABLE "payments" DROP COLUMN "note";
  ALTER TABLE "carts" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "outbox_id";
  DROP TYPE "public"."enum_bookings_source";
  DROP TYPE "public"."enum_outbox_status";`)
}
