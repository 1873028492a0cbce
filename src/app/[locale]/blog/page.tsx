import { registryPage } from '@/components/layout/registry-page';
import { BlogView } from '@/components/sections/BlogIndex';
import { blogItems } from '@/server/blog';

const page = registryPage('blog', ({ locale }) => (
  <BlogView locale={locale} items={blogItems(locale)} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
