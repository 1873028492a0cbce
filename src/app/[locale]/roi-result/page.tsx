import { RoiView } from '../[[...path]]/_views/roi';
import { requestPage } from '../[[...path]]/_views/request-page';

/**
 * The ROI calculator with figures from its URL (the GET form without JavaScript, a shared link),
 * rendered per request; the proxy serves it for `/roi-calculator?tab=…` (see `queryPages`).
 */
export const dynamic = 'force-dynamic';

const page = requestPage('roiCalculator', (locale, query) => (
  <RoiView routeKey="roiCalculator" locale={locale} query={query} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
