import * as migration_20261126_130157_content_engine from './20261126_130157_content_engine';
import * as migration_20261126_161732_articles from './20261126_161732_articles';

export const migrations = [
  {
    up: migration_20261126_130157_content_engine.up,
    down: migration_20261126_130157_content_engine.down,
    name: '20261126_130157_content_engine',
  },
  {
    up: migration_20261126_161732_articles.up,
    down: migration_20261126_161732_articles.down,
    name: '20261126_161732_articles'
  },
];
