import { registryPage } from '@/components/layout/registry-page';
import { LegalView } from '@/components/sections/LegalPage';

const page = registryPage('disclaimer', ({ locale }) => (
  <LegalView locale={locale} document="disclaimer" />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
