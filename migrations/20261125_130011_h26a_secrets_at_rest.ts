import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Emails recorded before this migration may hold readable secrets (reset and booking links): the
// same rules as plugins/outbox/core/redactSecrets, for rows that will not be sent again.
const PARAM = `([?&](amp;)?(token|recover|secret)=)[^&[:space:]"'<>#\\\\]+`
const PATH = `(/admin/(reset|verify)/)[^/?#[:space:]"'<>\\\\]+`
const redact = (column: string) =>
  `regexp_replace(regexp_replace(${column}, '${PARAM.replace(/'/g, "''")}', '\\1[redacted]', 'gi'), '${PATH.replace(/'/g, "''")}', '\\1[redacted]', 'gi')`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carts" ADD COLUMN "secret_hash" varchar;
  ALTER TABLE "outbox" ADD COLUMN "sealed" varchar;`)
  await db.execute(
    sql.raw(
      `UPDATE "outbox" SET "text" = ${redact('"text"')}, "html" = ${redact('"html"')}
       WHERE "status" IN ('sent', 'failed', 'not_sent')`,
    ),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "carts" DROP COLUMN "secret_hash";
  ALTER TABLE "outbox" DROP COLUMN "sealed";`)
}
