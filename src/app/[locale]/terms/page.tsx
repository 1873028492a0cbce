import { registryPage } from '@/components/layout/registry-page';
import { LegalView } from '@/components/sections/LegalPage';

const page = registryPage('terms', ({ locale }) => <LegalView locale={locale} document="terms" />);
export const generateMetadata = page.generateMetadata;
export default page.Page;
