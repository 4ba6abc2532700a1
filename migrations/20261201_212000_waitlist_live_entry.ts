import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// One live waitlist entry (waiting or offered) per email and date: joins sent at once made
// several (plugins/quotes/operations/joinWaitlist.ts; tests/int/waitlistRaces.int.spec.ts).
// Duplicates already stored keep the first place in line (an offer first); the rest are removed.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  UPDATE "waitlist_entries" AS w SET "status" = 'removed', "updated_at" = now()
  FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY lower("email"), "event_date"
      ORDER BY ("status" = 'offered') DESC, "created_at", "id"
    ) AS "place"
    FROM "waitlist_entries" WHERE "status" IN ('waiting', 'offered')
  ) AS d
  WHERE w."id" = d."id" AND d."place" > 1;
  CREATE UNIQUE INDEX IF NOT EXISTS "waitlist_entries_one_live_per_email_date"
    ON "waitlist_entries" USING btree (lower("email"), "event_date")
    WHERE "status" IN ('waiting', 'offered');`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "waitlist_entries_one_live_per_email_date";`)
}
