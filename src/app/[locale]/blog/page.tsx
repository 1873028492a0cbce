import { registryPage } from '@/components/layout/registry-page';
import { BlogView } from '@/components/sections/BlogIndex';
import { blogItems } from '@/next/content/articles';

const page = registryPage('blog', async ({ locale }) => (
  <BlogView locale={locale} items={await blogItems(locale)} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
