import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { contentSecurityPolicy, hashSource, inlineSources, MARK_SCRIPTED } from '@/lib/csp';
import { storedPagePolicy } from '@/server/page-policies';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const production = { dev: false, https: true };

function directive(policy: string, name: string): string[] {
  const found = policy.split('; ').find((part) => part.startsWith(`${name} `));
  return found ? found.split(' ').slice(1) : [];
}

describe('inline sources of a page', () => {
  const html = [
    '<html><head><script>self.a=1</script>',
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    '<script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="module">import("/x.js")</script>',
    '<style data-precedence="next">body{color:red}</style>',
    '</head><body><div style="font-family:&quot;Inter&quot;;margin:0">x</div>',
    '<script>self.a=1</script><script nonce="abc">self.b=2</script></body></html>',
  ].join('');

  it('hashes each inline script once, leaving out data blocks and external scripts', () => {
    expect(inlineSources(html).scripts).toEqual([
      sha('self.a=1'),
      sha('import("/x.js")'),
      sha('self.b=2'),
    ]);
  });

  it('hashes style elements, and style attributes as the browser decodes them', () => {
    const sources = inlineSources(html);
    expect(sources.styles).toEqual([sha('body{color:red}')]);
    expect(sources.styleAttributes).toEqual([sha('font-family:"Inter";margin:0')]);
  });

  it('with the nonce a page was rendered with, counts only the code that carries it', () => {
    expect(inlineSources(html, 'abc')).toEqual({
      scripts: [sha('self.b=2')],
      styles: [],
      styleAttributes: [],
    });
  });

  it('finds nothing in a page without inline code', () => {
    expect(inlineSources('<p>Hallo</p>')).toEqual({ scripts: [], styles: [], styleAttributes: [] });
  });
});

describe('content security policy', () => {
  it('allows no inline code by default, and nothing from another origin', () => {
    const policy = contentSecurityPolicy(production);
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'default-src')).toEqual(["'none'"]);
    expect(directive(policy, 'script-src')).toEqual(["'self'", hashSource(MARK_SCRIPTED)]);
    expect(directive(policy, 'style-src')).toEqual(["'self'"]);
    for (const [name, value] of [
      ['object-src', "'none'"],
      ['base-uri', "'none'"],
      ['frame-ancestors', "'none'"],
      ['form-action', "'self'"],
      ['frame-src', "'none'"],
    ])
      expect(directive(policy, name ?? '')).toEqual([value]);
    expect(policy).toContain('upgrade-insecure-requests');
  });

  it('names a page’s inline code by hash, and style attributes only with unsafe-hashes', () => {
    const policy = contentSecurityPolicy(production, {
      scripts: [sha('a')],
      styles: [sha('b')],
      styleAttributes: [sha('c')],
    });
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      hashSource(MARK_SCRIPTED),
      sha('a'),
    ]);
    expect(directive(policy, 'style-src')).toEqual([
      "'self'",
      sha('b'),
      "'unsafe-hashes'",
      sha('c'),
    ]);
    expect(
      directive(contentSecurityPolicy(production, { styles: [sha('b')] }), 'style-src'),
    ).toEqual(["'self'", sha('b')]);
  });

  it('carries the nonce of a page rendered for the request in scripts and styles', () => {
    const policy = contentSecurityPolicy(production, { nonce: 'bm9uY2U=' });
    expect(directive(policy, 'script-src')).toContain("'nonce-bm9uY2U='");
    expect(directive(policy, 'style-src')).toContain("'nonce-bm9uY2U='");
  });

  it('lets the content editor alone style inline, its scripts still bound to the nonce', () => {
    const policy = contentSecurityPolicy(production, { nonce: 'bm9uY2U=', anyInlineStyle: true });
    expect(directive(policy, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(policy, 'script-src')).toContain("'nonce-bm9uY2U='");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('frames exactly the scheduler’s origin when one is configured', () => {
    const policy = contentSecurityPolicy({ ...production, frameOrigins: ['https://cal.example'] });
    expect(directive(policy, 'frame-src')).toEqual(['https://cal.example']);
  });

  it('relaxes scripts only for the development server', () => {
    const policy = contentSecurityPolicy({ dev: true, https: false });
    expect(directive(policy, 'script-src')).toContain("'unsafe-eval'");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});

describe('the policy of a page kept by the page cache', () => {
  const nonce = 'cmVuZGVyZWQgb25jZQ==';
  const built = { pages: new Map(), stylesheets: [sha('body{margin:0}')] };
  const page = [
    `<html><head><style nonce="${nonce}">.roi{color:red}</style><style>body{margin:0}</style></head>`,
    `<body><script nonce="${nonce}">self.__next_f.push([1,"fleetSize 77"])</script>`,
    '<p>Flotte <script>alert(document.cookie)</script></p>',
    '<script nonce="c29tZW9uZSBlbHNl">alert(2)</script>',
    '<div style="color:red">x</div></body></html>',
  ].join('');
  const policy = storedPagePolicy(
    { options: production, built, nonce },
    '/de/about',
    gzipSync(page),
    'gzip',
  );

  it('names the inline code the page was rendered with, by hash, and no nonce', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      hashSource(MARK_SCRIPTED),
      sha('self.__next_f.push([1,"fleetSize 77"])'),
    ]);
    expect(directive(policy, 'style-src')).toEqual([
      "'self'",
      sha('.roi{color:red}'),
      sha('body{margin:0}'),
    ]);
    expect(policy).not.toContain('nonce-');
  });

  it('reads a body kept in any encoding the server compresses with', () => {
    const stored = (body: Buffer, encoding: string | undefined) =>
      storedPagePolicy({ options: production, built, nonce }, '/de/about', body, encoding);
    for (const [body, encoding] of [
      [brotliCompressSync(page), 'br'],
      [deflateSync(page), 'deflate'],
      [Buffer.from(page), undefined],
    ] as const)
      expect(stored(body, encoding), encoding).toBe(policy);
  });

  it('keeps blocking inline code that its first answer blocked', () => {
    expect(policy).not.toContain(sha('alert(document.cookie)'));
    expect(policy).not.toContain(sha('alert(2)'));
    expect(policy).not.toContain('unsafe-hashes');
  });
});
