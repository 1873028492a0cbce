import { copyFor, sectionsFor } from '@/next/content/pages';
import { Link } from '@/i18n/navigation';
import { CallToAction } from '@/components/sections/CallToAction';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { PageHero } from '@/components/sections/PageHero';
import { SectionHeader } from '@/components/sections/SectionHeader';
import { ShareWidget } from '@/components/sections/ShareWidget';
import { TitledSection } from '@/components/sections/TitledSection';
import { absoluteUrl } from '@/site/config';
import { internalPath, pathFor, type RouteKey } from '@/site/routes';
import { registryPage, type ViewProps } from '@/components/layout/registry-page';

/** The three industry cards, in the order of `AboutCopy.industries`. */
const industryRoutes: readonly RouteKey[] = [
  'fleetServices',
  'automotiveServices',
  'bankingServices',
];

async function AboutView({ routeKey, locale }: ViewProps) {
  const page = await copyFor(routeKey, locale);
  const copy = await sectionsFor('about', locale);
  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} eyebrow={copy.badge} />
      <section aria-label={`${copy.mission.title} · ${copy.vision.title}`} className="py-16">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-2">
          {[copy.mission, copy.vision].map((block) => (
            <div key={block.title} className="rounded-lg border border-line p-6">
              <h2 className="text-2xl font-bold tracking-tight">{block.title}</h2>
              <p className="mt-3 leading-relaxed text-ink-soft">{block.text}</p>
            </div>
          ))}
        </div>
      </section>
      <FeatureGrid
        id="values"
        title={copy.valuesTitle}
        items={copy.values}
        columns={4}
        tone="surface"
      />
      <TitledSection id="clients" title={copy.clientsTitle} titleStyle="large" className="py-16">
        <ul className="mt-6 flex flex-wrap gap-3">
          {copy.clients.map((client) => (
            <li key={client} className="rounded-full border border-line px-4 py-2 text-ink-soft">
              {client}
            </li>
          ))}
        </ul>
      </TitledSection>
      <TitledSection
        id="industries"
        title={copy.industriesTitle}
        titleStyle="large"
        className="bg-surface py-16"
      >
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {copy.industries.map((industry, index) => (
            <li key={industry.title} className="rounded-lg border border-line bg-white p-6">
              <h3 className="text-lg font-semibold">
                <Link
                  href={internalPath(industryRoutes[index] ?? 'services')}
                  className="text-brand-strong hover:underline"
                >
                  {industry.title}
                </Link>
              </h3>
              <p className="mt-2 text-ink-soft">{industry.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>
      <section aria-labelledby="independence" className="py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div>
            <SectionHeader id="independence" title={copy.independence.title} titleStyle="large" />
            {copy.independence.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-4 leading-relaxed text-ink-soft">
                {paragraph}
              </p>
            ))}
          </div>
          <aside
            aria-labelledby="example"
            className="self-start rounded-lg border-l-4 border-brand bg-surface p-6"
          >
            <h3 id="example" className="text-lg font-semibold">
              {copy.independence.exampleTitle}
            </h3>
            <p className="mt-3 leading-relaxed text-ink-soft">{copy.independence.example}</p>
          </aside>
        </div>
      </section>
      <CallToAction
        id="pilot"
        title={copy.pilot.title}
        text={copy.pilot.text}
        button={copy.pilot.button}
        href={internalPath('bookConsultation')}
      />
      <ShareWidget
        url={absoluteUrl(pathFor(routeKey, locale))}
        title={page.title}
        description={page.description}
      />
    </>
  );
}

const page = registryPage('about', AboutView);
export const generateMetadata = page.generateMetadata;
export default page.Page;
