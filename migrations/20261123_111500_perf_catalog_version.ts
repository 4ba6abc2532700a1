import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// One row whose version the catalog's afterChange hooks bump; every app server compares it
// with its in-memory copy of the catalog (plugins/booking/operations/catalog/catalogCache.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "booking_catalog_version" (
      "id" integer PRIMARY KEY CHECK ("id" = 1),
      "version" bigint NOT NULL DEFAULT 0
    );
    INSERT INTO "booking_catalog_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "booking_catalog_version";`)
}
