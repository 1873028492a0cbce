import { ContactView } from '../[[...path]]/_views/contact';
import { requestPage } from '../[[...path]]/_views/request-page';

/**
 * The contact page with a subject, a message or the ROI calculator's results from its URL,
 * rendered per request so that they show without JavaScript too; the proxy serves it for
 * `/contact?subject=…` (see `queryPages`).
 */
export const dynamic = 'force-dynamic';

const page = requestPage('contact', (locale, query) => (
  <ContactView routeKey="contact" locale={locale} query={query} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
