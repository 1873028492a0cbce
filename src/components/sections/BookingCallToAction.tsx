import { homeSections } from '@/content/home-sections';
import { useLocale } from 'next-intl';
import { internalPath } from '@/site/routes';
import { CallToAction } from './CallToAction';

/** The closing call to book the free 60-minute call, at the end of most pages. */
export function BookingCallToAction() {
  const locale = useLocale();
  const { title, text, button } = homeSections[locale].closing;
  return (
    <CallToAction
      id="closing"
      title={title}
      text={text}
      button={button}
      href={internalPath('bookConsultation')}
    />
  );
}
