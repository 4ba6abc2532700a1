import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waitlist_entries" ADD COLUMN "booking_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "waitlist_offer_hours" numeric DEFAULT 12;
  ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "waitlist_entries_booking_idx" ON "waitlist_entries" USING btree ("booking_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waitlist_entries" DROP CONSTRAINT "waitlist_entries_booking_id_bookings_id_fk";
  
  DROP INDEX "waitlist_entries_booking_idx";
  ALTER TABLE "waitlist_entries" DROP COLUMN "booking_id";
  ALTER TABLE "site_settings" DROP COLUMN "waitlist_offer_hours";`)
}
