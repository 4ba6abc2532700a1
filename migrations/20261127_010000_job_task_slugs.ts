import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// The payment-plan charges and the privacy retention jobs were in the schema snapshot but in no
// migration, so a migrated database refused to queue them (tests/int/jobSlugs.int.spec.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'chargeInstalments';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'chargeInstalments';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE IF NOT EXISTS 'privacyRetention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE IF NOT EXISTS 'privacyRetention';`)
}

// PostgreSQL cannot drop a value from an enum; a value no job uses is harmless.
export async function down(_args: MigrateDownArgs): Promise<void> {}
