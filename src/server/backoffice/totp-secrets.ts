/**
 * The back-office accounts' TOTP secrets are stored encrypted (AES-256-GCM) under a key that is
 * not in the database: `TOTP_KEY`, or else the file `totp.key` in `DATA_DIR`, made at first use,
 * readable by the server's user only. A copy of the database or a backup alone cannot produce a
 * sign-in code. A stored value reads `v1:IV:CIPHERTEXT` (base64url, the ciphertext ending in the
 * GCM tag); a secret stored in plain text by an earlier version is still read, and sealed when the
 * server starts.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { replaceTotpSecret, storedTotpSecrets } from '../stores/accounts';
import { env, keyBytes } from '../env';
import { secretFile } from '../key-file';
import { isTotpSecret } from './totp';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts a secret under `key` with a fresh IV. */
export function sealSecret(secret: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([
    cipher.update(secret, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  return `${VERSION}:${iv.toString('base64url')}:${sealed.toString('base64url')}`;
}

/**
 * The secret a stored value holds: a plain secret as it is, a sealed one decrypted. Throws when
 * the value was sealed under another key, was altered, or is neither.
 */
export function openSecret(stored: string, key: Buffer): string {
  if (isTotpSecret(stored)) return stored;
  const [version, iv = '', sealed = ''] = stored.split(':');
  const bytes = Buffer.from(sealed, 'base64url');
  if (version !== VERSION || bytes.length <= TAG_BYTES) throw new Error('Not a sealed TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(bytes.subarray(-TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(0, -TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** The value to store instead of `stored`: a plain secret sealed, else `undefined` (nothing to do). */
export function resealed(stored: string, key: Buffer): string | undefined {
  return isTotpSecret(stored) ? sealSecret(stored, key) : undefined;
}

/** Where the key lives when `TOTP_KEY` is unset. */
function totpKeyFile(): string {
  return path.resolve(env().dataDir, 'totp.key');
}

/**
 * The key: `TOTP_KEY`, else the key file. Without either, `create` writes a new key file (mode
 * 0600, in a folder of mode 0700); otherwise the answer is `undefined`.
 */
export function totpKey(create: boolean): Buffer | undefined {
  const fromEnv = env().totpKey;
  if (fromEnv) return fromEnv;
  const file = totpKeyFile();
  const text = secretFile(file, create);
  if (text === undefined) return undefined;
  const key = keyBytes(text);
  if (!key) throw new Error(`${file} holds no key of 32 bytes (base64 or hex)`);
  return key;
}

/** What to store for a new account's secret: sealed under the key (made if there is none yet). */
export function storedTotpSecret(secret: string): string {
  const key = totpKey(true);
  if (!key) throw new Error('No TOTP key');
  return sealSecret(secret, key);
}

/** The secret of a stored value, or `undefined` (and a line in the log) when it cannot be read. */
export function readTotpSecret(stored: string): string | undefined {
  if (isTotpSecret(stored)) return stored;
  try {
    const key = totpKey(false);
    if (!key) throw new Error(`TOTP_KEY is unset and ${totpKeyFile()} does not exist`);
    return openSecret(stored, key);
  } catch (error) {
    console.error(`Cannot read a back-office account's TOTP secret: ${String(error)}`);
    return undefined;
  }
}

/**
 * At start: seals every secret still stored in plain text, and counts the sealed ones the key
 * cannot open (sealed under another key, as after a restore without the key file).
 */
async function sealPlainTotpSecrets(): Promise<{ sealed: number; unreadable: number }> {
  const rows = await storedTotpSecrets();
  const key = totpKey(
    rows.some(({ totpSecret }) => totpSecret !== null && isTotpSecret(totpSecret)),
  );
  let sealed = 0;
  let unreadable = 0;
  for (const { id, totpSecret } of rows) {
    if (totpSecret === null) continue;
    const next = key && resealed(totpSecret, key);
    if (next) {
      // Unless the account was set up anew meanwhile.
      if (await replaceTotpSecret(id, totpSecret, next)) sealed += 1;
    } else if (!key || !opens(totpSecret, key)) unreadable += 1;
  }
  return { sealed, unreadable };
}

function opens(stored: string, key: Buffer): boolean {
  try {
    openSecret(stored, key);
    return true;
  } catch {
    return false;
  }
}

/** `sealPlainTotpSecrets` as the server starts, saying in the log what it did or could not do. */
export async function sealTotpSecretsAtStart(): Promise<void> {
  const key = env().totpKey ? 'TOTP_KEY' : totpKeyFile();
  try {
    const { sealed, unreadable } = await sealPlainTotpSecrets();
    if (sealed)
      console.log(`Encrypted ${sealed} back-office TOTP secret(s) with the key in ${key}.`);
    if (unreadable)
      console.error(
        `${unreadable} back-office TOTP secret(s) cannot be decrypted with the key in ${key}: ` +
          'put back the key they were encrypted with, or give those accounts a new setup link (npm run owner -- reset EMAIL).',
      );
  } catch (error) {
    console.error(
      `Encrypting the back-office TOTP secrets failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
