import type { Localized } from '@/content/types';

/**
 * The expertise page's sections.
 * Heading, lead and metadata are in this folder's de.md and en.md.
 */

export interface ExpertiseCopy {
  readonly capabilitiesTitle: string;
  readonly capabilities: readonly {
    readonly title: string;
    readonly text: string;
    readonly points: readonly string[];
  }[];
  readonly blogTeaser: { readonly title: string; readonly text: string; readonly button: string };
  readonly booking: { readonly title: string; readonly text: string; readonly button: string };
}

export const expertiseCopy: Localized<ExpertiseCopy> = {
  de: {
    capabilitiesTitle: 'Unsere Kompetenzfelder',
    capabilities: [
      {
        title: 'Embedded-Insurance-Strategie',
        text: 'Wir entwickeln mit Ihnen ein Zielbild, das Kundenproblem, Produkt, Partner und Erlösmodell verbindet. Grundlage ist eine nüchterne Prüfung, ob und wo Versicherung in Ihrem Geschäftsmodell tatsächlich Wert schafft, und ein Fahrplan, den Ihr Team umsetzen kann.',
        points: [
          'Geschäftsmodell- und Erlösanalyse',
          'Positionierung und Partnerauswahl',
          '{figure:roadmap}-Tage-Fahrplan mit messbaren Zwischenzielen',
        ],
      },
      {
        title: 'F&I und Händlerversicherung',
        text: 'Wir gestalten F&I-Angebote, Garantie- und GAP-Produkte sowie Kfz-Versicherung im Autohaus so, dass sie in den Verkaufsprozess passen, die Vorgaben aus IDD und, in Deutschland, § 34d GewO einhalten und Kundinnen und Kunden in die eigene Werkstatt zurückführen.',
        points: [
          'F&I-Abschlussquote von {figure:fiClosingRate.from} auf {figure:fiClosingRate}',
          'Garantie-, GAP- und Wartungsprodukte',
          'Servicebindung und Werkstattauslastung',
        ],
      },
      {
        title: 'Flottenrisiko und Schadenprävention',
        text: 'Wir verbinden Schadenanalyse, Telematik und Prävention und bereiten die Zahlen so auf, dass Ihr Makler oder Versicherungsberater die Vertragsverlängerung darauf stützen kann. Dazu gehören die Halterpflichten von der Führerscheinkontrolle bis zur UVV-Prüfung sowie Kennzahlen, die sich auch für das ESG-Reporting verwenden lassen.',
        points: [
          'Ab der ersten Vertragsverlängerung {figure:fleetCost} niedrigere Kosten der Flottenversicherung',
          'Im zweiten Programmjahr {figure:claimsFrequency} weniger Schadenfälle',
          'UVV-Prüfung in Deutschland nach DGUV Vorschrift 70',
        ],
      },
      {
        title: 'Vertrieb über Banken und Versicherer',
        text: 'Wir helfen Banken und Finanzierern, Versicherung in die Finanzierungsstrecke einzubetten, und Versicherern, neue Vertriebspartner anzubinden – mit tragfähiger Produktfreigabe nach IDD, klaren Verantwortlichkeiten und einer Partneranbindung, die nicht an der IT hängen bleibt.',
        points: [
          '{figure:bankRevenue} mehr Ertrag je Finanzierungsvertrag',
          'Eine {figure:timeToMarket} kürzere Zeit bis zur Markteinführung',
          'Produktfreigabe und -überwachung nach IDD',
        ],
      },
      {
        title: 'Ökosystem-Orchestrierung und Partnermanagement',
        text: 'Wir koordinieren Versicherer, Assekuradeure (MGAs), Plattformen, Telematik- und Datenanbieter sowie Vertriebspartner, klären Rollen, Schnittstellen und Erlösaufteilung und halten alle Beteiligten über das gesamte Vorhaben hinweg auf ein gemeinsames Ziel ausgerichtet – anbieterneutral und mit geprüften Partnern.',
        points: [
          'Ökosystem-Blaupause mit klaren Rollen',
          'Qualitätsprüfung jedes Partners',
          'Co-Creation-Sprints bis zum Piloten',
        ],
      },
    ],
    blogTeaser: {
      title: 'Weiterlesen im Blog',
      text: 'Im Blog ordnen wir Entwicklungen ein, die Ihre Vorhaben direkt betreffen: was die IDD für Autohäuser bedeutet, wie sich Telematikdaten unter den Anforderungen der DSGVO nutzen lassen und warum so viele Embedded-Insurance-Projekte an der Abstimmung zwischen den Partnern scheitern.',
      button: 'Zum Blog',
    },
    booking: {
      title: 'Welche Kompetenzen braucht Ihr Vorhaben?',
      text: 'In einem kostenlosen Erstgespräch von {callMinutes} Minuten klären wir, wo Ihr Vorhaben steht und welche Kompetenzfelder es berührt. Sie erhalten eine ehrliche Einschätzung und einen konkreten nächsten Schritt.',
      button: 'Erstgespräch buchen',
    },
  },
  en: {
    capabilitiesTitle: 'Our capability areas',
    capabilities: [
      {
        title: 'Embedded insurance strategy',
        text: 'Together we develop a target state that connects customer problem, product, partners and revenue model. It rests on a sober assessment of whether and where insurance genuinely creates value in your business model, and on a roadmap your team can implement.',
        points: [
          'Business model and revenue analysis',
          'Positioning and partner selection',
          '{figure:roadmap}-day roadmap with measurable milestones',
        ],
      },
      {
        title: 'F&I and dealer insurance',
        text: 'We design F&I offers, warranty and GAP products and motor insurance at the dealership so that they fit the sales process, are built around the requirements of the IDD and, in Germany, § 34d GewO, and bring customers back to your own workshop.',
        points: [
          'F&I closing rate from {figure:fiClosingRate.from} to {figure:fiClosingRate}',
          'Warranty, GAP and maintenance products',
          'Service retention and workshop utilisation',
        ],
      },
      {
        title: 'Fleet risk and insurance',
        text: 'We connect claims analysis, telematics and prevention, and prepare the figures your broker or insurance adviser needs for the renewal. This includes the vehicle keeper’s obligations, from licence checks to UVV inspections, and metrics that can also feed into your ESG reporting.',
        points: [
          'From the first renewal, {figure:fleetCost} lower fleet insurance costs',
          'In a programme’s second year, {figure:claimsFrequency} fewer claims',
          'UVV inspections in Germany under DGUV Vorschrift 70',
        ],
      },
      {
        title: 'Bank and insurer distribution',
        text: 'We help banks and financiers embed insurance in the finance journey, and insurers connect new distribution partners – with sound product governance under the IDD, clear responsibilities and an onboarding process that does not stall in IT.',
        points: [
          '{figure:bankRevenue} more revenue per finance agreement',
          'Launch with {figure:timeToMarket} less time to market',
          'Product oversight and governance under the IDD',
        ],
      },
      {
        title: 'Ecosystem orchestration and partner management',
        text: 'We coordinate insurers, MGAs, platforms, telematics and data providers and distribution partners, clarify roles, interfaces and revenue sharing, and keep everyone aligned on a shared goal throughout the project – vendor-neutral and with vetted partners.',
        points: [
          'Ecosystem blueprint with clear roles',
          'Quality audit for every partner',
          'Co-creation sprints through to pilot',
        ],
      },
    ],
    blogTeaser: {
      title: 'Read more on the blog',
      text: 'On the blog we put developments into context that directly affect your projects: what the IDD means for dealerships, how telematics data can be used within the requirements of the GDPR, and why so many embedded insurance projects fail on coordination between partners.',
      button: 'Go to the blog',
    },
    booking: {
      title: 'Which capabilities does your project need?',
      text: 'In a free {callMinutes}-minute first call we clarify where your project stands and which capability areas it touches. You get an honest assessment and a concrete next step.',
      button: 'Book your free call',
    },
  },
};
