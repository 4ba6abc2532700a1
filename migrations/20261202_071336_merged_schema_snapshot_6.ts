import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// The schema snapshot of main after merging the issue 49, 50, 51 and 53/54 branches of
// 2026-12-02 (its .json). No SQL: generated against the issue5354_health_reviews snapshot, its one
// statement was exactly the issue49_addenda migration's (bookings.agreement_addenda), compared
// statement by statement; issue 50 and 51 changed no schema.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
