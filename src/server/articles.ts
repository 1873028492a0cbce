import { Marked } from 'marked';
import type { Article } from '@/lib/blog';
import type { Locale } from '@/i18n/locales';
import { readingTimeMinutes } from '@/lib/blog';
import { fillCompanyFacts } from '@/lib/legal-text';

/** Link and image targets an article may have: the web, mail, and the site's own paths. */
const SAFE_TARGET = /^(https?:|mailto:|\/(?!\/)|#)/i;

/**
 * The owner's Markdown; raw HTML in the source is escaped, not passed through, and a link or
 * image to any other kind of target (`javascript:`) keeps its text but loses its target.
 */
const markdown = new Marked({
  gfm: true,
  walkTokens(token) {
    if ((token.type === 'link' || token.type === 'image') && !SAFE_TARGET.test(token.href))
      token.href = '#';
  },
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

/** The last rendering of each article's text per language, kept while the text is unchanged. */
const rendered = new Map<string, { source: string; body: ArticleBody }>();

/**
 * The Markdown body of an article in a language (company facts filled in), rendered to HTML, with
 * its reading time.
 */
export function articleBody(article: Article, locale: Locale): ArticleBody {
  const key = `${article.id}:${locale}`;
  const source = article.body[locale];
  const kept = rendered.get(key);
  if (kept?.source === source) return kept.body;
  const text = fillCompanyFacts(source, locale);
  const body = {
    markdown: text,
    html: scrollableTables(markdown.parse(text, { async: false }), tableLabel[locale]),
    readTime: readingTimeMinutes(text),
  };
  rendered.set(key, { source, body });
  return body;
}
