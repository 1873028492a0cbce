import { copyFor } from '@/next/content/pages';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale } from '@/i18n/locales';
import { blogCategories, parseCategory } from '@/lib/blog';
import { metadataFor } from '@/lib/seo';
import { BlogView } from '@/components/sections/BlogIndex';
import { blogItems } from '@/next/content/articles';

/**
 * The blog filtered by one category, prerendered; the proxy rewrites `/blog?category=…` here.
 * Its canonical URL is the unfiltered blog.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return blogCategories.map((category) => ({ category }));
}

interface Params {
  locale: string;
  category: string;
}

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale } = await params;
  return isLocale(locale) ? metadataFor('blog', locale, await copyFor('blog', locale)) : {};
}

export default async function BlogCategoryPage({ params }: { params: Promise<Params> }) {
  const { locale, category } = await params;
  const chosen = parseCategory(category);
  if (!isLocale(locale) || !chosen) notFound();
  setRequestLocale(locale);
  return <BlogView locale={locale} items={await blogItems(locale)} category={chosen} />;
}
