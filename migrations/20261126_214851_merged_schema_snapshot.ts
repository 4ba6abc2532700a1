import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// No SQL: the h34 (change fee), h37a (document lines), h37b (admin and chat memory) and h40
// (report indexes, tax codes) branches each brought their own migration. This one only carries
// the merged schema snapshot (the .json beside it), so that the next migrate:create compares
// against the real schema. Generated here, its SQL was exactly the h34, h37a and h37b changes
// that h40's snapshot lacked (checked statement by statement).
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
