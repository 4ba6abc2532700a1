import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "access_token_nonce" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "booking_horizon_days" numeric DEFAULT 730;
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
  // Booking access tokens were stored in plain text: keep only their SHA-256, so old links still
  // open their booking while the database no longer holds a usable token. (No nonce: emails for
  // these older bookings cannot rebuild the link; the customer keeps the one they were sent.)
  await db.execute(sql`
   UPDATE "bookings" SET "access_token" = encode(sha256(convert_to("access_token", 'UTF8')), 'hex')
   WHERE "access_token" IS NOT NULL AND "access_token_nonce" IS NULL;`)
}

// Hashed tokens cannot be turned back into tokens: down() leaves them hashed.
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;
  ALTER TABLE "bookings" DROP COLUMN "access_token_nonce";
  ALTER TABLE "site_settings" DROP COLUMN "booking_horizon_days";`)
}
