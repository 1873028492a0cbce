import { useTranslations } from 'next-intl';

export function SkipLink() {
  const t = useTranslations('SkipLink');
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-brand px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {t('label')}
    </a>
  );
}
