import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The database itself refuses a double booking: no two held/confirmed reservations of the same
// booth may overlap in time. Violations raise SQLSTATE 23P01 ("no longer available").
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS btree_gist;
    ALTER TABLE "booth_reservations" ADD CONSTRAINT "booth_reservations_booth_check" CHECK ("booth" IN ('booth1', 'booth2'));
    ALTER TABLE "booth_reservations" ADD CONSTRAINT "booth_reservations_interval_check" CHECK ("ends_at" > "starts_at");
    ALTER TABLE "booth_reservations" ADD CONSTRAINT "booth_reservations_no_overlap"
      EXCLUDE USING gist ("booth" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
      WHERE ("status" IN ('held', 'confirmed'));
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "booth_reservations" DROP CONSTRAINT IF EXISTS "booth_reservations_no_overlap";
    ALTER TABLE "booth_reservations" DROP CONSTRAINT IF EXISTS "booth_reservations_interval_check";
    ALTER TABLE "booth_reservations" DROP CONSTRAINT IF EXISTS "booth_reservations_booth_check";
  `)
}
