import { registryPage } from '@/components/layout/registry-page';
import { BlogView } from '@/components/sections/BlogIndex';

const page = registryPage('blog', ({ locale }) => <BlogView locale={locale} />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
