import { PageHero } from '@/components/sections/PageHero';
import { SitemapList } from '@/components/sections/SitemapList';
import { copyFor } from '@/lib/seo';
import type { ViewProps } from './types';

export function SitemapView({ routeKey, locale }: ViewProps) {
  const page = copyFor(routeKey, locale);
  return (
    <>
      <PageHero locale={locale} heading={page.heading} lead={page.lead} />
      <SitemapList locale={locale} />
    </>
  );
}
