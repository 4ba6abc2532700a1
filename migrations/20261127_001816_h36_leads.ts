import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_inquiries_lost_reason" AS ENUM('price', 'date_taken', 'no_reply', 'other');
  CREATE TABLE "inquiries_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"by" varchar,
  	"action" varchar,
  	"note" varchar
  );
  
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  -- Hand-written: the old statuses become the lead pipeline's (replied: contacted; closed: lost).
  UPDATE "inquiries" SET "status" = CASE "status" WHEN 'replied' THEN 'contacted' WHEN 'closed' THEN 'lost' ELSE 'new' END
    WHERE "status" IS NULL OR "status" NOT IN ('new');
  DROP TYPE "public"."enum_inquiries_status";
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'contacted', 'quoted', 'won', 'lost');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "inquiries" ADD COLUMN "lost_reason" "enum_inquiries_lost_reason";
  ALTER TABLE "inquiries" ADD COLUMN "staff_note" varchar;
  UPDATE "inquiries" SET "lost_reason" = 'other' WHERE "status" = 'lost';
  ALTER TABLE "inquiries_history" ADD CONSTRAINT "inquiries_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "inquiries_history_order_idx" ON "inquiries_history" USING btree ("_order");
  CREATE INDEX "inquiries_history_parent_id_idx" ON "inquiries_history" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "inquiries_history" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "inquiries_history" CASCADE;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::text;
  DROP TYPE "public"."enum_inquiries_status";
  UPDATE "inquiries" SET "status" = CASE "status" WHEN 'contacted' THEN 'replied' WHEN 'lost' THEN 'closed' WHEN 'won' THEN 'closed' WHEN 'quoted' THEN 'replied' ELSE 'new' END;
  CREATE TYPE "public"."enum_inquiries_status" AS ENUM('new', 'replied', 'closed');
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DEFAULT 'new'::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_inquiries_status" USING "status"::"public"."enum_inquiries_status";
  ALTER TABLE "inquiries" ALTER COLUMN "status" DROP NOT NULL;
  ALTER TABLE "inquiries" DROP COLUMN "lost_reason";
  ALTER TABLE "inquiries" DROP COLUMN "staff_note";
  DROP TYPE "public"."enum_inquiries_lost_reason";`)
}
