import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { env } from '@site/core/env';
import { secretFile } from '@site/core/key-file';

/**
 * The secret the content engine signs with: `PAYLOAD_SECRET`, else the file `payload.secret` in
 * `DATA_DIR`, made at first start like the database's password. The build signs nothing and gets
 * a throw-away value, so that it writes nothing into `DATA_DIR`.
 */
export function contentSecret(): string {
  const settings = env();
  if (settings.payloadSecret) return settings.payloadSecret;
  if (process.env.NEXT_PHASE === 'phase-production-build') return randomBytes(32).toString('hex');
  const secret = secretFile(path.resolve(settings.dataDir, 'payload.secret'), true);
  if (!secret) throw new Error('The content engine has no secret');
  return secret;
}
