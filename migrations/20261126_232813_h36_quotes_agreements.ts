import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_quotes_status" AS ENUM('sent', 'accepted', 'declined', 'expired');
  ALTER TYPE "public"."enum_bookings_source" ADD VALUE 'quote';
  CREATE TABLE "terms_versions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version" varchar NOT NULL,
  	"hash" varchar NOT NULL,
  	"title" varchar,
  	"effective_date" varchar,
  	"published_at" timestamp(3) with time zone,
  	"text" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quotes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"status" "enum_quotes_status" DEFAULT 'sent' NOT NULL,
  	"customer_name" varchar,
  	"email" varchar,
  	"lead_id" integer,
  	"booking_id" integer,
  	"hold_booking_id" integer,
  	"total_cents" numeric DEFAULT 0,
  	"expires_on" varchar NOT NULL,
  	"hold_booth" boolean DEFAULT false,
  	"revision" numeric DEFAULT 1,
  	"accepted_at" timestamp(3) with time zone,
  	"request" jsonb,
  	"priced" jsonb,
  	"revisions" jsonb,
  	"access_token" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "bookings" ADD COLUMN "agreement_terms_version_id" integer;
  ALTER TABLE "bookings" ADD COLUMN "agreement_version" varchar;
  ALTER TABLE "bookings" ADD COLUMN "agreement_hash" varchar;
  ALTER TABLE "bookings" ADD COLUMN "agreement_signature_name" varchar;
  ALTER TABLE "bookings" ADD COLUMN "agreement_signed_at" timestamp(3) with time zone;
  ALTER TABLE "bookings" ADD COLUMN "agreement_document_number" varchar;
  ALTER TABLE "bookings" ADD COLUMN "agreement_ip" varchar;
  ALTER TABLE "bookings" ADD COLUMN "agreement_user_agent" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "terms_versions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quotes_id" integer;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_lead_id_inquiries_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."inquiries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "quotes" ADD CONSTRAINT "quotes_hold_booking_id_bookings_id_fk" FOREIGN KEY ("hold_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "terms_versions_hash_idx" ON "terms_versions" USING btree ("hash");
  CREATE INDEX "terms_versions_updated_at_idx" ON "terms_versions" USING btree ("updated_at");
  CREATE INDEX "terms_versions_created_at_idx" ON "terms_versions" USING btree ("created_at");
  CREATE UNIQUE INDEX "quotes_number_idx" ON "quotes" USING btree ("number");
  CREATE INDEX "quotes_status_idx" ON "quotes" USING btree ("status");
  CREATE INDEX "quotes_email_idx" ON "quotes" USING btree ("email");
  CREATE INDEX "quotes_lead_idx" ON "quotes" USING btree ("lead_id");
  CREATE INDEX "quotes_booking_idx" ON "quotes" USING btree ("booking_id");
  CREATE INDEX "quotes_hold_booking_idx" ON "quotes" USING btree ("hold_booking_id");
  CREATE INDEX "quotes_updated_at_idx" ON "quotes" USING btree ("updated_at");
  CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");
  ALTER TABLE "bookings" ADD CONSTRAINT "bookings_agreement_terms_version_id_terms_versions_id_fk" FOREIGN KEY ("agreement_terms_version_id") REFERENCES "public"."terms_versions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_terms_versions_fk" FOREIGN KEY ("terms_versions_id") REFERENCES "public"."terms_versions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quotes_fk" FOREIGN KEY ("quotes_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "bookings_agreement_agreement_terms_version_idx" ON "bookings" USING btree ("agreement_terms_version_id");
  CREATE INDEX "payload_locked_documents_rels_terms_versions_id_idx" ON "payload_locked_documents_rels" USING btree ("terms_versions_id");
  CREATE INDEX "payload_locked_documents_rels_quotes_id_idx" ON "payload_locked_documents_rels" USING btree ("quotes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "terms_versions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "quotes" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "terms_versions" CASCADE;
  DROP TABLE "quotes" CASCADE;
  ALTER TABLE "bookings" DROP CONSTRAINT "bookings_agreement_terms_version_id_terms_versions_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_terms_versions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quotes_fk";
  
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DEFAULT 'online'::text;
  DROP TYPE "public"."enum_bookings_source";
  CREATE TYPE "public"."enum_bookings_source" AS ENUM('online', 'phone', 'email');
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DEFAULT 'online'::"public"."enum_bookings_source";
  ALTER TABLE "bookings" ALTER COLUMN "source" SET DATA TYPE "public"."enum_bookings_source" USING "source"::"public"."enum_bookings_source";
  DROP INDEX "bookings_agreement_agreement_terms_version_idx";
  DROP INDEX "payload_locked_documents_rels_terms_versions_id_idx";
  DROP INDEX "payload_locked_documents_rels_quotes_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "agreement_terms_version_id";
  ALTER TABLE "bookings" DROP COLUMN "agreement_version";
  ALTER TABLE "bookings" DROP COLUMN "agreement_hash";
  ALTER TABLE "bookings" DROP COLUMN "agreement_signature_name";
  ALTER TABLE "bookings" DROP COLUMN "agreement_signed_at";
  ALTER TABLE "bookings" DROP COLUMN "agreement_document_number";
  ALTER TABLE "bookings" DROP COLUMN "agreement_ip";
  ALTER TABLE "bookings" DROP COLUMN "agreement_user_agent";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "terms_versions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quotes_id";
  DROP TYPE "public"."enum_quotes_status";`)
}
