import { copyFor } from '@/content/pages';
import { legal, type LegalDocument } from '@/content/legal';
import type { Locale } from '@/i18n/locales';
import { fillCompanyFacts } from '@/lib/legal-text';
import type { RouteKey } from '@/site/routes';

type LegalKey = keyof typeof legal;

function LegalText({ document, locale }: { document: LegalDocument; locale: Locale }) {
  return (
    <>
      {document.sections.map((section, index) => {
        const numbered = section.points && section.points.length === 5 && index === 0;
        const List = numbered ? 'ol' : 'ul';
        return (
          <section key={section.title} aria-labelledby={`legal-${index}`} className="mt-10">
            <h2 id={`legal-${index}`} className="text-xl font-bold tracking-tight">
              {section.title}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="mt-3 leading-relaxed text-ink-soft">
                {fillCompanyFacts(paragraph, locale)}
              </p>
            ))}
            {section.points && (
              <List
                className={`mt-3 space-y-2 pl-6 text-ink-soft ${numbered ? 'list-decimal' : 'list-disc'}`}
              >
                {section.points.map((point) => (
                  <li key={point}>{fillCompanyFacts(point, locale)}</li>
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
export function LegalView({
  routeKey,
  locale,
  document,
}: {
  routeKey: RouteKey;
  locale: Locale;
  document: LegalKey;
}) {
  const page = copyFor(routeKey, locale);
  const text = legal[document][locale];
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{page.heading}</h1>
      <p className="mt-3 text-sm text-ink-soft">{text.updated}</p>
      {text.bindingNote && (
        <p lang="en" className="mt-4 rounded-lg bg-surface p-4 text-sm text-ink">
          {text.bindingNote}
        </p>
      )}
      <p className="mt-6 text-lg leading-relaxed text-ink-soft">{page.lead}</p>
      <LegalText document={text} locale={locale} />
    </article>
  );
}
