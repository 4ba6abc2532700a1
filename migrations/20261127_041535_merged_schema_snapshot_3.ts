import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// The schema snapshot of main after merging the galleries, waitlist, text-message and tips
// branches (its .json). No SQL: generated against the tips branch's snapshot, its 64 statements
// were exactly those of the g39, q36 and c38 migrations, compared statement by statement.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
