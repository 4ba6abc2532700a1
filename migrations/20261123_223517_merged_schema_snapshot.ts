import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// No SQL: the outbox, google and self branches each brought their own migration. This one only
// carries the merged schema snapshot (the .json beside it), so that the next migrate:create
// compares against the real schema.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
