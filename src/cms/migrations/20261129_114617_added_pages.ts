import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_languages" AS ENUM('both', 'de', 'en');
  CREATE TYPE "public"."enum_pages_navigation" AS ENUM('none', 'header', 'footer');
  CREATE TYPE "public"."enum__pages_v_version_languages" AS ENUM('both', 'de', 'en');
  CREATE TYPE "public"."enum__pages_v_version_navigation" AS ENUM('none', 'header', 'footer');
  ALTER TABLE "pages" ADD COLUMN "languages" "enum_pages_languages" DEFAULT 'both';
  ALTER TABLE "pages" ADD COLUMN "address_de" varchar;
  ALTER TABLE "pages" ADD COLUMN "address_en" varchar;
  ALTER TABLE "pages" ADD COLUMN "label_de" varchar;
  ALTER TABLE "pages" ADD COLUMN "label_en" varchar;
  ALTER TABLE "pages" ADD COLUMN "navigation" "enum_pages_navigation" DEFAULT 'none';
  ALTER TABLE "pages" ADD COLUMN "indexable" boolean DEFAULT true;
  ALTER TABLE "pages" ADD COLUMN "image_id" integer;
  ALTER TABLE "pages" ADD COLUMN "replacement_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_languages" "enum__pages_v_version_languages" DEFAULT 'both';
  ALTER TABLE "_pages_v" ADD COLUMN "version_address_de" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_address_en" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_label_de" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_label_en" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_navigation" "enum__pages_v_version_navigation" DEFAULT 'none';
  ALTER TABLE "_pages_v" ADD COLUMN "version_indexable" boolean DEFAULT true;
  ALTER TABLE "_pages_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_replacement_id" integer;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_replacement_id_pages_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_replacement_id_pages_id_fk" FOREIGN KEY ("version_replacement_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_image_idx" ON "pages" USING btree ("image_id");
  CREATE INDEX "pages_replacement_idx" ON "pages" USING btree ("replacement_id");
  CREATE INDEX "_pages_v_version_version_image_idx" ON "_pages_v" USING btree ("version_image_id");
  CREATE INDEX "_pages_v_version_version_replacement_idx" ON "_pages_v" USING btree ("version_replacement_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_image_id_media_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_replacement_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_replacement_id_pages_id_fk";
  
  DROP INDEX "pages_image_idx";
  DROP INDEX "pages_replacement_idx";
  DROP INDEX "_pages_v_version_version_image_idx";
  DROP INDEX "_pages_v_version_version_replacement_idx";
  ALTER TABLE "pages" DROP COLUMN "languages";
  ALTER TABLE "pages" DROP COLUMN "address_de";
  ALTER TABLE "pages" DROP COLUMN "address_en";
  ALTER TABLE "pages" DROP COLUMN "label_de";
  ALTER TABLE "pages" DROP COLUMN "label_en";
  ALTER TABLE "pages" DROP COLUMN "navigation";
  ALTER TABLE "pages" DROP COLUMN "indexable";
  ALTER TABLE "pages" DROP COLUMN "image_id";
  ALTER TABLE "pages" DROP COLUMN "replacement_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_languages";
  ALTER TABLE "_pages_v" DROP COLUMN "version_address_de";
  ALTER TABLE "_pages_v" DROP COLUMN "version_address_en";
  ALTER TABLE "_pages_v" DROP COLUMN "version_label_de";
  ALTER TABLE "_pages_v" DROP COLUMN "version_label_en";
  ALTER TABLE "_pages_v" DROP COLUMN "version_navigation";
  ALTER TABLE "_pages_v" DROP COLUMN "version_indexable";
  ALTER TABLE "_pages_v" DROP COLUMN "version_image_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_replacement_id";
  DROP TYPE "public"."enum_pages_languages";
  DROP TYPE "public"."enum_pages_navigation";
  DROP TYPE "public"."enum__pages_v_version_languages";
  DROP TYPE "public"."enum__pages_v_version_navigation";`)
}
