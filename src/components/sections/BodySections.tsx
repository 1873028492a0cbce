import { getTranslations } from 'next-intl/server';
import type { PageBody } from '@/content/types';
import { Picture } from '@/components/ui/Picture';
import { Prose } from '@/components/ui/Prose';
import { unmarked } from '@/content/references';

/** The long-form body of a page: titled sections with paragraphs and lists, then the FAQ. */
export async function BodySections({ body, intro }: { body: PageBody; intro?: string }) {
  const t = await getTranslations('Body');
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      {intro && (
        <p className="mb-10 text-lg leading-relaxed text-ink">
          <Prose text={intro} />
        </p>
      )}
      {body.sections.map((section, index) => (
        <section
          key={section.title}
          aria-labelledby={section.id ?? `section-${index}`}
          className="mb-10 scroll-mt-24"
        >
          <h2 id={section.id ?? `section-${index}`} className="text-2xl font-bold tracking-tight">
            {section.title}
          </h2>
          {section.image && (
            <div className="mt-6">
              <Picture picture={section.image} />
            </div>
          )}
          {section.paragraphs.map((paragraph) => (
            <p
              key={unmarked(paragraph).slice(0, 40)}
              className="mt-4 leading-relaxed text-ink-soft"
            >
              <Prose text={paragraph} />
            </p>
          ))}
          {section.points && (
            <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-soft">
              {section.points.map((point) => (
                <li key={unmarked(point)}>
                  <Prose text={point} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
      {body.faq && body.faq.length > 0 && (
        <section aria-labelledby="faq" className="mt-4 border-t border-line pt-10">
          <h2 id="faq" className="text-2xl font-bold tracking-tight">
            {t('faq')}
          </h2>
          <dl className="mt-6 space-y-6">
            {body.faq.map((entry) => (
              <div key={entry.question}>
                <dt className="font-semibold text-ink">{entry.question}</dt>
                <dd className="mt-2 leading-relaxed text-ink-soft">
                  <Prose text={entry.answer} />
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
