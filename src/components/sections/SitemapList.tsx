import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { internalPath, routeKeys, routes } from '@/site/routes';
import { TitledSection } from './TitledSection';

/** Every page listed in the XML sitemap, as links. */
export async function SitemapList() {
  const locale = await getLocale();
  const t = await getTranslations('Sitemap');
  const listed = routeKeys.filter((key) => routes[key].sitemap !== null);
  return (
    <TitledSection id="sitemap-list" title={t('title')} titleStyle="plain" className="py-12">
      <ul className="mt-6 grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {listed.map((key) => (
          <li key={key}>
            <Link href={internalPath(key)} className="text-brand hover:underline">
              {routes[key].label[locale]}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
