import { RoiView } from '../[[...path]]/_views/roi';
import { requestPage } from '../[[...path]]/_views/request-page';

/**
 * The calculator's figures are in its URL (a GET form without JavaScript, a shareable link with
 * it), so the page is rendered per request.
 */
export const dynamic = 'force-dynamic';

const page = requestPage('roiCalculator', (locale, query) => (
  <RoiView routeKey="roiCalculator" locale={locale} query={query} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
