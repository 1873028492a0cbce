import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { articles } from '@/content/blog/articles';
import type { Locale } from '@/i18n/locales';
import { articleBody } from '@/server/articles';
import { articlePaths, publicPathOf } from '@/site/routes';

/** Cards of the internal articles (all but `exclude`), linking into the blog. */
export async function RelatedArticles({
  locale,
  exclude,
  title,
}: {
  locale: Locale;
  exclude?: string;
  title: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const related = articles.filter((article) => article.id !== exclude);
  return (
    <section aria-labelledby="related" className="bg-surface py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="related" className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {related.map((article) => (
            <li
              key={article.id}
              className="flex flex-col rounded-lg border border-line bg-white p-6"
            >
              <h3 className="text-lg font-semibold">
                <Link
                  href={publicPathOf(articlePaths(article)[locale], locale)}
                  className="text-brand-strong hover:underline"
                >
                  {article.title[locale]}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm text-ink-soft">{article.excerpt[locale]}</p>
              <p className="mt-4 text-xs text-ink-soft">
                {t('readTime', { minutes: articleBody(article, locale).readTime })}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
