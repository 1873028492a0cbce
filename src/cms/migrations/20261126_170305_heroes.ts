import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_heroes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__heroes_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "heroes_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar
  );
  
  CREATE TABLE "heroes_value_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar
  );
  
  CREATE TABLE "heroes_segments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_de" varchar,
  	"title_en" varchar,
  	"description_de" varchar,
  	"description_en" varchar
  );
  
  CREATE TABLE "heroes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"key" varchar,
  	"eyebrow_de" varchar,
  	"eyebrow_en" varchar,
  	"headline1_de" varchar,
  	"headline1_en" varchar,
  	"headline2_de" varchar,
  	"headline2_en" varchar,
  	"headline3_de" varchar,
  	"headline3_en" varchar,
  	"subheadline_de" varchar,
  	"subheadline_en" varchar,
  	"trust_text_de" varchar,
  	"trust_text_en" varchar,
  	"panel_title_de" varchar,
  	"panel_title_en" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_heroes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_heroes_v_version_chips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_heroes_v_version_value_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_heroes_v_version_segments" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_de" varchar,
  	"title_en" varchar,
  	"description_de" varchar,
  	"description_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_heroes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_key" varchar,
  	"version_eyebrow_de" varchar,
  	"version_eyebrow_en" varchar,
  	"version_headline1_de" varchar,
  	"version_headline1_en" varchar,
  	"version_headline2_de" varchar,
  	"version_headline2_en" varchar,
  	"version_headline3_de" varchar,
  	"version_headline3_en" varchar,
  	"version_subheadline_de" varchar,
  	"version_subheadline_en" varchar,
  	"version_trust_text_de" varchar,
  	"version_trust_text_en" varchar,
  	"version_panel_title_de" varchar,
  	"version_panel_title_en" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__heroes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "heroes_id" integer;
  ALTER TABLE "heroes_chips" ADD CONSTRAINT "heroes_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "heroes_value_points" ADD CONSTRAINT "heroes_value_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "heroes_segments" ADD CONSTRAINT "heroes_segments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_heroes_v_version_chips" ADD CONSTRAINT "_heroes_v_version_chips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_heroes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_heroes_v_version_value_points" ADD CONSTRAINT "_heroes_v_version_value_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_heroes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_heroes_v_version_segments" ADD CONSTRAINT "_heroes_v_version_segments_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_heroes_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_heroes_v" ADD CONSTRAINT "_heroes_v_parent_id_heroes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."heroes"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "heroes_chips_order_idx" ON "heroes_chips" USING btree ("_order");
  CREATE INDEX "heroes_chips_parent_id_idx" ON "heroes_chips" USING btree ("_parent_id");
  CREATE INDEX "heroes_value_points_order_idx" ON "heroes_value_points" USING btree ("_order");
  CREATE INDEX "heroes_value_points_parent_id_idx" ON "heroes_value_points" USING btree ("_parent_id");
  CREATE INDEX "heroes_segments_order_idx" ON "heroes_segments" USING btree ("_order");
  CREATE INDEX "heroes_segments_parent_id_idx" ON "heroes_segments" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "heroes_key_idx" ON "heroes" USING btree ("key");
  CREATE INDEX "heroes_updated_at_idx" ON "heroes" USING btree ("updated_at");
  CREATE INDEX "heroes_created_at_idx" ON "heroes" USING btree ("created_at");
  CREATE INDEX "heroes__status_idx" ON "heroes" USING btree ("_status");
  CREATE INDEX "_heroes_v_version_chips_order_idx" ON "_heroes_v_version_chips" USING btree ("_order");
  CREATE INDEX "_heroes_v_version_chips_parent_id_idx" ON "_heroes_v_version_chips" USING btree ("_parent_id");
  CREATE INDEX "_heroes_v_version_value_points_order_idx" ON "_heroes_v_version_value_points" USING btree ("_order");
  CREATE INDEX "_heroes_v_version_value_points_parent_id_idx" ON "_heroes_v_version_value_points" USING btree ("_parent_id");
  CREATE INDEX "_heroes_v_version_segments_order_idx" ON "_heroes_v_version_segments" USING btree ("_order");
  CREATE INDEX "_heroes_v_version_segments_parent_id_idx" ON "_heroes_v_version_segments" USING btree ("_parent_id");
  CREATE INDEX "_heroes_v_parent_idx" ON "_heroes_v" USING btree ("parent_id");
  CREATE INDEX "_heroes_v_version_version_key_idx" ON "_heroes_v" USING btree ("version_key");
  CREATE INDEX "_heroes_v_version_version_updated_at_idx" ON "_heroes_v" USING btree ("version_updated_at");
  CREATE INDEX "_heroes_v_version_version_created_at_idx" ON "_heroes_v" USING btree ("version_created_at");
  CREATE INDEX "_heroes_v_version_version__status_idx" ON "_heroes_v" USING btree ("version__status");
  CREATE INDEX "_heroes_v_created_at_idx" ON "_heroes_v" USING btree ("created_at");
  CREATE INDEX "_heroes_v_updated_at_idx" ON "_heroes_v" USING btree ("updated_at");
  CREATE INDEX "_heroes_v_latest_idx" ON "_heroes_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_heroes_fk" FOREIGN KEY ("heroes_id") REFERENCES "public"."heroes"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_heroes_id_idx" ON "payload_locked_documents_rels" USING btree ("heroes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "heroes_chips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "heroes_value_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "heroes_segments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "heroes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_heroes_v_version_chips" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_heroes_v_version_value_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_heroes_v_version_segments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_heroes_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "heroes_chips" CASCADE;
  DROP TABLE "heroes_value_points" CASCADE;
  DROP TABLE "heroes_segments" CASCADE;
  DROP TABLE "heroes" CASCADE;
  DROP TABLE "_heroes_v_version_chips" CASCADE;
  DROP TABLE "_heroes_v_version_value_points" CASCADE;
  DROP TABLE "_heroes_v_version_segments" CASCADE;
  DROP TABLE "_heroes_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_heroes_fk";
  
  DROP INDEX "payload_locked_documents_rels_heroes_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "heroes_id";
  DROP TYPE "public"."enum_heroes_status";
  DROP TYPE "public"."enum__heroes_v_version_status";`)
}
