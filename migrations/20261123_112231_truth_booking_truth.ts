import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { recomputeZoneInstants } from '../plugins/booking/operations/runtime/recomputeZoneInstants'

// Schema: a staff-visible schedule conflict flag and the client key behind each hold.
// Data: bookings from 2026-11-01 on were stored with the runtime ICU's old Winnipeg rules
// (UTC-6 in winter); their instants are re-derived from their wall clock with the bundled data.

export async function up({ db, payload }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "bookings" ADD COLUMN "schedule_conflict" varchar;
  ALTER TABLE "bookings" ADD COLUMN "client_key" varchar;
  CREATE INDEX "bookings_client_key_idx" ON "bookings" USING btree ("client_key");`)
  const result = await recomputeZoneInstants(db, (m) => payload.logger.warn(m))
  payload.logger.info(
    `Winnipeg time rules: re-derived ${result.moved} booking(s), ${result.conflicts} conflict(s) flagged`,
  )
}

// Instants stay as re-derived: the old ones were wrong.
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "bookings_client_key_idx";
  ALTER TABLE "bookings" DROP COLUMN "schedule_conflict";
  ALTER TABLE "bookings" DROP COLUMN "client_key";`)
}
