import { previewFacts, publishedFacts } from '@site/core/published';
import type { PlaceSetting } from '@/lib/call-place';
import type { Availability, Office } from '@/lib/slots';

/**
 * Company facts: every page, the imprint, the footer, the mails and the structured data read
 * them from here. The owner edits them in the content engine ("Unternehmensangaben"); the values
 * below are the sample identity a new site starts with (see README, "Company facts").
 */

/**
 * The firm's status under German insurance distribution law. A registered insurance adviser
 * (Versicherungsberater, § 34d Abs. 2 GewO) must give the first-contact information of § 15
 * VersVermV; a firm that is neither adviser nor intermediary may not review, compare or negotiate
 * a client's insurance contracts, and its pages offer none of that (`src/content/copy-rules.ts`).
 */
export type RegulatoryStatus =
  | { readonly kind: 'neither' }
  | {
      readonly kind: 'adviser';
      /** Number in the intermediary register (Vermittlerregister), e.g. D-XXXX-XXXXX-XX. */
      readonly registerNumber: string;
      /** The chamber that granted the licence and keeps the register entry. */
      readonly chamber: { readonly name: string; readonly address: string };
    };

/** A processor that handles personal data for the firm (Art. 28 GDPR), named in the notice. */
export interface Processor {
  readonly name: string;
  readonly address: string;
  readonly purpose: Readonly<Record<'de' | 'en', string>>;
}

/**
 * How an engagement is priced, in euros before VAT; shown on the services page. The free first
 * call's length is the back office's slot length ("Verfügbarkeit").
 */
export interface Pricing {
  /** Sparring: one fixed-price session. */
  readonly sparring: number;
  /** Strategy: a fixed price per project, from this amount. */
  readonly strategyFrom: number;
  /** Build and activate: per day, against an agreed budget. */
  readonly dayRate: number;
}

export interface CompanyFacts {
  readonly legalName: string;
  readonly brand: string;
  readonly founder: { readonly name: string; readonly role: Readonly<Record<'de' | 'en', string>> };
  readonly address: {
    readonly street: string;
    readonly postalCode: string;
    readonly city: string;
    /** The city's name in running text ("München" / "Munich"). */
    readonly cityName: Readonly<Record<'de' | 'en', string>>;
    readonly country: Readonly<Record<'de' | 'en', string>>;
    readonly countryCode: string;
  };
  /** E.164 for `tel:` links, and the way it is printed. */
  readonly phone: { readonly e164: string; readonly display: string };
  readonly email: string;
  readonly register: { readonly court: string; readonly number: string };
  readonly vatId: string;
  readonly social: {
    readonly linkedin: string;
    readonly youtube: string;
    readonly website: string;
  };
  /** The AI partner shown as validated on the partners page. */
  readonly validatedAiPartner: {
    readonly name: string;
    readonly url: string;
    readonly description: Readonly<Record<'de' | 'en', string>>;
  };
  /** Portrait of the founder, a file under `public/`. */
  readonly founderImage: { readonly src: string; readonly width: number; readonly height: number };
  /** External scheduling page; `null` means the first-party booking form only. */
  readonly schedulerUrl: string | null;
  /**
   * The office's time zone and holiday state, and the hours a new site offers the free call in
   * until the owner sets them in the back office ("Verfügbarkeit").
   */
  readonly booking: Office & {
    readonly availability: Availability;
    /** Where the calls happen until the owner sets it in the back office. */
    readonly place: PlaceSetting;
  };
  readonly foundingYear: number;
  readonly regulatoryStatus: RegulatoryStatus;
  readonly pricing: Pricing;
  readonly processors: readonly Processor[];
}

/** The facts the owner edits in the content engine; the portrait and the booking hours stay here. */
export type EditableCompanyFacts = Omit<CompanyFacts, 'founderImage' | 'booking'>;

/** The calls of a working day: 09:00, 11:00, 14:00 and 16:00, an hour each. */
const workday = [
  { from: '09:00', to: '10:00' },
  { from: '11:00', to: '12:00' },
  { from: '14:00', to: '15:00' },
  { from: '16:00', to: '17:00' },
];

