import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payments_purpose" ADD VALUE 'tip';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payments" ALTER COLUMN "purpose" SET DATA TYPE text;
  ALTER TABLE "payments" ALTER COLUMN "purpose" SET DEFAULT 'initial'::text;
  DROP TYPE "public"."enum_payments_purpose";
  CREATE TYPE "public"."enum_payments_purpose" AS ENUM('initial', 'balance');
  ALTER TABLE "payments" ALTER COLUMN "purpose" SET DEFAULT 'initial'::"public"."enum_payments_purpose";
  ALTER TABLE "payments" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_payments_purpose" USING "purpose"::"public"."enum_payments_purpose";`)
}
