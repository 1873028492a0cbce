import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { BlogListItem } from '@/lib/blog';
import { TitledSection } from './TitledSection';

/** Cards of internal articles, linking into the blog. */
export async function RelatedArticles({
  items,
  title,
}: {
  items: readonly BlogListItem[];
  title: string;
}) {
  const t = await getTranslations('Blog');
  return (
    <TitledSection id="related" title={title} className="bg-surface py-14">
      <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.id} className="flex flex-col rounded-lg border border-line bg-white p-6">
            <h3 className="text-lg font-semibold">
              <Link href={item.href} className="text-brand-strong hover:underline">
                {item.title}
              </Link>
            </h3>
            <p className="mt-2 flex-1 text-sm text-ink-soft">{item.excerpt}</p>
            <p className="mt-4 text-xs text-ink-soft">
              {t('readTime', { minutes: item.readTime })}
            </p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
