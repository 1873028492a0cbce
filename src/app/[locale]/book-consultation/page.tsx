import { BookingView } from '../[[...path]]/_views/booking';
import { requestPage } from '../[[...path]]/_views/request-page';

/** The booking page offers the slots free at the moment of the request. */
export const dynamic = 'force-dynamic';

const page = requestPage('bookConsultation', (locale) => (
  <BookingView routeKey="bookConsultation" locale={locale} />
));
export const generateMetadata = page.generateMetadata;
export default page.Page;
