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
        'Wir sind weder Makler noch Versicherer, weder Plattform noch Datenanbieter, und wir nehmen keine Provisionen. Wir koordinieren die Beteiligten – Versicherer, Assekuradeure, Telematikanbieter, Autohäuser, Flotten und Banken – und machen Service, F&I und Embedded Insurance zu messbaren Ertragshebeln.',
      chips: [
        'Embedded Insurance',
        'F&I',
        'Flottenversicherung',
        'Telematik',
        'Ökosystem-Orchestrierung',
      ],
      trustText:
        'Anbieterneutral · Regulatorik im Konzept berücksichtigt · Umsetzung gemeinsam mit Ihrem Team',
      panelTitle: 'Was Sie von uns erwarten können',
      valuePoints: [
        'Erste Ergebnisse {figure:firstResults} Tage nach Projektstart, eine erste einsatzfähige Version (MVP) {figure:mvp} nach Projektstart',
        'Eine {figure:timeToMarket} kürzere Zeit bis zur Markteinführung, wenn alle Partner gemeinsam planen',
        'Ein Gründer, der in früheren Funktionen Versicherungsprogramme mit {figure:premium} gebuchten Bruttobeiträgen verantwortet hat',
        'Ein {figure:roadmap}-Tage-Fahrplan mit klaren Kennzahlen statt Foliensätzen ohne Umsetzung',
      ],
      segments: [
        {
          title: 'Autohäuser',
          description:
            'F&I-Abschlussquoten steigern, Garantie- und GAP-Produkte sauber in den Verkauf integrieren und Kundinnen und Kunden über Versicherung an die eigene Werkstatt binden.',
        },
        {
          title: 'Flottenbetreiber & Leasinggesellschaften',
          description:
            'Schadenkosten senken, Telematik gezielt für Prävention nutzen, Halterpflichten wie Führerscheinkontrolle und Fahrerunterweisung verlässlich organisieren und belastbare Zahlen für die nächste Vertragsverlängerung bereitstellen.',
        },
        {
          title: 'Banken, Finanzierer & Versicherer',
          description:
            'Versicherung in die Finanzierungsstrecke einbetten, Partner schneller anbinden und Produktfreigabe sowie regulatorische Anforderungen (IDD, DSGVO, Aufsicht) schon im Konzept berücksichtigen.',
        },
      ],
    },
    en: {
      eyebrow: 'Independent embedded insurance advisory',
      headline: ['Strategic insurance solutions', 'for fleets, dealerships', 'and financiers'],
      subheadline:
        'We are not a broker, insurer, platform or data provider, and we take no commissions. We coordinate the players – insurers, MGAs, telematics providers, dealers, fleets and banks – and turn service, F&I and embedded insurance into measurable profit levers.',
      chips: [
        'Embedded insurance',
        'F&I',
        'Fleet insurance',
        'Telematics',
        'Ecosystem orchestration',
      ],
      trustText: 'Vendor-neutral · Regulation part of the design · Built together with your team',
      panelTitle: 'What you can expect from us',
      valuePoints: [
        'First results {figure:firstResults} days after project start, a first working version (MVP) {figure:mvp} after project start',
        'When all partners plan the product together: {figure:timeToMarket} less time to market',
        'A founder who, in earlier roles, was responsible for insurance programmes with {figure:premium} in gross written premium',
        'A {figure:roadmap}-day roadmap with clear KPIs rather than slide decks without delivery',
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
            'Bring claims costs down so that the next renewal reflects it, use telematics specifically for prevention and organise duty-of-care obligations such as licence checks and driver briefings reliably.',
        },
        {
          title: 'Banks, financiers & insurers',
          description:
            'Embed insurance in the finance journey, onboard partners faster and make product governance and the regulatory requirements (IDD, GDPR, supervision) part of the product design.',
        },
      ],
    },
  },
  dealership: {
    de: {
      eyebrow: 'Für Autohäuser und Händlergruppen',
      headline: ['Machen Sie F&I und Service', 'zu echten Ertragshebeln', 'Ihres Autohauses'],
      subheadline:
        'Viele Autohäuser verkaufen das Fahrzeug, lassen aber den Ertrag aus Finanzierung, Versicherung und Werkstatt liegen. Wir strukturieren Ihr F&I-Angebot, integrieren Garantie- und GAP-Produkte in den Verkaufsprozess und nutzen Versicherung, um Kundinnen und Kunden dauerhaft an Ihre Werkstatt zu binden.',
      chips: [
        'F&I-Abschlussquote',
        'GAP & Garantie',
        'Werkstattauslastung',
        'Kundenbindung',
        'Embedded Insurance',
      ],
      trustText:
        'Anbieterneutral · IDD und § 34d GewO im Verkaufsablauf berücksichtigt · Gründer mit {figure:experience} Jahren Erfahrung',
      panelTitle: 'Was in Autohaus-Projekten erreichbar ist',
      valuePoints: [
        'Eine F&I-Abschlussquote, die von {figure:fiClosingRate.from} auf {figure:fiClosingRate} steigen kann',
        '{figure:serviceRevenue} mehr Serviceumsatz bei Kundinnen und Kunden mit Garantie- oder Wartungsprodukt, in den ersten drei Jahren nach dem Kauf',
        'Aus einem Kundenprojekt: Eine Händlergruppe hob ihre F&I-Abschlussquote in zwölf Monaten von {figure:dealershipExample.from} auf {figure:dealershipExample}',
        'Erste Ergebnisse {figure:firstResults} Tage nach Projektstart und ein {figure:roadmap}-Tage-Fahrplan für Ihr Haus',
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
        'Vendor-neutral · IDD duties built into the sales process · Founder with {figure:experience} years of experience',
      panelTitle: 'What dealership projects can achieve',
      valuePoints: [
        'An F&I closing rate that can rise from {figure:fiClosingRate.from} to {figure:fiClosingRate}',
        '{figure:serviceRevenue} more service revenue from customers with a warranty or maintenance product, in the first three years after purchase',
        'From a client project: a dealer group raised its F&I closing rate from {figure:dealershipExample.from} to {figure:dealershipExample} in twelve months',
        'First results {figure:firstResults} days after project start, and a {figure:roadmap}-day roadmap for your dealership',
      ],
    },
  },
  fleet: {
    de: {
      eyebrow: 'Für Flottenbetreiber und Leasinggesellschaften',
      headline: ['Geringere Versicherungskosten,', 'weniger Schäden,', 'klare Halterpflichten'],
      subheadline:
        'Steigende Prämien, häufige Bagatellschäden und Ausfallzeiten belasten jede Flotte. Wir verbinden Schadendaten, Telematik und Prävention, verbessern das Fahrverhalten und organisieren Führerscheinkontrolle und Fahrerunterweisung so, dass Sie Ihre Halterpflichten nachweisen können.',
      chips: [
        'Flottenversicherung',
        'Schadenprävention',
        'Telematik',
        'Halterhaftung',
        'UVV & Fahrerunterweisung',
      ],
      trustText:
        'Anbieterneutral · MVP {figure:mvp} nach Projektstart · Datenschutz bei Telematik früh geklärt · Gründer mit {figure:experience} Jahren Erfahrung',
      panelTitle: 'Was Flottenprojekte bewirken können',
      valuePoints: [
        '{figure:fleetCost} niedrigere Kosten der Flottenversicherung ab der ersten Vertragsverlängerung',
        'Im zweiten Jahr eines Präventionsprogramms {figure:claimsFrequency} weniger Schadenfälle',
        'Aus einem Kundenprojekt: eine Flotte, deren vorhandene Telematik wir mit einem Präventionsprogramm verknüpft haben – {figure:fleetExample} niedrigere Schadenkosten in den ersten sechs Monaten, verglichen mit denselben Monaten des Vorjahres',
        'Im ersten vollen Jahr {figure:documentationEffort} weniger Dokumentationsaufwand für Führerscheinkontrollen, UVV-Prüfungen und Unterweisungen',
      ],
    },
    en: {
      eyebrow: 'For fleet operators and leasing companies',
      headline: ['Lower insurance costs,', 'fewer claims,', 'duty of care under control'],
      subheadline:
        'Rising premiums, frequent minor claims and vehicle downtime weigh on every fleet. We connect your claims data, telematics and prevention, improve driver behaviour and organise licence checks and driver briefings so that you can demonstrate that your duty of care is met.',
      chips: [
        'Fleet insurance',
        'Claims prevention',
        'Telematics',
        'Duty of care',
        'Driver behaviour',
      ],
      trustText:
        'Vendor-neutral · MVP {figure:mvp} after project start · Telematics data protection settled before roll-out · Founder with {figure:experience} years of experience',
      panelTitle: 'What fleet projects can deliver',
      valuePoints: [
        '{figure:fleetCost} lower fleet insurance costs from the first renewal',
        'In the second year of a prevention programme, {figure:claimsFrequency} fewer claims',
        'From a client project: a fleet whose existing telematics we linked to a prevention programme – {figure:fleetExample} lower claims costs in the first six months than in the same period a year earlier',
        'In the first full year, {figure:documentationEffort} less documentation effort for licence checks, vehicle inspections and driver briefings',
      ],
    },
  },
  bank: {
    de: {
      eyebrow: 'Für Banken, Finanzierer und Versicherer',
      headline: ['Versicherung eingebettet,', 'schneller am Markt,', 'Regulatorik früh mitgedacht'],
      subheadline:
        'Jede Finanzierung ist ein naheliegender Anlass für Versicherungsschutz. Wir helfen Ihnen, Restschuld-, GAP- und Kfz-Versicherungen in Ihre Finanzierungsstrecke einzubetten, Partner strukturiert anzubinden und Produktfreigabe, IDD-Vertrieb und die Anforderungen der Aufsicht in Deutschland bereits im Entwurf zu berücksichtigen – gemeinsam mit Ihrer Rechts- und Compliance-Abteilung.',
      chips: [
        'Eingebetteter Vertrieb',
        'Markteinführung',
        'Produktfreigabe',
        'Partneranbindung',
        'IDD & BaFin',
      ],
      trustText:
        'Anbieterneutral · MVP {figure:mvp} nach Projektstart · Regulatorik im Produktentwurf berücksichtigt · Gründer, der in früheren Funktionen Programme mit {figure:premium} gebuchten Bruttobeiträgen verantwortet hat',
      panelTitle: 'Was Finanzierer erreichen können',
      valuePoints: [
        'Eine {figure:timeToMarket} kürzere Zeit bis zur Markteinführung, wenn alle Partner gemeinsam planen',
        'Eine {figure:bankTakeUp} höhere Versicherungsquote, wenn der Schutz direkt in der Finanzierungsstrecke angeboten wird',
        'Aus einem Kundenprojekt: Eine Autobank hob ihre Versicherungsquote in sechs Monaten von {figure:bankExample.from} auf {figure:bankExample}',
        'Durch klare Abläufe für die Beratungsdokumentation nach IDD {figure:documentationEffort} weniger Dokumentationsaufwand',
      ],
    },
    en: {
      eyebrow: 'For banks, financiers and insurers',
      headline: ['Insurance embedded,', 'faster to market,', 'regulation considered early'],
      subheadline:
        'Every finance agreement is a natural moment for cover. We help you embed credit protection insurance, GAP and motor insurance in your finance journey, onboard partners in a structured way and settle product governance, IDD distribution rules and German supervisory requirements before launch, working with your legal and compliance teams.',
      chips: [
        'Embedded distribution',
        'Time to market',
        'Product governance',
        'Partner onboarding',
        'IDD & BaFin',
      ],
      trustText:
        'Vendor-neutral · MVP {figure:mvp} after project start · Product governance in the product design · Founder who, in earlier roles, was responsible for programmes with {figure:premium} in gross written premium',
      panelTitle: 'What financiers can achieve',
      valuePoints: [
        'When insurer, platform and bank plan the product together: {figure:timeToMarket} less time to market',
        'With cover offered within the finance journey: {figure:bankTakeUp} higher insurance take-up rates',
        'From a client project: a captive bank raised its insurance take-up rate from {figure:bankExample.from} to {figure:bankExample} in six months',
        'Thanks to clear processes for the advice records the IDD requires: {figure:documentationEffort} less documentation effort',
      ],
    },
  },
};

/** The three-part headline as one line: the `<h1>` text of the page that shows the full hero. */
export function heroHeading(variant: HeroVariant, locale: Locale): string {
  return heroes[variant][locale].headline.join(' ');
}
