import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { addedLinks, hrefOf, keyOf, registryLink } from '@/components/layout/nav-types';
import { addedPages, routeKeys, routes } from '@/site/routes';
import { TitledSection } from './TitledSection';

/** Every page listed in the XML sitemap, the owner's indexable pages included, as links. */
export async function SitemapList() {
  const locale = await getLocale();
  const t = await getTranslations('Sitemap');
  const listed = [
    ...routeKeys
      .filter((key) => routes[key].sitemap !== null)
      .map((key) => registryLink(key, locale)),
    ...addedLinks(
      addedPages().filter((page) => page.indexable),
      locale,
    ),
  ];
  return (
    <TitledSection id="sitemap-list" title={t('title')} titleStyle="plain" className="py-12">
      <ul className="mt-6 grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {listed.map((link) => (
          <li key={keyOf(link)}>
            <Link href={hrefOf(link)} className="text-brand hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
