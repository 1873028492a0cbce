import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import de from '@messages/de.json';
import en from '@messages/en.json';
import type { Locale } from '@/i18n/locales';
import type { CompanyFacts } from '@/site/company';

/**
 * The company's facts live in `src/site/company.ts` alone: with another identity there, no page
 * text, article or mail keeps a trace of the sample one.
 */
const sample = [
  'Keller',
  'keller-advisory',
  'Thomas',
  'München',
  'Munich',
  'Maximilian',
  '80539',
  '2154',
  'Claimsight',
];

vi.mock('@/site/company', async (original) => {
  const { company } = await original<{ company: CompanyFacts }>();
  const other: CompanyFacts = {
    ...company,
    legalName: 'Brandt Mobility Risk Consulting AG',
    brand: 'Brandt Mobility',
    founder: { name: 'Greta Brandt', role: company.founder.role },
    address: {
      street: 'Hafenweg 4',
      postalCode: '20457',
      city: 'Hamburg',
      cityName: { de: 'Hamburg', en: 'Hamburg' },
      country: company.address.country,
      countryCode: 'DE',
    },
    phone: { e164: '+494011122233', display: '+49 40 111 222 33' },
    email: 'hallo@brandt-mobility.example',
    social: {
      linkedin: 'https://www.linkedin.com/company/brandt-mobility-example',
      youtube: 'https://www.youtube.com/@brandt-mobility-example',
      website: 'https://brandt-mobility.example',
    },
    validatedAiPartner: {
      ...company.validatedAiPartner,
      name: 'Fleetlens',
      url: 'https://fleetlens.example',
    },
  };
  return { company: other };
});

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Booking' }) =>
    createTranslator({ locale, messages: locale === 'de' ? de : en, namespace }),
}));

const locales: Locale[] = ['de', 'en'];

async function everyText(): Promise<string> {
  const { contentKeys, PAGE_DIR, seedBody, seedCopy } = await import('@/content/pages');
  // The structured sections of the pages with a layout of their own, each folder's sections.ts.
  const sections = await Promise.all(
    readdirSync(PAGE_DIR)
      .filter((folder) => existsSync(path.join(PAGE_DIR, folder, 'sections.ts')))
      .map((folder) => import(path.resolve(PAGE_DIR, folder, 'sections.ts'))),
  );
  const { heroes } = await import('@/content/heroes');
  const { callsToAction } = await import('@/content/calls-to-action');
  const articles = (await import('@/content/blog/articles')).seedArticles();
  const { externalPosts } = await import('@/content/blog/posts');
  const { articleBody } = await import('@/server/articles');
  const { enquiryMails, bookingMails, bookingChangeMails } = await import('@/server/mail/compose');
  const { company } = await import('@/site/company');

  expect(sections.length).toBeGreaterThanOrEqual(8);
  const texts: unknown[] = [sections, heroes, callsToAction];
  texts.push(articles, externalPosts);
  const config = {
    smtpUrl: '',
    owner: 'owner@example.org',
    from: `${company.brand} <${company.email}>`,
  };
  for (const locale of locales) {
    for (const key of contentKeys) texts.push(seedCopy(key, locale), seedBody(key, locale));
    for (const article of articles) texts.push(articleBody(article, locale).markdown);
    const visitor = {
      name: 'Ada Visitor',
      email: 'ada@example.org',
      company: 'Fleet Ltd',
      phone: '',
      topic: 'Fleet programme',
    };
    texts.push(
      enquiryMails(
        config,
        1,
        {
          ...visitor,
          audience: 'fleet',
          subject: 'Question',
          message: 'Hello there',
          consent: 'on',
        },
        locale,
        {},
      ),
    );
    const call = {
      id: 2,
      ...visitor,
      when: 'Tuesday',
      minutes: 60,
      ics: '',
      visitorIcs: '',
      manageUrl: 'https://brandt-mobility.example/booking/token',
      place: { kind: 'phone' } as const,
    };
    texts.push(bookingMails(config, call, locale));
    texts.push(bookingChangeMails(config, call, locale, { kind: 'cancelled', reason: '' }, true));
  }
  return JSON.stringify(texts);
}

describe('the company facts', () => {
  it('come from src/site/company.ts alone: another identity leaves no trace of the sample one in any page, article or mail', async () => {
    const text = await everyText();
    expect(text).toContain('Brandt Mobility');
    expect(text).toContain('Greta Brandt');
    for (const trace of sample) expect(text, trace).not.toContain(trace);
  });

  it('are typed nowhere else in the site’s sources and texts', () => {
    const found: string[] = [];
    const visit = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) visit(file);
        else if (
          file !== path.join('src', 'site', 'company.ts') &&
          /\.(ts|tsx|md|json)$/.test(name)
        ) {
          const source = readFileSync(file, 'utf8');
          for (const trace of sample) if (source.includes(trace)) found.push(`${file}: ${trace}`);
        }
      }
    };
    visit('src');
    visit('messages');
    expect(found).toEqual([]);
  });
});
