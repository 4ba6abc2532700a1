import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// No SQL: the h35 (payment plans), h36 (quotes, agreements, leads), h38 (event day) and h41
// (privacy and CASL) branches each brought their own migration. This one only carries the merged
// schema snapshot (the .json beside it), so that the next migrate:create compares against the
// real schema. Generated here, its SQL was exactly the h35, h38 and h41 changes that h36's
// snapshot lacked (89 tables, columns, types, values and indexes, compared statement by statement).
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
