import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" ADD COLUMN "replacement_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_replacement_id" integer;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_replacement_id_articles_id_fk" FOREIGN KEY ("replacement_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_replacement_id_articles_id_fk" FOREIGN KEY ("version_replacement_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "articles_replacement_idx" ON "articles" USING btree ("replacement_id");
  CREATE INDEX "_articles_v_version_version_replacement_idx" ON "_articles_v" USING btree ("version_replacement_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "articles" DROP CONSTRAINT "articles_replacement_id_articles_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_replacement_id_articles_id_fk";
  
  DROP INDEX "articles_replacement_idx";
  DROP INDEX "_articles_v_version_version_replacement_idx";
  ALTER TABLE "articles" DROP COLUMN "replacement_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_replacement_id";`)
}
