import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_figures_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__figures_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "figures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"key" varchar,
  	"claim_de" varchar,
  	"claim_en" varchar,
  	"base_de" varchar,
  	"base_en" varchar,
  	"unit_de" varchar,
  	"unit_en" varchar,
  	"period_de" varchar,
  	"period_en" varchar,
  	"source_de" varchar,
  	"source_en" varchar,
  	"levels_conservative" numeric,
  	"levels_expected" numeric,
  	"levels_ambitious" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_figures_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_figures_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_key" varchar,
  	"version_claim_de" varchar,
  	"version_claim_en" varchar,
  	"version_base_de" varchar,
  	"version_base_en" varchar,
  	"version_unit_de" varchar,
  	"version_unit_en" varchar,
  	"version_period_de" varchar,
  	"version_period_en" varchar,
  	"version_source_de" varchar,
  	"version_source_en" varchar,
  	"version_levels_conservative" numeric,
  	"version_levels_expected" numeric,
  	"version_levels_ambitious" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__figures_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "figures_id" integer;
  ALTER TABLE "_figures_v" ADD CONSTRAINT "_figures_v_parent_id_figures_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."figures"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "figures_key_idx" ON "figures" USING btree ("key");
  CREATE INDEX "figures_updated_at_idx" ON "figures" USING btree ("updated_at");
  CREATE INDEX "figures_created_at_idx" ON "figures" USING btree ("created_at");
  CREATE INDEX "figures__status_idx" ON "figures" USING btree ("_status");
  CREATE INDEX "_figures_v_parent_idx" ON "_figures_v" USING btree ("parent_id");
  CREATE INDEX "_figures_v_version_version_key_idx" ON "_figures_v" USING btree ("version_key");
  CREATE INDEX "_figures_v_version_version_updated_at_idx" ON "_figures_v" USING btree ("version_updated_at");
  CREATE INDEX "_figures_v_version_version_created_at_idx" ON "_figures_v" USING btree ("version_created_at");
  CREATE INDEX "_figures_v_version_version__status_idx" ON "_figures_v" USING btree ("version__status");
  CREATE INDEX "_figures_v_created_at_idx" ON "_figures_v" USING btree ("created_at");
  CREATE INDEX "_figures_v_updated_at_idx" ON "_figures_v" USING btree ("updated_at");
  CREATE INDEX "_figures_v_latest_idx" ON "_figures_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_figures_fk" FOREIGN KEY ("figures_id") REFERENCES "public"."figures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_figures_id_idx" ON "payload_locked_documents_rels" USING btree ("figures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_figures_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "figures" CASCADE;
  DROP TABLE "_figures_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_figures_fk";
  
  DROP INDEX "payload_locked_documents_rels_figures_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "figures_id";
  DROP TYPE "public"."enum_figures_status";
  DROP TYPE "public"."enum__figures_v_version_status";`)
}
