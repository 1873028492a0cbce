import * as migration_20261126_130157_content_engine from './20261126_130157_content_engine';

export const migrations = [
  {
    up: migration_20261126_130157_content_engine.up,
    down: migration_20261126_130157_content_engine.down,
    name: '20261126_130157_content_engine'
  },
];
