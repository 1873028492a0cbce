import { Marked } from 'marked';
import type { Article } from '@/lib/blog';
import type { Locale } from '@/i18n/locales';
import { readingTimeMinutes } from '@/lib/blog';
import { fillReferences } from '@/content/references';
import { escapeHtml, MEDIA_PATH, pictureHtml, type Picture } from '@/lib/media';

/** Link targets an article may have: the web, mail, and the site's own paths. */
const SAFE_TARGET = /^(https?:|mailto:|\/(?!\/)|#)/i;

/** Image sources an article may have: the site's own files only, never a third party's. */
const OWN_FILE = /^\/(?!\/)/;

/**
 * The owner's Markdown; raw HTML in the source is escaped, not passed through, and a link to any
 * other kind of target (`javascript:`) keeps its text but loses its target. An image of the image
 * library (`/media/<file>`) is shown in its sizes and formats (`pictures`, by file name); one the
 * library does not have, or one from anywhere but the site itself, is left out, its text kept.
 */
function markdownWith(pictures: ReadonlyMap<string, Picture>): Marked {
  return new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === 'link' && !SAFE_TARGET.test(token.href)) token.href = '#';
    },
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      image({ href, text }) {
        if (href.startsWith(MEDIA_PATH)) {
          const picture = pictures.get(href.slice(MEDIA_PATH.length));
          return picture ? pictureHtml(picture, text.trim() || picture.alt) : escapeHtml(text);
        }
        return OWN_FILE.test(href) ? false : escapeHtml(text);
      },
    },
  });
}

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
 * The Markdown body of an article in a language (references filled in), rendered to HTML, with
 * its reading time; `pictures` are the images of the library it shows (`mediaNamesIn`).
 */
export function articleBody(
  article: Article,
  locale: Locale,
  pictures: ReadonlyMap<string, Picture> = new Map(),
): ArticleBody {
  const key = `${article.id}:${locale}`;
  // Kept by the text as filled in: a new value of a reference renders it anew.
  const text = fillReferences(article.body[locale], locale);
  const source = JSON.stringify([text, [...pictures]]);
  const kept = rendered.get(key);
  if (kept?.source === source) return kept.body;
  const body = {
    markdown: text,
    html: scrollableTables(
      markdownWith(pictures).parse(text, { async: false }),
      tableLabel[locale],
    ),
    readTime: readingTimeMinutes(text),
  };
  rendered.set(key, { source, body });
  return body;
}
