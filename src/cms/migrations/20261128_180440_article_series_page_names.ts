import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "name" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_name" varchar;
  ALTER TABLE "articles" ADD COLUMN "series_de" varchar;
  ALTER TABLE "articles" ADD COLUMN "series_en" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_series_de" varchar;
  ALTER TABLE "_articles_v" ADD COLUMN "version_series_en" varchar;`)
  // Lists name a page by its title; the three articles of the dealer series keep that name.
  await db.execute(sql`
   UPDATE "pages" SET "name" = "title_de";
  UPDATE "_pages_v" SET "version_name" = "version_title_de";
  UPDATE "articles" SET "series_de" = 'Autohaus-Serie', "series_en" = 'Dealer series'
    WHERE "key" IN ('dealer-fi', 'dealer-retention', 'dealer-90-days');
  UPDATE "_articles_v" SET "version_series_de" = 'Autohaus-Serie', "version_series_en" = 'Dealer series'
    WHERE "parent_id" IN (SELECT "id" FROM "articles" WHERE "key" IN ('dealer-fi', 'dealer-retention', 'dealer-90-days'));`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "name";
  ALTER TABLE "_pages_v" DROP COLUMN "version_name";
  ALTER TABLE "articles" DROP COLUMN "series_de";
  ALTER TABLE "articles" DROP COLUMN "series_en";
  ALTER TABLE "_articles_v" DROP COLUMN "version_series_de";
  ALTER TABLE "_articles_v" DROP COLUMN "version_series_en";`)
}
