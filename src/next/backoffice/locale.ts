import { cookies } from 'next/headers';
import type { Locale } from '@/i18n/locales';
import { currentSession } from './guard';

/** Before sign-in, the language chosen on the sign-in page. */
export const LANGUAGE_COOKIE = '__Host-backoffice-lang';

/** The back office speaks the signed-in account's language; before sign-in, the chosen one; German by default. */
export async function backofficeLocale(): Promise<Locale> {
  const session = await currentSession();
  if (session.state === 'active') return session.account.locale;
  return (await cookies()).get(LANGUAGE_COOKIE)?.value === 'en' ? 'en' : 'de';
}
