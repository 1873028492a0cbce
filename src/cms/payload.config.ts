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
import sharp from 'sharp';
import { databaseUrl } from '@site/core/db/client';
import { company } from '@/site/company';
import { CONTENT_API_PATH, CONTENT_EDITOR_PATH } from '@/site/content-engine';
import { ACCOUNTS } from './auth';
import { Accounts } from './collections/accounts';
import { Articles } from './collections/articles';
import { CompanyCollection } from './collections/company';
import { Figures } from './collections/figures';
import { Heroes } from './collections/heroes';
import { Media } from './collections/media';
import { Posts } from './collections/posts';
import { Pages } from './collections/pages';
import { contentPg } from './database';
import { formalGerman } from './editor-german';
import { contentSecret } from './secret';

// Every image the engine makes is made on one thread: an upload leaves the other core to the
// visitors (docs/decisions/0018-hostile-input-bounds.md).
sharp.concurrency(1);

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
    components: { beforeNavLinks: ['/cms/components/BackofficeLink#BackofficeLink'] },
    // The live preview beside a page's fields, at a phone's width and a desktop's.
    livePreview: {
      breakpoints: [
        { name: 'phone', label: 'Smartphone', width: 390, height: 844 },
        { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
      ],
    },
    // A scheduled publication's time is the firm's, in German; the other DACH zones are offered.
    timezones: {
      defaultTimezone: 'Europe/Berlin',
      supportedTimezones: [
        { label: 'Berlin', value: 'Europe/Berlin' },
        { label: 'Wien / Vienna', value: 'Europe/Vienna' },
        { label: 'Zürich / Zurich', value: 'Europe/Zurich' },
      ],
    },
    importMap: {
      baseDir: path.resolve(process.cwd(), 'src'),
      importMapFile: path.resolve(
        process.cwd(),
        'src/app/(payload)/backoffice/content/importMap.ts',
      ),
    },
  },
  i18n: {
    supportedLanguages: { de, en },
    fallbackLanguage: 'de',
    translations: { de: formalGerman },
  },
  graphQL: { disable: true },
  // The engine sends no mail: its own sign-in, with its password mails, is off (./auth.ts).
  email: () => ({
    name: 'none',
    defaultFromAddress: company.email,
    defaultFromName: company.brand,
    sendEmail: () => Promise.reject(new Error('The content engine sends no mail')),
  }),
  // No document shows the engine's "API" tab: its JSON is not for the owner.
  collections: [Accounts, Pages, Articles, Posts, Figures, Heroes, Media, CompanyCollection].map(
    (collection) => ({ ...collection, admin: { ...collection.admin, hideAPIURL: true } }),
  ),
  // Scheduled publications run under the lock of `./schedule.ts`, with access of their own: the
  // engine's job routes (`/payload-jobs/run`, `/handle-schedules`) run nothing for any account.
  jobs: { access: { run: () => false } },
  // Images are stored in sizes and modern formats (`./collections/media.ts`).
  sharp,

  db: postgresAdapter({
    pg: contentPg,
    pool: {
      // Read when the engine connects, after the process has opened its database.
      get connectionString() {
        return databaseUrl();
      },
      max: 4,
    },
    push: false,
    migrationDir: path.resolve(process.cwd(), 'src/cms/migrations'),
  }),
  // Types are written by `npm run content -- types`, never by a running site.
  typescript: {
    autoGenerate: false,
    outputFile: path.resolve(process.cwd(), 'src/cms/payload-types.ts'),
  },
});
