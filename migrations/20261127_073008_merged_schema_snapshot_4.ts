import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-postgres'

// The schema snapshot of main after merging the quote, waitlist and signature branches (its
// .json). No SQL: generated against the sg branch's snapshot, its statements were exactly those
// of the qa and wl migrations (quotes.access_token_nonce; waitlist_entries.booking_id with its
// key and index; site_settings.waitlist_offer_hours), compared statement by statement.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
