import { getTranslations } from 'next-intl/server';
import type { ComponentProps, ReactNode } from 'react';
import type { ShownBlock } from '@/content/blocks';
import { unmarked } from '@/content/references';
import { Picture } from '@/components/ui/Picture';
import { Prose } from '@/components/ui/Prose';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { CallToAction } from '@/components/sections/CallToAction';
import { BookingFormSection } from '@/components/forms/BookingFormSection';
import { EnquirySection } from '@/components/forms/EnquirySection';
import {
  LazyBookingSection,
  LazyContactForm,
  LazySchedulerEmbed,
} from '@/components/forms/lazy-forms';
import type { BlockForms } from '@/lib/lead-forms';
import { pathFor } from '@/site/routes';
import type { Locale } from '@/i18n/locales';

type Href = ComponentProps<typeof ButtonLink>['href'];
type Of<K extends ShownBlock['kind']> = Extract<ShownBlock, { kind: K }>;

/** Blocks read in the text column; the others span the page. */
const inColumn = new Set<ShownBlock['kind']>(['text', 'image', 'quote', 'faq', 'caseStudy']);

/** A page header of the owner's: the page's `<h1>` when it opens the page, else a band. */
export function HeroBlock({ block, opening }: { block: Of<'hero'>; opening: boolean }) {
  const Heading = opening ? 'h1' : 'h2';
  return (
    <section className="bg-gradient-to-b from-surface to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 lg:grid-cols-2 lg:py-24">
        <div>
          <Heading className="text-3xl font-bold tracking-tight text-ink sm:text-5xl">
            {block.heading}
          </Heading>
          {block.lead && (
            <p className="mt-6 text-lg leading-relaxed text-ink-soft">
              <Prose text={block.lead} />
            </p>
          )}
          {block.button && (
            <div className="mt-8">
              <ButtonLink href={block.button.href as Href}>{block.button.label}</ButtonLink>
            </div>
          )}
        </div>
        {block.image && <Picture picture={block.image} priority={opening} />}
      </div>
    </section>
  );
}

