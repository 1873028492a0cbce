import { homeSections } from '@/content/home-sections';
import type { Locale } from '@/i18n/locales';
import { pathFor } from '@/site/routes';
import { CallToAction } from './CallToAction';

/** The closing call to book the free 60-minute call, at the end of most pages. */
export function BookingCallToAction({ locale }: { locale: Locale }) {
  const { title, text, button } = homeSections[locale].closing;
  return (
    <CallToAction
      id="closing"
      title={title}
      text={text}
      button={button}
      href={pathFor('bookConsultation', locale)}
    />
  );
}
