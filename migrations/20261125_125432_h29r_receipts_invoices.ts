import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Receipts, credit notes and invoices (booking_documents, generated) and their numbering.
// document_counters (hand-written): one row per kind and year, incremented in the payment's own
// transaction (operations/issueDocument.ts). A sequence would skip a number on every rollback.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_booking_documents_kind" AS ENUM('receipt', 'credit_note', 'invoice');
  CREATE TABLE "booking_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"kind" "enum_booking_documents_kind" NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"booking_id" integer,
  	"payment_id" integer,
  	"description" varchar,
  	"billed_to" varchar,
  	"billed_email" varchar,
  	"method" varchar,
  	"amount_cents" numeric NOT NULL,
  	"net_cents" numeric NOT NULL,
  	"gst_cents" numeric NOT NULL,
  	"rst_cents" numeric NOT NULL,
  	"gst_percent" numeric,
  	"rst_percent" numeric,
  	"seller_legal_name" varchar,
  	"seller_gst_number" varchar,
  	"seller_address" varchar,
  	"seller_phone" varchar,
  	"seller_email" varchar,
  	"issued_on" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"sequence" numeric NOT NULL,
  	"source_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "booking_documents_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "legal_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "gst_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "gst_percent" numeric DEFAULT 5;
  ALTER TABLE "site_settings" ADD COLUMN "rst_percent" numeric DEFAULT 7;
  ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "booking_documents" ADD CONSTRAINT "booking_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "booking_documents_number_idx" ON "booking_documents" USING btree ("number");
  CREATE INDEX "booking_documents_kind_idx" ON "booking_documents" USING btree ("kind");
  CREATE INDEX "booking_documents_booking_idx" ON "booking_documents" USING btree ("booking_id");
  CREATE INDEX "booking_documents_payment_idx" ON "booking_documents" USING btree ("payment_id");
  CREATE UNIQUE INDEX "booking_documents_source_key_idx" ON "booking_documents" USING btree ("source_key");
  CREATE INDEX "booking_documents_updated_at_idx" ON "booking_documents" USING btree ("updated_at");
  CREATE INDEX "booking_documents_created_at_idx" ON "booking_documents" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_booking_documents_fk" FOREIGN KEY ("booking_documents_id") REFERENCES "public"."booking_documents"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_booking_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("booking_documents_id");`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "document_counters" (
      "kind" varchar NOT NULL,
      "year" integer NOT NULL,
      "last_number" integer NOT NULL CHECK ("last_number" > 0),
      PRIMARY KEY ("kind", "year")
    );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "document_counters";`)
  await db.execute(sql`
   ALTER TABLE "booking_documents" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "booking_documents" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_booking_documents_fk";
  
  DROP INDEX "payload_locked_documents_rels_booking_documents_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "booking_documents_id";
  ALTER TABLE "site_settings" DROP COLUMN "legal_name";
  ALTER TABLE "site_settings" DROP COLUMN "legal_address";
  ALTER TABLE "site_settings" DROP COLUMN "gst_number";
  ALTER TABLE "site_settings" DROP COLUMN "gst_percent";
  ALTER TABLE "site_settings" DROP COLUMN "rst_percent";
  DROP TYPE "public"."enum_booking_documents_kind";`)
}
