import { useLocale } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { internalPath, routes } from '@/site/routes';

/** A pointer to the page that defines every figure the site quotes. */
export function FiguresLink() {
  const locale = useLocale();
  return (
    <p className="mx-auto max-w-3xl px-4 pb-12 sm:px-6">
      <Link href={internalPath('figures')} className="font-semibold text-brand-strong underline">
        {routes.figures.label[locale]}
      </Link>
    </p>
  );
}
