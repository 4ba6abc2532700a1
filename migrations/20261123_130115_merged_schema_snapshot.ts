import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// No SQL: branches merged on 2026-11-23 each carried their own migration (truth, harden, staff, chat),
// all applied above. This file only records the merged schema snapshot (the .json beside it), so
// the next `migrate:create` diffs against the real schema instead of re-adding those columns.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
