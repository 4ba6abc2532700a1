import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_crew_assignments_status" AS ENUM('offered', 'accepted', 'declined');
  CREATE TYPE "public"."enum_design_proofs_status" AS ENUM('awaiting_customer', 'approved', 'changes_requested');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'attendant';
  CREATE TABLE "crew_assignments_packed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" numeric NOT NULL
  );
  
  CREATE TABLE "crew_assignments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"booth" varchar NOT NULL,
  	"attendant_id" integer NOT NULL,
  	"status" "enum_crew_assignments_status" DEFAULT 'offered' NOT NULL,
  	"responded_at" timestamp(3) with time zone,
  	"checked_in_at" timestamp(3) with time zone,
  	"checked_out_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "crew_unavailable_dates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" varchar NOT NULL,
  	"attendant_id" integer NOT NULL,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "packing_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"display_order" numeric DEFAULT 10,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "packing_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"packages_id" integer,
  	"add_ons_id" integer
  );
  
  CREATE TABLE "design_proofs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"booking_id" integer NOT NULL,
  	"status" "enum_design_proofs_status" DEFAULT 'awaiting_customer' NOT NULL,
  	"customer_comment" varchar,
  	"responded_at" timestamp(3) with time zone,
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
  
  ALTER TABLE "users" ADD COLUMN "phone" varchar;
  ALTER TABLE "users" ADD COLUMN "telegram_chat_id" varchar;
  ALTER TABLE "users" ADD COLUMN "hourly_rate" numeric;
  ALTER TABLE "users" ADD COLUMN "per_event_amount" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crew_assignments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "crew_unavailable_dates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "packing_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "design_proofs_id" integer;
  ALTER TABLE "crew_assignments_packed" ADD CONSTRAINT "crew_assignments_packed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."crew_assignments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "crew_assignments" ADD CONSTRAINT "crew_assignments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crew_assignments" ADD CONSTRAINT "crew_assignments_attendant_id_users_id_fk" FOREIGN KEY ("attendant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "crew_unavailable_dates" ADD CONSTRAINT "crew_unavailable_dates_attendant_id_users_id_fk" FOREIGN KEY ("attendant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "packing_items_rels" ADD CONSTRAINT "packing_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."packing_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packing_items_rels" ADD CONSTRAINT "packing_items_rels_packages_fk" FOREIGN KEY ("packages_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "packing_items_rels" ADD CONSTRAINT "packing_items_rels_add_ons_fk" FOREIGN KEY ("add_ons_id") REFERENCES "public"."add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "design_proofs" ADD CONSTRAINT "design_proofs_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "crew_assignments_packed_order_idx" ON "crew_assignments_packed" USING btree ("_order");
  CREATE INDEX "crew_assignments_packed_parent_id_idx" ON "crew_assignments_packed" USING btree ("_parent_id");
  CREATE INDEX "crew_assignments_booking_idx" ON "crew_assignments" USING btree ("booking_id");
  CREATE INDEX "crew_assignments_attendant_idx" ON "crew_assignments" USING btree ("attendant_id");
  CREATE INDEX "crew_assignments_status_idx" ON "crew_assignments" USING btree ("status");
  CREATE INDEX "crew_assignments_updated_at_idx" ON "crew_assignments" USING btree ("updated_at");
  CREATE INDEX "crew_assignments_created_at_idx" ON "crew_assignments" USING btree ("created_at");
  CREATE INDEX "crew_unavailable_dates_date_idx" ON "crew_unavailable_dates" USING btree ("date");
  CREATE INDEX "crew_unavailable_dates_attendant_idx" ON "crew_unavailable_dates" USING btree ("attendant_id");
  CREATE INDEX "crew_unavailable_dates_updated_at_idx" ON "crew_unavailable_dates" USING btree ("updated_at");
  CREATE INDEX "crew_unavailable_dates_created_at_idx" ON "crew_unavailable_dates" USING btree ("created_at");
  CREATE INDEX "packing_items_updated_at_idx" ON "packing_items" USING btree ("updated_at");
  CREATE INDEX "packing_items_created_at_idx" ON "packing_items" USING btree ("created_at");
  CREATE INDEX "packing_items_rels_order_idx" ON "packing_items_rels" USING btree ("order");
  CREATE INDEX "packing_items_rels_parent_idx" ON "packing_items_rels" USING btree ("parent_id");
  CREATE INDEX "packing_items_rels_path_idx" ON "packing_items_rels" USING btree ("path");
  CREATE INDEX "packing_items_rels_packages_id_idx" ON "packing_items_rels" USING btree ("packages_id");
  CREATE INDEX "packing_items_rels_add_ons_id_idx" ON "packing_items_rels" USING btree ("add_ons_id");
  CREATE INDEX "design_proofs_booking_idx" ON "design_proofs" USING btree ("booking_id");
  CREATE INDEX "design_proofs_status_idx" ON "design_proofs" USING btree ("status");
  CREATE INDEX "design_proofs_updated_at_idx" ON "design_proofs" USING btree ("updated_at");
  CREATE INDEX "design_proofs_created_at_idx" ON "design_proofs" USING btree ("created_at");
  CREATE UNIQUE INDEX "design_proofs_filename_idx" ON "design_proofs" USING btree ("filename");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crew_assignments_fk" FOREIGN KEY ("crew_assignments_id") REFERENCES "public"."crew_assignments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_crew_unavailable_dates_fk" FOREIGN KEY ("crew_unavailable_dates_id") REFERENCES "public"."crew_unavailable_dates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_packing_items_fk" FOREIGN KEY ("packing_items_id") REFERENCES "public"."packing_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_design_proofs_fk" FOREIGN KEY ("design_proofs_id") REFERENCES "public"."design_proofs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_crew_assignments_id_idx" ON "payload_locked_documents_rels" USING btree ("crew_assignments_id");
  CREATE INDEX "payload_locked_documents_rels_crew_unavailable_dates_id_idx" ON "payload_locked_documents_rels" USING btree ("crew_unavailable_dates_id");
  CREATE INDEX "payload_locked_documents_rels_packing_items_id_idx" ON "payload_locked_documents_rels" USING btree ("packing_items_id");
  CREATE INDEX "payload_locked_documents_rels_design_proofs_id_idx" ON "payload_locked_documents_rels" USING btree ("design_proofs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "crew_assignments_packed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crew_assignments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "crew_unavailable_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "packing_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "packing_items_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "design_proofs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "crew_assignments_packed" CASCADE;
  DROP TABLE "crew_assignments" CASCADE;
  DROP TABLE "crew_unavailable_dates" CASCADE;
  DROP TABLE "packing_items" CASCADE;
  DROP TABLE "packing_items_rels" CASCADE;
  DROP TABLE "design_proofs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crew_assignments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_crew_unavailable_dates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_packing_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_design_proofs_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'staff');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "payload_locked_documents_rels_crew_assignments_id_idx";
  DROP INDEX "payload_locked_documents_rels_crew_unavailable_dates_id_idx";
  DROP INDEX "payload_locked_documents_rels_packing_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_design_proofs_id_idx";
  ALTER TABLE "users" DROP COLUMN "phone";
  ALTER TABLE "users" DROP COLUMN "telegram_chat_id";
  ALTER TABLE "users" DROP COLUMN "hourly_rate";
  ALTER TABLE "users" DROP COLUMN "per_event_amount";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crew_assignments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "crew_unavailable_dates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "packing_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "design_proofs_id";
  DROP TYPE "public"."enum_crew_assignments_status";
  DROP TYPE "public"."enum_design_proofs_status";`)
}
