/**
 * The Content-Security-Policy (docs/decisions/0003-content-security-policy.md). No inline script
 * or style runs unless the policy names it: a prerendered page's policy lists the SHA-256 hash of
 * each inline script and style in its HTML; a page rendered per request carries a fresh nonce,
 * which Next.js puts on its own scripts and styles. Nothing is loaded from another origin.
 */
import { createHash } from 'node:crypto';

/** The one inline script of our own: it marks the page as scripted before the first paint. */
export const MARK_SCRIPTED = "document.documentElement.classList.add('js')";

export interface InlineSources {
  /** Hash sources (`'sha256-…'`) of inline scripts. */
  readonly scripts: readonly string[];
  /** Hash sources of `<style>` elements. */
  readonly styles: readonly string[];
  /** Hash sources of `style` attributes, which only `'unsafe-hashes'` can allow. */
  readonly styleAttributes: readonly string[];
}

export interface PolicyOptions {
  /** Development server: React needs `eval` for its debugging aids, and HMR a websocket. */
  readonly dev: boolean;
  /** The canonical site URL is served over HTTPS. */
  readonly https: boolean;
  /** Origins the page may frame (the scheduling provider, when configured). */
  readonly frameOrigins?: readonly string[];
}

export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X'))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** A `<script>` without `src` whose type makes the browser run it (not JSON-LD, say). */
function runsAsScript(attributes: string): boolean {
  if (/\ssrc\s*=/i.test(attributes)) return false;
  const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return (
    !type || type === 'module' || type === 'text/javascript' || type === 'application/javascript'
  );
}

const unique = (values: string[]) => [...new Set(values)];

/** The value of a double-quoted attribute in an element's attribute text. */
function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(attributes)?.[1];
}

/**
 * The hashes of everything inline in an HTML document that a strict policy would block. The HTML
 * is the framework's (or our own) serialisation: script and style contents are raw text, and
 * attribute values are quoted with `"`.
 *
 * With `nonce`, only the scripts and style elements that carry it count (and no `style`
 * attribute, which a nonce never allows): exactly the inline code the browser ran when the page
 * was sent with that nonce, and none that found its way into the page otherwise.
 */
export function inlineSources(html: string, nonce?: string): InlineSources {
  const counts = (attributes: string) =>
    nonce === undefined || attribute(attributes, 'nonce') === nonce;
  const scripts = [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter(
      ([, attributes = '', body = '']) =>
        body !== '' && runsAsScript(attributes) && counts(attributes),
    )
    .map(([, , body = '']) => hashSource(body));
  const styles = [...html.matchAll(/<style(\s[^>]*)?>([\s\S]*?)<\/style>/gi)]
    .filter(([, attributes = '']) => counts(attributes))
    .map(([, , body = '']) => hashSource(body));
  const styleAttributes =
    nonce === undefined
      ? [...html.matchAll(/<[a-z][^>]*?\sstyle="([^"]*)"/gi)].map(([, value = '']) =>
          hashSource(decodeAttribute(value)),
        )
      : [];
  return {
    scripts: unique(scripts),
    styles: unique(styles),
    styleAttributes: unique(styleAttributes),
  };
}

/**
 * The policy for a page: the inline code it may run, named by hash, and the nonce of a page
 * rendered for this request. With neither, no inline code runs at all.
 */
export function contentSecurityPolicy(
  { dev, https, frameOrigins = [] }: PolicyOptions,
  allowed: Partial<InlineSources> & {
    readonly nonce?: string;
    /**
     * Any inline style, for the content editor alone, which sets styles inline as it renders
     * (docs/decisions/0011-content-engine.md). Its scripts still need the nonce.
     */
    readonly anyInlineStyle?: boolean;
    /**
     * The live preview: the content editor frames the site's pages (`editor`), and a preview of
     * drafts may be framed by the editor (`preview`); both on the site's own origin only.
     */
    readonly framing?: 'editor' | 'preview';
  } = {},
): string {
  const {
    scripts = [],
    styles = [],
    styleAttributes = [],
    nonce,
    anyInlineStyle,
    framing,
  } = allowed;
  const frames = [...(framing === 'editor' ? ["'self'"] : []), ...frameOrigins];
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : [];
  const scriptSources = dev
    ? ["'unsafe-inline'", "'unsafe-eval'"]
    : unique([hashSource(MARK_SCRIPTED), ...scripts, ...nonceSource]);
  const styleSources =
    dev || anyInlineStyle
      ? ["'unsafe-inline'"]
      : unique([
          ...styles,
          ...nonceSource,
          ...(styleAttributes.length ? ["'unsafe-hashes'", ...styleAttributes] : []),
        ]);
  const directives = [
    "default-src 'none'",
    ['script-src', "'self'", ...scriptSources].join(' '),
    ['style-src', "'self'", ...styleSources].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    frames.length ? `frame-src ${frames.join(' ')}` : "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    framing === 'preview' ? "frame-ancestors 'self'" : "frame-ancestors 'none'",
  ];
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}
