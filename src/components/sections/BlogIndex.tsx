import { getTranslations } from 'next-intl/server';
import { BlogList, type BlogCard } from '@/components/sections/BlogList';
import { PageHero } from '@/components/sections/PageHero';
import type { Locale } from '@/i18n/locales';
import {
  blogCategories,
  categoriesOf,
  formatArticleDate,
  visiblePosts,
  type BlogCategory,
  type BlogListItem,
} from '@/lib/blog';
import { copyFor } from '@/next/content/pages';

/** The blog: hero, category filter and the posts of the page's language. */
export async function BlogView({
  locale,
  items,
  category,
}: {
  locale: Locale;
  /** Every post (`blogItems(locale)`); the view shows those SPEC lists in this language. */
  items: readonly BlogListItem[];
  category?: BlogCategory;
}) {
  const page = await copyFor('blog', locale);
  const t = await getTranslations('Blog');
  const posts = visiblePosts(items, locale);
  const cards: BlogCard[] = posts.map((post) => ({
    ...post,
    displayDate: formatArticleDate(post.date, locale),
  }));
  const categoryLabels = Object.fromEntries(
    blogCategories.map((value) => [value, t(`categories.${value}`)]),
  ) as Record<BlogCategory, string>;

  return (
    <>
      <PageHero heading={page.heading} lead={page.lead} />
      <section aria-label={page.title} className="pb-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <BlogList
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
