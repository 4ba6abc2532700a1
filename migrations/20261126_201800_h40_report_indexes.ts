import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Indexes the owner's reports read (plugins/reports), hand-written: Payload's field `index`
// cannot express a covering or partial index.
// - documents of a period by Winnipeg date and kind, with the amounts, read from the index alone;
// - each booking's receipts by date (when money first arrived for it).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "booking_documents_issued_on_kind_idx"
      ON "booking_documents" ("issued_on", "kind")
      INCLUDE ("amount_cents", "net_cents", "gst_cents", "rst_cents", "booking_id");
    CREATE INDEX IF NOT EXISTS "booking_documents_receipts_by_booking_idx"
      ON "booking_documents" ("booking_id", "issued_on") WHERE "kind" = 'receipt';
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP INDEX IF EXISTS "booking_documents_issued_on_kind_idx";
    DROP INDEX IF EXISTS "booking_documents_receipts_by_booking_idx";
  `)
}
