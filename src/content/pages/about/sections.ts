import type { Localized } from '@/content/types';

/**
 * The about page's sections (mission, vision, values, clients, industries, independence, pilot).
 * Heading, lead and metadata are in this folder's de.md and en.md.
 */

export interface AboutCopy {
  readonly badge: string;
  readonly mission: { readonly title: string; readonly text: string };
  readonly vision: { readonly title: string; readonly text: string };
  readonly valuesTitle: string;
  readonly values: readonly { readonly title: string; readonly text: string }[];
  readonly clientsTitle: string;
  readonly clients: readonly string[];
  readonly industriesTitle: string;
  /** Exactly three cards in this order: fleets, dealerships, banks (they link to the service pages). */
  readonly industries: readonly { readonly title: string; readonly text: string }[];
  readonly independence: {
    readonly title: string;
    readonly paragraphs: readonly string[];
    readonly exampleTitle: string;
    readonly example: string;
  };
  readonly pilot: { readonly title: string; readonly text: string; readonly button: string };
}

export const aboutCopy: Localized<AboutCopy> = {
  de: {
    badge: 'Unabhängige Beratung aus {city}',
    mission: {
      title: 'Unsere Mission',
      text: 'Wir machen Versicherung zu einem wirtschaftlich tragfähigen Bestandteil von Fahrzeug, Finanzierung und Service. Dazu bringen wir Versicherer, Assekuradeure (MGAs), Plattformen, Datenanbieter und Vertriebspartner so zusammen, dass jedes Vorhaben auf einem klaren Kundennutzen und einem Erlösmodell beruht, das für alle Beteiligten aufgeht. Gemessen wird an Ergebnissen in Ihrem Geschäft – Schadenkosten, F&I-Ertrag, Kundenbindung –, nicht an der Zahl der Workshops.',
    },
    vision: {
      title: 'Unsere Vision',
      text: 'Versicherungsschutz soll im DACH-Raum dort entstehen, wo die Entscheidung ohnehin fällt: beim Fahrzeugkauf, bei der Finanzierung, im Leasingvertrag, in der Werkstatt. Heute scheitern viele Embedded-Insurance-Vorhaben, meist an Abstimmung, Daten und Regulierung. Wir wollen zeigen, dass es anders geht – mit klaren Rollen, regulatorischen Anforderungen (IDD, DSGVO, Aufsicht), die früh geklärt werden, und Partnern, die auf ein gemeinsames Ziel hinarbeiten. In Österreich und der Schweiz arbeiten wir mit Partnern vor Ort zusammen, weil dort andere Regeln für Vermittler gelten – die Schweiz gehört nicht zur EU, kennt keine IDD und hat ein eigenes Versicherungsaufsichtsgesetz mit dem Vermittlerregister der FINMA, in Österreich gelten GewO 1994 und VAG 2016 – und weil sich der Datenschutz unterscheidet, in der Schweiz etwa durch das revidierte Datenschutzgesetz (revDSG).',
    },
    valuesTitle: 'Wofür wir stehen',
    values: [
      {
        title: 'Unabhängigkeit',
        text: 'Wir verkaufen weder Policen noch Software noch Daten und sind an keinen Anbieter gebunden. Deshalb empfehlen wir Versicherer, Plattformen und Technologiepartner allein danach, ob sie zu Ihrem Vorhaben passen – und raten auch ab, wenn sie es nicht tun.',
      },
      {
        title: 'Transparenz',
        text: 'Sie wissen jederzeit, woran wir arbeiten, was es kostet und worauf eine Empfehlung beruht. Annahmen, Risiken und Zielgrößen legen wir offen, auch wenn das Ergebnis lautet, dass sich ein Modell für Sie nicht rechnet.',
      },
      {
        title: 'Kompetenz an der Schnittstelle',
        text: 'Embedded Insurance verbindet Produktgestaltung, Tarifierung, Schadenbearbeitung, Finanzierung und Vertrieb. Wir sprechen die Sprache der Versicherer ebenso wie die von Autohäusern, Flotten und Banken und übersetzen zwischen ihnen, bevor Anforderungen mitten im Projekt aufeinanderprallen.',
      },
      {
        title: 'Partnerschaft',
        text: 'Wir arbeiten mit Ihrem Team, nicht an ihm vorbei. In Co-Creation-Sprints entstehen Ergebnisse, die Ihre Mitarbeitenden verstehen und selbst weiterführen können – mit klaren Kennzahlen, an denen wir uns gemeinsam messen lassen.',
      },
    ],
    clientsTitle: 'Mit wem wir arbeiten',
    clients: [
      'Flottenbetreiber & Leasinggesellschaften',
      'Autohäuser & Händlergruppen',
      'Banken & herstellergebundene Finanzierer',
      'Versicherer & Assekuradeure',
      'Technologieanbieter & Plattformen',
    ],
    industriesTitle: 'Branchen im Fokus',
    industries: [
      {
        title: 'Flotten & Leasing',
        text: 'Weniger Schäden, sauber organisierte Halterpflichten, belastbare Zahlen für die Vertragsverlängerung: Wir verbinden Telematik, Prävention und Schadendaten. Ab der ersten Vertragsverlängerung nach dem Projekt ergeben sich {figure:fleetCost} niedrigere Kosten der Flottenversicherung als im Jahr vor dem Projekt.',
      },
      {
        title: 'Autohäuser',
        text: 'F&I-Produkte, Garantie- und GAP-Versicherungen so in Verkauf und Service einbinden, dass die F&I-Abschlussquote in den ersten zwölf Monaten von {figure:fiClosingRate.from} auf {figure:fiClosingRate} steigt und Kundinnen und Kunden für Wartung und Reparatur zurückkommen.',
      },
      {
        title: 'Banken & Finanzierer',
        text: 'Versicherung als fester Bestandteil der Finanzierungsstrecke: Die Anforderungen der IDD an Produktfreigabe und Beratung berücksichtigen wir schon im Produktentwurf, Partner werden zügig angebunden, und der Schutz bringt {figure:bankRevenue} mehr Ertrag je Finanzierungsvertrag.',
      },
    ],
    independence: {
      title: 'Warum Unabhängigkeit den Unterschied macht',
      paragraphs: [
        'In einem Embedded-Insurance-Modell verfolgt jeder Beteiligte berechtigte eigene Interessen: Der Versicherer will Risiko und Schadenquote steuern, die Plattform möglichst viele Abschlüsse, das Autohaus Marge und Kundenbindung, die Bank einen reibungslosen Finanzierungsprozess. Wer selbst an einem dieser Geldflüsse beteiligt ist, kann kaum neutral beraten. Genau hier geraten viele Vorhaben in Schieflage, weil Entscheidungen nach Anbieterinteresse fallen statt nach Kundennutzen.',
        'Weil wir weder Policen noch Software verkaufen und keine Provisionen von Versicherern oder Partnern erhalten, können wir Angebote von Versicherern und Technologiepartnern für Ihr Vertriebsmodell nüchtern bewerten, Konditionen hinterfragen und Partner auswählen, die zu Ihrem Geschäftsmodell passen. Das wirkt auch in die andere Richtung: Versicherer und Technologieanbieter wissen, dass wir keine eigenen Produkte durchsetzen wollen, und bringen sich deshalb offener ein. Das Ergebnis sind Vereinbarungen, die länger halten, weil jeder Beteiligte seinen Vorteil kennt.',
      ],
      exampleTitle:
        'Fallstudie: F&I-Abschlussquote von {figure:dealershipExample.from} auf {figure:dealershipExample} in zwölf Monaten',
      example:
        'Ausgangslage: Eine Händlergruppe mit sechs Standorten wollte mehr Garantie-, GAP- und Wartungsprodukte verkaufen, ohne sich vorschnell an den Versicherer oder Garantieanbieter zu binden, der gerade das überzeugendste Angebot vorgelegt hatte. Vorgehen: Wir haben F&I-Abschlussquoten und Gesprächsabläufe je Standort erhoben, die Anbieter unabhängig verglichen, das Portfolio auf wenige verständliche Produkte reduziert und die Absicherung vom Übergabetermin in die Fahrzeugberatung verlegt. Zeitplan: Erste Ergebnisse lagen {figure:firstResults} Tage nach Projektstart vor; ab dem vierten Monat galt der neue Ablauf an allen Standorten. Ergebnis: In den ersten zwölf Monaten danach stieg die F&I-Abschlussquote der Gruppe von {figure:dealershipExample.from} auf {figure:dealershipExample} – ein Ergebnis der Analyse, nicht eines Produktverkaufs. Wie weit die Quote anderswo steigt, hängt von der Ausgangslage ab.',
    },
    pilot: {
      title: 'Pilot starten – erste Ergebnisse {figure:firstResults} Tage nach Projektstart',
      text: 'Sie müssen nicht mit einem Großprojekt beginnen. Ein klar abgegrenzter Pilot, etwa für einen Standort, eine Fahrzeuggruppe oder ein Finanzierungsprodukt, zeigt schnell, ob ein Modell trägt. Ob und wie es danach weitergeht, entscheiden Sie auf Basis echter Zahlen.',
      button: 'Pilot besprechen',
    },
  },
  en: {
    badge: 'Independent advisory based in {city}',
    mission: {
      title: 'Our mission',
      text: 'We make insurance a commercially viable part of the vehicle, the financing and the service contract. To do so, we bring insurers, MGAs, platforms, data providers and distribution partners together so that every project rests on a clear customer benefit and a revenue model that works for everyone involved. We measure ourselves by results in your business – claims costs, F&I revenue, retention – not by the number of workshops.',
    },
    vision: {
      title: 'Our vision',
      text: 'Across DACH, cover should be arranged where the decision is being made anyway: at vehicle purchase, at financing, in the lease agreement, in the workshop. Today, many embedded insurance projects fail, mostly on coordination, data and regulation. We want to show that it can be done differently – with clear roles, regulatory requirements (IDD, GDPR, supervision) built into the design, and partners working towards a shared goal. In Austria and Switzerland we work with local partners, because the rules for intermediaries differ there – Switzerland is outside the EU, has no IDD, and has its own insurance supervision law and FINMA’s register of intermediaries; in Austria, the GewO 1994 and the VAG 2016 apply – and because data protection differs, in Switzerland for instance under the revised Data Protection Act (revDSG).',
    },
    valuesTitle: 'What we stand for',
    values: [
      {
        title: 'Independence',
        text: 'We sell no policies, no software and no data, and we are not tied to any provider. That lets us recommend insurers, platforms and technology partners purely on whether they fit your project – and advise against them when they do not.',
      },
      {
        title: 'Transparency',
        text: 'You always know what we are working on, what it costs and what a recommendation is based on. We disclose assumptions, risks and target figures, even when the conclusion is that a model does not pay off for you.',
      },
      {
        title: 'Insurance at the interface',
        text: 'Embedded insurance links product design, pricing, claims handling, financing and distribution. We speak the language of insurers as well as that of dealerships, fleets and banks, and translate between them before requirements collide halfway through a project.',
      },
      {
        title: 'Partnership',
        text: 'We work with your team, not around it. Co-creation sprints produce results your people understand and can take forward themselves, with clear KPIs against which we are happy to be measured together.',
      },
    ],
    clientsTitle: 'Who we work with',
    clients: [
      'Fleet operators & leasing companies',
      'Car dealerships & dealer groups',
      'Banks & captive financiers',
      'Insurers & MGAs',
      'Tech providers & platforms',
    ],
    industriesTitle: 'Industries we focus on',
    industries: [
      {
        title: 'Fleets & leasing',
        text: 'Fewer claims, a properly organised duty of care and reliable figures for the renewal: we connect telematics, prevention and claims data. From the first renewal after the project, the result is {figure:fleetCost} lower fleet insurance costs than in the year before the project.',
      },
      {
        title: 'Car dealerships',
        text: 'Build F&I products, warranty and GAP cover into sales and service so that the F&I closing rate rises from {figure:fiClosingRate.from} to {figure:fiClosingRate} in the first twelve months and customers come back for maintenance and repairs.',
      },
      {
        title: 'Banks & financiers',
        text: 'Insurance as an integral part of the finance journey: we build the IDD requirements for product governance and advice into the product design, connect partners quickly, and the cover brings {figure:bankRevenue} more revenue per finance agreement.',
      },
    ],
    independence: {
      title: 'Why independence makes the difference',
      paragraphs: [
        'In an embedded insurance model, every party pursues legitimate interests of its own: the insurer wants to manage risk and loss ratio, the platform wants volume, the dealer wants margin and loyalty, and the bank wants a smooth financing process. Anyone who earns from one of these flows can hardly give neutral advice. This is exactly where many projects go off course, because decisions follow a provider’s interest rather than the customer’s benefit.',
        'Because we sell neither policies nor software and receive no commissions from insurers or partners, we can weigh partners’ proposals soberly, challenge their terms and select partners that fit your business model. It works the other way round, too: insurers and technology providers know we are not pushing products of our own, so they engage more openly. The result is agreements that last longer, because every party understands what it gains from them.',
      ],
      exampleTitle:
        'Case study: F&I closing rate from {figure:dealershipExample.from} to {figure:dealershipExample} in twelve months',
      example:
        'Starting point: a dealer group wanted to sell more warranty, GAP and maintenance products without committing prematurely to whichever insurer or warranty provider had just made the most convincing pitch. What we did: we recorded F&I closing rates and sales conversations at each of its six sites, compared providers independently, cut the portfolio down to a few products customers understand, and moved protection forward from the handover to the vehicle consultation. Timeline: the first results were ready {figure:firstResults} days after project start; from the fourth month, the new process applied at all sites. Result: in the twelve months after the new process was introduced, the group’s F&I closing rate rose from {figure:dealershipExample.from} to {figure:dealershipExample} – a result of analysis, not of a product sale. How far the rate rises elsewhere depends on the starting point.',
    },
    pilot: {
      title: 'Start a pilot – first results {figure:firstResults} days after project start',
      text: 'You do not have to begin with a large-scale programme. A clearly defined pilot, for one site, one vehicle group or one financing product, quickly shows whether a model holds up. Whether and how to continue is then your decision, based on real figures.',
      button: 'Discuss your pilot',
    },
  },
};
