import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_inquiries_kind" ADD VALUE 'chat';
  ALTER TABLE "inquiries" ADD COLUMN "chat_session_id" integer;
  ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_chat_session_id_chat_sessions_id_fk" FOREIGN KEY ("chat_session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "inquiries_chat_session_idx" ON "inquiries" USING btree ("chat_session_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries" DROP CONSTRAINT "inquiries_chat_session_id_chat_sessions_id_fk";
  
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DEFAULT 'contact'::text;
  DROP TYPE "public"."enum_inquiries_kind";
  CREATE TYPE "public"."enum_inquiries_kind" AS ENUM('contact', 'custom_quote', 'accommodation', 'outside_area', 'accessibility');
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DEFAULT 'contact'::"public"."enum_inquiries_kind";
  ALTER TABLE "inquiries" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_inquiries_kind" USING "kind"::"public"."enum_inquiries_kind";
  DROP INDEX "inquiries_chat_session_idx";
  ALTER TABLE "inquiries" DROP COLUMN "chat_session_id";`)
}
