import { leverValues } from '@/next/content/figures';
import { copyFor, sectionsFor } from '@/next/content/pages';
import { RoiCalculator, type RoiStates } from '@/components/roi/RoiCalculator';
import { BookingCallToAction } from '@/components/sections/BookingCallToAction';
import { PageHero } from '@/components/sections/PageHero';
import { calculatorOf, readCalculator, type Calculator } from '@/lib/roi';
import { registryPage, single, type ViewProps } from '@/components/layout/registry-page';

/**
 * The calculator's figures are in its URL (a GET form without JavaScript, a shareable link with
 * it), so the page is rendered per request.
 */
export const dynamic = 'force-dynamic';

/** The three calculators; the one named by `?tab=` starts from the figures in the URL. */
async function RoiView({ routeKey, locale, query: queryString }: ViewProps) {
  const query = await queryString;
  const page = await copyFor(routeKey, locale);
  const active = calculatorOf(single(query.tab));
  const read = <C extends Calculator>(calculator: C) =>
    readCalculator(
      calculator,
      (field) => (calculator === active ? single(query[field]) : undefined),
      locale,
    );
  const states: RoiStates = {
    fleet: read('fleet'),
    dealership: read('dealership'),
    bank: read('bank'),
  };
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <div className="py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <RoiCalculator
            key={JSON.stringify(query)}
            copy={await sectionsFor('roiCalculator', locale)}
            initial={states}
            active={active}
            levels={await leverValues()}
          />
        </div>
      </div>
      <BookingCallToAction kind="tools" />
    </>
  );
}

const page = registryPage('roiCalculator', RoiView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
