import { copyFor, sectionsFor } from '@/next/content/pages';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CallToAction } from '@/components/sections/CallToAction';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { PageHero } from '@/components/sections/PageHero';
import { TitledSection } from '@/components/sections/TitledSection';
import { internalPath } from '@/site/routes';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

async function ExpertiseView({ routeKey, locale }: ViewProps) {
  const page = await copyFor(routeKey, locale);
  const copy = await sectionsFor('expertise', locale);
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <FeatureGrid id="capabilities" title={copy.capabilitiesTitle} items={copy.capabilities} />
      <TitledSection
        id="blog-teaser"
        title={copy.blogTeaser.title}
        className="bg-surface py-16"
        width="4xl"
      >
        <p className="mt-3 text-ink-soft">{copy.blogTeaser.text}</p>
        <div className="mt-6">
          <ButtonLink href={internalPath('blog')} variant="secondary">
            {copy.blogTeaser.button}
          </ButtonLink>
        </div>
      </TitledSection>
      <CallToAction
        id="booking"
        title={copy.booking.title}
        text={copy.booking.text}
        button={copy.booking.button}
        href={internalPath('bookConsultation')}
      />
    </>
  );
}

const page = registryPage('expertise', ExpertiseView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
