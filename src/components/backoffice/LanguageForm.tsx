import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import { chooseLanguage } from '@/next/backoffice/auth-actions';
import { quietButtonClass } from './parts';
import { PageForm } from '@/components/forms/PageForm';

/** Switches the back office to the other language and comes back to `back`. */
export async function LanguageForm({ locale, back }: { locale: Locale; back: string }) {
  const t = await getTranslations({ locale, namespace: 'Backoffice.language' });
  const other = locale === 'de' ? 'en' : 'de';
  return (
    <PageForm action={chooseLanguage}>
      <input type="hidden" name="locale" value={other} />
      <input type="hidden" name="back" value={back} />
      <button type="submit" className={quietButtonClass}>
        <span lang={other}>{t('switch')}</span>
        <span className="sr-only"> ({t('label')})</span>
      </button>
    </PageForm>
  );
}
