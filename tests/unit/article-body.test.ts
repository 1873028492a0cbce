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
});
