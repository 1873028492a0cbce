import { registryPage } from '@/components/layout/registry-page';
import { LegalView } from '@/components/sections/LegalPage';

const page = registryPage('privacy', ({ locale }) => (
  <LegalView locale={locale} document="privacy" />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
