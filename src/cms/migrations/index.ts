import * as migration_20261126_130157_content_engine from './20261126_130157_content_engine';
import * as migration_20261126_161732_articles from './20261126_161732_articles';
import * as migration_20261126_164752_figures from './20261126_164752_figures';
import * as migration_20261126_170305_heroes from './20261126_170305_heroes';
import * as migration_20261126_170927_posts from './20261126_170927_posts';
import * as migration_20261126_193055_company_and_sections from './20261126_193055_company_and_sections';
import * as migration_20261126_225052_article_replacement from './20261126_225052_article_replacement';
import * as migration_20261127_021055_media from './20261127_021055_media';
import * as migration_20261128_180440_article_series_page_names from './20261128_180440_article_series_page_names';
import * as migration_20261128_220000_figure_references from './20261128_220000_figure_references';
import * as migration_20261129_073501_page_blocks from './20261129_073501_page_blocks';
import * as migration_20261129_114617_added_pages from './20261129_114617_added_pages';
import * as migration_20261129_145359_form_block from './20261129_145359_form_block';

export const migrations = [
  {
    up: migration_20261126_130157_content_engine.up,
    down: migration_20261126_130157_content_engine.down,
    name: '20261126_130157_content_engine',
  },
  {
    up: migration_20261126_161732_articles.up,
    down: migration_20261126_161732_articles.down,
    name: '20261126_161732_articles',
  },
  {
    up: migration_20261126_164752_figures.up,
    down: migration_20261126_164752_figures.down,
    name: '20261126_164752_figures',
  },
  {
    up: migration_20261126_170305_heroes.up,
    down: migration_20261126_170305_heroes.down,
    name: '20261126_170305_heroes',
  },
  {
    up: migration_20261126_170927_posts.up,
    down: migration_20261126_170927_posts.down,
    name: '20261126_170927_posts',
  },
  {
    up: migration_20261126_193055_company_and_sections.up,
    down: migration_20261126_193055_company_and_sections.down,
    name: '20261126_193055_company_and_sections',
  },
  {
    up: migration_20261126_225052_article_replacement.up,
    down: migration_20261126_225052_article_replacement.down,
    name: '20261126_225052_article_replacement',
  },
  {
    up: migration_20261127_021055_media.up,
    down: migration_20261127_021055_media.down,
    name: '20261127_021055_media',
  },
  {
    up: migration_20261128_180440_article_series_page_names.up,
    down: migration_20261128_180440_article_series_page_names.down,
    name: '20261128_180440_article_series_page_names',
  },
  {
    up: migration_20261128_220000_figure_references.up,
    down: migration_20261128_220000_figure_references.down,
    name: '20261128_220000_figure_references',
  },
  {
    up: migration_20261129_073501_page_blocks.up,
    down: migration_20261129_073501_page_blocks.down,
    name: '20261129_073501_page_blocks',
  },
  {
    up: migration_20261129_114617_added_pages.up,
    down: migration_20261129_114617_added_pages.down,
    name: '20261129_114617_added_pages',
  },
  {
    up: migration_20261129_145359_form_block.up,
    down: migration_20261129_145359_form_block.down,
    name: '20261129_145359_form_block'
  },
];
