import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A page's body becomes a list of blocks: its sections text blocks, its questions one block of
 * questions after them, in every version, with the same words, images and order.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_target" AS ENUM('booking', 'contact', 'page');
  CREATE TYPE "public"."enum_pages_blocks_cards_style" AS ENUM('cards', 'steps');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_target" AS ENUM('booking', 'contact', 'page');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_target" AS ENUM('booking', 'contact', 'page');
  CREATE TYPE "public"."enum__pages_v_blocks_cards_style" AS ENUM('cards', 'steps');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_target" AS ENUM('booking', 'contact', 'page');
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"lead_de" varchar,
  	"lead_en" varchar,
  	"image_id" integer,
  	"target" "enum_pages_blocks_hero_target" DEFAULT 'booking',
  	"page_id" integer,
  	"button_de" varchar,
  	"button_en" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_text_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar
  );
  
  CREATE TABLE "pages_blocks_text_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar
  );
  
  CREATE TABLE "pages_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"image_id" integer,
  	"ordered" boolean,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption_de" varchar,
  	"caption_en" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_case_study" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"client_de" varchar,
  	"client_en" varchar,
  	"situation_de" varchar,
  	"situation_en" varchar,
  	"approach_de" varchar,
  	"approach_en" varchar,
  	"result_de" varchar,
  	"result_en" varchar,
  	"image_id" integer,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"quote_de" varchar,
  	"quote_en" varchar,
  	"person" varchar,
  	"role_de" varchar,
  	"role_en" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_de" varchar,
  	"title_en" varchar,
  	"text_de" varchar,
  	"text_en" varchar
  );
  
  CREATE TABLE "pages_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"style" "enum_pages_blocks_cards_style" DEFAULT 'cards',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question_de" varchar,
  	"question_en" varchar,
  	"answer_de" varchar,
  	"answer_en" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"text_de" varchar,
  	"text_en" varchar,
  	"target" "enum_pages_blocks_call_to_action_target" DEFAULT 'booking',
  	"page_id" integer,
  	"button_de" varchar,
  	"button_en" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"figures_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"lead_de" varchar,
  	"lead_en" varchar,
  	"image_id" integer,
  	"target" "enum__pages_v_blocks_hero_target" DEFAULT 'booking',
  	"page_id" integer,
  	"button_de" varchar,
  	"button_en" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"image_id" integer,
  	"ordered" boolean,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"caption_de" varchar,
  	"caption_en" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_case_study" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"client_de" varchar,
  	"client_en" varchar,
  	"situation_de" varchar,
  	"situation_en" varchar,
  	"approach_de" varchar,
  	"approach_en" varchar,
  	"result_de" varchar,
  	"result_en" varchar,
  	"image_id" integer,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_quote" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote_de" varchar,
  	"quote_en" varchar,
  	"person" varchar,
  	"role_de" varchar,
  	"role_en" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_de" varchar,
  	"title_en" varchar,
  	"text_de" varchar,
  	"text_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"style" "enum__pages_v_blocks_cards_style" DEFAULT 'cards',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question_de" varchar,
  	"question_en" varchar,
  	"answer_de" varchar,
  	"answer_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading_de" varchar,
  	"heading_en" varchar,
  	"text_de" varchar,
  	"text_en" varchar,
  	"target" "enum__pages_v_blocks_call_to_action_target" DEFAULT 'booking',
  	"page_id" integer,
  	"button_de" varchar,
  	"button_en" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"figures_id" integer
  );
  
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_paragraphs" ADD CONSTRAINT "pages_blocks_text_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text_points" ADD CONSTRAINT "pages_blocks_text_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_text" ADD CONSTRAINT "pages_blocks_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_text" ADD CONSTRAINT "pages_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_image" ADD CONSTRAINT "pages_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures" ADD CONSTRAINT "pages_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_study" ADD CONSTRAINT "pages_blocks_case_study_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_case_study" ADD CONSTRAINT "pages_blocks_case_study_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_quote" ADD CONSTRAINT "pages_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards_items" ADD CONSTRAINT "pages_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cards" ADD CONSTRAINT "pages_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq_questions" ADD CONSTRAINT "pages_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_figures_fk" FOREIGN KEY ("figures_id") REFERENCES "public"."figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_paragraphs" ADD CONSTRAINT "_pages_v_blocks_text_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text_points" ADD CONSTRAINT "_pages_v_blocks_text_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text" ADD CONSTRAINT "_pages_v_blocks_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_text" ADD CONSTRAINT "_pages_v_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_image" ADD CONSTRAINT "_pages_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures" ADD CONSTRAINT "_pages_v_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_study" ADD CONSTRAINT "_pages_v_blocks_case_study_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_case_study" ADD CONSTRAINT "_pages_v_blocks_case_study_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_quote" ADD CONSTRAINT "_pages_v_blocks_quote_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards_items" ADD CONSTRAINT "_pages_v_blocks_cards_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cards" ADD CONSTRAINT "_pages_v_blocks_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq_questions" ADD CONSTRAINT "_pages_v_blocks_faq_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_figures_fk" FOREIGN KEY ("figures_id") REFERENCES "public"."figures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
  CREATE INDEX "pages_blocks_hero_page_idx" ON "pages_blocks_hero" USING btree ("page_id");
  CREATE INDEX "pages_blocks_text_paragraphs_order_idx" ON "pages_blocks_text_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_paragraphs_parent_id_idx" ON "pages_blocks_text_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_points_order_idx" ON "pages_blocks_text_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_points_parent_id_idx" ON "pages_blocks_text_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_order_idx" ON "pages_blocks_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_text_parent_id_idx" ON "pages_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_text_path_idx" ON "pages_blocks_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_text_image_idx" ON "pages_blocks_text" USING btree ("image_id");
  CREATE INDEX "pages_blocks_image_order_idx" ON "pages_blocks_image" USING btree ("_order");
  CREATE INDEX "pages_blocks_image_parent_id_idx" ON "pages_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_image_path_idx" ON "pages_blocks_image" USING btree ("_path");
  CREATE INDEX "pages_blocks_image_image_idx" ON "pages_blocks_image" USING btree ("image_id");
  CREATE INDEX "pages_blocks_figures_order_idx" ON "pages_blocks_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_parent_id_idx" ON "pages_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_path_idx" ON "pages_blocks_figures" USING btree ("_path");
  CREATE INDEX "pages_blocks_case_study_order_idx" ON "pages_blocks_case_study" USING btree ("_order");
  CREATE INDEX "pages_blocks_case_study_parent_id_idx" ON "pages_blocks_case_study" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_case_study_path_idx" ON "pages_blocks_case_study" USING btree ("_path");
  CREATE INDEX "pages_blocks_case_study_image_idx" ON "pages_blocks_case_study" USING btree ("image_id");
  CREATE INDEX "pages_blocks_quote_order_idx" ON "pages_blocks_quote" USING btree ("_order");
  CREATE INDEX "pages_blocks_quote_parent_id_idx" ON "pages_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_quote_path_idx" ON "pages_blocks_quote" USING btree ("_path");
  CREATE INDEX "pages_blocks_cards_items_order_idx" ON "pages_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_items_parent_id_idx" ON "pages_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_order_idx" ON "pages_blocks_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_cards_parent_id_idx" ON "pages_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cards_path_idx" ON "pages_blocks_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_questions_order_idx" ON "pages_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_questions_parent_id_idx" ON "pages_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_page_idx" ON "pages_blocks_call_to_action" USING btree ("page_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_figures_id_idx" ON "pages_rels" USING btree ("figures_id");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_hero_page_idx" ON "_pages_v_blocks_hero" USING btree ("page_id");
  CREATE INDEX "_pages_v_blocks_text_paragraphs_order_idx" ON "_pages_v_blocks_text_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_paragraphs_parent_id_idx" ON "_pages_v_blocks_text_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_points_order_idx" ON "_pages_v_blocks_text_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_points_parent_id_idx" ON "_pages_v_blocks_text_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_order_idx" ON "_pages_v_blocks_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_text_parent_id_idx" ON "_pages_v_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_text_path_idx" ON "_pages_v_blocks_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_text_image_idx" ON "_pages_v_blocks_text" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_image_order_idx" ON "_pages_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_image_parent_id_idx" ON "_pages_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_image_path_idx" ON "_pages_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_image_image_idx" ON "_pages_v_blocks_image" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_figures_order_idx" ON "_pages_v_blocks_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_parent_id_idx" ON "_pages_v_blocks_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_path_idx" ON "_pages_v_blocks_figures" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_case_study_order_idx" ON "_pages_v_blocks_case_study" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_case_study_parent_id_idx" ON "_pages_v_blocks_case_study" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_case_study_path_idx" ON "_pages_v_blocks_case_study" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_case_study_image_idx" ON "_pages_v_blocks_case_study" USING btree ("image_id");
  CREATE INDEX "_pages_v_blocks_quote_order_idx" ON "_pages_v_blocks_quote" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_quote_parent_id_idx" ON "_pages_v_blocks_quote" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_quote_path_idx" ON "_pages_v_blocks_quote" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cards_items_order_idx" ON "_pages_v_blocks_cards_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_items_parent_id_idx" ON "_pages_v_blocks_cards_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_order_idx" ON "_pages_v_blocks_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cards_parent_id_idx" ON "_pages_v_blocks_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cards_path_idx" ON "_pages_v_blocks_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_questions_order_idx" ON "_pages_v_blocks_faq_questions" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_questions_parent_id_idx" ON "_pages_v_blocks_faq_questions" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_page_idx" ON "_pages_v_blocks_call_to_action" USING btree ("page_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_figures_id_idx" ON "_pages_v_rels" USING btree ("figures_id");

  -- Each section of a page becomes a text block, its questions one block of questions after them.
  INSERT INTO "pages_blocks_text" ("_order", "_parent_id", "_path", "id", "heading_de", "heading_en", "image_id", "ordered")
    SELECT "_order", "_parent_id", 'layout', "id", "title_de", "title_en", "image_id", "ordered" FROM "pages_sections";
  INSERT INTO "pages_blocks_text_paragraphs" ("_order", "_parent_id", "id", "text_de", "text_en")
    SELECT "_order", "_parent_id", "id", "text_de", "text_en" FROM "pages_sections_paragraphs";
  INSERT INTO "pages_blocks_text_points" ("_order", "_parent_id", "id", "text_de", "text_en")
    SELECT "_order", "_parent_id", "id", "text_de", "text_en" FROM "pages_sections_points";
  INSERT INTO "pages_blocks_faq" ("_order", "_parent_id", "_path", "id")
    SELECT coalesce((SELECT max(s."_order") FROM "pages_sections" s WHERE s."_parent_id" = f."_parent_id"), 0) + 1,
           f."_parent_id", 'layout', substr(md5('faq' || f."_parent_id"), 1, 24)
      FROM (SELECT DISTINCT "_parent_id" FROM "pages_faq") f;
  INSERT INTO "pages_blocks_faq_questions" ("_order", "_parent_id", "id", "question_de", "question_en", "answer_de", "answer_en")
    SELECT "_order", substr(md5('faq' || "_parent_id"), 1, 24), "id", "question_de", "question_en", "answer_de", "answer_en" FROM "pages_faq";
  INSERT INTO "_pages_v_blocks_text" ("_order", "_parent_id", "_path", "id", "heading_de", "heading_en", "image_id", "ordered", "_uuid")
    SELECT "_order", "_parent_id", 'version.layout', "id", "title_de", "title_en", "image_id", "ordered", "_uuid" FROM "_pages_v_version_sections";
  INSERT INTO "_pages_v_blocks_text_paragraphs" ("_order", "_parent_id", "id", "text_de", "text_en", "_uuid")
    SELECT "_order", "_parent_id", "id", "text_de", "text_en", "_uuid" FROM "_pages_v_version_sections_paragraphs";
  INSERT INTO "_pages_v_blocks_text_points" ("_order", "_parent_id", "id", "text_de", "text_en", "_uuid")
    SELECT "_order", "_parent_id", "id", "text_de", "text_en", "_uuid" FROM "_pages_v_version_sections_points";
  SELECT setval(pg_get_serial_sequence('"_pages_v_blocks_text"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "_pages_v_blocks_text";
  SELECT setval(pg_get_serial_sequence('"_pages_v_blocks_text_paragraphs"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "_pages_v_blocks_text_paragraphs";
  SELECT setval(pg_get_serial_sequence('"_pages_v_blocks_text_points"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "_pages_v_blocks_text_points";
  INSERT INTO "_pages_v_blocks_faq" ("_order", "_parent_id", "_path", "_uuid")
    SELECT coalesce((SELECT max(s."_order") FROM "_pages_v_version_sections" s WHERE s."_parent_id" = f."_parent_id"), 0) + 1,
           f."_parent_id", 'version.layout', substr(md5('faq' || v."parent_id"), 1, 24)
      FROM (SELECT DISTINCT "_parent_id" FROM "_pages_v_version_faq") f
      JOIN "_pages_v" v ON v."id" = f."_parent_id";
  INSERT INTO "_pages_v_blocks_faq_questions" ("_order", "_parent_id", "question_de", "question_en", "answer_de", "answer_en", "_uuid")
    SELECT q."_order", b."id", q."question_de", q."question_en", q."answer_de", q."answer_en", q."_uuid"
      FROM "_pages_v_version_faq" q JOIN "_pages_v_blocks_faq" b ON b."_parent_id" = q."_parent_id";

DROP TABLE "pages_sections_paragraphs" CASCADE;
  DROP TABLE "pages_sections_points" CASCADE;
  DROP TABLE "pages_sections" CASCADE;
  DROP TABLE "pages_faq" CASCADE;
  DROP TABLE "_pages_v_version_sections_paragraphs" CASCADE;
  DROP TABLE "_pages_v_version_sections_points" CASCADE;
  DROP TABLE "_pages_v_version_sections" CASCADE;
  DROP TABLE "_pages_v_version_faq" CASCADE;`)
}

/** Back to sections and questions; the blocks' content is not carried back. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "pages_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar
  );
  
  CREATE TABLE "pages_sections_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar
  );
  
  CREATE TABLE "pages_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_de" varchar,
  	"title_en" varchar,
  	"ordered" boolean,
  	"image_id" integer
  );
  
  CREATE TABLE "pages_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question_de" varchar,
  	"question_en" varchar,
  	"answer_de" varchar,
  	"answer_en" varchar
  );
  
  CREATE TABLE "_pages_v_version_sections_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_sections_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text_de" varchar,
  	"text_en" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title_de" varchar,
  	"title_en" varchar,
  	"ordered" boolean,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question_de" varchar,
  	"question_en" varchar,
  	"answer_de" varchar,
  	"answer_en" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages_sections_paragraphs" ADD CONSTRAINT "pages_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sections_points" ADD CONSTRAINT "pages_sections_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_sections" ADD CONSTRAINT "pages_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_sections" ADD CONSTRAINT "pages_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_faq" ADD CONSTRAINT "pages_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections_paragraphs" ADD CONSTRAINT "_pages_v_version_sections_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections_points" ADD CONSTRAINT "_pages_v_version_sections_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections" ADD CONSTRAINT "_pages_v_version_sections_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections" ADD CONSTRAINT "_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_faq" ADD CONSTRAINT "_pages_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_sections_paragraphs_order_idx" ON "pages_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "pages_sections_paragraphs_parent_id_idx" ON "pages_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "pages_sections_points_order_idx" ON "pages_sections_points" USING btree ("_order");
  CREATE INDEX "pages_sections_points_parent_id_idx" ON "pages_sections_points" USING btree ("_parent_id");
  CREATE INDEX "pages_sections_order_idx" ON "pages_sections" USING btree ("_order");
  CREATE INDEX "pages_sections_parent_id_idx" ON "pages_sections" USING btree ("_parent_id");
  CREATE INDEX "pages_sections_image_idx" ON "pages_sections" USING btree ("image_id");
  CREATE INDEX "pages_faq_order_idx" ON "pages_faq" USING btree ("_order");
  CREATE INDEX "pages_faq_parent_id_idx" ON "pages_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_sections_paragraphs_order_idx" ON "_pages_v_version_sections_paragraphs" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_paragraphs_parent_id_idx" ON "_pages_v_version_sections_paragraphs" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_sections_points_order_idx" ON "_pages_v_version_sections_points" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_points_parent_id_idx" ON "_pages_v_version_sections_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_sections_order_idx" ON "_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_parent_id_idx" ON "_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_sections_image_idx" ON "_pages_v_version_sections" USING btree ("image_id");
  CREATE INDEX "_pages_v_version_faq_order_idx" ON "_pages_v_version_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_version_faq_parent_id_idx" ON "_pages_v_version_faq" USING btree ("_parent_id");
DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_text_paragraphs" CASCADE;
  DROP TABLE "pages_blocks_text_points" CASCADE;
  DROP TABLE "pages_blocks_text" CASCADE;
  DROP TABLE "pages_blocks_image" CASCADE;
  DROP TABLE "pages_blocks_figures" CASCADE;
  DROP TABLE "pages_blocks_case_study" CASCADE;
  DROP TABLE "pages_blocks_quote" CASCADE;
  DROP TABLE "pages_blocks_cards_items" CASCADE;
  DROP TABLE "pages_blocks_cards" CASCADE;
  DROP TABLE "pages_blocks_faq_questions" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_text_paragraphs" CASCADE;
  DROP TABLE "_pages_v_blocks_text_points" CASCADE;
  DROP TABLE "_pages_v_blocks_text" CASCADE;
  DROP TABLE "_pages_v_blocks_image" CASCADE;
  DROP TABLE "_pages_v_blocks_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_case_study" CASCADE;
  DROP TABLE "_pages_v_blocks_quote" CASCADE;
  DROP TABLE "_pages_v_blocks_cards_items" CASCADE;
  DROP TABLE "_pages_v_blocks_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_faq_questions" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TYPE "public"."enum_pages_blocks_hero_target";
  DROP TYPE "public"."enum_pages_blocks_cards_style";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_target";
  DROP TYPE "public"."enum__pages_v_blocks_hero_target";
  DROP TYPE "public"."enum__pages_v_blocks_cards_style";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_target";`)
}
