import type { HeroVariant } from '@/lib/hero-variant';
import type { Locale } from '@/i18n/locales';
import type { Localized } from './types';

export interface HeroCopy {
  /** Short line above the headline. */
  readonly eyebrow: string;
  /** Three parts shown on three lines; together one statement. */
  readonly headline: readonly [string, string, string];
  readonly subheadline: string;
  /** Keyword chips. */
  readonly chips: readonly string[];
  /** One line of trust signals. */
  readonly trustText: string;
  /** Title of the side panel. */
  readonly panelTitle: string;
  /** Value points for the side panel. */
  readonly valuePoints: readonly string[];
  /** General variant only: car dealerships, fleet operators, banks and insurers. */
  readonly segments?: readonly { readonly title: string; readonly description: string }[];
}

export const heroes: Record<HeroVariant, Localized<HeroCopy>> = {
  general: {
    de: {
      eyebrow: 'Unabhängige Beratung für Embedded Insurance',
      headline: [
        'Strategische Versicherungslösungen',
        'für Flotten, Autohäuser',
        'und Finanzierer',
      ],
      subheadline:
        'Wir sind weder Makler noch Versicherer, weder Plattform noch Datenanbieter. Wir koordinieren die Beteiligten – Versicherer, MGAs, Telematikanbieter, Händler, Flotten und Banken – und machen Service, F&I und Embedded Insurance zu messbaren Ertragshebeln.',
      chips: [
        'Embedded Insurance',
        'F&I',
        'Flottenversicherung',
        'Telematik',
        'Ökosystem-Orchestrierung',
      ],
      trustText:
        'Anbieterneutral · MVP in 2–4 Wochen · DSGVO-/IDD-/BaFin-konform · 35+ Jahre Erfahrung',
      panelTitle: 'Was Sie von uns erwarten können',
      valuePoints: [
        'Erste Ergebnisse typischerweise in 14 Tagen, ein MVP in 2–4 Wochen',
        'Bis zu 40 % schnellere Time-to-Market für eingebettete Versicherungsprodukte',
        'Erfahrung aus 300 Mio. €+ Bruttoprämie und 35+ Jahren in Versicherung und Automobilfinanzierung',
        'Eine 90-Tage-Roadmap mit klaren Kennzahlen statt Foliensätzen ohne Umsetzung',
      ],
      segments: [
        {
          title: 'Autohäuser',
          description:
            'F&I-Abschlussquoten steigern, Garantie- und GAP-Produkte sauber in den Verkauf integrieren und Kunden über Versicherung an die eigene Werkstatt binden.',
        },
        {
          title: 'Flottenbetreiber & Leasinggesellschaften',
          description:
            'Prämien und Schadenkosten senken, Telematik gezielt für Prävention nutzen und Halterpflichten wie Führerscheinkontrolle und Fahrerunterweisung verlässlich organisieren.',
        },
        {
          title: 'Banken, Finanzierer & Versicherer',
          description:
            'Versicherung in die Finanzierungsstrecke einbetten, Partner schneller anbinden und Produktfreigabe, IDD- und BaFin-Anforderungen von Beginn an mitdenken.',
        },
      ],
    },
    en: {
      eyebrow: 'Independent embedded insurance advisory',
      headline: ['Strategic insurance solutions', 'for fleets, dealerships', 'and financiers'],
      subheadline:
        'We are not a broker, insurer, platform or data provider. We coordinate the players – insurers, MGAs, telematics providers, dealers, fleets and banks – and turn service, F&I and embedded insurance into measurable profit levers.',
      chips: [
        'Embedded insurance',
        'F&I',
        'Fleet insurance',
        'Telematics',
        'Ecosystem orchestration',
      ],
      trustText:
        'Vendor-neutral · MVP in 2–4 weeks · GDPR/IDD/BaFin compliant · 35+ years of experience',
      panelTitle: 'What you can expect from us',
      valuePoints: [
        'First results typically in 14 days, an MVP within 2–4 weeks',
        'Up to 40% faster time-to-market for embedded insurance products',
        'Built on €300m+ gross written premium and 35+ years in insurance and automotive finance',
        'A 90-day roadmap with clear KPIs rather than slide decks without delivery',
      ],
      segments: [
        {
          title: 'Car dealerships',
          description:
            'Raise F&I closing rates, build warranty and GAP products properly into the sale and use insurance to keep customers in your own workshop.',
        },
        {
          title: 'Fleet operators & leasing companies',
          description:
            'Cut premiums and claims costs, use telematics specifically for prevention and organise duty-of-care obligations such as licence checks and driver briefings reliably.',
        },
        {
          title: 'Banks, financiers & insurers',
          description:
            'Embed insurance in the financing journey, onboard partners faster and build product governance, IDD and BaFin requirements in from the outset.',
        },
      ],
    },
  },
  dealership: {
    de: {
      eyebrow: 'Für Autohäuser und Händlergruppen',
      headline: ['Machen Sie F&I und Service', 'zu echten Ertragshebeln', 'Ihres Autohauses'],
      subheadline:
        'Viele Autohäuser verkaufen das Fahrzeug, lassen aber den Ertrag aus Finanzierung, Versicherung und Werkstatt liegen. Wir strukturieren Ihr F&I-Angebot, integrieren Garantie- und GAP-Produkte in den Verkaufsprozess und binden Kunden über Versicherung dauerhaft an Ihre Werkstatt.',
      chips: [
        'F&I-Abschlussquote',
        'GAP & Garantie',
        'Werkstattauslastung',
        'Kundenbindung',
        'Embedded Insurance',
      ],
      trustText:
        'Anbieterneutral · Erste Ergebnisse in 14 Tagen · DSGVO-/IDD-/BaFin-konform · 35+ Jahre Erfahrung',
      panelTitle: 'Was in Autohaus-Projekten typischerweise erreichbar ist',
      valuePoints: [
        'F&I-Abschlussquote von 60 % auf 85 %+ in Projekten dieser Art',
        'Typischerweise +15–25 % Serviceumsatz durch stärkere Werkstattbindung',
        'Bis zu +30 % Kundenbindung durch Versicherungs- und Servicepakete',
        'Erste Ergebnisse in 14 Tagen und eine 90-Tage-Roadmap für Ihr Haus',
      ],
    },
    en: {
      eyebrow: 'For car dealerships and dealer groups',
      headline: ['Turn F&I and service', 'into real profit levers', 'for your dealership'],
      subheadline:
        'Many dealerships sell the car but leave the margin from finance, insurance and the workshop on the table. We structure your F&I offer, build warranty and GAP products into the sales process and use insurance to bring customers back to your workshop.',
      chips: [
        'F&I penetration',
        'GAP & warranty',
        'Workshop utilisation',
        'Service retention',
        'Embedded insurance',
      ],
      trustText:
        'Vendor-neutral · First results in 14 days · GDPR/IDD/BaFin compliant · 35+ years of experience',
      panelTitle: 'What dealership projects typically achieve',
      valuePoints: [
        'F&I closing rate from 60% to 85%+ in projects of this kind',
        'Typically +15–25% service revenue through stronger workshop retention',
        'Up to +30% customer retention through insurance and service packages',
        'First results in 14 days and a 90-day roadmap for your dealership',
      ],
    },
  },
  fleet: {
    de: {
      eyebrow: 'Für Flottenbetreiber und Leasinggesellschaften',
      headline: ['Geringere Versicherungskosten,', 'weniger Schäden,', 'klare Halterpflichten'],
      subheadline:
        'Steigende Prämien, häufige Bagatellschäden und Ausfallzeiten belasten jede Flotte. Wir verbinden Versicherungsprogramm, Telematik und Schadenprävention, verbessern das Fahrverhalten und organisieren Führerscheinkontrolle und Fahrerunterweisung so, dass Ihre Halterpflichten nachweisbar erfüllt sind.',
      chips: [
        'Flottenversicherung',
        'Schadenprävention',
        'Telematik',
        'Halterhaftung',
        'UVV & Fahrerunterweisung',
      ],
      trustText:
        'Anbieterneutral · MVP in 2–4 Wochen · DSGVO-konforme Telematik · 35+ Jahre Erfahrung',
      panelTitle: 'Was Flottenprojekte typischerweise bewirken',
      valuePoints: [
        'Kosten der Flottenversicherung typischerweise um 20–30 % gesenkt',
        'Bis zu +40 % Schadenprävention durch Telematik und Fahrertraining',
        'Beispiel: 220-Fahrzeug-Flotte mit 28 % geringeren Schadenkosten in sechs Monaten',
        'Bis zu 60 % weniger Aufwand für Compliance und Halterpflichten',
      ],
    },
    en: {
      eyebrow: 'For fleet operators and leasing companies',
      headline: ['Lower insurance costs,', 'fewer claims,', 'duty of care under control'],
      subheadline:
        'Rising premiums, frequent minor claims and vehicle downtime weigh on every fleet. We connect your insurance programme, telematics and claims prevention, improve driver behaviour and organise licence checks and driver briefings so that your duty of care is demonstrably met.',
      chips: [
        'Fleet insurance',
        'Claims prevention',
        'Telematics',
        'Duty of care',
        'Driver behaviour',
      ],
      trustText:
        'Vendor-neutral · MVP in 2–4 weeks · GDPR-compliant telematics · 35+ years of experience',
      panelTitle: 'What fleet projects typically deliver',
      valuePoints: [
        'Fleet insurance costs typically reduced by 20–30%',
        'Up to +40% claims prevention through telematics and driver coaching',
        'Example: a 220-vehicle fleet cut incident costs by 28% in six months',
        'Up to 60% less effort for compliance and duty-of-care documentation',
      ],
    },
  },
  bank: {
    de: {
      eyebrow: 'Für Banken, Finanzierer und Versicherer',
      headline: ['Versicherung eingebettet,', 'schneller am Markt,', 'regulatorisch sauber'],
      subheadline:
        'Jede Finanzierung ist ein naheliegender Anlass für Versicherungsschutz. Wir helfen Ihnen, Restschuld-, GAP- und Kfz-Versicherungen in Ihre Finanzierungsstrecke einzubetten, Partner strukturiert anzubinden und Produktfreigabe, IDD-Vertrieb und BaFin-Anforderungen von Anfang an mitzudenken.',
      chips: [
        'Eingebetteter Vertrieb',
        'Time-to-Market',
        'Produktfreigabe',
        'Partneranbindung',
        'IDD & BaFin',
      ],
      trustText:
        'Anbieterneutral · MVP in 2–4 Wochen · DSGVO-/IDD-/BaFin-konform · 300 Mio. €+ Bruttoprämie',
      panelTitle: 'Was Finanzierer typischerweise erreichen',
      valuePoints: [
        'Bis zu 40 % schnellere Time-to-Market für eingebettete Versicherungsprodukte',
        'Typischerweise 2–4 % zusätzlicher Ertrag je Finanzierung',
        'Bis zu 60 % weniger Compliance-Aufwand durch klare Prozesse und Dokumentation',
        'Abschlussquoten bis zu +25 % durch Angebote direkt in der Finanzierungsstrecke',
      ],
    },
    en: {
      eyebrow: 'For banks, financiers and insurers',
      headline: ['Insurance embedded,', 'faster to market,', 'compliant by design'],
      subheadline:
        'Every financing contract is a natural moment for cover. We help you embed payment protection, GAP and motor insurance in your financing journey, onboard partners in a structured way and build product governance, IDD distribution rules and BaFin requirements in from the outset.',
      chips: [
        'Embedded distribution',
        'Time to market',
        'Product governance',
        'Partner onboarding',
        'IDD & BaFin',
      ],
      trustText:
        'Vendor-neutral · MVP in 2–4 weeks · GDPR/IDD/BaFin compliant · €300m+ gross written premium',
      panelTitle: 'What financiers typically achieve',
      valuePoints: [
        'Up to 40% faster time-to-market for embedded insurance products',
        'Typically 2–4% additional revenue per financing contract',
        'Up to 60% less compliance effort through clear processes and documentation',
        'Closing rates up to +25% with cover offered within the financing journey',
      ],
    },
  },
};

/** The three-part headline as one line: the `<h1>` text of the page that shows the full hero. */
export function heroHeading(variant: HeroVariant, locale: Locale): string {
  return heroes[variant][locale].headline.join(' ');
}
