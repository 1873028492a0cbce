import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_company_regulatory_status_kind" AS ENUM('neither', 'adviser');
  CREATE TYPE "public"."enum_company_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_v_version_regulatory_status_kind" AS ENUM('neither', 'adviser');
  CREATE TYPE "public"."enum__company_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_layout_texts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"place" varchar,
  	"text_de" varchar,
  	"text_en" varchar
  );
  
  CREATE TABLE "_pages_v_version_layout_texts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"place" varchar,
  	"text_de" varchar,
  	"text_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "company_processors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"address" varchar,
  	"purpose_de" varchar,
  	"purpose_en" varchar
  );
  
  CREATE TABLE "company" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"key" varchar,
  	"facts" jsonb,
  	"legal_name" varchar,
  	"brand" varchar,
  	"founder_name" varchar,
  	"founder_role_de" varchar,
  	"founder_role_en" varchar,
  	"address_street" varchar,
  	"address_postal_code" varchar,
  	"address_city" varchar,
  	"address_city_name_de" varchar,
  	"address_city_name_en" varchar,
  	"address_country_de" varchar,
  	"address_country_en" varchar,
  	"address_country_code" varchar,
  	"phone_e164" varchar,
  	"phone_display" varchar,
  	"email" varchar,
  	"register_court" varchar,
  	"register_number" varchar,
  	"vat_id" varchar,
  	"regulatory_status_kind" "enum_company_regulatory_status_kind",
  	"regulatory_status_register_number" varchar,
  	"regulatory_status_chamber_name" varchar,
  	"regulatory_status_chamber_address" varchar,
  	"pricing_first_call_minutes" numeric,
  	"pricing_sparring" numeric,
  	"pricing_strategy_from" numeric,
  	"pricing_day_rate" numeric,
  	"founding_year" numeric,
  	"social_linkedin" varchar,
  	"social_youtube" varchar,
  	"social_website" varchar,
  	"scheduler_url" varchar,
  	"validated_ai_partner_name" varchar,
  	"validated_ai_partner_url" varchar,
  	"validated_ai_partner_description_de" varchar,
  	"validated_ai_partner_description_en" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_company_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_company_v_version_processors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"address" varchar,
  	"purpose_de" varchar,
  	"purpose_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_key" varchar,
  	"version_facts" jsonb,
  	"version_legal_name" varchar,
  	"version_brand" varchar,
  	"version_founder_name" varchar,
  	"version_founder_role_de" varchar,
  	"version_founder_role_en" varchar,
  	"version_address_street" varchar,
  	"version_address_postal_code" varchar,
  	"version_address_city" varchar,
  	"version_address_city_name_de" varchar,
  	"version_address_city_name_en" varchar,
  	"version_address_country_de" varchar,
  	"version_address_country_en" varchar,
  	"version_address_country_code" varchar,
  	"version_phone_e164" varchar,
  	"version_phone_display" varchar,
  	"version_email" varchar,
  	"version_register_court" varchar,
  	"version_register_number" varchar,
  	"version_vat_id" varchar,
  	"version_regulatory_status_kind" "enum__company_v_version_regulatory_status_kind",
  	"version_regulatory_status_register_number" varchar,
  	"version_regulatory_status_chamber_name" varchar,
  	"version_regulatory_status_chamber_address" varchar,
  	"version_pricing_first_call_minutes" numeric,
  	"version_pricing_sparring" numeric,
  	"version_pricing_strategy_from" numeric,
  	"version_pricing_day_rate" numeric,
  	"version_founding_year" numeric,
  	"version_social_linkedin" varchar,
  	"version_social_youtube" varchar,
  	"version_social_website" varchar,
  	"version_scheduler_url" varchar,
  	"version_validated_ai_partner_name" varchar,
  	"version_validated_ai_partner_url" varchar,
  	"version_validated_ai_partner_description_de" varchar,
  	"version_validated_ai_partner_description_en" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__company_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "company_id" integer;
  ALTER TABLE "pages_layout_texts" ADD CONSTRAINT "pages_layout_texts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_layout_texts" ADD CONSTRAINT "_pages_v_version_layout_texts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_processors" ADD CONSTRAINT "company_processors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_processors" ADD CONSTRAINT "_company_v_version_processors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v" ADD CONSTRAINT "_company_v_parent_id_company_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."company"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_layout_texts_order_idx" ON "pages_layout_texts" USING btree ("_order");
  CREATE INDEX "pages_layout_texts_parent_id_idx" ON "pages_layout_texts" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_layout_texts_order_idx" ON "_pages_v_version_layout_texts" USING btree ("_order");
  CREATE INDEX "_pages_v_version_layout_texts_parent_id_idx" ON "_pages_v_version_layout_texts" USING btree ("_parent_id");
  CREATE INDEX "company_processors_order_idx" ON "company_processors" USING btree ("_order");
  CREATE INDEX "company_processors_parent_id_idx" ON "company_processors" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "company_key_idx" ON "company" USING btree ("key");
  CREATE INDEX "company_updated_at_idx" ON "company" USING btree ("updated_at");
  CREATE INDEX "company_created_at_idx" ON "company" USING btree ("created_at");
  CREATE INDEX "company__status_idx" ON "company" USING btree ("_status");
  CREATE INDEX "_company_v_version_processors_order_idx" ON "_company_v_version_processors" USING btree ("_order");
  CREATE INDEX "_company_v_version_processors_parent_id_idx" ON "_company_v_version_processors" USING btree ("_parent_id");
  CREATE INDEX "_company_v_parent_idx" ON "_company_v" USING btree ("parent_id");
  CREATE INDEX "_company_v_version_version_key_idx" ON "_company_v" USING btree ("version_key");
  CREATE INDEX "_company_v_version_version_updated_at_idx" ON "_company_v" USING btree ("version_updated_at");
  CREATE INDEX "_company_v_version_version_created_at_idx" ON "_company_v" USING btree ("version_created_at");
  CREATE INDEX "_company_v_version_version__status_idx" ON "_company_v" USING btree ("version__status");
  CREATE INDEX "_company_v_created_at_idx" ON "_company_v" USING btree ("created_at");
  CREATE INDEX "_company_v_updated_at_idx" ON "_company_v" USING btree ("updated_at");
  CREATE INDEX "_company_v_latest_idx" ON "_company_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_company_id_idx" ON "payload_locked_documents_rels" USING btree ("company_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_layout_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_layout_texts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company_processors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "company" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v_version_processors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_company_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_layout_texts" CASCADE;
  DROP TABLE "_pages_v_version_layout_texts" CASCADE;
  DROP TABLE "company_processors" CASCADE;
  DROP TABLE "company" CASCADE;
  DROP TABLE "_company_v_version_processors" CASCADE;
  DROP TABLE "_company_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_company_fk";
  
  DROP INDEX "payload_locked_documents_rels_company_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "company_id";
  DROP TYPE "public"."enum_company_regulatory_status_kind";
  DROP TYPE "public"."enum_company_status";
  DROP TYPE "public"."enum__company_v_version_regulatory_status_kind";
  DROP TYPE "public"."enum__company_v_version_status";`)
}
