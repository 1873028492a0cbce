import { describe, expect, it } from 'vitest';
import { summaryDue, summaryText, type SummaryFigures } from '@/lib/weekly-summary';

const ZONE = 'Europe/Berlin';

describe('the weekly summary: when it is due', () => {
  it('is due on Monday from 7:00 office time to the day’s end, and at no other time', () => {
    // Monday 30 November 2026; Berlin is UTC+1 in winter.
    expect(summaryDue(new Date('2026-11-30T05:59:59Z'), ZONE)).toBeUndefined();
    const due = summaryDue(new Date('2026-11-30T06:00:00Z'), ZONE);
    expect(due).toEqual({
      monday: '2026-11-30',
      week: { from: '2026-11-23', to: '2026-11-29' },
      weekBefore: { from: '2026-11-16', to: '2026-11-22' },
      calls: { from: new Date('2026-11-29T23:00:00Z'), to: new Date('2026-12-06T23:00:00Z') },
    });
    expect(summaryDue(new Date('2026-11-30T22:59:59Z'), ZONE)?.monday).toBe('2026-11-30');
    // Tuesday in Berlin, though still Monday in UTC.
    expect(summaryDue(new Date('2026-11-30T23:00:00Z'), ZONE)).toBeUndefined();
    expect(summaryDue(new Date('2026-11-29T12:00:00Z'), ZONE)).toBeUndefined();
    expect(summaryDue(new Date('2026-12-02T06:30:00Z'), ZONE)).toBeUndefined();
  });

  it('takes 7:00 on the Monday after the clocks go forward, in summer time', () => {
    // 29 March 2026: summer time begins; Monday 30 March, 7:00 is 05:00 UTC.
    expect(summaryDue(new Date('2026-03-30T04:59:00Z'), ZONE)).toBeUndefined();
    expect(summaryDue(new Date('2026-03-30T05:00:00Z'), ZONE)?.calls).toEqual({
      from: new Date('2026-03-29T22:00:00Z'),
      to: new Date('2026-04-05T22:00:00Z'),
    });
  });
});

/** The text with the number formats' fixed spaces as plain ones. */
const plain = (text: { subject: string; body: string }) => ({
  subject: text.subject.replace(/[\u00a0\u202f]/g, ' '),
  body: text.body.replace(/[\u00a0\u202f]/g, ' '),
});

const figures: SummaryFigures = {
  week: { views: 1234, enquiries: 3, bookings: 2 },
  weekBefore: { views: 1000, enquiries: 0, bookings: 4 },
  pages: [
    { name: '/fleet', views: 410, enquiries: 1, bookings: 2 },
    { name: '/en/contact', views: 1, enquiries: 1, bookings: 0 },
  ],
  sources: [
    { name: 'www.linkedin.com', views: 97, enquiries: 2, bookings: 0 },
    { name: 'news.example.org', views: null, enquiries: 1, bookings: 0 },
  ],
  campaigns: [{ name: 'linkedin / herbst-2026', views: null, enquiries: 1, bookings: 1 }],
  calls: ['01.12.2026, 10:00', '03.12.2026, 14:30'],
};

describe('the weekly summary: its text', () => {
  it('reports the week against the one before, the best pages and sites, and the calls, in German', () => {
    const { subject, body } = plain(summaryText(figures, 'de', 'https://example.org/backoffice'));
    expect(subject).toBe('Ihre Woche: 1.234 Seitenaufrufe, 3 Anfragen, 2 Buchungen');
    expect(body).toContain('Seitenaufrufe: 1.234 (Vorwoche: 1.000, +23 %)');
    expect(body).toContain('Anfragen: 3 (Vorwoche: 0)');
    expect(body).toContain('Buchungen: 2 (Vorwoche: 4, -50 %)');
    expect(body).toContain('- /fleet: 3 Anfragen und Buchungen, 410 Aufrufe');
    expect(body).toContain('- /en/contact: 1 Anfrage oder Buchung, 1 Aufruf');
    expect(body).toContain(
      'Verweisende Websites, die am meisten gebracht haben:\n- www.linkedin.com: 2 Anfragen und Buchungen, 97 Aufrufe\n- news.example.org: 1 Anfrage oder Buchung, 0 Aufrufe\n',
    );
    expect(body).toContain(
      'Kampagnen (utm_source / utm_campaign), die Anfragen oder Buchungen gebracht haben:\n- linkedin / herbst-2026: 2 Anfragen und Buchungen\n',
    );
    expect(body).toContain('- 01.12.2026, 10:00\n- 03.12.2026, 14:30');
    expect(body).toContain('https://example.org/backoffice/statistics');
    expect(body).toContain('https://example.org/backoffice/site#weekly-summary');
  });

  it('does the same in English, and says where a list is empty', () => {
    const { subject, body } = plain(
      summaryText(
        { ...figures, pages: [], sources: [], campaigns: [], calls: [] },
        'en',
        'https://example.org/backoffice',
      ),
    );
    expect(subject).toBe('Your week: 1,234 page views, 3 enquiries, 2 bookings');
    expect(
      summaryText(
        { ...figures, week: { views: 1, enquiries: 1, bookings: 1 } },
        'en',
        'https://example.org/backoffice',
      ).subject,
    ).toBe('Your week: 1 page view, 1 enquiry, 1 booking');
    expect(body).toContain('Page views: 1,234 (week before: 1,000, +23%)');
    expect(body).toContain('Enquiries: 3 (week before: 0)');
    expect(body).toContain('Your calls this week:\n– none –');
    expect(body).not.toMatch(/[äöüß]/);
  });
});
