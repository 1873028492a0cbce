import { ContactView } from '../[[...path]]/_views/contact';
import { requestPage } from '../[[...path]]/_views/request-page';

/**
 * The contact page takes a subject, a message and the ROI calculator's results from its URL, and
 * shows them without JavaScript too, so it is rendered per request.
 */
export const dynamic = 'force-dynamic';

const page = requestPage('contact', (locale, query) => (
  <ContactView routeKey="contact" locale={locale} query={query} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
