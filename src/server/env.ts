import { isIP, type BlockList } from 'node:net';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { parseProxyList } from '@/lib/client-address';
import { StartupError } from './db/errors';

/**
 * Every environment variable the server reads, validated in one place (README, "Environment").
 * An empty value counts as unset. `SITE_URL` is the one exception: it is fixed at build time and
 * inlined into the browser's code, so `src/site/config.ts` reads it.
 *
 * `env()` parses on each call: the tests change variables between cases. (The embedded database's
 * address is not an environment variable: `setDatabaseUrl` in `./db/client.ts` keeps it.)
 */
const unset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unset, schema.optional());

/**
 * Whether nodemailer, given this URL, sends only over TLS with a verified certificate: `smtps://`
 * (TLS from the first byte), or `smtp://` with `?requireTLS=true` (STARTTLS or no mail), and no
 * query option that turns either off.
 */
function smtpUsesTls(value: string): boolean {
  const { protocol, searchParams } = new URL(value);
  const on = (option: string) => ['true', '1'].includes(searchParams.get(option) ?? '');
  const off = (option: string) => searchParams.has(option) && !on(option);
  if (on('ignoreTLS') || off('tls.rejectUnauthorized')) return false;
  return protocol === 'smtps:' ? !off('secure') : on('secure') || on('requireTLS');
}

/** Whether a URL's host is this machine's loopback interface (`localhost`, 127.0.0.0/8, ::1). */
function isLoopbackHost(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

/** A 32-byte key written as 64 hex digits or in base64 (standard or URL-safe), else `undefined`. */
export function keyBytes(text: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : undefined;
  return key?.length === 32 ? key : undefined;
}

const schema = z
  .object({
    NODE_ENV: optional(
      z.enum(['development', 'production', 'test'], 'development, production or test'),
    ),
    PORT: optional(z.coerce.number('a port number').int().min(1).max(65_535)),
    DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'a postgres:// URL' })),
    DATA_DIR: optional(z.string().trim()),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' })),
    SMTP_INSECURE: optional(z.string().trim().pipe(z.literal('1', '1 or unset'))),
    OWNER_EMAIL: optional(z.string().trim().pipe(z.email('an e-mail address'))),
    MAIL_FROM: optional(z.string().trim()),
    SCHEDULER_URL: optional(z.url({ protocol: /^https?$/, error: 'an https:// URL' })),
    CALENDAR_ALLOW_ADDRESSES: optional(
      z
        .string()
        .trim()
        .transform((value) => value.split(',').map((address) => address.trim()))
        .refine(
          (addresses) => addresses.every((address) => isIP(address) !== 0),
          'IP addresses, separated by commas',
        ),
    ),
    HOST: optional(
      z
        .string()
        .trim()
        .refine((value) => isIP(value) !== 0, 'an IP address'),
    ),
    TRUST_PROXY: optional(
      z
        .string()
        .trim()
        .transform((value, context) => {
          try {
            return parseProxyList(value);
          } catch {
            context.addIssue({ code: 'custom', message: 'IP addresses or CIDR blocks' });
            return z.NEVER;
          }
        }),
    ),
    NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optional(
      z
        .string()
        .trim()
        .refine(
          (value) =>
            /^[A-Za-z0-9+/]+={0,2}$/.test(value) &&
            [16, 24, 32].includes(Buffer.from(value, 'base64').length),
          'a base64 AES key of 16, 24 or 32 bytes: openssl rand -base64 32',
        ),
    ),
    TOTP_KEY: optional(
      z
        .string()
        .trim()
        .transform((value, context) => {
          const key = keyBytes(value);
          if (key) return key;
          context.addIssue({
            code: 'custom',
            message: 'a key of 32 bytes, base64 or hex: openssl rand -base64 32',
          });
          return z.NEVER;
        }),
    ),
    PAYLOAD_SECRET: optional(z.string().trim().min(32, 'at least 32 characters')),
    S3_BUCKET: optional(
      z
        .string()
        .trim()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name'),
    ),
    // Plain HTTP only to a test server on this machine, as SMTP_INSECURE allows for mail: the
    // bucket's keys and every image would otherwise cross the network in clear.
    S3_ENDPOINT: optional(
      z
        .url({ protocol: /^https?$/, error: 'an https:// URL' })
        .refine(
          (url) => new URL(url).protocol === 'https:' || isLoopbackHost(url),
          'an https:// URL; http:// only to a loopback address',
        ),
    ),
    S3_REGION: optional(z.string().trim()),
    S3_ACCESS_KEY_ID: optional(z.string().trim()),
    S3_SECRET_ACCESS_KEY: optional(z.string().trim()),
    SESSION_IDLE_SECONDS: optional(
      z.coerce.number('a number of seconds').int().min(10, 'at least 10').max(1800, 'at most 1800'),
    ),
  })
  .refine((vars) => !vars.S3_BUCKET || vars.S3_ACCESS_KEY_ID !== undefined, {
    path: ['S3_ACCESS_KEY_ID'],
    message: 'the bucket needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
  })
  .refine(
    (vars) => (vars.S3_ACCESS_KEY_ID === undefined) === (vars.S3_SECRET_ACCESS_KEY === undefined),
    {
      path: ['S3_SECRET_ACCESS_KEY'],
      message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY come together',
    },
  )
  .refine((vars) => !vars.SMTP_URL || vars.SMTP_INSECURE === '1' || smtpUsesTls(vars.SMTP_URL), {
    path: ['SMTP_URL'],
    message:
      'mail must go over TLS: smtps://, or smtp:// with ?requireTLS=true; SMTP_INSECURE=1 allows plain SMTP to a local mail catcher',
    when: ({ issues }) =>
      !issues.some(({ path }) => path?.[0] === 'SMTP_URL' || path?.[0] === 'SMTP_INSECURE'),
  });

