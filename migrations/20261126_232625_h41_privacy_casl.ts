import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_unsubscribes_list" AS ENUM('cart_reminders', 'newsletter', 'marketing', 'all');
  CREATE TYPE "public"."enum_unsubscribes_method" AS ENUM('one_click', 'link', 'staff');
  CREATE TYPE "public"."enum_privacy_log_action" AS ENUM('export', 'erase', 'retention');
  ALTER TYPE "public"."enum_inquiries_kind" ADD VALUE 'accessibility';
  CREATE TABLE "consents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source" varchar NOT NULL,
  	"wording" varchar NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "unsubscribes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"list" "enum_unsubscribes_list" NOT NULL,
  	"method" "enum_unsubscribes_method" DEFAULT 'staff',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_privacy_log_action" NOT NULL,
  	"summary" varchar NOT NULL,
  	"actor" varchar,
  	"subject_hash" varchar,
  	"details" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "privacy_breaches" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"occurred_on" timestamp(3) with time zone,
  	"determined_on" timestamp(3) with time zone NOT NULL,
  	"what" varchar NOT NULL,
  	"information" varchar,
  	"people_affected" numeric,
  	"real_risk_of_significant_harm" boolean,
  	"reported_to_commissioner" boolean,
  	"reported_on" timestamp(3) with time zone,
  	"people_notified_on" timestamp(3) with time zone,
  	"steps" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "inquiries" ADD COLUMN "accessible_document" varchar;
  ALTER TABLE "inquiries" ADD COLUMN "accessible_format" varchar;
  ALTER TABLE "outbox" ADD COLUMN "kind" varchar;
  ALTER TABLE "outbox" ADD COLUMN "headers" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "unsubscribes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_breaches_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "mailing_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "retention_cart_days" numeric DEFAULT 90;
  ALTER TABLE "site_settings" ADD COLUMN "retention_chat_days" numeric DEFAULT 365;
  ALTER TABLE "site_settings" ADD COLUMN "retention_customer_years" numeric DEFAULT 6;
  ALTER TABLE "site_settings" ADD COLUMN "retention_outbox_body_years" numeric DEFAULT 2;
  CREATE INDEX "consents_email_idx" ON "consents" USING btree ("email");
  CREATE INDEX "consents_confirmed_at_idx" ON "consents" USING btree ("confirmed_at");
  CREATE INDEX "consents_updated_at_idx" ON "consents" USING btree ("updated_at");
  CREATE INDEX "consents_created_at_idx" ON "consents" USING btree ("created_at");
  CREATE INDEX "unsubscribes_email_idx" ON "unsubscribes" USING btree ("email");
  CREATE INDEX "unsubscribes_updated_at_idx" ON "unsubscribes" USING btree ("updated_at");
  CREATE INDEX "unsubscribes_created_at_idx" ON "unsubscribes" USING btree ("created_at");
  CREATE INDEX "privacy_log_action_idx" ON "privacy_log" USING btree ("action");
  CREATE INDEX "privacy_log_subject_hash_idx" ON "privacy_log" USING btree ("subject_hash");
  CREATE INDEX "privacy_log_updated_at_idx" ON "privacy_log" USING btree ("updated_at");
  CREATE INDEX "privacy_log_created_at_idx" ON "privacy_log" USING btree ("created_at");
  CREATE INDEX "privacy_breaches_determined_on_idx" ON "privacy_breaches" USING btree ("determined_on");
  CREATE INDEX "privacy_breaches_updated_at_idx" ON "privacy_breaches" USING btree ("updated_at");
  CREATE INDEX "privacy_breaches_created_at_idx" ON "privacy_breaches" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consents_fk" FOREIGN KEY ("consents_id") REFERENCES "public"."consents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_unsubscribes_fk" FOREIGN KEY ("unsubscribes_id") REFERENCES "public"."unsubscribes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_log_fk" FOREIGN KEY ("privacy_log_id") REFERENCES "public"."privacy_log"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_breaches_fk" FOREIGN KEY ("privacy_breaches_id") REFERENCES "public"."privacy_breaches"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "outbox_kind_idx" ON "outbox" USING btree ("kind");
  CREATE INDEX "payload_locked_documents_rels_consents_id_idx" ON "payload_locked_documents_rels" USING btree ("consents_id");
  CREATE INDEX "payload_locked_documents_rels_unsubscribes_id_idx" ON "payload_locked_documents_rels" USING btree ("unsubscribes_id");
  CREATE INDEX "payload_locked_documents_rels_privacy_log_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_log_id");
  CREATE INDEX "payload_locked_documents_rels_privacy_breaches_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_breaches_id");`)
  // Hand-written: the privacy log is append-only for everyone, the app's own role included.
  await db.execute(sql`
  CREATE FUNCTION privacy_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    RAISE EXCEPTION 'privacy_log is append-only: entries are never changed or deleted';
  END $$;
  CREATE TRIGGER privacy_log_no_update_delete BEFORE UPDATE OR DELETE ON "privacy_log"
    FOR EACH ROW EXECUTE FUNCTION privacy_log_append_only();
  CREATE TRIGGER privacy_log_no_truncate BEFORE TRUNCATE ON "privacy_log"
    FOR EACH STATEMENT EXECUTE FUNCTION privacy_log_append_only();`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER privacy_log_no_truncate ON "privacy_log";
  DROP TRIGGER privacy_log_no_update_delete ON "privacy_log";
  DROP FUNCTION privacy_log_append_only();
   ALTER TABLE "consents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "unsubscribes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "privacy_breaches" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consents" CASCADE;
  DROP TABLE "unsubscribes" CASCADE;
  DROP TABLE "privacy_log" CASCADE;
  DROP TABLE "privacy_breaches" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_unsubscribes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_log_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_breaches_fk";
  
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DEFAULT 'contact'::text;
  DROP TYPE "public"."enum_inquiries_kind";
  CREATE TYPE "public"."enum_inquiries_kind" AS ENUM('contact', 'custom_quote', 'accommodation', 'outside_area');
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DEFAULT 'contact'::"public"."enum_inquiries_kind";
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_inquiries_kind" USING "kind"::"public"."enum_inquiries_kind";
  DROP INDEX "outbox_kind_idx";
  DROP INDEX "payload_locked_documents_rels_consents_id_idx";
  DROP INDEX "payload_locked_documents_rels_unsubscribes_id_idx";
  DROP INDEX "payload_locked_documents_rels_privacy_log_id_idx";
  DROP INDEX "payload_locked_documents_rels_privacy_breaches_id_idx";
  ALTER TABLE "inquiries" DROP COLUMN "accessible_document";
  ALTER TABLE "inquiries" DROP COLUMN "accessible_format";
  ALTER TABLE "outbox" DROP COLUMN "kind";
  ALTER TABLE "outbox" DROP COLUMN "headers";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "unsubscribes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_log_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_breaches_id";
  ALTER TABLE "site_settings" DROP COLUMN "mailing_address";
  ALTER TABLE "site_settings" DROP COLUMN "retention_cart_days";
  ALTER TABLE "site_settings" DROP COLUMN "retention_chat_days";
  ALTER TABLE "site_settings" DROP COLUMN "retention_customer_years";
  ALTER TABLE "site_settings" DROP COLUMN "retention_outbox_body_years";
  DROP TYPE "public"."enum_unsubscribes_list";
  DROP TYPE "public"."enum_unsubscribes_method";
  DROP TYPE "public"."enum_privacy_log_action";`)
}
