import { describe, expect, it } from 'vitest';
import { env } from '@/server/env';

describe('the environment', () => {
  it('needs no variable: port 3000, the embedded database in ./data, no mail, no proxy', () => {
    expect(env({})).toEqual({
      dev: false,
      port: 3000,
      dataDir: 'data',
      trustProxy: false,
      sessionIdleSeconds: 1800,
    });
  });

  it('treats an empty value as unset and trims values', () => {
    expect(env({ PORT: '', OWNER_EMAIL: ' owner@example.org ', SMTP_URL: ' ' })).toMatchObject({
      port: 3000,
      ownerEmail: 'owner@example.org',
      smtpUrl: undefined,
    });
  });

  it('reads each variable', () => {
    expect(
      env({
        NODE_ENV: 'development',
        PORT: '8080',
        DATABASE_URL: 'postgresql://site:pw@db.internal:5432/site',
        DATA_DIR: '/srv/site/data',
        SMTP_URL: 'smtps://user:pw@mail.example.org:465',
        OWNER_EMAIL: 'owner@example.org',
        MAIL_FROM: 'Keller <hello@example.org>',
        SCHEDULER_URL: 'https://cal.example.org/keller',
        TRUST_PROXY: '1',
        SESSION_IDLE_SECONDS: '60',
      }),
    ).toEqual({
      dev: true,
      port: 8080,
      databaseUrl: 'postgresql://site:pw@db.internal:5432/site',
      dataDir: '/srv/site/data',
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      ownerEmail: 'owner@example.org',
      mailFrom: 'Keller <hello@example.org>',
      schedulerUrl: 'https://cal.example.org/keller',
      trustProxy: true,
      sessionIdleSeconds: 60,
    });
  });

  it('names every wrong variable in one sentence, without repeating its value', () => {
    const read = () =>
      env({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://root:hunter2@db/site',
        SMTP_URL: 'hunter2@mail',
        OWNER_EMAIL: 'owner',
        TRUST_PROXY: 'yes',
        SESSION_IDLE_SECONDS: '3600',
      });
    expect(read).toThrowError(
      'Invalid environment: PORT (a port number); DATABASE_URL (a postgres:// URL); ' +
        'SMTP_URL (an smtp:// or smtps:// URL); OWNER_EMAIL (an e-mail address); ' +
        'TRUST_PROXY (0 or 1); SESSION_IDLE_SECONDS (at most 1800). See README, "Environment".',
    );
  });

  it('refuses a port out of range', () => {
    expect(() => env({ PORT: '70000' })).toThrowError(/^Invalid environment: PORT /);
  });
});
