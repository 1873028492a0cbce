import { company } from '@/site/company';
import type { Localized } from './types';

/**
 * Structured copy for the about, services, expertise, contact, booking and partner pages.
 * Headings and leads of these pages live in `pages.ts` and are not repeated here.
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

export type ServiceTab = 'fleets' | 'automotive_retail' | 'banking';

export interface ServicesCopy {
  readonly tablistLabel: string;
  readonly tabs: Readonly<
    Record<
      ServiceTab,
      {
        readonly label: string;
        readonly status: string;
        readonly intro: string;
        readonly services: readonly { readonly title: string; readonly text: string }[];
      }
    >
  >;
  readonly phasesTitle: string;
}

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

export interface ContactCopy {
  readonly cta: {
    readonly title: string;
    readonly description: string;
    readonly ctaButton: string;
  };
  readonly channelsTitle: string;
  readonly phoneLabel: string;
  readonly emailLabel: string;
  readonly addressLabel: string;
  readonly mailSubject: string;
  readonly mailBody: string;
  readonly responseNote: string;
}

export interface BookingIntroCopy {
  readonly title: string;
  readonly points: readonly string[];
  readonly note: string;
}

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

export const aboutCopy: Localized<AboutCopy> = {
  de: {
    badge: `Unabhängige Beratung aus ${company.address.cityName.de}`,
    mission: {
      title: 'Unsere Mission',
      text: 'Wir machen Versicherung zu einem wirtschaftlich tragfähigen Bestandteil von Fahrzeug, Finanzierung und Service. Dazu bringen wir Versicherer, MGAs, Plattformen, Datenanbieter und Vertriebspartner so zusammen, dass jedes Vorhaben auf einem klaren Kundennutzen und einem Erlösmodell beruht, das für alle Beteiligten aufgeht. Gemessen wird an Ergebnissen in Ihrem Geschäft – Schadenkosten, F&I-Ertrag, Kundenbindung –, nicht an der Zahl der Workshops.',
    },
    vision: {
      title: 'Unsere Vision',
      text: 'Versicherungsschutz soll im DACH-Raum dort entstehen, wo die Entscheidung ohnehin fällt: beim Fahrzeugkauf, bei der Finanzierung, im Leasingvertrag, in der Werkstatt. Heute scheitern viele Embedded-Insurance-Vorhaben, meist an Abstimmung, Daten und Regulierung. Wir wollen zeigen, dass es anders geht – mit klaren Rollen, regulatorischen Anforderungen (IDD, DSGVO, Aufsicht), die von Anfang an berücksichtigt werden, und Partnern, die auf ein gemeinsames Ziel hinarbeiten. In Österreich und der Schweiz arbeiten wir mit Partnern vor Ort zusammen, weil dort andere Regeln für Vermittler gelten – die Schweiz gehört nicht zur EU, kennt keine IDD und hat ein eigenes Versicherungsaufsichtsgesetz mit dem Vermittlerregister der FINMA, in Österreich gelten GewO 1994 und VAG 2016 – und weil sich der Datenschutz unterscheidet, in der Schweiz etwa durch das revidierte Datenschutzgesetz (revDSG).',
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
      'Versicherer & MGAs',
      'Technologieanbieter & Plattformen',
    ],
    industriesTitle: 'Branchen im Fokus',
    industries: [
      {
        title: 'Flotten & Leasing',
        text: 'Weniger Schäden, planbare Prämien, sauber organisierte Halterpflichten: Wir verbinden Telematik, Prävention und Versicherungsmodell. Erfahrungsgemäß sind 20–30 % niedrigere Kosten der Flottenversicherung eine übliche Spanne.',
      },
      {
        title: 'Autohäuser',
        text: 'F&I-Produkte, Garantie- und GAP-Versicherungen so in Verkauf und Service einbinden, dass die F&I-Abschlussquote steigt – erfahrungsgemäß von rund 60 % auf 85 % und mehr – und Kundinnen und Kunden für Wartung und Reparatur zurückkommen.',
      },
      {
        title: 'Banken & Finanzierer',
        text: 'Versicherung als fester Bestandteil der Finanzierungsstrecke: Die Anforderungen der IDD an Produktfreigabe und Beratung berücksichtigen wir von Anfang an, Partner werden zügig angebunden, und oft sind 2–4 % mehr Ertrag je Finanzierungsvertrag möglich.',
      },
    ],
    independence: {
      title: 'Warum Unabhängigkeit den Unterschied macht',
      paragraphs: [
        'In einem Embedded-Insurance-Modell verfolgt jeder Beteiligte berechtigte eigene Interessen: Der Versicherer will Risiko und Schadenquote steuern, die Plattform möglichst viele Abschlüsse, das Autohaus Marge und Kundenbindung, die Bank einen reibungslosen Finanzierungsprozess. Wer selbst an einem dieser Geldflüsse beteiligt ist, kann kaum neutral beraten. Genau hier geraten viele Vorhaben in Schieflage, weil Entscheidungen nach Anbieterinteresse fallen statt nach Kundennutzen.',
        'Weil wir weder Policen noch Software verkaufen und keine Provisionen von Versicherern oder Partnern erhalten, können wir Angebote nüchtern vergleichen, Konditionen hinterfragen und Partner auswählen, die zu Ihrem Geschäftsmodell passen. Das wirkt auch in die andere Richtung: Versicherer und Technologieanbieter wissen, dass wir keine eigenen Produkte durchsetzen wollen, und bringen sich deshalb offener ein. Das Ergebnis sind Vereinbarungen, die länger halten, weil jeder Beteiligte seinen Vorteil kennt.',
      ],
      exampleTitle: 'Aus der Praxis: F&I-Abschlussquote von rund 60 % auf 85 % und mehr',
      example:
        'Ausgangslage: Eine Autohausgruppe wollte mehr Garantie-, GAP- und Wartungsprodukte verkaufen, ohne sich vorschnell an den Versicherer oder Garantieanbieter zu binden, der gerade das überzeugendste Angebot vorgelegt hatte. Vorgehen: Wir haben Abschlussquoten und Gesprächsabläufe je Standort erhoben, die Anbieter anbieterneutral verglichen, das Portfolio auf wenige verständliche Produkte reduziert und die Absicherung vom Übergabetermin in die Fahrzeugberatung verlegt. Zeitplan: Erste Ergebnisse lagen 14 Tage nach Projektstart vor; ab dem vierten Monat galt der neue Ablauf an allen Standorten. Ergebnis: In den ersten zwölf Monaten danach stieg die F&I-Abschlussquote von rund 60 % auf 85 % und mehr – ein Ergebnis der Analyse, nicht eines Produktverkaufs. Es handelt sich um ein einzelnes Projekt; wie weit die Quote anderswo steigt, hängt von der Ausgangslage ab.',
    },
    pilot: {
      title: 'Pilot starten – erste Ergebnisse 14 Tage nach Projektstart',
      text: 'Sie müssen nicht mit einem Großprojekt beginnen. Ein klar abgegrenzter Pilot, etwa für einen Standort, eine Fahrzeuggruppe oder ein Finanzierungsprodukt, zeigt schnell, ob ein Modell trägt. Erste belastbare Ergebnisse liegen in der Regel 14 Tage nach Projektstart vor.',
      button: 'Pilot besprechen',
    },
  },
  en: {
    badge: `Independent advisory based in ${company.address.cityName.en}`,
    mission: {
      title: 'Our mission',
      text: 'We make insurance a commercially viable part of the vehicle, the financing and the service contract. To do so, we bring insurers, MGAs, platforms, data providers and distribution partners together so that every project rests on a clear customer benefit and a revenue model that works for everyone involved. We measure ourselves by results in your business – claims costs, F&I revenue, retention – not by the number of workshops.',
    },
    vision: {
      title: 'Our vision',
      text: 'Across DACH, cover should be arranged where the decision is being made anyway: at vehicle purchase, at financing, in the lease agreement, in the workshop. Today, many embedded insurance projects fail, mostly on coordination, data and regulation. We want to show that it can be done differently – with clear roles, regulatory requirements (IDD, GDPR, supervision) considered from the start, and partners working towards a shared goal. In Austria and Switzerland we work with local partners, because the rules for intermediaries differ there – Switzerland is outside the EU, has no IDD, and has its own insurance supervision law and FINMA’s register of intermediaries; in Austria, the GewO 1994 and the VAG 2016 apply – and because data protection differs, in Switzerland for instance under the revised Data Protection Act (revDSG).',
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
        text: 'Fewer claims, predictable premiums and a properly organised duty of care: we connect telematics, prevention and the insurance model. In our experience, 20–30% lower fleet insurance costs are a common range.',
      },
      {
        title: 'Car dealerships',
        text: 'Build F&I products, warranty and GAP cover into sales and service so that the F&I closing rate rises – in our experience from around 60% to 85% or more – and customers come back for maintenance and repairs.',
      },
      {
        title: 'Banks & financiers',
        text: 'Insurance as an integral part of the finance journey: we consider the IDD requirements for product governance and advice from the start, connect partners quickly, and often see 2–4% more revenue per finance agreement.',
      },
    ],
    independence: {
      title: 'Why independence makes the difference',
      paragraphs: [
        'In an embedded insurance model, every party pursues legitimate interests of its own: the insurer wants to manage risk and loss ratio, the platform wants volume, the dealer wants margin and loyalty, and the bank wants a smooth financing process. Anyone who earns from one of these flows can hardly give neutral advice. This is exactly where many projects go off course, because decisions follow a provider’s interest rather than the customer’s benefit.',
        'Because we sell neither policies nor software and receive no commissions from insurers or partners, we can compare offers soberly, challenge terms and select partners that fit your business model. It works the other way round, too: insurers and technology providers know we are not pushing products of our own, so they engage more openly. The result is agreements that last longer, because every party understands what it gains from them.',
      ],
      exampleTitle: 'In practice: F&I closing rate from around 60% to 85% or more',
      example:
        'Starting point: a dealer group wanted to sell more warranty, GAP and maintenance products without committing prematurely to whichever insurer or warranty provider had just made the most convincing pitch. What we did: we recorded closing rates and sales conversations at each site, compared providers on a vendor-neutral basis, cut the portfolio down to a few products customers understand, and moved protection forward from the handover to the vehicle consultation. Timeline: first results were ready 14 days after project start; from the fourth month, the new process applied at all sites. Result: in the first twelve months that followed, the F&I closing rate rose from around 60% to 85% or more – a result of analysis, not of a product sale. This is a single project; how far the rate rises elsewhere depends on the starting point.',
    },
    pilot: {
      title: 'Start a pilot – first results 14 days after project start',
      text: 'You do not have to begin with a large-scale programme. A clearly defined pilot, for one site, one vehicle group or one financing product, quickly shows whether a model holds up. The first robust results are usually available 14 days after project start.',
      button: 'Discuss your pilot',
    },
  },
};

export const servicesCopy: Localized<ServicesCopy> = {
  de: {
    tablistLabel: 'Leistungen nach Zielgruppe',
    tabs: {
      fleets: {
        label: 'Flotten',
        status: 'Individuelle Beratung verfügbar',
        intro:
          'Flottenbetreiber und Leasinggesellschaften beraten wir individuell: von der Schadenanalyse über Telematik und Prävention bis zur Neuausrichtung des Versicherungsprogramms. Ziel sind geringere Schadenkosten, weniger Ausfallzeiten und Halterpflichten, die auch einer Prüfung standhalten. Erfahrungsgemäß sind 20–30 % niedrigere Kosten der Flottenversicherung eine realistische Spanne; im zweiten Jahr eines Präventionsprogramms sehen wir als oberen Rand bis zu 40 % weniger Schadenfälle.',
        services: [
          {
            title: 'Schaden- und Risikoanalyse',
            text: 'Wir werten Ihre Schadenhistorie nach Ursachen, Fahrzeuggruppen, Standorten sowie Fahrerinnen und Fahrern aus und zeigen, welche Schäden vermeidbar sind und wo Ihr Versicherungsprogramm nicht zum tatsächlichen Risiko passt.',
          },
          {
            title: 'Telematik und Prävention',
            text: 'Auswahl eines passenden Telematik-Anbieters, eine Einbindung, die die Anforderungen der DSGVO von Anfang an berücksichtigt, und ein Präventionsprogramm, das das Fahrverhalten tatsächlich verändert – statt Daten zu sammeln, die niemand auswertet.',
          },
          {
            title: 'Versicherungsmodell und Verhandlung',
            text: 'Wir prüfen Alternativen wie Selbstbehaltmodelle, Flottenpolicen oder im Leasing eingebettete Deckungen und bereiten Gespräche mit Versicherern so vor, dass Sie auf Basis belastbarer Zahlen verhandeln.',
          },
          {
            title: 'Halterpflichten und UVV',
            text: 'Führerscheinkontrolle, Fahrerunterweisung und UVV-Prüfungen, in Deutschland nach DGUV Vorschrift 70, organisieren wir so, dass Ihre Pflichten als Halter nachweisbar erfüllt sind und der Aufwand im Alltag gering bleibt.',
          },
          {
            title: 'Schadenmanagement und Ausfallzeiten',
            text: 'Wir stimmen Schadenmeldung, Werkstattsteuerung und Ersatzmobilität so aufeinander ab, dass Fahrzeuge schneller wieder einsatzbereit sind, Ausfallzeiten sinken und Reparaturkosten nachvollziehbar bleiben.',
          },
        ],
      },
      automotive_retail: {
        label: 'Autohäuser',
        status: 'Geplante Leistungen',
        intro:
          'Für Autohäuser und Händlergruppen führen wir F&I, Service und Versicherung in einem Leistungspaket zusammen. Im Mittelpunkt stehen höhere Abschlussquoten im Verkauf, planbare Serviceerlöse und Kundinnen und Kunden, die nach dem Kauf in die eigene Werkstatt zurückkehren. Die folgenden Pakete bereiten wir derzeit vor; einzelne Bausteine setzen wir schon heute in individuellen Projekten um.',
        services: [
          {
            title: 'F&I-Produktstrategie',
            text: 'Welche Produkte – Garantieverlängerung, GAP, Kfz-Versicherung, Wartungspakete – zu Ihrem Kundenstamm passen und wie Sie sie bündeln, damit die F&I-Abschlussquote, als Zielgröße, von rund 60 % auf 85 % und mehr steigen kann.',
          },
          {
            title: 'Verkaufsprozess und Beratung',
            text: 'Wir verankern Versicherung an der richtigen Stelle im Verkaufsgespräch und bereiten Ihr Verkaufsteam auf eine Beratung vor, die die Anforderungen der IDD und, in Deutschland, des § 34d GewO von Anfang an berücksichtigt – gemeinsam mit Ihren Anwälten und Ihrer Compliance-Abteilung.',
          },
          {
            title: 'Servicebindung über Versicherung',
            text: 'Reparatursteuerung, Wartungsverträge und Garantieprodukte so gestalten, dass Schadenfälle und Inspektionen in Ihre Werkstatt führen – für eine bessere Werkstattauslastung und erfahrungsgemäß 15–25 % mehr Serviceumsatz.',
          },
          {
            title: 'Kundenbindung nach dem Kauf',
            text: 'Anschlussangebote zum richtigen Zeitpunkt, etwa bei Garantieablauf oder Leasingende, damit Kundinnen und Kunden auch das nächste Fahrzeug bei Ihnen kaufen. Gemessen an den Werkstattbesuchen im zweiten bis vierten Jahr nach dem Kauf haben wir bis zu 30 % höhere Kundenbindung gesehen – der obere Rand, keine Zusage.',
          },
          {
            title: 'Partner- und Produktauswahl',
            text: 'Ein neutraler Vergleich von Versicherern, Garantieanbietern und Plattformen, damit Provisionen, Schadenbearbeitung und Systemanbindung zu Ihrem Autohaus passen – und nicht nur die Konditionen auf dem Papier.',
          },
        ],
      },
      banking: {
        label: 'Banken',
        status: 'Neue Leistungen in Entwicklung',
        intro:
          'Banken, herstellergebundene Finanzierer und Versicherer begleiten wir beim Versicherungsvertrieb in der Finanzierung – von der Produktidee bis zur Anbindung der Vertriebspartner. Es geht um schnellere Produkteinführungen, eine saubere Produktfreigabe nach IDD und Partnerschaften, die sich in bestehende Prozesse einfügen. Übliche Zielgrößen aus der Praxis: bis zu 40 % kürzere Zeit bis zur Markteinführung und 2–4 % mehr Ertrag je Finanzierungsvertrag.',
        services: [
          {
            title: 'Vertriebsstrategie für eingebettete Versicherung',
            text: 'Wir klären, welche Deckungen – Restschuld, GAP, Kfz-Versicherung, Garantie – in welche Finanzierungsstrecke passen und wie sich Ertrag, Kundennutzen und Reputationsrisiko zueinander verhalten.',
          },
          {
            title: 'Produktfreigabe und Compliance',
            text: 'Produktfreigabe- und Überwachungsverfahren nach IDD, Beratungsdokumentation und die Erwartungen der Aufsicht, in Deutschland der BaFin, berücksichtigen wir von Beginn an, gemeinsam mit Ihrer Compliance-Abteilung. Erfahrungsgemäß sind so bis zu 60 % weniger Dokumentationsaufwand möglich – der obere Rand dessen, was wir gesehen haben.',
          },
          {
            title: 'Partneranbindung',
            text: 'Ein strukturierter Prozess für Auswahl, Prüfung und Anbindung von Versicherern, MGAs und Plattformen – mit klaren Schnittstellen, Verantwortlichkeiten und Service-Level-Vereinbarungen, damit neue Partner planbar und nachvollziehbar dokumentiert starten.',
          },
          {
            title: 'Abschlussstrecke und Abschlussquote',
            text: 'Versicherung dort platzieren, wo Kundinnen und Kunden ohnehin entscheiden: im Finanzierungsantrag, digital wie in der Filiale. Als Zielgröße setzen wir oft eine um bis zu 25 % höhere Abschlussquote an.',
          },
          {
            title: 'Markteinführung als MVP',
            text: 'Vom Konzept zur ersten einsatzfähigen Version (MVP) in der Regel in 2–4 Wochen ab Projektstart, erprobt mit echten Kundinnen und Kunden, bevor IT-Budgets für die vollständige Integration gebunden werden.',
          },
        ],
      },
    },
    phasesTitle: 'So arbeiten wir: vier Phasen',
  },
  en: {
    tablistLabel: 'Services by audience',
    tabs: {
      fleets: {
        label: 'Fleets',
        status: 'Individual consulting available',
        intro:
          'For fleet operators and leasing companies we offer individual consulting: from claims analysis through telematics and prevention to realigning your insurance programme. The aim is lower claims costs, less downtime and a duty of care that stands up to scrutiny. In our experience, 20–30% lower fleet insurance costs are a realistic range, and in the second year of a prevention programme we have seen up to 40% fewer claims at the upper end.',
        services: [
          {
            title: 'Claims and risk analysis',
            text: 'We break down your claims history by cause, vehicle group, site and driver, and show which losses are avoidable and where your insurance programme does not match your actual risk.',
          },
          {
            title: 'Telematics and prevention',
            text: 'Selecting a suitable telematics provider, integrating it with the GDPR requirements considered from the start, and a prevention programme that genuinely changes driving behaviour – instead of collecting data that nobody analyses.',
          },
          {
            title: 'Insurance model and negotiation',
            text: 'We assess alternatives such as excess models, fleet policies or cover embedded in the lease, and prepare your discussions with insurers so that you negotiate on the basis of robust figures.',
          },
          {
            title: 'Duty of care and UVV',
            text: 'Licence checks, driver briefings and UVV inspections, in Germany under DGUV Vorschrift 70 – organised so that your obligations as vehicle keeper are met and documented, with little day-to-day effort.',
          },
          {
            title: 'Claims handling and downtime',
            text: 'We align claims reporting, workshop management and replacement mobility so that vehicles are back on the road sooner, downtime falls and repair costs remain traceable.',
          },
        ],
      },
      automotive_retail: {
        label: 'Car dealerships',
        status: 'Planned services',
        intro:
          'For car dealerships and dealer groups we bring F&I, service and insurance together in one set of services. The focus is on higher closing rates in sales, predictable service revenue and customers who return to your own workshop after the purchase. The packages below are in preparation; individual building blocks are already available within individual projects.',
        services: [
          {
            title: 'F&I product strategy',
            text: 'Which products – extended warranty, GAP, motor insurance, maintenance packages – suit your customer base, and how to bundle them so that your F&I closing rate can rise, as a target, from around 60% to 85% or more.',
          },
          {
            title: 'Sales process and advice',
            text: 'We place insurance at the right point in the sales conversation and prepare your sales team for advice that takes the requirements of the IDD and, in Germany, § 34d GewO into account from the start – together with your lawyers and compliance team.',
          },
          {
            title: 'Service retention through insurance',
            text: 'Design repair steering, maintenance contracts and warranty products so that claims and inspections lead back to your workshop – for better workshop utilisation and, in our experience, 15–25% more service revenue.',
          },
          {
            title: 'Retention after the sale',
            text: 'Follow-on offers at the right moment, such as when a warranty expires or a lease ends, so that customers buy their next vehicle from you too. Measured by workshop visits in the second to fourth year after purchase, we have seen up to 30% higher customer retention – the upper end, not a promise.',
          },
          {
            title: 'Partner and product selection',
            text: 'A neutral comparison of insurers, warranty providers and platforms, so that commission, claims handling and system integration fit your dealership – not just the terms on paper.',
          },
        ],
      },
      banking: {
        label: 'Banking',
        status: 'New services in development',
        intro:
          'We support banks, captive financiers and insurers in distributing insurance within financing, from the product idea to connecting distribution partners. The focus is on faster product launches, sound product governance under the IDD and partnerships that fit into existing processes. Common targets from practice: up to 40% less time to market and 2–4% more revenue per finance agreement.',
        services: [
          {
            title: 'Embedded distribution strategy',
            text: 'We clarify which covers – credit protection insurance, GAP, motor insurance, warranty – fit which finance journey, and how revenue, customer benefit and reputational risk relate to one another.',
          },
          {
            title: 'Product governance and compliance',
            text: 'Product oversight and governance under the IDD, advice documentation and the expectations of the supervisor – in Germany, BaFin – are considered from the start, together with your compliance team. In our experience, up to 60% less documentation effort is possible – the upper end of what we have seen.',
          },
          {
            title: 'Partner onboarding',
            text: 'A structured process for selecting, auditing and connecting insurers, MGAs and platforms – with clear interfaces, responsibilities and service level agreements, so that new partners go live in a predictable, well-documented way.',
          },
          {
            title: 'Sales journey and conversion',
            text: 'Place insurance where customers are deciding anyway: in the finance application, online and in the branch. A target we often set: up to 25% higher closing rate.',
          },
          {
            title: 'Launch as an MVP',
            text: 'From concept to a first working version (MVP), usually within 2–4 weeks of project start, tested with real customers before IT budgets are committed to full integration.',
          },
        ],
      },
    },
    phasesTitle: 'How we work: four phases',
  },
};

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
          '90-Tage-Fahrplan mit messbaren Zwischenzielen',
        ],
      },
      {
        title: 'F&I und Händlerversicherung',
        text: 'Wir gestalten F&I-Angebote, Garantie- und GAP-Produkte sowie Kfz-Versicherung im Autohaus so, dass sie in den Verkaufsprozess passen, die Vorgaben aus IDD und, in Deutschland, § 34d GewO von Anfang an berücksichtigen und Kundinnen und Kunden in die eigene Werkstatt zurückführen.',
        points: [
          'F&I-Abschlussquote erfahrungsgemäß von rund 60 % auf 85 % und mehr',
          'Garantie-, GAP- und Wartungsprodukte',
          'Servicebindung und Werkstattauslastung',
        ],
      },
      {
        title: 'Flottenrisiko und Flottenversicherung',
        text: 'Wir verbinden Schadenanalyse, Telematik und Prävention mit dem passenden Versicherungsmodell. Dazu gehören die Halterpflichten von der Führerscheinkontrolle bis zur UVV-Prüfung sowie Kennzahlen, die sich auch für das ESG-Reporting verwenden lassen.',
        points: [
          'Erfahrungsgemäß 20–30 % niedrigere Kosten der Flottenversicherung',
          'Als Zielgröße bis zu 40 % weniger Schadenfälle',
          'UVV-Prüfung in Deutschland nach DGUV Vorschrift 70',
        ],
      },
      {
        title: 'Vertrieb über Banken und Versicherer',
        text: 'Wir helfen Banken und Finanzierern, Versicherung in die Finanzierungsstrecke einzubetten, und Versicherern, neue Vertriebspartner anzubinden – mit tragfähiger Produktfreigabe nach IDD, klaren Verantwortlichkeiten und einer Partneranbindung, die nicht an der IT hängen bleibt.',
        points: [
          'Oft 2–4 % mehr Ertrag je Finanzierungsvertrag',
          'Als Zielgröße bis zu 40 % kürzere Zeit bis zur Markteinführung',
          'Produktfreigabe und -überwachung nach IDD',
        ],
      },
      {
        title: 'Ökosystem-Orchestrierung und Partnermanagement',
        text: 'Wir koordinieren Versicherer, MGAs, Plattformen, Telematik- und Datenanbieter sowie Vertriebspartner, klären Rollen, Schnittstellen und Erlösaufteilung und halten alle Beteiligten über das gesamte Vorhaben hinweg auf ein gemeinsames Ziel ausgerichtet – anbieterneutral und mit geprüften Partnern.',
        points: [
          'Ökosystem-Blaupause mit klaren Rollen',
          'Qualitätsprüfung jedes Partners',
          'Co-Creation-Sprints bis zum Pilot',
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
      text: 'In einem unverbindlichen Gespräch von 60 Minuten klären wir, wo Ihr Vorhaben steht und welche Kompetenzfelder es berührt. Sie erhalten eine ehrliche Einschätzung und einen konkreten nächsten Schritt – ohne Verkaufsgespräch.',
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
          '90-day roadmap with measurable milestones',
        ],
      },
      {
        title: 'F&I and dealer insurance',
        text: 'We design F&I offers, warranty and GAP products and motor insurance at the dealership so that they fit the sales process, take the requirements of the IDD and, in Germany, § 34d GewO into account from the start, and bring customers back to your own workshop.',
        points: [
          'F&I closing rate, in our experience, from around 60% to 85% or more',
          'Warranty, GAP and maintenance products',
          'Service retention and workshop utilisation',
        ],
      },
      {
        title: 'Fleet risk and insurance',
        text: 'We connect claims analysis, telematics and prevention with the right insurance model. This includes the vehicle keeper’s obligations, from licence checks to UVV inspections, and metrics that can also feed into your ESG reporting.',
        points: [
          'In our experience, 20–30% lower fleet insurance costs',
          'As a target, up to 40% fewer claims',
          'UVV inspections in Germany under DGUV Vorschrift 70',
        ],
      },
      {
        title: 'Bank and insurer distribution',
        text: 'We help banks and financiers embed insurance in the finance journey, and insurers connect new distribution partners – with sound product governance under the IDD, clear responsibilities and an onboarding process that does not stall in IT.',
        points: [
          'Often 2–4% more revenue per finance agreement',
          'As a target, up to 40% less time to market',
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
      text: 'In a no-obligation 60-minute conversation we clarify where your project stands and which capability areas it touches. You get an honest assessment and a concrete next step – without a sales pitch.',
      button: 'Book your free call',
    },
  },
};

export const contactCopy: Localized<ContactCopy> = {
  de: {
    cta: {
      title: 'Lieber gleich einen Termin?',
      description:
        'Buchen Sie das kostenlose 60-minütige Erstgespräch und wählen Sie selbst einen passenden Termin. Sie erhalten eine unabhängige Einschätzung Ihres Vorhabens und einen konkreten nächsten Schritt.',
      ctaButton: 'Erstgespräch buchen',
    },
    channelsTitle: 'Kontaktwege',
    phoneLabel: 'Telefon',
    emailLabel: 'E-Mail',
    addressLabel: 'Anschrift',
    mailSubject: 'Anfrage: kostenloses Erstgespräch',
    mailBody: `Guten Tag ${company.founder.name},\n\nmein Anliegen in Kürze:\nUnternehmen:\nBevorzugte Termine:\n\nMit freundlichen Grüßen`,
    responseNote: 'Wir antworten in der Regel innerhalb eines Werktags.',
  },
  en: {
    cta: {
      title: 'Prefer to book a time straight away?',
      description:
        'Book the free 60-minute introductory call and choose a time that suits you. You receive an independent assessment of your plans and a concrete next step.',
      ctaButton: 'Book your free call',
    },
    channelsTitle: 'Ways to reach us',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    addressLabel: 'Address',
    mailSubject: 'Enquiry: free introductory call',
    mailBody: `Dear ${company.founder.name},\n\nMy topic in brief:\nCompany:\nPreferred dates and times:\n\nKind regards`,
    responseNote: 'We usually reply within one working day.',
  },
};

export const bookingIntroCopy: Localized<BookingIntroCopy> = {
  de: {
    title: 'Was Sie im Erstgespräch erwartet',
    points: [
      'Eine Einordnung Ihrer Ausgangslage: Ziele, Beteiligte, bestehende Partner und Verträge',
      'Ein Realitätscheck Ihres Vorhabens, einschließlich regulatorischer Fragen zu IDD, DSGVO und Aufsicht',
      'Die wichtigsten Hebel und Risiken für Ihr Geschäftsmodell',
      'Ein konkreter nächster Schritt, den Sie auch ohne uns gehen können',
    ],
    note: `Sie sprechen direkt mit ${company.founder.name}, nicht mit einem Vertriebsteam. Das Gespräch dient der Einschätzung Ihres Vorhabens – ein Verkaufsgespräch findet nicht statt.`,
  },
  en: {
    title: 'What the call covers',
    points: [
      'A look at your starting point: goals, parties involved, existing partners and contracts',
      'A reality check of your plans, including regulatory questions on IDD, GDPR and supervision',
      'The most important levers and risks for your business model',
      'A concrete next step you can take with or without us',
    ],
    note: `You speak directly with ${company.founder.name}, not with a salesperson. The call is there to assess your plans – there is no sales pitch.`,
  },
};

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
        text: 'In Co-Creation-Sprints entwickeln Sie Lösungen zusammen mit unseren Kundinnen und Kunden und anderen Partnern – vom Prototyp bis zum Pilotprojekt, mit einer ersten einsatzfähigen Version (MVP) oft schon 2–4 Wochen nach Projektstart.',
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
        text: 'In co-creation sprints you develop solutions with our clients and other partners – from prototype to pilot, often with a first working version (MVP) 2–4 weeks after project start.',
      },
    ],
    contactTitle: 'Become a partner',
    contactText:
      'Do you offer a technology or AI solution for insurance, mobility or financing? Email us a short description of what it does, who it is for and which references you have. We will then explain how the quality audit works.',
    contactButton: 'Apply by email',
    mailSubject: 'Partner application: technology or AI solution',
  },
};
