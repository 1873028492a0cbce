import { describe, expect, it } from 'vitest';
import { seedArticles } from '@/content/blog/articles';
import { articleBody } from '@/server/articles';

const [article] = seedArticles();
if (!article) throw new Error('The repository has no article');
const withBody = (de: string) => ({ ...article, id: `test-${de.length}`, body: { de, en: de } });

describe('an article’s Markdown', () => {
  it('escapes HTML, and keeps the text of a link to a script but not its target', () => {
    const { html } = articleBody(
      withBody(
        '<script>alert(1)</script>\n\n[Klick](javascript:alert(1)) [Daten](data:text/html,x) ![Bild](javascript:alert(2))',
      ),
      'de',
    );
    expect(html).not.toMatch(/<script|javascript:|data:text/i);
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain('<a href="#">Klick</a>');
  });

  it('keeps links to the web, to mail and to the site’s own pages', () => {
    const { html } = articleBody(
      withBody(
        '[ROI-Rechner](/roi-calculator) [Web](https://example.org/a) [Mail](mailto:a@example.org) [Oben](#start)',
      ),
      'de',
    );
    for (const target of [
      '/roi-calculator',
      'https://example.org/a',
      'mailto:a@example.org',
      '#start',
    ])
      expect(html).toContain(`href="${target}"`);
    expect(articleBody(withBody('[x](//evil.example/a)'), 'de').html).toContain('href="#"');
  });

  it('shows an image of the library in its sizes and formats, lazily and with its size; a third party’s not at all', () => {
    const picture = {
      src: '/media/hof-0123456789ab-960x640.webp',
      width: 1200,
      height: 800,
      alt: 'Transporter im Hof',
      sources: [{ type: 'image/avif', srcSet: '/media/hof-0123456789ab-480x320.avif 480w' }],
    };
    const pictures = new Map([['hof-0123456789ab.jpg', picture]]);
    const markdown =
      '![](/media/hof-0123456789ab.jpg)\n\n![Der Hof am Morgen](/media/hof-0123456789ab.jpg)\n\n![Fremd](https://cdn.example.org/x.jpg)\n\n![Gründer](/images/founder.svg)';
    const { html } = articleBody(withBody(markdown), 'de', pictures);
    expect(html).toContain(
      '<picture><source type="image/avif" srcset="/media/hof-0123456789ab-480x320.avif 480w" sizes="(min-width: 48rem) 45rem, calc(100vw - 2rem)"><img src="/media/hof-0123456789ab-960x640.webp" alt="Transporter im Hof" width="1200" height="800"',
    );
    expect(html).toContain('alt="Der Hof am Morgen" width="1200" height="800"');
    expect(html.match(/loading="lazy" decoding="async"/g)).toHaveLength(2);
    expect(html).not.toContain('cdn.example.org');
    expect(html).toContain('Fremd');
    expect(html).toContain('<img src="/images/founder.svg" alt="Gründer">');
    // Without the library's answer (an image deleted since), the text shows no broken picture.
    const without = articleBody(withBody(markdown), 'de').html;
    expect(without).not.toMatch(/<picture>|src="\/media\//);
    expect(without).toContain('Der Hof am Morgen');
  });
});
