import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_DIR, seedBody, seedCopy, seedPageFile } from '@/content/pages';
import { aboutCopy } from '@/content/pages/about/sections';
import { expertiseCopy } from '@/content/pages/expertise/sections';
import { partnersCopy } from '@/content/pages/ecosystem-partners/sections';
import { servicesCopy } from '@/content/pages/services/sections';
import { heroes } from '@/content/heroes';
import { homeSections, newsItems } from '@/content/pages/home/sections';
import { callsToAction } from '@/content/calls-to-action';
import { legalDocuments } from '@/content/legal';
import type { PageBody } from '@/content/types';
import { locales, type Locale } from '@/i18n/locales';
import { CAMPAIGN_PARAMETERS, MAX_CAMPAIGN_LENGTH } from '@/lib/visit-source';
import { EXCLUDED_KINDS, REFERRERS_PER_DAY } from '@/lib/page-views';
import { shareTargets } from '@/lib/share';
import { periodText, retention } from '@/lib/retention';
import { company } from '@/site/company';
import { isPagePath, localeOfPath, type RouteKey } from '@/site/routes';

/** Pages that must read as full pages of their own (issue: at least ~350 words). */
const longFormPages: RouteKey[] = [
  'embeddedInsuranceConsultant',
  'embeddedInsuranceChallenges',
  'embeddedInsuranceStrategy',
  'embeddedInsuranceImplementationGuide',
  'fleetServices',
  'automotiveServices',
  'bankingServices',
  'industryModules',
  'ecosystemCapabilities',
  'ecosystemCoCreation',
  'ecosystemPartnerEcosystem',
  'joinCoCreation',
  'solutions',
  'cv',
  'keynoteSpeaker',
  'riskAdvisory',
  'commercialFleets',
  'fleetInsuranceOptimisation',
  'fleetInsuranceComparison',
  'telematicsInsurance',
  'fleetRiskManagement',
  'industryLeasing',
  'industryEmployeeFleets',
  'industryTransport',
  'industryParcel',
  'industryConstruction',
  'industryMunicipal',
];

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function bodyWords(body: PageBody): number {
  const sections = body.sections.flatMap((section) => [
    section.title,
    ...section.paragraphs,
    ...(section.points ?? []),
  ]);
  const faq = (body.faq ?? []).flatMap((entry) => [entry.question, entry.answer]);
  return words([...sections, ...faq].join(' '));
}

describe('long-form pages', () => {
  it.each(longFormPages.flatMap((key) => locales.map((locale) => [key, locale] as const)))(
    '%s (%s) has at least 350 words of its own',
    (key, locale) => {
      const body = seedBody(key, locale);
      expect(body, `${key} ${locale}`).toBeDefined();
      const total = bodyWords(body as PageBody) + words(seedCopy(key, locale).lead);
      expect(total).toBeGreaterThanOrEqual(350);
    },
  );

  it('does not repeat a paragraph on two pages', () => {
    const seen = new Map<string, string>();
    for (const key of longFormPages) {
      for (const locale of locales) {
        for (const paragraph of seedBody(key, locale)?.sections.flatMap(
          (section) => section.paragraphs,
        ) ?? []) {
          expect(seen.get(paragraph), `${key} repeats ${seen.get(paragraph)}`).toBeUndefined();
          seen.set(paragraph, key);
        }
      }
    }
  });

  it('has the same structure in both languages', () => {
    for (const key of longFormPages) {
      expect(seedBody(key, 'de')?.sections.length, key).toBe(seedBody(key, 'en')?.sections.length);
    }
  });
});

