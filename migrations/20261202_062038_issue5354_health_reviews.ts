import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "health_servers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"server" varchar NOT NULL,
  	"ready_at" timestamp(3) with time zone NOT NULL,
  	"checked_at" timestamp(3) with time zone NOT NULL,
  	"reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "review_requests" ADD COLUMN "link_opened_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "health_servers_id" integer;
  CREATE UNIQUE INDEX "health_servers_server_idx" ON "health_servers" USING btree ("server");
  CREATE INDEX "health_servers_updated_at_idx" ON "health_servers" USING btree ("updated_at");
  CREATE INDEX "health_servers_created_at_idx" ON "health_servers" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_health_servers_fk" FOREIGN KEY ("health_servers_id") REFERENCES "public"."health_servers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_health_servers_id_idx" ON "payload_locked_documents_rels" USING btree ("health_servers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "health_servers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "health_servers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_health_servers_fk";
  
  DROP INDEX "payload_locked_documents_rels_health_servers_id_idx";
  ALTER TABLE "review_requests" DROP COLUMN "link_opened_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "health_servers_id";`)
}
