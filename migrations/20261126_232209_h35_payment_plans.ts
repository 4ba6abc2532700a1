import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_bookings_payment_type" ADD VALUE 'plan';
  ALTER TYPE "public"."enum_payments_payment_type" ADD VALUE 'plan';
  ALTER TABLE "bookings" ADD COLUMN "autopay" boolean DEFAULT false;
  ALTER TABLE "bookings" ADD COLUMN "next_charge_on" varchar;
  ALTER TABLE "bookings" ADD COLUMN "payment_plan" jsonb;
  ALTER TABLE "bookings" ADD COLUMN "card_on_file" jsonb;
  ALTER TABLE "bookings" ADD COLUMN "autopay_consent" jsonb;
  ALTER TABLE "payments" ADD COLUMN "save_card" boolean DEFAULT false;
  ALTER TABLE "payments" ADD COLUMN "instalment_id" varchar;
  ALTER TABLE "payments" ADD COLUMN "demo_card" varchar;
  CREATE INDEX "bookings_autopay_idx" ON "bookings" USING btree ("autopay");
  CREATE INDEX "bookings_next_charge_on_idx" ON "bookings" USING btree ("next_charge_on");
  CREATE INDEX "payments_instalment_id_idx" ON "payments" USING btree ("instalment_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ALTER COLUMN "payment_type" SET DATA TYPE text;
  ALTER TABLE "bookings" ALTER COLUMN "payment_type" SET DEFAULT 'full'::text;
  DROP TYPE "public"."enum_bookings_payment_type";
  CREATE TYPE "public"."enum_bookings_payment_type" AS ENUM('full', 'deposit');
  ALTER TABLE "bookings" ALTER COLUMN "payment_type" SET DEFAULT 'full'::"public"."enum_bookings_payment_type";
  ALTER TABLE "bookings" ALTER COLUMN "payment_type" SET DATA TYPE "public"."enum_bookings_payment_type" USING "payment_type"::"public"."enum_bookings_payment_type";
  ALTER TABLE "payments" ALTER COLUMN "payment_type" SET DATA TYPE text;
  DROP TYPE "public"."enum_payments_payment_type";
  CREATE TYPE "public"."enum_payments_payment_type" AS ENUM('full', 'deposit');
  ALTER TABLE "payments" ALTER COLUMN "payment_type" SET DATA TYPE "public"."enum_payments_payment_type" USING "payment_type"::"public"."enum_payments_payment_type";
  DROP INDEX "bookings_autopay_idx";
  DROP INDEX "bookings_next_charge_on_idx";
  DROP INDEX "payments_instalment_id_idx";
  ALTER TABLE "bookings" DROP COLUMN "autopay";
  ALTER TABLE "bookings" DROP COLUMN "next_charge_on";
  ALTER TABLE "bookings" DROP COLUMN "payment_plan";
  ALTER TABLE "bookings" DROP COLUMN "card_on_file";
  ALTER TABLE "bookings" DROP COLUMN "autopay_consent";
  ALTER TABLE "payments" DROP COLUMN "save_card";
  ALTER TABLE "payments" DROP COLUMN "instalment_id";
  ALTER TABLE "payments" DROP COLUMN "demo_card";`)
}
