import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newTotpSecret } from '@/server/backoffice/totp';
import {
  openSecret,
  readTotpSecret,
  resealed,
  sealSecret,
  storedTotpSecret,
  totpKey,
} from '@/server/backoffice/totp-secrets';

const key = randomBytes(32);
const secret = newTotpSecret();

describe('a TOTP secret at rest', () => {
  it('is stored encrypted, and decrypts to the secret', () => {
    const sealed = sealSecret(secret, key);
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(openSecret(sealed, key)).toBe(secret);
  });

  it('looks different each time it is stored', () => {
    expect(sealSecret(secret, key)).not.toBe(sealSecret(secret, key));
  });

  it('cannot be read with another key, nor once altered', () => {
    const sealed = sealSecret(secret, key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow();
    const [version, iv, data = ''] = sealed.split(':');
    const altered = `${data.startsWith('A') ? 'B' : 'A'}${data.slice(1)}`;
    expect(() => openSecret(`${version}:${iv}:${altered}`, key)).toThrow();
    expect(() => openSecret('v2:abc:def', key)).toThrow();
  });

  it('is still read when an earlier version stored it in plain text, and is then sealed', () => {
    expect(openSecret(secret, key)).toBe(secret);
    const migrated = resealed(secret, key);
    expect(migrated).toMatch(/^v1:/);
    expect(openSecret(migrated ?? '', key)).toBe(secret);
    expect(resealed(migrated ?? '', key)).toBeUndefined();
  });
});

describe('the key of the TOTP secrets', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'totp-key-')), 'data');
    vi.stubEnv('DATA_DIR', dataDir);
    vi.stubEnv('TOTP_KEY', '');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('is made at first use as a file in DATA_DIR that only the server’s user can read', () => {
    expect(totpKey(false)).toBeUndefined();
    expect(existsSync(path.join(dataDir, 'totp.key'))).toBe(false);
    const stored = storedTotpSecret(secret);
    const file = path.join(dataDir, 'totp.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(readTotpSecret(stored)).toBe(secret);
    expect(totpKey(true)).toEqual(totpKey(false));
    expect(readFileSync(file, 'utf8')).not.toContain(secret);
  });

  it('comes from TOTP_KEY when set, and no file is made', () => {
    vi.stubEnv('TOTP_KEY', key.toString('hex'));
    const stored = storedTotpSecret(secret);
    expect(existsSync(path.join(dataDir, 'totp.key'))).toBe(false);
    expect(openSecret(stored, key)).toBe(secret);
    vi.stubEnv('TOTP_KEY', key.toString('base64'));
    expect(readTotpSecret(stored)).toBe(secret);
  });

  it('gives no code for a secret sealed under another key, and says so in the log', () => {
    const stored = sealSecret(secret, randomBytes(32));
    expect(readTotpSecret(stored)).toBeUndefined();
    storedTotpSecret(newTotpSecret());
    expect(readTotpSecret(stored)).toBeUndefined();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Cannot read a back-office account's TOTP secret: /),
    );
  });

  it('refuses a key file that holds no key', () => {
    storedTotpSecret(secret);
    writeFileSync(path.join(dataDir, 'totp.key'), 'not a key\n');
    expect(() => totpKey(true)).toThrow(/holds no key of 32 bytes/);
  });
});
