/**
 * The content engine (docs/decisions/0011-content-engine.md): Payload inside this app, on the
 * site's PostgreSQL, with its editor and API under the back office and its sign-in bridged to the
 * back-office session. Its tables are made by the migrations in `./migrations`, applied at start
 * under the same lock as the site's own (`./start.ts`); the engine never changes the schema itself.
 */
import path from 'node:path';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { de } from '@payloadcms/translations/languages/de';
import { en } from '@payloadcms/translations/languages/en';
import { buildConfig } from 'payload';
import { CONTENT_API_PATH, CONTENT_EDITOR_PATH } from '@/site/content-engine';
import { ACCOUNTS } from './auth';
import { Accounts } from './collections/accounts';
import { Pages } from './collections/pages';
import { contentSecret } from './secret';

export default buildConfig({
  secret: contentSecret(),
  telemetry: false,
  routes: { admin: CONTENT_EDITOR_PATH, api: CONTENT_API_PATH },
  admin: {
    user: ACCOUNTS,
    // The engine's default avatar is loaded from a third party (Gravatar); this one is its own.
    avatar: 'default',
    meta: { titleSuffix: ' · Backoffice', robots: 'noindex, nofollow' },
    dateFormat: 'dd.MM.yyyy HH:mm',
    importMap: {
      baseDir: path.resolve(process.cwd(), 'src'),
      importMapFile: path.resolve(
        process.cwd(),
        'src/app/(payload)/backoffice/content/importMap.ts',
      ),
    },
  },
  i18n: { supportedLanguages: { de, en }, fallbackLanguage: 'de' },
  graphQL: { disable: true },
  collections: [Accounts, Pages],
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL, max: 4 },
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/cms/migrations'),
  }),
  typescript: { outputFile: path.resolve(process.cwd(), 'src/cms/payload-types.ts') },
});
