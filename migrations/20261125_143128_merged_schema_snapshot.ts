import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// No SQL: the h29b (inquiry address), h29r (receipts) and h26a (secrets at rest) branches each
// brought their own migration. This one only carries the merged schema snapshot (the .json
// beside it), so that the next migrate:create compares against the real schema. Generated here,
// its SQL was exactly the h29b and h29r changes that h26a's snapshot lacked.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
