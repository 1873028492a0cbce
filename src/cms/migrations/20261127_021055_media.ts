import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt_de" varchar NOT NULL,
  	"alt_en" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w480_avif_url" varchar,
  	"sizes_w480_avif_width" numeric,
  	"sizes_w480_avif_height" numeric,
  	"sizes_w480_avif_mime_type" varchar,
  	"sizes_w480_avif_filesize" numeric,
  	"sizes_w480_avif_filename" varchar,
  	"sizes_w480_webp_url" varchar,
  	"sizes_w480_webp_width" numeric,
  	"sizes_w480_webp_height" numeric,
  	"sizes_w480_webp_mime_type" varchar,
  	"sizes_w480_webp_filesize" numeric,
  	"sizes_w480_webp_filename" varchar,
  	"sizes_w960_avif_url" varchar,
  	"sizes_w960_avif_width" numeric,
  	"sizes_w960_avif_height" numeric,
  	"sizes_w960_avif_mime_type" varchar,
  	"sizes_w960_avif_filesize" numeric,
  	"sizes_w960_avif_filename" varchar,
  	"sizes_w960_webp_url" varchar,
  	"sizes_w960_webp_width" numeric,
  	"sizes_w960_webp_height" numeric,
  	"sizes_w960_webp_mime_type" varchar,
  	"sizes_w960_webp_filesize" numeric,
  	"sizes_w960_webp_filename" varchar,
  	"sizes_w1600_avif_url" varchar,
  	"sizes_w1600_avif_width" numeric,
  	"sizes_w1600_avif_height" numeric,
  	"sizes_w1600_avif_mime_type" varchar,
  	"sizes_w1600_avif_filesize" numeric,
  	"sizes_w1600_avif_filename" varchar,
  	"sizes_w1600_webp_url" varchar,
  	"sizes_w1600_webp_width" numeric,
  	"sizes_w1600_webp_height" numeric,
  	"sizes_w1600_webp_mime_type" varchar,
  	"sizes_w1600_webp_filesize" numeric,
  	"sizes_w1600_webp_filename" varchar,
  	"sizes_share_url" varchar,
  	"sizes_share_width" numeric,
  	"sizes_share_height" numeric,
  	"sizes_share_mime_type" varchar,
  	"sizes_share_filesize" numeric,
  	"sizes_share_filename" varchar
  );
  
  ALTER TABLE "pages_sections" ADD COLUMN "image_id" integer;
  ALTER TABLE "_pages_v_version_sections" ADD COLUMN "image_id" integer;
  ALTER TABLE "articles" ADD COLUMN "image_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_image_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w480_avif_sizes_w480_avif_filename_idx" ON "media" USING btree ("sizes_w480_avif_filename");
  CREATE INDEX "media_sizes_w480_webp_sizes_w480_webp_filename_idx" ON "media" USING btree ("sizes_w480_webp_filename");
  CREATE INDEX "media_sizes_w960_avif_sizes_w960_avif_filename_idx" ON "media" USING btree ("sizes_w960_avif_filename");
  CREATE INDEX "media_sizes_w960_webp_sizes_w960_webp_filename_idx" ON "media" USING btree ("sizes_w960_webp_filename");
  CREATE INDEX "media_sizes_w1600_avif_sizes_w1600_avif_filename_idx" ON "media" USING btree ("sizes_w1600_avif_filename");
  CREATE INDEX "media_sizes_w1600_webp_sizes_w1600_webp_filename_idx" ON "media" USING btree ("sizes_w1600_webp_filename");
  CREATE INDEX "media_sizes_share_sizes_share_filename_idx" ON "media" USING btree ("sizes_share_filename");
  ALTER TABLE "pages_sections" ADD CONSTRAINT "pages_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections" ADD CONSTRAINT "_pages_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_sections_image_idx" ON "pages_sections" USING btree ("image_id");
  CREATE INDEX "_pages_v_version_sections_image_idx" ON "_pages_v_version_sections" USING btree ("image_id");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "_articles_v_version_version_image_idx" ON "_articles_v" USING btree ("version_image_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media" CASCADE;
  ALTER TABLE "pages_sections" DROP CONSTRAINT "pages_sections_image_id_media_id_fk";
  
  ALTER TABLE "_pages_v_version_sections" DROP CONSTRAINT "_pages_v_version_sections_image_id_media_id_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT "articles_image_id_media_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  DROP INDEX "pages_sections_image_idx";
  DROP INDEX "_pages_v_version_sections_image_idx";
  DROP INDEX "articles_image_idx";
  DROP INDEX "_articles_v_version_version_image_idx";
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  ALTER TABLE "pages_sections" DROP COLUMN "image_id";
  ALTER TABLE "_pages_v_version_sections" DROP COLUMN "image_id";
  ALTER TABLE "articles" DROP COLUMN "image_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_image_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";`)
}
