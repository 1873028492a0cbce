import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { Role } from '@/lib/roles';
import { signOut, signOutEverywhere } from '@/next/backoffice/auth-actions';
import { company } from '@/site/company';
import { LanguageForm } from './LanguageForm';
import { quietButtonClass } from './parts';
import { PageForm } from '@/components/forms/PageForm';
import { CONTENT_EDITOR_PATH } from '@/site/content-engine';

/** The owner's parts of the back office, after the inbox. */
const ownerLinks = [
  ['/backoffice?status=spam', 'spam'],
  ['/backoffice/bookings', 'bookings'],
  ['/backoffice/availability', 'availability'],
  ['/backoffice/changes', 'changes'],
  ['/backoffice/statistics', 'statistics'],
  ['/backoffice/site', 'site'],
  [CONTENT_EDITOR_PATH, 'content'],
  ['/backoffice/privacy', 'privacy'],
  ['/backoffice/audit', 'audit'],
] as const;

/** An editor's: the content, its changes, the statistics (`mayOpen`). */
const editorLinks = [
  ['/backoffice/changes', 'changes'],
  ['/backoffice/statistics', 'statistics'],
  [CONTENT_EDITOR_PATH, 'content'],
] as const;

/**
 * The signed-in header: what the role may open (for an owner the inbox with its unread count
 * first), the language, signing out.
 */
export async function BackofficeHeader({
  locale,
  email,
  role,
  unread,
  back,
}: {
  locale: Locale;
  email: string;
  role: Role;
  /** The owner's leads nobody has opened yet. */
  unread?: number;
  back: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Backoffice' });
  return (
    <header className="border-b border-line bg-white">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skip')}
      </a>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
        <nav aria-label={t('nav.label')} className="flex flex-1 flex-wrap items-center gap-4">
          <span className="font-bold text-brand">
            {company.brand} · {t('nav.label')}
          </span>
          {unread !== undefined && (
            <Link
              href="/backoffice"
              className="font-semibold text-brand underline-offset-4 hover:underline"
            >
              {t('nav.inbox')}{' '}
              <span
                data-unread={unread}
                className="rounded-full bg-accent px-2 py-0.5 text-xs text-white"
              >
                {t('nav.unread', { count: unread })}
              </span>
            </Link>
          )}
          {(role === 'owner' ? ownerLinks : editorLinks).map(([href, name]) => (
            <Link
              key={name}
              href={href}
              className="font-semibold text-brand underline-offset-4 hover:underline"
            >
              {t(`nav.${name}`)}
            </Link>
          ))}
        </nav>
        <p className="text-sm text-ink-soft">{t('nav.signedInAs', { email })}</p>
        <LanguageForm locale={locale} back={back} />
        <PageForm action={signOut}>
          <button type="submit" className={quietButtonClass}>
            {t('nav.signOut')}
          </button>
        </PageForm>
        <PageForm action={signOutEverywhere}>
          <button type="submit" className={quietButtonClass}>
            {t('nav.signOutEverywhere')}
          </button>
        </PageForm>
      </div>
    </header>
  );
}