/** The repository's facts: what a new site starts with, imported into the engine once. */
export const seedCompanyFacts: CompanyFacts = {
  legalName: 'Keller Embedded Insurance Advisory GmbH',
  brand: 'Keller Advisory',
  founder: {
    name: 'Thomas Keller',
    role: { de: 'Gründer und Geschäftsführer', en: 'Founder and Managing Director' },
  },
  address: {
    street: 'Maximilianstraße 35',
    postalCode: '80539',
    city: 'München',
    cityName: { de: 'München', en: 'Munich' },
    country: { de: 'Deutschland', en: 'Germany' },
    countryCode: 'DE',
  },
  phone: { e164: '+498921548830', display: '+49 89 2154 8830' },
  email: 'kontakt@keller-advisory.example',
  register: { court: 'Amtsgericht München', number: 'HRB 000000' },
  vatId: 'DE000000000',
  social: {
    linkedin: 'https://www.linkedin.com/company/keller-advisory-example',
    youtube: 'https://www.youtube.com/@keller-advisory-example',
    website: 'https://keller-advisory.example',
  },
  validatedAiPartner: {
    name: 'Claimsight AI',
    url: 'https://claimsight-ai.example',
    description: {
      de: 'Automatisierte Schadenaufnahme und Dokumentenprüfung für Flotten- und Kfz-Schäden. Die Lösung hat unser Qualitätsaudit zu Datenschutz, IT-Sicherheit und regulatorischer Eignung bestanden.',
      en: 'Automated claims intake and document checks for fleet and motor claims. It has passed our quality audit on data protection, IT security and regulatory fit.',
    },
  },
  founderImage: { src: '/images/founder.svg', width: 320, height: 320 },
  schedulerUrl: null,
  booking: {
    timeZone: 'Europe/Berlin',
    holidayState: 'BY',
    availability: {
      weekly: {
        1: workday,
        2: workday,
        3: workday,
        4: workday,
        5: workday.slice(0, 2),
        6: [],
        7: [],
      },
      slotMinutes: 60,
      bufferBeforeMinutes: 0,
      bufferAfterMinutes: 0,
      minNoticeHours: 24,
      horizonDays: 30,
      maxPerDay: null,
      openHolidays: [],
      reminders: { first: 24, second: 1 },
    },
    place: { kind: 'phone' },
  },
  foundingYear: 2023,
  regulatoryStatus: { kind: 'neither' },
  pricing: { sparring: 1_200, strategyFrom: 9_800, dayRate: 1_450 },
  processors: [
    {
      name: 'Hetzner Online GmbH',
      address: 'Industriestr. 25, 91710 Gunzenhausen, Deutschland',
      purpose: {
        de: 'Betrieb des Servers, der Datenbank und der Sicherungskopien (Rechenzentrum in Deutschland)',
        en: 'running the server, the database and the backups (data centre in Germany)',
      },
    },
    {
      name: 'Heinlein Hosting GmbH (mailbox.org)',
      address: 'Schwedter Str. 8/9a, 10119 Berlin, Deutschland',
      purpose: {
        de: 'Versand und Empfang von E-Mails',
        en: 'sending and receiving email',
      },
    },
  ],
};

/** The facts as published (`src/server/published.ts` keeps them, one object per process). */
const published = publishedFacts(seedCompanyFacts);

/**
 * The company facts: the published ones, which the HTTP server loads whenever the content revision
 * moves, before it empties its page cache, or a preview's latest draft while its request renders
 * (`src/server/content/company.ts`).
 */
export const company: CompanyFacts = new Proxy(published, {
  get: (facts, name) => Reflect.get(previewFacts<CompanyFacts>() ?? facts, name),
});

/** Replaces the editable facts, for every reader in the process at once. */
export function setCompanyFacts(facts: EditableCompanyFacts): void {
  Object.assign(published, facts);
}
