import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// The schema snapshot of main after merging the issue 49, 53 and 54 branches (its .json). No SQL:
// generated against issue 53's snapshot, its statements were exactly those of the issue54_reviews
// and issue49_agreed_terms migrations (the reviews tables and enum, the reviewRequests job slug,
// bookings.agreement_agreed), compared statement by statement.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