/** A block across the page, named by its heading if it has one. */
function WideSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={heading && id} className={className}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        {heading && (
          <h2 id={id} className="text-2xl font-bold tracking-tight">
            {heading}
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}

function TextBlock({ block }: { block: Of<'text'> }) {
  const List = block.ordered ? 'ol' : 'ul';
  const body = (
    <>
      {block.image && (
        <div className="mt-6">
          <Picture picture={block.image} />
        </div>
      )}
      {block.paragraphs.map((paragraph, index) => (
        <p key={index} className="mt-4 leading-relaxed text-ink-soft">
          <Prose text={paragraph} />
        </p>
      ))}
      {block.points.length > 0 && (
        <List
          className={`mt-4 ${block.ordered ? 'list-decimal' : 'list-disc'} space-y-2 pl-6 text-ink-soft`}
        >
          {block.points.map((point, index) => (
            <li key={index}>
              <Prose text={point} />
            </li>
          ))}
        </List>
      )}
    </>
  );
  if (!block.heading) return <div className="mb-10">{body}</div>;
  return (
    <section aria-labelledby={block.id} className="mb-10 scroll-mt-24">
      <h2 id={block.id} className="text-2xl font-bold tracking-tight">
        {block.heading}
      </h2>
      {body}
    </section>
  );
}

function ImageBlock({ block }: { block: Of<'image'> }) {
  return (
    <figure className="mb-10">
      <Picture picture={block.image} />
      {block.caption && (
        <figcaption className="mt-2 text-sm text-ink-soft">{block.caption}</figcaption>
      )}
    </figure>
  );
}

function QuoteBlock({ block }: { block: Of<'quote'> }) {
  return (
    <figure className="mb-10 border-l-4 border-brand pl-6">
      <blockquote className="text-xl leading-relaxed text-ink">
        <p>
          <Prose text={block.quote} />
        </p>
      </blockquote>
      <figcaption className="mt-3 text-ink-soft">
        {block.person}
        {block.role && `, ${block.role}`}
      </figcaption>
    </figure>
  );
}

async function CaseStudyBlock({ block, id }: { block: Of<'caseStudy'>; id: string }) {
  const t = await getTranslations('Body');
  const parts = [
    ['situation', block.situation],
    ['approach', block.approach],
    ['result', block.result],
  ] as const;
  return (
    <section aria-labelledby={id} className="mb-10 rounded-lg border border-line p-6">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {block.heading}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t('caseClient')}: {block.client}
      </p>
      {block.image && (
        <div className="mt-6">
          <Picture picture={block.image} />
        </div>
      )}
      <dl className="mt-4 space-y-4">
        {parts.map(([name, text]) => (
          <div key={name}>
            <dt className="font-semibold text-ink">{t(name)}</dt>
            <dd className="mt-1 leading-relaxed text-ink-soft">
              <Prose text={text} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

async function FaqBlock({ block, id }: { block: Of<'faq'>; id: string }) {
  const t = await getTranslations('Body');
  return (
    <section aria-labelledby={id} className="mt-4 border-t border-line pt-10">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {t('faq')}
      </h2>
      <dl className="mt-6 space-y-6">
        {block.questions.map((entry, index) => (
          <div key={index}>
            <dt className="font-semibold text-ink">{entry.question}</dt>
            <dd className="mt-2 leading-relaxed text-ink-soft">
              <Prose text={entry.answer} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

async function FiguresBlock({
  block,
  id,
  locale,
}: {
  block: Of<'figures'>;
  id: string;
  locale: Locale;
}) {
  const t = await getTranslations('Body');
  const figuresPath = pathFor('figures', locale);
  return (
    <WideSection id={id} heading={block.heading} className="bg-surface py-12">
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {block.figures.map((figure) => (
          <li key={figure.id} className="rounded-lg bg-white p-6 shadow-sm">
            <p id={`${id}-${figure.id}`} className="text-3xl font-bold text-brand-strong">
              {figure.value}
            </p>
            <p className="mt-2 text-ink-soft">
              <Prose text={figure.claim} />
            </p>
            <a
              href={`${figuresPath}#${figure.id}`}
              aria-describedby={`${id}-${figure.id}`}
              className="mt-3 inline-block text-sm underline"
            >
              {t('figureBasis')}
            </a>
          </li>
        ))}
      </ul>
    </WideSection>
  );
}

function CardsBlock({ block, id }: { block: Of<'cards'>; id: string }) {
  const List = block.style === 'steps' ? 'ol' : 'ul';
  // Below the block's heading, or in its place.
  const Title = block.heading ? 'h3' : 'h2';
  return (
    <WideSection id={id} heading={block.heading} className="py-12">
      <List className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {block.items.map((item, index) => (
          <li key={index} className="rounded-lg border border-line p-6">
            <Title className="text-lg font-semibold text-ink">
              {block.style === 'steps' && (
                <span className="mr-2 text-brand-strong">{index + 1}.</span>
              )}
              {item.title}
            </Title>
            <p className="mt-2 leading-relaxed text-ink-soft">
              <Prose text={item.text} />
            </p>
          </li>
        ))}
      </List>
    </WideSection>
  );
}

/**
 * The contact page's or the booking page's form, as there: the only block with the browser's
 * JavaScript, and the one that makes its page rendered for each visitor.
 */
function FormBlock({
  block,
  locale,
  forms,
}: {
  block: Of<'form'>;
  locale: Locale;
  forms: BlockForms;
}) {
  const texts = { locale, heading: block.heading, intro: block.intro };
  if (block.form === 'booking')
    return forms.booking ? (
      <BookingFormSection
        {...texts}
        form={forms.booking}
        parts={{ Booking: LazyBookingSection, Scheduler: LazySchedulerEmbed }}
        channels
      />
    ) : null;
  return forms.contact ? (
    <EnquirySection {...texts} form={forms.contact} Form={LazyContactForm} />
  ) : null;
}

/** One block; `id` anchors its heading, unique on the page. */
function Block({
  block,
  id,
  locale,
  forms,
}: {
  block: ShownBlock;
  id: string;
  locale: Locale;
  forms: BlockForms;
}) {
  switch (block.kind) {
    case 'hero':
      return <HeroBlock block={block} opening={false} />;
    case 'text':
      return <TextBlock block={block} />;
    case 'image':
      return <ImageBlock block={block} />;
    case 'quote':
      return <QuoteBlock block={block} />;
    case 'caseStudy':
      return <CaseStudyBlock block={block} id={id} />;
    case 'faq':
      return <FaqBlock block={block} id={id} />;
    case 'figures':
      return <FiguresBlock block={block} id={id} locale={locale} />;
    case 'cards':
      return <CardsBlock block={block} id={id} />;
    case 'form':
      return <FormBlock block={block} locale={locale} forms={forms} />;
    case 'callToAction':
      return block.button ? (
        <CallToAction
          id={id}
          title={block.heading}
          text={unmarked(block.text)}
          button={block.button.label}
          href={block.button.href as Href}
        />
      ) : null;
  }
}

/**
 * A page's blocks below its header: runs of text, images, quotes, case studies and questions in
 * the reading column (the first run opened by `intro`), the others across the page.
 */
export function PageBlocks({
  blocks,
  intro,
  locale,
  forms,
}: {
  blocks: readonly ShownBlock[];
  intro?: string;
  locale: Locale;
  /** What the forms among the blocks need from this request (`formsOf`). */
  forms: BlockForms;
}) {
  const runs: { column: boolean; items: ReactNode[] }[] = [];
  let questions = 0;
  blocks.forEach((block, index) => {
    const id = block.kind === 'faq' ? (questions++ ? `faq-${index}` : 'faq') : `block-${index}`;
    const column = inColumn.has(block.kind);
    const node = <Block key={index} block={block} id={id} locale={locale} forms={forms} />;
    const last = runs.at(-1);
    if (column && last?.column) last.items.push(node);
    else runs.push({ column, items: [node] });
  });
  if (intro && runs[0]?.column !== true) runs.unshift({ column: true, items: [] });
  return runs.map((run, index) =>
    run.column ? (
      <div key={index} className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {index === 0 && intro && (
          <p className="mb-10 text-lg leading-relaxed text-ink">
            <Prose text={intro} />
          </p>
        )}
        {run.items}
      </div>
    ) : (
      run.items
    ),
  );
}
