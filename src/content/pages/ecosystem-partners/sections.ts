import type { Localized } from '@/content/types';

/**
 * The partners page's sections.
 * Heading, lead and metadata are in this folder's de.md and en.md.
 */

export interface PartnersCopy {
  readonly techTitle: string;
  readonly techCategories: readonly { readonly title: string; readonly text: string }[];
  readonly aiTitle: string;
  readonly aiCategories: readonly { readonly title: string; readonly text: string }[];
  readonly auditTitle: string;
  readonly auditText: string;
  readonly reasonsTitle: string;
  readonly reasons: readonly { readonly title: string; readonly text: string }[];
  readonly contactTitle: string;
  readonly contactText: string;
  readonly contactButton: string;
  readonly mailSubject: string;
}

export const partnersCopy: Localized<PartnersCopy> = {
  de: {
    techTitle: 'Technologiepartner nach Kategorie',
    techCategories: [
      {
        title: 'Versicherungsplattformen & Bestandsführung',
        text: 'Plattformen für Produktkonfiguration, Tarifierung, Policierung und Bestandsverwaltung, über die sich Versicherungsschutz per Schnittstelle in Verkaufs- und Finanzierungsprozesse einbinden lässt.',
      },
      {
        title: 'Telematik & Connected Car',
        text: 'Anbieter von Telematikboxen, Fahrzeugdaten der Hersteller und Fahrverhaltensanalysen, deren Daten Prävention, risikogerechte Tarife und schnellere Schadenmeldungen ermöglichen – eingebunden unter Beachtung der DSGVO und, in Deutschland, des TDDDG.',
      },
      {
        title: 'Schaden- & Werkstattnetze',
        text: 'Netzwerke für Schadensteuerung, Begutachtung, Reparatur und Ersatzmobilität, die Ausfallzeiten verkürzen und Reparaturkosten transparent machen – auch mit Rücksteuerung in die Werkstätten der Händler.',
      },
      {
        title: 'Zahlungs- & Finanzierungsplattformen',
        text: 'Systeme für Finanzierung, Leasing und Zahlungsabwicklung, in die Versicherungsprodukte als Teil des Antrags- und Abrechnungsprozesses integriert werden.',
      },
      {
        title: 'Identität & Compliance',
        text: 'Werkzeuge für Identitätsprüfung, Einwilligungsmanagement, Beratungsdokumentation und Nachweispflichten, die Anforderungen aus IDD und DSGVO direkt im Prozess abbilden.',
      },
      {
        title: 'Daten & Analytics',
        text: 'Lösungen für Datenaufbereitung, Schadenprognosen und Portfolioauswertung, die aus Flotten-, Finanzierungs- und Schadendaten eine belastbare Entscheidungsgrundlage machen.',
      },
    ],
    aiTitle: 'KI-Partner nach Einsatzgebiet',
    aiCategories: [
      {
        title: 'Dokumenten- & Schadenautomatisierung',
        text: 'KI-gestütztes Auslesen von Schadenmeldungen, Gutachten, Rechnungen und Fahrzeugunterlagen, das Bearbeitungszeiten verkürzt und der Sachbearbeitung Zeit für komplexe Fälle verschafft.',
      },
      {
        title: 'Risikobewertung',
        text: 'Modelle, die Telematik-, Fahrzeug- und Schadendaten zu einer nachvollziehbaren Risikoeinschätzung verdichten – als Grundlage für Prävention, Tarifierung und Flottensteuerung.',
      },
      {
        title: 'Dialogbasierter Kundenservice',
        text: 'Digitale Assistenten für Schadenmeldung, Vertragsfragen und Terminvereinbarung, die rund um die Uhr erreichbar sind und bei Bedarf sauber an Mitarbeitende übergeben.',
      },
      {
        title: 'Betrugserkennung',
        text: 'Auffälligkeitsanalysen, die verdächtige Schadenmuster früh erkennen, ohne ehrliche Kundinnen und Kunden mit zusätzlichen Prüfschritten zu belasten – mit nachvollziehbaren Kriterien und menschlicher Letztentscheidung.',
      },
    ],
    auditTitle: 'Qualitätsprüfung vor jeder Empfehlung',
    auditText:
      'Jeder Partner durchläuft eine Qualitätsprüfung, bevor wir ihn in einem Kundenprojekt empfehlen. Wir prüfen Informationssicherheit und Datenschutz, die regulatorische Eignung für den jeweiligen Einsatz, Referenzen aus vergleichbaren Projekten und die finanzielle Stabilität des Unternehmens. Besteht ein Anbieter die Prüfung nicht, empfehlen wir ihn nicht – unabhängig davon, wie überzeugend seine Präsentation ist.',
    reasonsTitle: 'Warum Partner mit uns arbeiten',
    reasons: [
      {
        title: 'Zugang zu konkreten Vorhaben',
        text: 'Wir bringen Partner in Projekte mit Flotten, Autohäusern, Banken und Versicherern ein, bei denen Bedarf und Zielbild bereits geklärt sind – statt in unverbindliche Sondierungsgespräche.',
      },
      {
        title: 'Eine neutrale Empfehlung',
        text: 'Partner zahlen uns nichts: keine Gebühren, keine Provisionen, keine Listungsgebühren. Bezahlt werden wir allein von unseren Kundinnen und Kunden, für unsere Beratung. Nur so können wir anbieterneutral beraten – und nur deshalb hat unsere Empfehlung bei ihnen Gewicht. Wer die Qualitätsprüfung bestanden hat, wird nach fachlicher Eignung vorgeschlagen, nicht aufgrund von Vertriebsdruck.',
      },
      {
        title: 'Klare Rollen im Ökosystem',
        text: 'Schnittstellen, Verantwortlichkeiten und Erlösmodelle klären wir mit allen Beteiligten, bevor die Umsetzung beginnt. Das erspart Ihnen lange Abstimmungsschleifen und Nacharbeit in späten Projektphasen.',
      },
      {
        title: 'Gemeinsam entwickeln',
        text: 'In Co-Creation-Sprints entwickeln Sie Lösungen zusammen mit unseren Kundinnen und Kunden und anderen Partnern – vom Prototyp bis zum Pilotprojekt, mit einer ersten einsatzfähigen Version (MVP) {figure:mvp} nach Projektstart.',
      },
    ],
    contactTitle: 'Partner werden',
    contactText:
      'Sie bieten eine Technologie- oder KI-Lösung für Versicherung, Mobilität oder Finanzierung an? Schreiben Sie uns, was Ihre Lösung leistet, für wen sie gedacht ist und welche Referenzen Sie haben. Wir erläutern Ihnen dann den Ablauf der Qualitätsprüfung.',
    contactButton: 'Partnerschaft per E-Mail anfragen',
    mailSubject: 'Partneranfrage: Technologie- oder KI-Lösung',
  },
  en: {
    techTitle: 'Technology partners by category',
    techCategories: [
      {
        title: 'Insurance platforms & policy administration',
        text: 'Platforms for product configuration, pricing, policy issuance and administration, through which cover can be built into sales and financing processes via an interface.',
      },
      {
        title: 'Telematics & connected car',
        text: 'Providers of telematics units, manufacturer vehicle data and driving behaviour analysis whose data enables prevention, risk-based pricing and faster claims notification – integrated with due regard to the GDPR and, in Germany, the TDDDG.',
      },
      {
        title: 'Claims & repair networks',
        text: 'Networks for claims management, assessment, repair and replacement mobility that shorten downtime and make repair costs transparent – including steering work back to dealer workshops.',
      },
      {
        title: 'Payment & financing platforms',
        text: 'Systems for financing, leasing and payment processing into which insurance products are integrated as part of the application and billing process.',
      },
      {
        title: 'Identity & compliance tooling',
        text: 'Tools for identity verification, consent management, advice documentation and record-keeping obligations that build IDD and GDPR requirements directly into the process.',
      },
      {
        title: 'Data & analytics',
        text: 'Solutions for data preparation, claims forecasting and portfolio analysis that turn fleet, financing and claims data into a reliable basis for decisions.',
      },
    ],
    aiTitle: 'AI partners by use case',
    aiCategories: [
      {
        title: 'Document & claims automation',
        text: 'AI-supported extraction from claims notifications, assessments, invoices and vehicle documents that shortens processing times and frees claims handlers for complex cases.',
      },
      {
        title: 'Risk scoring',
        text: 'Models that condense telematics, vehicle and claims data into a transparent risk assessment – as a basis for prevention, pricing and fleet management.',
      },
      {
        title: 'Conversational service',
        text: 'Digital assistants for claims reporting, policy questions and appointment booking that are available around the clock and hand over cleanly to staff when needed.',
      },
      {
        title: 'Fraud detection',
        text: 'Anomaly analysis that flags suspicious claims patterns early without burdening honest customers with extra checks – using traceable criteria and leaving the final decision to a person.',
      },
    ],
    auditTitle: 'A quality audit before every recommendation',
    auditText:
      'Every partner goes through a quality audit before we recommend it in a client project. We review information security and data protection, regulatory fit for the intended use, references from comparable projects and the company’s financial stability. If a provider does not pass the audit, we do not recommend it, however convincing its presentation may be.',
    reasonsTitle: 'Why partners work with us',
    reasons: [
      {
        title: 'Access to concrete projects',
        text: 'We bring partners into projects with fleets, dealerships, banks and insurers where the need and the target state have already been defined – rather than into open-ended exploratory meetings.',
      },
      {
        title: 'A neutral recommendation',
        text: 'Partners pay us nothing: no fees, no commissions, no listing fees. We are paid only by our clients, for our advice. That is what keeps our advice vendor-neutral, and it is why our recommendation carries weight with them. Partners who have passed the quality audit are proposed on their merits, not because of sales pressure.',
      },
      {
        title: 'Clear roles in the ecosystem',
        text: 'We agree interfaces, responsibilities and revenue models with all parties before implementation starts. This spares you long rounds of alignment and rework in late project phases.',
      },
      {
        title: 'Developing together',
        text: 'In co-creation sprints you develop solutions with our clients and other partners – from prototype to pilot, with a first working version (MVP) {figure:mvp} after project start.',
      },
    ],
    contactTitle: 'Become a partner',
    contactText:
      'Do you offer a technology or AI solution for insurance, mobility or financing? Email us a short description of what it does, who it is for and which references you have. We will then explain how the quality audit works.',
    contactButton: 'Apply by email',
    mailSubject: 'Partner application: technology or AI solution',
  },
};
