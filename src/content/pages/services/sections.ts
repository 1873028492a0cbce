import type { Localized } from '@/content/types';

/**
 * The services page's tabs per audience.
 * Heading, lead and metadata are in this folder's de.md and en.md.
 */

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
  /**
   * How an engagement is priced. `{callMinutes}` (from the booking settings), `{sparringFee}`,
   * `{strategyFee}` and `{dayRate}` (from the company’s pricing) are filled by `fillReferences`.
   */
  readonly pricing: {
    readonly title: string;
    readonly intro: string;
    readonly items: readonly string[];
    readonly note: string;
  };
}

export const servicesCopy: Localized<ServicesCopy> = {
  de: {
    tablistLabel: 'Leistungen nach Zielgruppe',
    tabs: {
      fleets: {
        label: 'Flotten',
        status: 'Individuelle Beratung verfügbar',
        intro:
          'Flottenbetreiber und Leasinggesellschaften beraten wir individuell: von der Schadenanalyse über Telematik und Prävention bis zu Daten, auf die sich Ihr Makler oder Versicherungsberater bei der nächsten Vertragsverlängerung stützen kann. Ziel sind geringere Schadenkosten, weniger Ausfallzeiten und Halterpflichten, die auch einer Prüfung standhalten. Ab der ersten Vertragsverlängerung nach dem Projekt haben Flotten {figure:fleetCost} niedrigere Kosten der Flottenversicherung als im Jahr vor dem Projekt; im zweiten Jahr eines Präventionsprogramms haben sie {figure:claimsFrequency} weniger Schadenfälle als im Jahr vor seinem Start.',
        services: [
          {
            title: 'Schaden- und Risikoanalyse',
            text: 'Wir werten Ihre Schadenhistorie nach Ursachen, Fahrzeuggruppen, Standorten sowie Fahrerinnen und Fahrern aus und zeigen, welche Schäden vermeidbar sind und welche Risiken Prävention und Abläufe bisher nicht erfassen.',
          },
          {
            title: 'Telematik und Prävention',
            text: 'Auswahl eines passenden Telematikanbieters, eine Einbindung, die die Anforderungen der DSGVO und die Mitbestimmung des Betriebsrats berücksichtigt, und ein Präventionsprogramm, das das Fahrverhalten tatsächlich verändert – statt Daten zu sammeln, die niemand auswertet.',
          },
          {
            title: 'Daten für die Vertragsverlängerung',
            text: 'Vergleich und Verhandlung der Verträge sind Sache Ihres Maklers oder eines zugelassenen Versicherungsberaters, den Sie wählen; wir vermitteln nichts und nehmen keine Provision. Wir sorgen dafür, dass er mit belastbaren Zahlen arbeitet: bereinigte Schadenhistorie, dokumentierte Prävention und Kennzahlen je Fahrzeuggruppe.',
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
          'Für Autohäuser und Händlergruppen führen wir F&I, Service und Versicherung in einem Leistungspaket zusammen. Im Mittelpunkt stehen höhere F&I-Abschlussquoten im Verkauf, planbare Serviceerlöse und Kundinnen und Kunden, die nach dem Kauf in die eigene Werkstatt zurückkehren. Die folgenden Pakete bereiten wir derzeit vor; einzelne Bausteine setzen wir schon heute in individuellen Projekten um.',
        services: [
          {
            title: 'F&I-Produktstrategie',
            text: 'Welche Produkte – Garantieverlängerung, GAP, Kfz-Versicherung, Wartungspakete – zu Ihrem Kundenstamm passen und wie Sie sie bündeln, damit die F&I-Abschlussquote in den ersten zwölf Monaten von {figure:fiClosingRate.from} auf {figure:fiClosingRate} steigt.',
          },
          {
            title: 'Verkaufsprozess und Beratung',
            text: 'Wir verankern Versicherung an der richtigen Stelle im Verkaufsgespräch und bereiten Ihr Verkaufsteam auf eine Beratung vor, die die Anforderungen der IDD und, in Deutschland, des § 34d GewO erfüllt – gemeinsam mit Ihren Anwälten und Ihrer Compliance-Abteilung.',
          },
          {
            title: 'Servicebindung über Versicherung',
            text: 'Reparatursteuerung, Wartungsverträge und Garantieprodukte so gestalten, dass Schadenfälle und Inspektionen in Ihre Werkstatt führen und die Werkstatt besser ausgelastet ist. In den früheren Funktionen unseres Gründers brachten Kundinnen und Kunden mit einem solchen Produkt in den ersten drei Jahren nach dem Kauf {figure:serviceRevenue} mehr Serviceumsatz als jene ohne.',
          },
          {
            title: 'Kundenbindung nach dem Kauf',
            text: 'Anschlussangebote zum richtigen Zeitpunkt, etwa bei Garantieablauf oder Leasingende, damit Kundinnen und Kunden auch das nächste Fahrzeug bei Ihnen kaufen. In den früheren Funktionen unseres Gründers hatten Kundinnen und Kunden mit einem solchen Produkt eine {figure:retention} höhere Kundenbindung als jene ohne, gemessen an den Werkstattbesuchen im zweiten bis vierten Jahr nach dem Kauf.',
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
          'Banken, herstellergebundene Finanzierer und Versicherer begleiten wir beim Versicherungsvertrieb in der Finanzierung – von der Produktidee bis zur Anbindung der Vertriebspartner. Es geht um schnellere Produkteinführungen, eine saubere Produktfreigabe nach IDD und Partnerschaften, die sich in bestehende Prozesse einfügen. Verglichen mit Vorhaben, in denen die Partner nicht gemeinsam planen, ergibt das eine {figure:timeToMarket} kürzere Zeit bis zur Markteinführung.',
        services: [
          {
            title: 'Vertriebsstrategie für eingebettete Versicherung',
            text: 'Wir klären, welche Deckungen – Restschuldversicherung, GAP, Kfz-Versicherung, Garantie – in welche Finanzierungsstrecke passen und wie sich Ertrag, Kundennutzen und Reputationsrisiko zueinander verhalten.',
          },
          {
            title: 'Produktfreigabe und Compliance',
            text: 'Produktfreigabe- und Überwachungsverfahren nach IDD, Beratungsdokumentation und die Erwartungen der Aufsicht, in Deutschland der BaFin, berücksichtigen wir von Beginn an, gemeinsam mit Ihrer Compliance-Abteilung. Mit digitalen Nachweisen fällt im ersten vollen Jahr {figure:documentationEffort} weniger Dokumentationsaufwand an als im Jahr vor der Digitalisierung.',
          },
          {
            title: 'Partneranbindung',
            text: 'Ein strukturierter Prozess für Auswahl, Prüfung und Anbindung von Versicherern, Assekuradeuren (MGAs) und Plattformen – mit klaren Schnittstellen, Verantwortlichkeiten und Service-Level-Vereinbarungen, damit neue Partner planbar und nachvollziehbar dokumentiert starten.',
          },
          {
            title: 'Abschlussstrecke und Versicherungsquote',
            text: 'Versicherung dort platzieren, wo Kundinnen und Kunden ohnehin entscheiden: im Finanzierungsantrag, digital wie in der Filiale. In den ersten sechs Monaten nach dem Start ergibt das eine {figure:bankTakeUp} höhere Versicherungsquote als vorher. Derselbe Effekt zeigt sich im Ertrag: {figure:bankRevenue} mehr Ertrag je Finanzierungsvertrag.',
          },
          {
            title: 'Markteinführung als MVP',
            text: 'Vom Konzept zur ersten einsatzfähigen Version (MVP) {figure:mvp} nach Projektstart, erprobt mit echten Kundinnen und Kunden, bevor IT-Budgets für die vollständige Integration gebunden werden.',
          },
        ],
      },
    },
    phasesTitle: 'So arbeiten wir: vier Phasen',
    pricing: {
      title: 'Was eine Zusammenarbeit kostet',
      intro:
        'Wir berechnen unsere Arbeit nach Phasen, nicht nach Erfolg, und nehmen von niemandem Provisionen an. Vor jeder Phase erhalten Sie ein schriftliches Angebot mit festem Preis oder festem Budget; ob Sie die nächste Phase beauftragen, entscheiden Sie danach.',
      items: [
        'Erstgespräch: {callMinutes} Minuten, kostenlos und ohne Verpflichtung',
        'Sparring: eine Einzelsitzung zum Festpreis von {sparringFee}',
        'Strategie: ein Festpreis je Projekt ab {strategyFee}, je nach Umfang und Zahl der Vertiefungstermine',
        'Aufbau und Markteinführung: nach Tagessatz von {dayRate}, mit einer vereinbarten Obergrenze; was darüber hinausginge, besprechen wir vorher',
      ],
      note: 'Alle Preise zuzüglich Umsatzsteuer. Reisekosten berechnen wir nach Aufwand.',
    },
  },
  en: {
    tablistLabel: 'Services by audience',
    tabs: {
      fleets: {
        label: 'Fleets',
        status: 'Individual consulting available',
        intro:
          'For fleet operators and leasing companies we offer individual consulting: from claims analysis through telematics and prevention to the duties you carry as vehicle keeper. The aim is lower claims costs, less downtime and a duty of care that stands up to scrutiny. We broker nothing and take no commission; your broker or a registered insurance adviser handles the renewal, and we make sure they have reliable figures. From the first renewal after the project, fleets have {figure:fleetCost} lower fleet insurance costs than in the year before the project; in the second year of a prevention programme, they have {figure:claimsFrequency} fewer claims than in the year before it started.',
        services: [
          {
            title: 'Claims and risk analysis',
            text: 'We break down your claims history by cause, vehicle group, site and driver, and show which losses are avoidable and which risks drive your claims costs – figures your broker can take straight into the renewal.',
          },
          {
            title: 'Telematics and prevention',
            text: 'Selecting a suitable telematics provider, integrating it in line with the GDPR and the works council’s co-determination rights, and a prevention programme that genuinely changes driving behaviour – instead of collecting data that nobody analyses.',
          },
          {
            title: 'Figures for your renewal',
            text: 'We prepare claims history, risk profile and prevention record so that your broker or a registered insurance adviser can weigh options such as higher excesses or cover embedded in the lease on robust figures. Advising on and placing the cover stays with them: we broker nothing and take no commission.',
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
          'For car dealerships and dealer groups we bring F&I, service and insurance together in one set of services. The focus is on a higher F&I closing rate in sales, predictable service revenue and customers who return to your own workshop after the purchase. The packages below are in preparation; individual building blocks are already available within individual projects.',
        services: [
          {
            title: 'F&I product strategy',
            text: 'Which products – extended warranty, GAP, motor insurance, maintenance packages – suit your customer base, and how to bundle them so that your F&I closing rate rises from {figure:fiClosingRate.from} to {figure:fiClosingRate} in the first twelve months.',
          },
          {
            title: 'Sales process and advice',
            text: 'We place insurance at the right point in the sales conversation and prepare your sales team to advise within the rules of the IDD and, in Germany, § 34d GewO – working with your lawyers and compliance team.',
          },
          {
            title: 'Service retention through insurance',
            text: 'Design repair steering, maintenance contracts and warranty products so that claims and inspections lead back to your workshop and keep it busy. In our founder’s earlier roles, customers with such a product brought in {figure:serviceRevenue} more service revenue in the first three years after purchase than those without.',
          },
          {
            title: 'Retention after the sale',
            text: 'Follow-on offers at the right moment, such as when a warranty expires or a lease ends, so that customers buy their next vehicle from you too. In our founder’s earlier roles, customers with such a product had {figure:retention} higher customer retention than those without, measured by workshop visits in the second to fourth year after purchase.',
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
          'We support banks, captive financiers and insurers in distributing insurance within financing, from the product idea to connecting distribution partners. The focus is on faster product launches, sound product governance under the IDD and partnerships that fit into existing processes. Compared with projects in which the partners do not plan together, this means {figure:timeToMarket} less time to market.',
        services: [
          {
            title: 'Embedded distribution strategy',
            text: 'We clarify which types of cover – credit protection insurance, GAP, motor insurance, warranty – fit which finance journey, and how revenue, customer benefit and reputational risk relate to one another.',
          },
          {
            title: 'Product governance and compliance',
            text: 'Product oversight and governance under the IDD, advice documentation and the expectations of the supervisor – in Germany, BaFin – are part of the product design, worked out with your compliance team. With digital records, the first full year brings {figure:documentationEffort} less documentation effort than the year before digitisation.',
          },
          {
            title: 'Partner onboarding',
            text: 'A structured process for selecting, auditing and connecting insurers, MGAs and platforms – with clear interfaces, responsibilities and service level agreements, so that new partners go live in a predictable, well-documented way.',
          },
          {
            title: 'Sales journey and conversion',
            text: 'Place insurance where customers are deciding anyway: in the finance application, online and in the branch. In the first six months after launch, the insurance take-up rate is {figure:bankTakeUp} higher than before. The same effect shows up in revenue: {figure:bankRevenue} more revenue per finance agreement.',
          },
          {
            title: 'Launch as an MVP',
            text: 'From concept to a first working version (MVP) {figure:mvp} after project start, tested with real customers before IT budgets are committed to full integration.',
          },
        ],
      },
    },
    phasesTitle: 'How we work: four phases',
    pricing: {
      title: 'What an engagement costs',
      intro:
        'We charge for our work by phase, not by results, and take no commission from anyone. Before each phase you receive a written quote with a fixed price or a fixed budget; whether you commission the next phase is your decision afterwards.',
      items: [
        'First call: {callMinutes} minutes, free of charge and without obligation',
        'Sparring: one session at a fixed price of {sparringFee}',
        'Strategy: a fixed price per project from {strategyFee}, depending on scope and the number of deep dives',
        'Build and Activate: at a day rate of {dayRate}, with an agreed ceiling; anything beyond it we discuss beforehand',
      ],
      note: 'All prices plus VAT. Travel costs are charged as incurred.',
    },
  },
};
