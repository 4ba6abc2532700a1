import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "qbo_tax_code" varchar DEFAULT 'GST/PST MB';
  ALTER TABLE "site_settings" ADD COLUMN "xero_tax_type" varchar DEFAULT 'GST + PST (MB) on Sales';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "qbo_tax_code";
  ALTER TABLE "site_settings" DROP COLUMN "xero_tax_type";`)
}
