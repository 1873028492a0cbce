import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Article } from '@/lib/blog';
import { company } from '@/site/company';

/**
 * The repository's articles: imported into the content engine at first start
 * (`src/cms/import.ts`), where the owner edits them. Their bodies are the Markdown files in
 * `./articles/`; the two language versions of an article are hreflang pairs.
 */
const seeds: readonly Omit<Article, 'body'>[] = [
  {
    id: 'dealer-fi',
    slug: { de: 'fi-ertragshebel-autohaus', en: 'fi-profit-lever-dealership' },
    title: {
      de: 'F&I im Autohaus: der unterschätzte Ertragshebel',
      en: 'F&I in the dealership: the underrated profit lever',
    },
    seoTitle: {
      de: 'F&I-Abschlussquote im Autohaus steigern',
      en: 'Raising a dealership’s F&I closing rate',
    },
    metaDescription: {
      de: 'Wie Autohäuser ihre F&I-Abschlussquote heben: Bestandsaufnahme, klare Produktpakete, die Übergabe ins F&I-Gespräch, Schulung, IDD und Kennzahlen.',
      en: 'How dealerships raise their F&I closing rate: taking stock, clear product packages, the handover to the F&I conversation, training, IDD and KPIs.',
    },
    excerpt: {
      de: 'Teil 1 der Autohaus-Serie: wo im Verkaufsprozess F&I-Abschlüsse verloren gehen und wie ein Autohaus die Quote mit einem Fahrplan in drei Phasen systematisch steigert.',
      en: 'Part 1 of the dealer series: where F&I sales are lost in the sales process and how a dealership raises its F&I closing rate systematically with a three-phase roadmap.',
    },
    author: company.founder.name,
    date: '2025-09-16',
    category: 'dealerships',
    series: { de: 'Autohaus-Serie', en: 'Dealer series' },
    featured: true,
  },
  {
    id: 'dealer-retention',
    slug: { de: 'servicebindung-durch-versicherung', en: 'service-retention-through-insurance' },
    title: {
      de: 'Servicebindung durch Versicherung: Kundinnen und Kunden in der eigenen Werkstatt halten',
      en: 'Service retention through insurance: keeping customers in your own workshop',
    },
    seoTitle: {
      de: 'Servicebindung durch Versicherung',
      en: 'Service retention through insurance',
    },
    metaDescription: {
      de: 'Wie Autohäuser mit Reparaturkosten-, Garantie- und Wartungsprodukten ihre Kundschaft an die eigene Werkstatt binden – mit Kennzahlen und Praxisschritten.',
      en: 'How dealerships use repair-cost, warranty and maintenance products to keep customers in their own workshop after the sale – with KPIs and practical steps.',
    },
    excerpt: {
      de: 'Teil 2 der Autohaus-Serie: wie Versicherungsprodukte Schäden und Wartung in die eigene Werkstatt lenken und Serviceumsatz und Kundenbindung steigern.',
      en: 'Part 2 of the dealer series: how insurance products steer repairs and maintenance into your own workshop and raise service revenue and retention.',
    },
    author: company.founder.name,
    date: '2025-10-07',
    category: 'dealerships',
    series: { de: 'Autohaus-Serie', en: 'Dealer series' },
    featured: false,
  },
  {
    id: 'dealer-90-days',
    slug: {
      de: 'embedded-insurance-autohaus-90-tage',
      en: 'embedded-insurance-dealership-90-days',
    },
    title: {
      de: 'Embedded Insurance im Autohaus: in drei Phasen vom Konzept zum Piloten',
      en: 'Embedded insurance in the dealership: from concept to pilot in three phases',
    },
    seoTitle: {
      de: 'Embedded Insurance im Autohaus: der Fahrplan',
      en: 'Dealership embedded insurance: the roadmap',
    },
    metaDescription: {
      de: 'Warum so viele Embedded-Insurance-Vorhaben scheitern und wie ein Autohaus in drei Phasen vom Konzept zum Piloten kommt: Partner, Produkt, IT, Compliance.',
      en: 'Why so many embedded insurance projects fail and how a dealership gets from concept to pilot in three phases: partners, product, IT and compliance.',
    },
    excerpt: {
      de: 'Teil 3 der Autohaus-Serie: der Fahrplan in drei Phasen – von der Bestandsaufnahme über ein schlankes MVP bis zu einer Entscheidung anhand vorab festgelegter Kennzahlen.',
      en: 'Part 3 of the dealer series: the roadmap in three phases – from taking stock through a lean MVP to a decision against KPIs agreed in advance.',
    },
    author: company.founder.name,
    date: '2025-11-04',
    category: 'dealerships',
    series: { de: 'Autohaus-Serie', en: 'Dealer series' },
    featured: false,
  },
];

const ARTICLE_DIR = path.join(process.cwd(), 'src/content/blog/articles');

function bodyOf(slug: string, locale: string): string {
  return readFileSync(path.join(ARTICLE_DIR, `${slug}.${locale}.md`), 'utf8');
}

/** The repository's articles with their bodies. */
export function seedArticles(): Article[] {
  return seeds.map((article) => ({
    ...article,
    body: { de: bodyOf(article.slug.de, 'de'), en: bodyOf(article.slug.en, 'en') },
  }));
}

/** Both languages' paths of the repository's articles, before the engine is read. */
export const seedArticleSlugs = seeds.map((article) => article.slug);
