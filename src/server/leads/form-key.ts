import { randomBytes } from 'node:crypto';
import { signFormTime, type FormName } from '@/lib/form-token';
import { sharedKey } from '../stores/site';

/**
 * The key that signs the forms' start times, made once by whichever server instance needs it
 * first and kept in the database, so that every instance (and the next start) accepts the
 * times the others signed.
 */
let key: Promise<Buffer> | undefined;

async function readOrCreate(): Promise<Buffer> {
  const value = await sharedKey('form-time', randomBytes(32).toString('base64'));
  if (!value) throw new Error('The form key could not be read');
  return Buffer.from(value, 'base64');
}

export function formKey(): Promise<Buffer> {
  key ??= readOrCreate().catch((error: unknown) => {
    key = undefined;
    throw error;
  });
  return key;
}

/**
 * The signed time for a form shown now; `''` while the database cannot be read (the form then
 * shows, and its submission meets the same unavailable database).
 */
export async function issueFormTime(form: FormName, now = Date.now()): Promise<string> {
  try {
    return signFormTime(await formKey(), form, now);
  } catch {
    return '';
  }
}
