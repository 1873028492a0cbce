import { describe, expect, it, vi } from 'vitest';
import type { CompanyFacts } from '@/site/company';

/**
 * The firm's status under insurance distribution law is a company fact: the imprint, the
 * first-contact information and the footer render it, and the copy rules follow it. The status
 * is swapped here through the company module, as the owner would change it.
 */
const status = vi.hoisted(() => ({ kind: 'neither' as 'neither' | 'adviser' }));

vi.mock('@/site/company', async (original) => {
  const { company } = await original<{ company: CompanyFacts }>();
  return {
    company: {
      ...company,
      get regulatoryStatus() {
        return status.kind === 'adviser'
          ? {
              kind: 'adviser',
              registerNumber: 'D-7Q2X-HR4KP-31',
              chamber: {
                name: 'IHK für München und Oberbayern',
                address: 'Max-Joseph-Straße 2, 80333 München',
              },
            }
          : { kind: 'neither' };
      },
    },
  };
});

const locales = ['de', 'en'] as const;

async function swapped(kind: 'neither' | 'adviser') {
  status.kind = kind;
  const { statusText } = await import('@/site/regulatory-status');
  const { bannedFor, regulatedOffers } = await import('@/content/copy-rules');
  const { company } = await import('@/site/company');
  return { statusText, bannedFor, regulatedOffers, company };
}

describe('the firm’s status', () => {
  it('as neither adviser nor intermediary: says so, shows no status line, offers no contract review', async () => {
    const { statusText, bannedFor, regulatedOffers, company } = await swapped('neither');
    const de = statusText('de');
    const en = statusText('en');
    expect(de.paragraphs.join(' ')).toContain(
      'weder Versicherungsvermittler noch Versicherungsberater im Sinne des § 34d Gewerbeordnung',
    );
    expect(de.paragraphs.join(' ')).toContain('prüfen, vergleichen oder verhandeln wir nicht');
    expect(en.paragraphs.join(' ')).toContain(
      'neither an insurance intermediary nor an insurance adviser',
    );
    for (const text of [de, en]) {
      expect(text.line).toBeNull();
      expect(text.paragraphs.join(' ')).not.toMatch(
        /Vermittlerregister D-|register of intermediaries D-/,
      );
    }
    // The service pages may make no offer only an adviser may make.
    for (const locale of locales) {
      const rules = bannedFor(company.regulatoryStatus.kind, locale);
      for (const offer of regulatedOffers[locale]) expect(rules).toContain(offer);
    }
    const { seedBody, seedCopy } = await import('@/content/pages');
    const services = [
      'fleetServices',
      'commercialFleets',
      'fleetInsuranceComparison',
      'fleetInsuranceOptimisation',
      'fleetRiskManagement',
      'riskAdvisory',
      'telematicsInsurance',
    ] as const;
    const { servicesCopy } = await import('@/content/pages/services/sections');
    for (const locale of locales) {
      const text = JSON.stringify([
        servicesCopy[locale],
        ...services.flatMap((key) => [seedCopy(key, locale), seedBody(key, locale)]),
      ]);
      const offers = regulatedOffers[locale].flatMap((pattern) =>
        [...text.matchAll(new RegExp(pattern.source, 'gi'))].map((match) => match[0]),
      );
      expect(offers, locale).toEqual([]);
    }
  });

  it('as a licensed insurance adviser: register number, chamber, rules, arbitration and a status line', async () => {
    const { statusText, bannedFor, regulatedOffers } = await swapped('adviser');
    const de = statusText('de');
    const en = statusText('en');
    const german = de.paragraphs.join(' ');
    expect(german).toContain(
      'Versicherungsberaterin mit Erlaubnis nach § 34d Abs. 2 Gewerbeordnung',
    );
    expect(german).toContain('IHK für München und Oberbayern, Max-Joseph-Straße 2, 80333 München');
    expect(german).toContain('Registrierungsnummer im Vermittlerregister: D-7Q2X-HR4KP-31');
    expect(german).toContain('www.vermittlerregister.info');
    expect(german).toContain('Versicherungsvermittlungsverordnung');
    expect(german).toContain('Versicherungsombudsmann e. V.');
    expect(en.paragraphs.join(' ')).toContain('register of intermediaries: D-7Q2X-HR4KP-31');
    expect(de.line).toBe(
      'Versicherungsberaterin mit Erlaubnis nach § 34d Abs. 2 GewO, Vermittlerregister D-7Q2X-HR4KP-31',
    );
    expect(en.line).toContain('D-7Q2X-HR4KP-31');
    // An adviser may offer to review and compare a client's contracts.
    for (const locale of locales) {
      for (const offer of regulatedOffers[locale]) {
        expect(bannedFor('adviser', locale)).not.toContain(offer);
      }
    }
  });
});
