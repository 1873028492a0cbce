import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { env } from '@/server/env';

describe('the environment', () => {
  it('needs no variable: port 3000, the embedded database in ./data, no mail, no proxy', () => {
    expect(env({})).toEqual({
      dev: false,
      port: 3000,
      dataDir: 'data',
      sessionIdleSeconds: 1800,
      calendarAllowAddresses: [],
    });
  });

  it('fetches calendars from private addresses only where they are listed', () => {
    expect(env({ CALENDAR_ALLOW_ADDRESSES: '127.0.0.1, ::1' }).calendarAllowAddresses).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    expect(() => env({ CALENDAR_ALLOW_ADDRESSES: 'localhost' })).toThrow(
      'CALENDAR_ALLOW_ADDRESSES (IP addresses, separated by commas)',
    );
  });

  it('keeps the images in a bucket when one is named with its keys, in DATA_DIR otherwise', () => {
    const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(
      env({ S3_BUCKET: 'site-media', S3_ENDPOINT: 'https://s3.example.org', ...keys }).bucket,
    ).toEqual({
      name: 'site-media',
      endpoint: 'https://s3.example.org',
      region: 'us-east-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(env({ S3_BUCKET: '' }).bucket).toBeUndefined();
    expect(() => env({ S3_BUCKET: 'site-media' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => env({ S3_BUCKET: 'site-media', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => env({ S3_BUCKET: 'Site Media', ...keys })).toThrow(/S3_BUCKET \(a bucket name\)/);
    expect(() => env({ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://x', ...keys })).toThrow(
      /S3_ENDPOINT/,
    );
  });

  it('reaches the bucket over plain HTTP only on this machine', () => {
    const bucket = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    for (const endpoint of ['http://s3.example.org', 'http://10.0.0.5:9000', 'http://[fd00::1]'])
      expect(() => env({ ...bucket, S3_ENDPOINT: endpoint })).toThrow(
        'S3_ENDPOINT (an https:// URL; http:// only to a loopback address)',
      );
    for (const endpoint of ['http://127.0.0.1:9000', 'http://localhost:9000', 'http://[::1]:9000'])
      expect(env({ ...bucket, S3_ENDPOINT: endpoint }).bucket?.endpoint).toBe(endpoint);
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
        HOST: '127.0.0.1',
        TRUST_PROXY: '127.0.0.1, 10.0.0.0/8 ::1',
        SESSION_IDLE_SECONDS: '60',
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
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
      host: '127.0.0.1',
      trustProxy: expect.any(BlockList),
      sessionIdleSeconds: 60,
      calendarAllowAddresses: [],
    });
  });

  it('names every wrong variable in one sentence, without repeating its value', () => {
    const read = () =>
      env({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://root:hunter2@db/site',
        SMTP_URL: 'hunter2@mail',
        OWNER_EMAIL: 'owner',
        HOST: 'everywhere',
        TRUST_PROXY: '10.0.0.0/33',
        SESSION_IDLE_SECONDS: '3600',
        NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'c2hvcnQ=',
      });
    expect(read).toThrowError(
      'Invalid environment: PORT (a port number); DATABASE_URL (a postgres:// URL); ' +
        'SMTP_URL (an smtp:// or smtps:// URL); OWNER_EMAIL (an e-mail address); ' +
        'HOST (an IP address); TRUST_PROXY (IP addresses or CIDR blocks); ' +
        'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY (a base64 AES key of 16, 24 or 32 bytes: openssl rand -base64 32); ' +
        'SESSION_IDLE_SECONDS (at most 1800). ' +
        'See README, "Environment".',
    );
  });

  it('sends mail only over TLS: smtps://, or smtp:// that requires STARTTLS', () => {
    for (const url of [
      'smtps://user:pw@mail.example.org:465',
      'smtp://user:pw@mail.example.org:587?requireTLS=true',
      'smtp://mail.example.org:587?requireTLS=1&tls.rejectUnauthorized=true',
    ])
      expect(env({ SMTP_URL: url }).smtpUrl).toBe(url);
    for (const url of [
      'smtp://user:pw@mail.example.org:587',
      'smtp://mail.example.org:587?requireTLS=false',
      'smtp://mail.example.org:587?requireTLS=true&ignoreTLS=true',
      'smtps://mail.example.org:465?secure=false',
      'smtps://mail.example.org:465?tls.rejectUnauthorized=false',
    ])
      expect(() => env({ SMTP_URL: url }), url).toThrowError(
        'Invalid environment: SMTP_URL (mail must go over TLS: smtps://, or smtp:// with ?requireTLS=true; ' +
          'SMTP_INSECURE=1 allows plain SMTP to a local mail catcher). See README, "Environment".',
      );
  });

  it('accepts plain SMTP with SMTP_INSECURE=1, for a local mail catcher', () => {
    expect(
      env({ SMTP_URL: 'smtp://127.0.0.1:2525?ignoreTLS=true', SMTP_INSECURE: '1' }).smtpUrl,
    ).toBe('smtp://127.0.0.1:2525?ignoreTLS=true');
    expect(() => env({ SMTP_URL: 'smtp://127.0.0.1:2525', SMTP_INSECURE: 'yes' })).toThrowError(
      'Invalid environment: SMTP_INSECURE (1 or unset). See README, "Environment".',
    );
  });

  it('names a plain SMTP_URL beside other wrong variables', () => {
    expect(() => env({ PORT: 'eighty', SMTP_URL: 'smtp://mail.example.org' })).toThrowError(
      /^Invalid environment: PORT \(a port number\); SMTP_URL \(mail must go over TLS: /,
    );
  });

  it('takes the TOTP key as 32 bytes in hex or base64, and nothing else', () => {
    const key = Buffer.alloc(32, 9);
    expect(env({ TOTP_KEY: key.toString('hex') }).totpKey).toEqual(key);
    expect(env({ TOTP_KEY: ` ${key.toString('base64')} ` }).totpKey).toEqual(key);
    expect(env({ TOTP_KEY: key.toString('base64url') }).totpKey).toEqual(key);
    for (const wrong of [Buffer.alloc(16).toString('base64'), 'a'.repeat(63), 'not a key'])
      expect(() => env({ TOTP_KEY: wrong })).toThrowError(
        'Invalid environment: TOTP_KEY (a key of 32 bytes, base64 or hex: openssl rand -base64 32). ' +
          'See README, "Environment".',
      );
  });

  it('trusts X-Forwarded-For from the listed proxies only', () => {
    const proxies = env({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8 ::1' }).trustProxy;
    expect(proxies?.check('10.1.2.3', 'ipv4')).toBe(true);
    expect(proxies?.check('::1', 'ipv6')).toBe(true);
    expect(proxies?.check('192.0.2.1', 'ipv4')).toBe(false);
  });

  it('refuses a port out of range', () => {
    expect(() => env({ PORT: '70000' })).toThrowError(/^Invalid environment: PORT /);
  });
});
