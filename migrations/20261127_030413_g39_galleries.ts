import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_galleries_status" AS ENUM('active', 'expired');
  CREATE TYPE "public"."enum_gallery_photos_kind" AS ENUM('photo', 'gif', 'video');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'gallerySizes' BEFORE 'sendCartReminders';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'galleryDaily' BEFORE 'sendCartReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'gallerySizes' BEFORE 'sendCartReminders';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'galleryDaily' BEFORE 'sendCartReminders';
  CREATE TABLE "galleries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"slug" varchar NOT NULL,
  	"guest_code" varchar,
  	"expires_on" varchar NOT NULL,
  	"status" "enum_galleries_status" DEFAULT 'active' NOT NULL,
  	"ready_email_at" timestamp(3) with time zone,
  	"reminder_sent_at" timestamp(3) with time zone,
  	"expired_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "gallery_photos" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"gallery_id" integer NOT NULL,
  	"booking_id" integer NOT NULL,
  	"sha256" varchar NOT NULL,
  	"kind" "enum_gallery_photos_kind" NOT NULL,
  	"thumb_key" varchar,
  	"web_key" varchar,
  	"sizes_at" timestamp(3) with time zone,
  	"prefix" varchar DEFAULT 'galleries',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "galleries_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "gallery_photos_id" integer;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "gallery_photos" ADD CONSTRAINT "gallery_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "galleries_booking_idx" ON "galleries" USING btree ("booking_id");
  CREATE UNIQUE INDEX "galleries_slug_idx" ON "galleries" USING btree ("slug");
  CREATE INDEX "galleries_expires_on_idx" ON "galleries" USING btree ("expires_on");
  CREATE INDEX "galleries_status_idx" ON "galleries" USING btree ("status");
  CREATE INDEX "galleries_updated_at_idx" ON "galleries" USING btree ("updated_at");
  CREATE INDEX "galleries_created_at_idx" ON "galleries" USING btree ("created_at");
  CREATE INDEX "gallery_photos_gallery_idx" ON "gallery_photos" USING btree ("gallery_id");
  CREATE INDEX "gallery_photos_booking_idx" ON "gallery_photos" USING btree ("booking_id");
  CREATE INDEX "gallery_photos_updated_at_idx" ON "gallery_photos" USING btree ("updated_at");
  CREATE INDEX "gallery_photos_created_at_idx" ON "gallery_photos" USING btree ("created_at");
  CREATE UNIQUE INDEX "gallery_photos_filename_idx" ON "gallery_photos" USING btree ("filename");
  CREATE UNIQUE INDEX "gallery_sha256_idx" ON "gallery_photos" USING btree ("gallery_id","sha256");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_galleries_fk" FOREIGN KEY ("galleries_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_gallery_photos_fk" FOREIGN KEY ("gallery_photos_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_galleries_id_idx" ON "payload_locked_documents_rels" USING btree ("galleries_id");
  CREATE INDEX "payload_locked_documents_rels_gallery_photos_id_idx" ON "payload_locked_documents_rels" USING btree ("gallery_photos_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "galleries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "gallery_photos" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "galleries" CASCADE;
  DROP TABLE "gallery_photos" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_galleries_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_gallery_photos_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'chargeInstalments', 'sendCartReminders', 'emailStaffReplies', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'retryQueuedEmails', 'privacyRetention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'releaseExpiredHolds', 'sendBalanceReminders', 'sendFollowUps', 'alertOverdueBalances', 'chargeInstalments', 'sendCartReminders', 'emailStaffReplies', 'syncBookingCalendar', 'appendBookingRow', 'sendStaffAlert', 'retryQueuedEmails', 'privacyRetention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_galleries_id_idx";
  DROP INDEX "payload_locked_documents_rels_gallery_photos_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "galleries_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "gallery_photos_id";
  DROP TYPE "public"."enum_galleries_status";
  DROP TYPE "public"."enum_gallery_photos_kind";`)
}
