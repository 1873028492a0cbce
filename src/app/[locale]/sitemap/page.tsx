import { copyFor } from '@/next/content/pages';
import { PageHero } from '@/components/sections/PageHero';
import { SitemapList } from '@/components/sections/SitemapList';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

async function SitemapView({ routeKey, locale }: ViewProps) {
  const page = await copyFor(routeKey, locale);
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <SitemapList />
    </>
  );
}

const page = registryPage('sitemap', SitemapView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
