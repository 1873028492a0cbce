import { englishBindingNote, type LegalDocumentKey } from '@/content/legal';
import type { PageBody } from '@/content/types';
import type { Locale } from '@/i18n/locales';
import { copyFor, pageFileFor } from '@/next/content/pages';
import { Prose } from '@/components/ui/Prose';
import { unmarked } from '@/content/references';

function LegalText({ body }: { body: PageBody }) {
  return (
    <>
      {body.sections.map((section, index) => {
        const numbered = section.ordered === true;
        const List = numbered ? 'ol' : 'ul';
        return (
          <section
            key={index}
            aria-labelledby={section.title ? `legal-${index}` : undefined}
            className="mt-10"
          >
            {section.title && (
              <h2 id={`legal-${index}`} className="text-xl font-bold tracking-tight">
                {section.title}
              </h2>
            )}
            {section.paragraphs.map((paragraph) => (
              <p
                key={unmarked(paragraph).slice(0, 40)}
                className="mt-3 leading-relaxed text-ink-soft"
              >
                <Prose text={paragraph} />
              </p>
            ))}
            {section.points && (
              <List
                className={`mt-3 space-y-2 pl-6 text-ink-soft ${numbered ? 'list-decimal' : 'list-disc'}`}
              >
                {section.points.map((point) => (
                  <li key={unmarked(point)}>
                    <Prose text={point} />
                  </li>
                ))}
              </List>
            )}
          </section>
        );
      })}
    </>
  );
}

/** Privacy notice, terms of use and the ROI disclaimer; German is the binding text. */
export async function LegalView({
  document,
  locale,
}: {
  document: LegalDocumentKey;
  locale: Locale;
}) {
  const [page, { meta, body }] = await Promise.all([
    copyFor(document, locale),
    pageFileFor(document, locale),
  ]);
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
      <p className="mt-3 text-sm text-ink-soft">{meta.updated}</p>
      {locale !== 'de' && (
        <p lang="en" className="mt-4 rounded-lg bg-surface p-4 text-sm text-ink">
          {englishBindingNote}
        </p>
      )}
      <p className="mt-6 text-lg leading-relaxed text-ink-soft">
        <Prose text={page.lead} />
      </p>
      <LegalText body={body} />
    </article>
  );
}