export interface Env {
  readonly dev: boolean;
  readonly port: number;
  /** The one address the server listens on; unset, every address. */
  readonly host?: string;
  /** A PostgreSQL connection URL; unset, the server starts the embedded database. */
  readonly databaseUrl?: string;
  /** The embedded database's folder, relative to the working directory unless absolute. */
  readonly dataDir: string;
  readonly smtpUrl?: string;
  readonly ownerEmail?: string;
  readonly mailFrom?: string;
  readonly schedulerUrl?: string;
  /**
   * The reverse proxies whose `X-Forwarded-For` is believed (addresses and CIDR blocks); unset,
   * the connection's peer is the client.
   */
  readonly trustProxy?: BlockList;
  /** A back-office session ends after this long without a request (at most 30 minutes). */
  readonly sessionIdleSeconds: number;
  /** The key of the back-office accounts' TOTP secrets; unset, the file `totp.key` in `dataDir`. */
  readonly totpKey?: Buffer;
  /** The content engine's signing secret; unset, the file `payload.secret` in `dataDir`. */
  readonly payloadSecret?: string;
  /** The S3-compatible bucket that holds the images; unset, they are kept in `dataDir/media`. */
  readonly bucket?: Bucket;
  /**
   * Private or loopback addresses the owner's calendars may be fetched from (a calendar server in
   * the same network, a test); unset, only public addresses.
   */
  readonly calendarAllowAddresses: readonly string[];
}

export interface Bucket {
  readonly name: string;
  /** The service's address (MinIO, another provider); unset, Amazon S3. */
  readonly endpoint?: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

/** The validated environment, or a `StartupError` naming each variable that is wrong. */
export function env(source: Readonly<Record<string, string | undefined>> = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success)
    throw new StartupError(
      `Invalid environment: ${parsed.error.issues
        .map((issue) => `${issue.path.join('.')} (${issue.message})`)
        .join('; ')}. See README, "Environment".`,
    );
  const vars = parsed.data;
  return {
    dev: vars.NODE_ENV === 'development',
    port: vars.PORT ?? 3000,
    host: vars.HOST,
    databaseUrl: vars.DATABASE_URL,
    dataDir: vars.DATA_DIR ?? 'data',
    smtpUrl: vars.SMTP_URL,
    ownerEmail: vars.OWNER_EMAIL,
    mailFrom: vars.MAIL_FROM,
    schedulerUrl: vars.SCHEDULER_URL,
    trustProxy: vars.TRUST_PROXY,
    sessionIdleSeconds: vars.SESSION_IDLE_SECONDS ?? 1800,
    totpKey: vars.TOTP_KEY,
    payloadSecret: vars.PAYLOAD_SECRET,
    calendarAllowAddresses: vars.CALENDAR_ALLOW_ADDRESSES ?? [],
    bucket:
      vars.S3_BUCKET && vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
        ? {
            name: vars.S3_BUCKET,
            endpoint: vars.S3_ENDPOINT,
            region: vars.S3_REGION ?? 'us-east-1',
            accessKeyId: vars.S3_ACCESS_KEY_ID,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}
