import { copyFor } from '@/content/pages';
import { getTranslations } from 'next-intl/server';
import { BlogList, type BlogCard } from '@/components/sections/BlogList';
import { PageHero } from '@/components/sections/PageHero';
import type { Locale } from '@/i18n/locales';
import { blogCategories, categoriesOf, visiblePosts, type BlogCategory } from '@/lib/blog';
import { blogItems, formatDate } from '@/server/blog';
import { pathFor } from '@/site/routes';

/** The blog: hero, category filter and the posts of the page's language. */
export async function BlogView({ locale, category }: { locale: Locale; category?: BlogCategory }) {
  const page = copyFor('blog', locale);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const posts = visiblePosts(blogItems(locale), locale);
  const cards: BlogCard[] = posts.map((post) => ({
    ...post,
    displayDate: formatDate(post.date, locale),
  }));
  const categoryLabels = Object.fromEntries(
    blogCategories.map((value) => [value, t(`categories.${value}`)]),
  ) as Record<BlogCategory, string>;

  return (
    <>
      <PageHero locale={locale} heading={page.heading} lead={page.lead} />
      <section aria-label={page.title} className="pb-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <BlogList
            blogPath={pathFor('blog', locale)}
            items={cards}
            categories={categoriesOf(posts)}
            initialCategory={category}
            labels={{
              filterLabel: t('filterLabel'),
              all: t('all'),
              empty: t('empty'),
              readArticle: t('readArticle'),
              readOnLinkedIn: t('readOnLinkedIn'),
              newTab: t('newTab'),
              featured: t('featured'),
              internal: t('internal'),
              categories: categoryLabels,
              readTime: t('readTime', { minutes: '{minutes}' }),
            }}
          />
        </div>
      </section>
    </>
  );
}