describe('structured pages', () => {
  it('home has six why-points, four steps and a founder block', () => {
    for (const locale of locales) {
      const copy = homeSections[locale];
      expect(copy.why).toHaveLength(6);
      expect(copy.approach).toHaveLength(4);
      expect(copy.founder.paragraphs.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('ends each kind of page with a closing call of its own', () => {
    for (const locale of locales) {
      const calls = Object.values(callsToAction[locale]);
      expect(calls).toHaveLength(6);
      for (const field of ['title', 'text', 'button'] as const)
        for (const call of calls) expect(call[field].length, field).toBeGreaterThan(3);
      expect(new Set(calls.map((call) => call.title)).size).toBe(calls.length);
      expect(new Set(calls.map((call) => call.text)).size).toBe(calls.length);
    }
  });

  it('every hero variant is complete, and only the general one has the three segments', () => {
    for (const variant of ['general', 'dealership', 'fleet', 'bank'] as const) {
      for (const locale of locales) {
        const hero = heroes[variant][locale];
        expect(hero.headline.every((part) => part.length > 0)).toBe(true);
        expect(hero.chips.length).toBeGreaterThanOrEqual(3);
        expect(hero.valuePoints.length).toBeGreaterThanOrEqual(3);
        expect(hero.segments?.length ?? 0).toBe(variant === 'general' ? 3 : 0);
      }
    }
  });

  it('services tabs carry their SPEC states', () => {
    expect(servicesCopy.de.tabs.fleets.status).toBe('Individuelle Beratung verfügbar');
    expect(servicesCopy.en.tabs.fleets.status).toBe('Individual consulting available');
    expect(servicesCopy.de.tabs.automotive_retail.status).toBe('Geplante Leistungen');
    expect(servicesCopy.en.tabs.automotive_retail.status).toBe('Planned services');
    expect(servicesCopy.de.tabs.banking.status).toBe('Neue Leistungen in Entwicklung');
    expect(servicesCopy.en.tabs.banking.status).toBe('New services in development');
  });

  it('about, services, expertise and partners have their SPEC parts', () => {
    for (const locale of locales) {
      expect(aboutCopy[locale].values).toHaveLength(4);
      expect(aboutCopy[locale].clients).toHaveLength(5);
      expect(aboutCopy[locale].industries).toHaveLength(3);
      expect(Object.keys(servicesCopy[locale].tabs)).toEqual([
        'fleets',
        'automotive_retail',
        'banking',
      ]);
      expect(expertiseCopy[locale].capabilities).toHaveLength(5);
      expect(partnersCopy[locale].techCategories.length).toBeGreaterThanOrEqual(4);
      expect(partnersCopy[locale].aiCategories.length).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('legal texts', () => {
  const text = (document: (typeof legalDocuments)[number], locale: Locale) =>
    seedPageFile(document, locale);

  it('exist in both languages with the same sections, dated', () => {
    for (const document of legalDocuments) {
      expect(text(document, 'de').body.sections.length).toBeGreaterThanOrEqual(3);
      expect(text(document, 'de').body.sections.length).toBe(
        text(document, 'en').body.sections.length,
      );
      expect(text(document, 'de').meta.updated).toMatch(/^Stand: \w+ 20\d\d$/);
      expect(text(document, 'en').meta.updated).toMatch(/^Last updated: \w+ 20\d\d$/);
    }
  });

  it('has the five numbered points of the ROI disclaimer', () => {
    for (const locale of locales) {
      const [terms] = text('disclaimer', locale).body.sections;
      expect(terms?.points).toHaveLength(5);
      expect(terms?.ordered).toBe(true);
    }
  });

  it('names the retention periods the purge enforces, from the same module', () => {
    const filled = (locale: Locale) => JSON.stringify(text('privacy', locale));
    expect(filled('de')).toContain(
      'Kontakt- und Buchungsdaten: drei Jahre nach dem letzten Kontakt',
    );
    expect(filled('de')).toContain('für ein Jahr oder bis zu Ihrem Widerruf');
    expect(filled('de')).toContain('sobald sie 30 Tage alt sind');
    expect(filled('en')).toContain('Contact and booking data: three years after our last contact');
    expect(filled('de')).toContain('Statistik der Seitenaufrufe: zwei Jahre');
    expect(filled('en')).toContain('and deletes that entry 60 days later');
    expect(filled('en')).toContain('personal link: three years after the entry');
    for (const locale of locales)
      for (const period of Object.values(retention))
        expect(filled(locale)).toContain(periodText(period, locale));
  });

  it('says from how many referring sites a day is counted by name, from the statistics module', () => {
    expect(JSON.stringify(text('privacy', 'de'))).toContain(
      `mehr als ${REFERRERS_PER_DAY} verschiedenen Websites`,
    );
    expect(JSON.stringify(text('privacy', 'en'))).toContain(
      `more than ${REFERRERS_PER_DAY} different websites`,
    );
  });

  it('describes the funnel as the code keeps it: the campaign parameters, their length, the no-storage promise', () => {
    const notices = {
      de: JSON.stringify(text('privacy', 'de')),
      en: JSON.stringify(text('privacy', 'en')),
    };
    const quoted = { de: (name: string) => `„${name}“`, en: (name: string) => `“${name}”` };
    for (const locale of locales)
      for (const parameter of CAMPAIGN_PARAMETERS)
        expect(notices[locale], locale).toContain(quoted[locale](parameter));
    expect(notices.de).toContain(
      `wenn sie aus höchstens ${MAX_CAMPAIGN_LENGTH} Zeichen bestehen, und zwar nur aus Buchstaben von A bis Z ohne Umlaute`,
    );
    expect(notices.de).toContain('andere Werte speichern wir nicht');
    expect(notices.en).toContain(
      `if each consists of at most ${MAX_CAMPAIGN_LENGTH} characters, and only of the letters A to Z without accents`,
    );
    expect(notices.en).toContain('we store no other values');
    expect(notices.de).toContain(
      'Sie behält diese Angaben nur in ihrem Speicher, nicht in einem Cookie',
    );
    expect(notices.en).toContain(
      'The page keeps these details only in its memory, not in a cookie',
    );
    // The kinds of requests counted apart: a new kind needs its words in the notice.
    expect(EXCLUDED_KINDS).toEqual(['robot', 'prefetch', 'other']);
    expect(notices.de).toContain('nur als tägliche Summen je Art');
    expect(notices.en).toContain('as daily totals per kind only');
  });

  it('states no period that does not come from the retention module', () => {
    // Every period in the notice is a placeholder the retention module fills; a duration
    // typed into the text could drift from what the purge does.
    const duration =
      /\b(\d+|ein|eine|einen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(Stunden?|Tage?n?|Wochen?|Monate?n?|Jahre?n?|hours?|days?|weeks?|months?|years?)\b/gi;
    // The mail cap's 24 hours, the rate limit's window and the ROI's label “over 3 years”.
    const allowed = [
      /24 Stunden/,
      /24 hours/,
      /zehn Minuten/,
      /ten minutes/,
      /^3 Jahre$/,
      /^3 years$/,
    ];
    for (const locale of locales) {
      const source = readFileSync(path.join(PAGE_DIR, 'privacy', `${locale}.md`), 'utf8');
      const typed = [...source.matchAll(duration)]
        .map((match) => match[0])
        .filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(typed, locale).toEqual([]);
      const placeholders = new Set([...source.matchAll(/\{(\w+Period)\}/g)].map((m) => m[1]));
      expect([...placeholders].sort()).toEqual(
        [
          'backupPeriod',
          'auditPeriod',
          'failedSignInEntriesPeriod',
          'formAttemptsPeriod',
          'leadsPeriod',
          'logPeriod',
          'mailPeriod',
          'pageViewsPeriod',
          'roiPeriod',
          'signInPeriod',
          'spamPeriod',
          'vitalsPeriod',
        ].sort(),
      );
    }
  });

  it('names the processors from the company facts', () => {
    for (const locale of locales) {
      const filled = JSON.stringify(text('privacy', locale));
      for (const processor of company.processors) {
        expect(filled).toContain(
          `${processor.name}, ${processor.address}: ${processor.purpose[locale]}`,
        );
      }
      expect(filled).not.toContain('{processors}');
    }
  });

  it('keeps backups no longer than the notice says: the deploy guide deletes them in time', () => {
    const guide = readFileSync(path.join(process.cwd(), 'docs/deploy.md'), 'utf8');
    const days = Number(guide.match(/find \/srv\/site\/backups .*-mtime \+(\d+) -delete/)?.[1]);
    expect(retention.backups).toEqual({ amount: 30, unit: 'days' });
    // -mtime +29 deletes a file once it is 30 full days old.
    expect(days + 1).toBe(retention.backups.amount);
  });

  it('fills every company placeholder', () => {
    for (const document of legalDocuments)
      for (const locale of locales)
        expect(JSON.stringify(text(document, locale))).not.toMatch(/\{\w+\}/);
  });
});

describe('news items', () => {
  it('are 25 English items, ids 1–25, linking to pages of this site', () => {
    expect(newsItems.map((item) => item.id)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
    for (const item of newsItems) {
      expect(item.language).toBe('en');
      const { locale, path } = localeOfPath(item.link);
      expect(isPagePath(locale, path), item.link).toBe(true);
    }
  });
});

describe('share targets', () => {
  it('builds LinkedIn, Facebook, WhatsApp and e-mail links for the page', () => {
    const targets = shareTargets({
      url: 'https://x.example/about',
      title: 'Über uns',
      description: 'Wer wir sind',
    });
    expect(targets.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fx.example%2Fabout',
    );
    expect(targets.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.example%2Fabout',
    );
    expect(targets.whatsapp).toBe(
      'https://wa.me/?text=%C3%9Cber%20uns%20https%3A%2F%2Fx.example%2Fabout',
    );
    expect(targets.email).toBe(
      'mailto:?subject=%C3%9Cber%20uns&body=Wer%20wir%20sind%0A%0Ahttps%3A%2F%2Fx.example%2Fabout',
    );
  });
});
