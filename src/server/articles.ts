import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked } from 'marked';
import type { Article } from '@/lib/blog';
import type { Locale } from '@/i18n/locales';
import { readingTimeMinutes } from '@/lib/blog';
import { fillCompanyFacts } from '@/lib/legal-text';

const ARTICLE_DIR = path.join(process.cwd(), 'src/content/blog/articles');

/** Our own Markdown, rendered at build time; raw HTML in the source is escaped, not passed through. */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }) {
      return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    },
  },
});

const tableLabel: Record<Locale, string> = { de: 'Tabelle', en: 'Table' };

/** Wide tables scroll inside a focusable region instead of widening the page. */
function scrollableTables(html: string, label: string): string {
  return html
    .replace(
      /<table>/g,
      `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0"><table>`,
    )
    .replace(/<\/table>/g, '</table></div>');
}

export interface ArticleBody {
  readonly markdown: string;
  readonly html: string;
  readonly readTime: number;
}

const cache = new Map<string, ArticleBody>();

/**
 * The Markdown body of an article in a language (company facts filled in), rendered to HTML, with
 * its reading time.
 */
export function articleBody(article: Article, locale: Locale): ArticleBody {
  const file = path.join(ARTICLE_DIR, `${article.slug[locale]}.${locale}.md`);
  const cached = cache.get(file);
  if (cached) return cached;
  const source = fillCompanyFacts(readFileSync(file, 'utf8'), locale);
  const body = {
    markdown: source,
    html: scrollableTables(markdown.parse(source, { async: false }), tableLabel[locale]),
    readTime: readingTimeMinutes(source),
  };
  cache.set(file, body);
  return body;
}
