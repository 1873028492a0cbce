import type { RouteKey } from '@/site/routes';
import type { Localized, PageBody } from '../types';

export const audienceBodies = {
  automotiveServices: {
    de: {
      sections: [
        {
          title: 'F&I als Ertragshebel',
          paragraphs: [
            'Häufig bleibt die F&I-Abschlussquote im Autohaus bei rund 60 % stehen. Das liegt selten am Produkt, meist am Ablauf: Versicherung und Garantie kommen zu spät ins Gespräch, die Angebote sind nicht auf die Finanzierung abgestimmt, und jeder Verkäufer argumentiert anders. Wir gehen Ihren Verkaufsprozess vom ersten Kontakt bis zur Übergabe durch und zeigen, an welchen Stellen Abschlüsse verloren gehen.',
            'Mit klar geschnürten Angebotspaketen, einem festen Platz im Verkaufsgespräch und einer Finanzierung, in der der Versicherungsschutz bereits eingerechnet ist, ist in Projekten dieser Art eine Quote von über 85 % erreichbar. Entscheidend ist, dass der Mehrertrag nicht aus Druck entsteht, sondern aus Angeboten, deren Nutzen der Kunde erkennt. Das senkt Stornos und schützt den Ruf Ihres Hauses.',
          ],
        },
        {
          title: 'Versicherung am Point of Sale',
          paragraphs: [
            'Die Zeit zwischen Kaufvertrag und Übergabe ist der beste Moment, um Schutz anzubieten: Der Kunde hat sich entschieden, das Fahrzeug ist konfiguriert, die Finanzierung steht. Wir prüfen mit Ihnen, welche Produkte zu Ihrem Kundenstamm und Ihren Marken passen, und begleiten die Gespräche mit Versicherern über Bedingungen, Prämien und Vergütung.',
          ],
          points: [
            'GAP-Deckung: schließt bei Totalschaden oder Diebstahl die Lücke zwischen Wiederbeschaffungswert und Ablösesumme der Finanzierung oder des Leasingvertrags',
            'Garantieverlängerung: setzt den Schutz nach Ablauf der Herstellergarantie fort und hält den Kunden in Ihrer Werkstatt',
            'Reparaturkostenversicherung: macht Reparaturen an Gebrauchtwagen für Kunde und Autohaus planbar',
            'Kfz-Versicherung bei Übergabe: Haftpflicht und Kasko passend zum Fahrzeug, einschließlich der eVB für die Zulassung',
          ],
        },
        {
          title: 'Servicebindung und Werkstattauslastung',
          paragraphs: [
            'Nach Ablauf der Herstellergarantie wechseln viele Kunden zu freien Werkstätten. Garantieverlängerungen und Reparaturkostenversicherungen, deren Leistungen an Ihre Werkstatt geknüpft sind, wirken dem entgegen. In Projekten dieser Art lässt sich die Kundenbindung um bis zu 30 % stärken, der Serviceumsatz steigt typischerweise um 15–25 %.',
            'Für die Werkstatt heißt das besser planbare Auslastung: Inspektionen und versicherte Reparaturen verteilen sich gleichmäßiger über das Jahr, Leerlauf und Spitzen nehmen ab. Wir sorgen dafür, dass Vertragsdaten aus Versicherung und Garantie in Ihrer Terminplanung ankommen, damit Erinnerungen, Wartungen und Schadenfälle dort landen, wo Ihr Serviceteam sie bearbeitet.',
          ],
        },
        {
          title: 'Verkaufsprozess und Schulung',
          paragraphs: [
            'Ein gutes Produkt verkauft sich nicht von allein. Wir entwickeln mit Ihrer Verkaufsleitung einen Gesprächsleitfaden, der Versicherung und Garantie an der richtigen Stelle einführt, und schulen Verkäufer und Serviceberater an Fällen aus Ihrem Haus. Dazu gehören Einwandbehandlung, eine saubere Beratungsdokumentation und die Frage, wie man Nutzen erklärt, ohne zu drängen.',
          ],
          points: [
            'Gesprächsleitfaden für Neu- und Gebrauchtwagen, abgestimmt auf Ihre Finanzierungsangebote',
            'Übungen mit typischen Kundensituationen und Einwänden',
            'Kennzahlen je Verkäufer: Abschlussquote, Produkte je Vertrag, Stornoquote',
            'Klare Übergabe vom Verkauf an den Service',
          ],
        },
        {
          title: 'IDD und § 34d GewO im Autohaus',
          paragraphs: [
            'Wer Versicherungen vermittelt, unterliegt der Versicherungsvertriebsrichtlinie IDD und in Deutschland § 34d GewO. Autohäuser arbeiten meist als produktakzessorische Vermittler im Auftrag eines Versicherers oder eines Vermittlers mit Erlaubnis. Die Befreiung von der Erlaubnispflicht gibt es nur auf Antrag, der Eintrag ins Vermittlerregister bleibt Pflicht. Geht Ihr Versicherungsgeschäft darüber hinaus, kann eine eigene Erlaubnis der bessere Weg sein.',
            'In beiden Fällen gelten Pflichten: Erstinformation, Erfassung von Wünschen und Bedürfnissen, Beratungsdokumentation, Berufshaftpflicht und regelmäßige Weiterbildung der Mitarbeitenden, die beraten. Wir bauen diese Anforderungen so in Prozesse und Systeme ein, dass sie den Verkaufsalltag nicht bremsen. In Projekten dieser Art sinkt der Compliance-Aufwand um bis zu 60 %.',
          ],
        },
        {
          title: 'Die vier Phasen im Autohaus',
          paragraphs: [
            'Wir arbeiten modular. Im Sparring klären wir in einer Einzelsitzung, wo Ihr Haus bei F&I und Service steht und welcher Schritt als Nächstes sinnvoll ist. In der Strategie-Phase entstehen in 2–3 Vertiefungen Positionierung und Roadmap. In der Build-Phase entwickeln wir in Co-Creation-Sprints Angebotspakete und einen Pilot, in der Activate-Phase folgen Leitfaden, Schulung und Einführungsstruktur.',
            'Welche Phase zu Ihnen passt, klären wir im kostenlosen 60-minütigen Erstgespräch. Sie schildern Ihre aktuelle Abschlussquote, Ihr Produktangebot und Ihre Servicesituation; wir geben Ihnen eine ehrliche Einschätzung, wo der größte Hebel liegt – ohne Verkaufsgespräch und ohne Verpflichtung. Auch wenn Sie danach allein weitermachen, haben Sie eine klare Grundlage für die nächsten Schritte.',
          ],
        },
      ],
      faq: [
        {
          question: 'Braucht unser Autohaus eine eigene Erlaubnis nach § 34d GewO?',
          answer:
            'Nicht zwingend. Viele Autohäuser vermitteln als produktakzessorische Vermittler im Auftrag eines Versicherers oder eines Vermittlers mit Erlaubnis und lassen sich auf Antrag von der Erlaubnispflicht befreien. Der Eintrag ins Vermittlerregister ist trotzdem Pflicht. Welches Modell zu Ihrem Produktangebot passt, prüfen wir zu Beginn; die rechtliche Prüfung im Einzelfall bleibt bei Ihrem Rechtsberater.',
        },
        {
          question: 'Verkaufen Sie uns Versicherungsprodukte?',
          answer:
            'Nein. Wir sind weder Makler noch Versicherer und haben keine eigenen Produkte. Wir helfen Ihnen, passende Anbieter auszuwählen, Produkte und Prozesse aufeinander abzustimmen und die Einführung zu steuern. Weil wir an keinem bestimmten Produkt verdienen, richtet sich unsere Empfehlung nach Ihrem Kundenstamm und Ihren Zielen.',
        },
        {
          question: 'Wann sehen wir erste Ergebnisse?',
          answer:
            'Erste Ergebnisse, etwa eine belastbare Analyse Ihres Verkaufsprozesses mit priorisierten Maßnahmen, liegen typischerweise nach 14 Tagen vor. Ein erstes MVP, zum Beispiel ein neues Angebotspaket mit Gesprächsleitfaden für ein Verkaufsteam, steht in der Regel nach 2–4 Wochen. Wie schnell sich Abschlussquote und Serviceumsatz bewegen, hängt von Ihrem Ausgangspunkt und der Umsetzung im Haus ab.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'F&I as a profit lever',
          paragraphs: [
            'At many dealerships, the F&I closing rate stalls at around 60%. The cause is rarely the product and usually the process: insurance and warranty come up too late in the conversation, offers are not aligned with the financing, and every salesperson makes a different case. We walk through your sales process from first contact to handover and show where deals are being lost.',
            'With clearly defined product bundles, a fixed place in the sales conversation and financing that already includes the cover, a rate above 85% is achievable in projects of this kind. What matters is that the extra revenue comes from offers whose value the customer can see, not from pressure. That reduces cancellations and protects your dealership’s reputation.',
          ],
        },
        {
          title: 'Insurance at the point of sale',
          paragraphs: [
            'The time between signing the purchase contract and handing over the keys is the best moment to offer cover: the customer has decided, the vehicle is specified and the financing is agreed. We work out with you which products suit your customer base and your brands, and support your discussions with insurers on terms, premiums and remuneration.',
          ],
          points: [
            'GAP cover: closes the gap between replacement value and the outstanding finance or lease settlement after a total loss or theft',
            'Warranty extensions: continue cover after the manufacturer’s warranty ends and keep the customer with your workshop',
            'Repair cost insurance: makes repairs on used vehicles predictable for both customer and dealership',
            'Motor insurance at handover: third-party liability and comprehensive cover matched to the vehicle, including the eVB confirmation needed for registration in Germany',
          ],
        },
        {
          title: 'Service retention and workshop utilisation',
          paragraphs: [
            'Once the manufacturer’s warranty expires, many customers move to independent garages. Warranty extensions and repair cost cover that tie repairs to your workshop counteract this. In projects of this kind, customer retention can rise by up to 30%, and service revenue typically grows by 15–25%.',
            'For the workshop, this means more predictable utilisation: inspections and insured repairs spread more evenly across the year, with fewer idle periods and fewer peaks. We make sure contract data from insurance and warranty reaches your appointment planning, so that reminders, maintenance and claims end up where your service team actually handles them.',
          ],
        },
        {
          title: 'Sales process and staff training',
          paragraphs: [
            'A good product does not sell itself. We work with your sales management on a conversation guide that introduces insurance and warranty at the right moment, and we train salespeople and service advisers using cases from your own dealership. This covers handling objections, keeping clean advice records and explaining value without pushing.',
          ],
          points: [
            'A conversation guide for new and used vehicles, aligned with your finance offers',
            'Practice with typical customer situations and objections',
            'Figures per salesperson: closing rate, products per contract, cancellation rate',
            'A clear handover from sales to service',
          ],
        },
        {
          title: 'IDD and § 34d GewO for dealers',
          paragraphs: [
            'Anyone who arranges insurance is subject to the Insurance Distribution Directive (IDD) and, in Germany, to § 34d of the Trade Regulation Act (GewO). Dealerships usually act as ancillary intermediaries on behalf of an insurer or a licensed intermediary. Exemption from the licence requirement is granted only on application, and entry in the intermediary register remains mandatory. If your insurance business goes further, a licence of your own may be the better route.',
            'Either way, obligations apply: initial information, recording the customer’s demands and needs, advice documentation, professional indemnity cover and regular training for staff who advise. We build these requirements into processes and systems so that they do not slow down day-to-day sales. In projects of this kind, compliance effort falls by up to 60%.',
          ],
        },
        {
          title: 'The four phases in your dealership',
          paragraphs: [
            'We work in modules. In Sparring, a one-to-one session establishes where your dealership stands on F&I and service and what the sensible next step is. In Strategy, 2–3 deep dives produce your positioning and roadmap. In Build, co-creation sprints deliver product bundles and a pilot; in Activate, you receive the conversation guide, training and launch structure.',
            'Which phase fits you is something we clarify in the free 60-minute introductory call. You describe your current closing rate, your product range and your service situation; we give you an honest assessment of where the biggest lever lies, with no sales pitch and no obligation. Even if you carry on alone afterwards, you have a clear basis for the next steps.',
          ],
        },
      ],
      faq: [
        {
          question: 'Does our dealership need its own licence under § 34d GewO?',
          answer:
            'Not necessarily. Many dealerships arrange insurance as ancillary intermediaries on behalf of an insurer or a licensed intermediary and are exempted from the licence requirement on application. Registration in the intermediary register is still mandatory. We assess at the outset which model suits your product range; the legal review of your individual case remains with your legal adviser.',
        },
        {
          question: 'Do you sell us insurance products?',
          answer:
            'No. We are neither a broker nor an insurer, and we have no products of our own. We help you select suitable providers, align products and processes, and manage the roll-out. Because we do not earn from any particular product, our recommendation follows your customer base and your goals.',
        },
        {
          question: 'When will we see first results?',
          answer:
            'First results, such as a sound analysis of your sales process with prioritised measures, are typically available after 14 days. A first MVP, for example a new product bundle with a conversation guide for one sales team, is usually ready within 2–4 weeks. How quickly closing rate and service revenue move depends on your starting point and on implementation in the dealership.',
        },
      ],
    },
  },

  bankingServices: {
    de: {
      sections: [
        {
          title: 'Versicherung in der Finanzierungsstrecke',
          paragraphs: [
            'Mit jeder Fahrzeug- oder Konsumfinanzierung entsteht ein Absicherungsbedarf: Was passiert bei Totalschaden, Arbeitsunfähigkeit oder einer teuren Reparatur? Wird der passende Schutz direkt in der Antragsstrecke angeboten, verständlich und ohne Medienbruch, nimmt der Kunde ihn deutlich häufiger an als bei einem nachgelagerten Verkaufsversuch.',
            'In Projekten dieser Art steigen die Abschlussquoten um bis zu 25 % und der Ertrag je Finanzierung typischerweise um 2–4 %. Voraussetzung ist, dass Produkt, Preis und Zeitpunkt zur Finanzierung passen. Wir analysieren Ihre Strecke, online wie im Handel, identifizieren die Stellen, an denen Versicherung sinnvoll ist, und legen fest, wie das Angebot dort erscheint.',
          ],
        },
        {
          title: 'Produktdesign mit Versicherern und MGAs',
          paragraphs: [
            'Ein eingebettetes Produkt muss zur Finanzierung passen, nicht umgekehrt. Wir bringen Ihre Anforderungen mit Versicherern und MGAs zusammen: Deckungsumfang, Laufzeit, Zahlweise, Annahmeregeln und Schadenprozess. Bei Bedarf beziehen wir Rückversicherer ein, etwa wenn für ein neues Risiko noch keine Datenhistorie vorliegt.',
          ],
          points: [
            'GAP-, Reparaturkosten- und Garantieprodukte für Fahrzeugfinanzierungen',
            'Absicherung von Ratenzahlungen mit klar erkennbarem Kundennutzen',
            'Nutzungsbasierte Bausteine auf Grundlage von Fahrzeug- oder Telematikdaten',
            'Eindeutige Zuständigkeiten für Schadenbearbeitung und Kundenservice',
          ],
        },
        {
          title: 'Schneller am Markt durch Plattform-Integration',
          paragraphs: [
            'Zwischen Produktidee und Markteinführung liegen bei Banken und Versicherern oft lange Abstimmungen zwischen Fachbereich, IT, Recht und Partnern. Wir strukturieren diese Arbeit in parallelen Sprints und klären früh, welche Schnittstellen benötigt werden. In Projekten dieser Art gelingt die Markteinführung so um bis zu 40 % schneller.',
            'Technisch geht es um die Anbindung Ihrer Antragsstrecke, Ihres Kernbanksystems oder Ihrer Händlerplattform an die Systeme des Versicherers, meist über APIs oder eine Embedded-Insurance-Plattform. Wir entwickeln keine Software, sondern formulieren Anforderungen, bewerten Anbieter neutral und begleiten die Integration, bis Daten, Dokumente und Zahlungsflüsse stimmen.',
          ],
        },
        {
          title: 'Produktfreigabe und BaFin-Erwartungen',
          paragraphs: [
            'Die IDD verpflichtet Hersteller und Vertreiber von Versicherungsprodukten zu einem Produktfreigabeverfahren (POG): Zielmarkt festlegen, Produkt testen, Vertriebswege überwachen, regelmäßig überprüfen. Eine Bank, die ein Produkt gemeinsam mit einem Versicherer gestaltet, kann dabei selbst als Hersteller gelten. Die BaFin achtet zudem verstärkt darauf, dass Produkte einen angemessenen Kundennutzen bieten, gerade bei kreditnahen Versicherungen.',
            'Wir verankern diese Anforderungen von Anfang an im Produkt und in der Vertriebsstrecke: Zielmarktdefinition, Informationspflichten, Dokumentation, Vergütungsregeln und Datenschutz nach DSGVO. So entsteht ein Modell, das einer Prüfung standhält. In Projekten dieser Art sinkt der Compliance-Aufwand um bis zu 60 %.',
          ],
        },
        {
          title: 'Partneranbindung und Kennzahlen',
          paragraphs: [
            'Eingebetteter Vertrieb lebt von Partnern: Autohäusern, Händlerplattformen und Leasinggesellschaften. Jeder neue Partner braucht Verträge, Schulung, technische Anbindung und Zugang zum Reporting. Wir entwickeln einen wiederholbaren Anbindungsprozess, mit dem Sie neue Vertriebspartner strukturiert aufnehmen, statt jede Anbindung als Einzelprojekt zu behandeln. Gesteuert wird über wenige, klar definierte Kennzahlen, die alle Beteiligten gleich lesen:',
          ],
          points: [
            'Angebots- und Abschlussquote je Vertriebsweg und Partner',
            'Ertrag je Finanzierung und Stornoquote',
            'Schadenquote und Bearbeitungsdauer im Schadenfall',
            'Beschwerden und Kundenzufriedenheit als Frühindikatoren für den Kundennutzen',
          ],
        },
        {
          title: 'Ihr Einstieg in vier Phasen',
          paragraphs: [
            'Ob Sie eine bestehende Strecke verbessern oder ein neues Produkt aufbauen: Wir beginnen mit einem Sparring, um Ausgangslage und nächsten Schritt zu klären. Es folgen 2–3 Vertiefungen zu Positionierung und Roadmap, Co-Creation-Sprints bis zum Pilot und schließlich ein Playbook für Markteinführung und Partner-Rollout. Die Strategie-Phase endet typischerweise mit einer 90-Tage-Roadmap.',
            'Im kostenlosen 60-minütigen Erstgespräch besprechen wir Ihre Finanzierungsstrecke, Ihre Partner und Ihre regulatorischen Rahmenbedingungen. Sie erhalten eine unabhängige Einschätzung, wo der größte Hebel liegt und welche Phase zu Ihrem Vorhaben passt. Wir verkaufen dabei nichts – weder Produkte noch Software. Sie können das Gespräch auch nutzen, um ein laufendes Vorhaben unabhängig prüfen zu lassen.',
          ],
        },
      ],
      faq: [
        {
          question: 'Wir sind Versicherer, keine Bank. Ist das Angebot für uns relevant?',
          answer:
            'Ja. Versicherer und MGAs suchen Vertriebswege, in denen ihr Produkt im richtigen Moment erscheint. Wir helfen Ihnen, passende Banken, Finanzierer und Händlerplattformen zu finden, Produkte auf deren Strecken zuzuschneiden und Produktfreigabe und -überwachung über alle Vertriebswege hinweg sauber aufzusetzen. Die Fragen sind dieselben, nur von der anderen Seite des Ökosystems aus betrachtet.',
        },
        {
          question: 'Übernehmen Sie die technische Integration selbst?',
          answer:
            'Nein. Wir entwickeln keine Software und betreiben keine Plattform. Wir formulieren die fachlichen und technischen Anforderungen, vergleichen Plattform- und Integrationsdienstleister neutral und steuern die Umsetzung zwischen Ihrer IT, dem Versicherer und dem Dienstleister. So bleibt die Entscheidung über die Technik bei Ihnen und richtet sich nach Ihren bestehenden Systemen.',
        },
        {
          question: 'Wie gehen Sie mit dem Thema Kundennutzen um?',
          answer:
            'Wir behandeln ihn als Vorgabe für das Produktdesign, nicht als Pflichtübung. Schon in der Konzeption prüfen wir, ob Deckung, Preis und Ausschlüsse zum Zielmarkt passen und ob der Kunde den Schutz tatsächlich nutzen kann. Nach dem Start beobachten wir Storno- und Schadenquoten sowie Beschwerden laufend. Das entspricht den Erwartungen der BaFin und schützt Ihre Marke.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Insurance within the financing journey',
          paragraphs: [
            'Every vehicle or consumer financing creates a need for protection: what happens after a total loss, an inability to work or an expensive repair? When the right cover is offered directly within the application journey, clearly and without a change of channel, customers take it up far more often than in a separate sales attempt later on.',
            'In projects of this kind, closing rates rise by up to 25% and revenue per financing typically by 2–4%. This depends on product, price and timing matching the financing. We analyse your journey, online and at the dealership, identify the points at which insurance makes sense, and define how the offer appears there.',
          ],
        },
        {
          title: 'Product design with insurers and MGAs',
          paragraphs: [
            'An embedded product has to fit the financing, not the other way round. We bring your requirements together with insurers and MGAs: scope of cover, term, payment method, underwriting rules and claims process. Where needed, we involve reinsurers, for example when a new risk has no data history yet.',
          ],
          points: [
            'GAP, repair cost and warranty products for vehicle financing',
            'Cover for instalment payments with a clearly recognisable customer benefit',
            'Usage-based components built on vehicle or telematics data',
            'Clear responsibilities for claims handling and customer service',
          ],
        },
        {
          title: 'Faster to market through platform integration',
          paragraphs: [
            'Between a product idea and its launch, banks and insurers often face long rounds of alignment between business units, IT, legal and partners. We structure this work into parallel sprints and clarify early on which interfaces are required. In projects of this kind, time-to-market can be up to 40% faster.',
            'Technically, this means connecting your application journey, core banking system or dealer platform to the insurer’s systems, usually through APIs or an embedded insurance platform. We do not develop software; we define requirements, assess providers neutrally and support the integration until data, documents and payment flows are right.',
          ],
        },
        {
          title: 'Product governance and BaFin expectations',
          paragraphs: [
            'The IDD requires manufacturers and distributors of insurance products to run a product oversight and governance process (POG): define the target market, test the product, monitor distribution channels and review regularly. A bank that designs a product together with an insurer may itself count as a manufacturer. BaFin also pays increasing attention to whether products offer customers fair value, particularly credit-related insurance.',
            'We anchor these requirements in the product and the distribution journey from the start: target market definition, information duties, documentation, remuneration rules and data protection under GDPR. The result is a model that stands up to scrutiny. In projects of this kind, compliance effort falls by up to 60%.',
          ],
        },
        {
          title: 'Partner onboarding and KPIs',
          paragraphs: [
            'Embedded distribution depends on partners: dealerships, dealer platforms and leasing companies. Each new partner needs contracts, training, a technical connection and access to reporting. We develop a repeatable onboarding process so that you can take on new distribution partners in a structured way instead of treating every connection as a one-off project. Steering relies on a small set of clearly defined KPIs that everyone reads the same way:',
          ],
          points: [
            'Offer rate and closing rate per channel and partner',
            'Revenue per financing and cancellation rate',
            'Loss ratio and claims handling time',
            'Complaints and customer satisfaction as early indicators of customer value',
          ],
        },
        {
          title: 'Getting started in four phases',
          paragraphs: [
            'Whether you want to improve an existing journey or build a new product, we start with a Sparring session to clarify your position and the next step. This is followed by 2–3 deep dives on positioning and roadmap, co-creation sprints through to a pilot and, finally, a playbook for launch and partner roll-out. The Strategy phase typically ends with a 90-day roadmap.',
            'In the free 60-minute introductory call, we discuss your financing journey, your partners and your regulatory framework. You receive an independent assessment of where the biggest lever lies and which phase suits your plans. We sell nothing in the process – neither products nor software. You can also use the call to have an ongoing project reviewed independently.',
          ],
        },
      ],
      faq: [
        {
          question: 'We are an insurer, not a bank. Is this relevant to us?',
          answer:
            'Yes. Insurers and MGAs look for distribution channels in which their product appears at the right moment. We help you find suitable banks, financiers and dealer platforms, tailor products to their journeys and set up product governance properly across every channel. The questions are the same, only seen from the other side of the ecosystem.',
        },
        {
          question: 'Do you build the technical integration yourselves?',
          answer:
            'No. We do not develop software or operate a platform. We define the business and technical requirements, compare platform and integration providers on a vendor-neutral basis, and manage delivery between your IT, the insurer and the service provider. The decision on technology stays with you and follows the systems you already run.',
        },
        {
          question: 'How do you approach customer value?',
          answer:
            'We treat it as a design requirement rather than a box to tick. During product design we check whether cover, price and exclusions match the target market and whether customers can actually use the protection. After launch, we monitor cancellation rates, loss ratios and complaints on an ongoing basis. This reflects BaFin’s expectations and protects your brand.',
        },
      ],
    },
  },

  ecosystemPartnerEcosystem: {
    de: {
      sections: [
        {
          title: 'Wer zum Ökosystem gehört',
          paragraphs: [
            'Ein Embedded-Insurance-Modell berührt mehr Beteiligte, als es auf den ersten Blick scheint. Jeder bringt etwas Eigenes ein: Risikoträgerschaft, Produktwissen, Technik, Daten, Kundenzugang oder Schadenservice. Welche Partner ein Vorhaben braucht, hängt vom Anwendungsfall ab; eine Flottenlösung ist anders aufgebaut als ein Produkt in der Fahrzeugfinanzierung.',
          ],
          points: [
            'Versicherer und Rückversicherer: tragen das Risiko und stellen Kapazität bereit',
            'MGAs: übernehmen im Auftrag von Versicherern Produktgestaltung und Underwriting',
            'Plattformen: verbinden Vertriebsstrecke und Versicherungssysteme technisch',
            'Telematik- und Datenanbieter: liefern Fahrzeug- und Nutzungsdaten für Tarifierung und Prävention',
            'Schadendienstleister: organisieren Schadenaufnahme, Gutachten und Reparatur',
            'Autohäuser, Flotten, Banken und Leasinggesellschaften: bringen den Kundenzugang und den Anlass für den Schutz',
          ],
        },
        {
          title: 'Rollen und Schnittstellen',
          paragraphs: [
            'Die meisten Vorhaben scheitern nicht an einem einzelnen Partner, sondern an den Übergängen zwischen ihnen. Wer darf welche Daten sehen? Wer spricht mit dem Kunden, wenn ein Schaden eintritt? Wer haftet für Beratungsfehler, und wie wird der Ertrag verteilt? Wir beantworten diese Fragen, bevor sie in der Umsetzung zu Konflikten werden.',
            'Das Ergebnis ist eine Ökosystem-Blaupause. Sie beschreibt Rollen, Verantwortlichkeiten, Datenflüsse, technische Schnittstellen und das Erlösmodell so, dass alle Beteiligten sie mittragen können. Datenschutz nach DSGVO, Einwilligungen für Telematikdaten nach DSGVO und TDDDG sowie die Vertriebspflichten aus der IDD sind darin von Beginn an berücksichtigt.',
          ],
        },
        {
          title: 'Wie wir anbieterneutral bleiben',
          paragraphs: [
            'Wir sind weder Makler noch Versicherer, Plattform oder Datenanbieter und verkaufen keine eigenen Produkte. Unsere Empfehlung hängt deshalb nicht davon ab, welcher Anbieter den Zuschlag erhält. Kommen mehrere Partner für eine Rolle infrage, legen wir die Kriterien offen, vergleichen nachvollziehbar und überlassen die Entscheidung Ihnen.',
            'Auch gegenüber Anbietern halten wir Abstand: Wir vertreten deren Interessen nicht gegenüber unseren Kunden und machen transparent, mit wem wir bereits zusammengearbeitet haben. Bestehende Partnerschaften Ihres Hauses beziehen wir ein, statt sie zu ersetzen, solange sie ihre Rolle gut erfüllen.',
          ],
        },
        {
          title: 'Auswahl und Qualitätsprüfung',
          paragraphs: [
            'Bevor wir einen Partner in ein Kundenprojekt einbringen, prüfen wir ihn anhand fester Kriterien. Ein gutes Produkt allein genügt nicht; der Partner muss auch im Zusammenspiel mit den anderen Beteiligten verlässlich funktionieren. Die Prüfung wiederholen wir, wenn sich am Angebot oder an der Rolle des Partners etwas Wesentliches ändert.',
          ],
          points: [
            'Datenschutz und Informationssicherheit, einschließlich Auftragsverarbeitung nach DSGVO',
            'Regulatorischer Status, etwa Erlaubnisse und Aufsicht durch die BaFin',
            'Integrationsfähigkeit: dokumentierte Schnittstellen, Testumgebungen, Support',
            'Verlässlichkeit im Betrieb: Stabilität, Reaktionszeiten, Referenzen',
            'Passung zum Anwendungsfall und zur Zielgruppe des Kunden',
          ],
        },
        {
          title: 'Von der Landkarte zum Ökosystem',
          paragraphs: [
            'Am Anfang steht eine Ökosystem-Landkarte: Welche Partner haben Sie bereits, welche Rollen sind unbesetzt, wo hakt es an den Übergängen? Daraus entsteht in der Build-Phase die Blaupause, die wir in Co-Creation-Sprints mit den ausgewählten Partnern erproben. Ein erstes MVP steht typischerweise in 2–4 Wochen.',
            'Im kostenlosen 60-minütigen Erstgespräch skizzieren wir gemeinsam Ihre Ausgangslage und die Rollen, die Ihr Vorhaben braucht. Sie erfahren, wo aus unserer Sicht die größten Lücken liegen und wie ein sinnvoller nächster Schritt aussieht – unabhängig davon, ob Sie anschließend mit uns weiterarbeiten.',
          ],
        },
      ],
      faq: [
        {
          question: 'Können wir unsere bestehenden Partner einbringen?',
          answer:
            'Ja, und meist ist das sinnvoll. Bestehende Beziehungen zu Versicherern, Plattformen oder Händlern sind wertvoll, wenn sie ihre Rolle erfüllen. Wir prüfen sie nach denselben Kriterien wie neue Partner und ergänzen nur dort, wo eine Rolle fehlt oder nicht ausreichend besetzt ist. Einen Wechsel empfehlen wir nur, wenn wir ihn nachvollziehbar begründen können.',
        },
        {
          question: 'Was passiert, wenn ein Partner ausfällt?',
          answer:
            'Weil Rollen und Schnittstellen in der Blaupause dokumentiert sind, lässt sich ein Partner ersetzen, ohne das ganze Modell neu aufzusetzen. Schon bei der Auswahl achten wir darauf, dass Daten übertragbar bleiben und keine einseitigen Abhängigkeiten entstehen. Fällt ein Partner aus, bewerten wir Alternativen nach denselben Kriterien und begleiten den Übergang.',
        },
        {
          question: 'Sind Sie selbst Teil der Wertschöpfungskette?',
          answer:
            'Nein. Wir vermitteln keine Versicherungen, betreiben keine Plattform und verkaufen keine Daten. Unsere Rolle ist die Koordination: Wir bringen die Beteiligten zusammen, klären Zuständigkeiten und halten das Vorhaben auf Kurs. Diese Unabhängigkeit ist die Voraussetzung dafür, dass alle Partner uns als neutrale Instanz akzeptieren.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Who takes part',
          paragraphs: [
            'An embedded insurance model involves more parties than it first appears. Each contributes something of its own: risk capacity, product knowledge, technology, data, customer access or claims service. Which partners a project needs depends on the use case; a fleet solution is built differently from a product within vehicle financing.',
          ],
          points: [
            'Insurers and reinsurers: carry the risk and provide capacity',
            'MGAs: handle product design and underwriting on behalf of insurers',
            'Platforms: connect the distribution journey with insurance systems',
            'Telematics and data providers: supply vehicle and usage data for pricing and prevention',
            'Claims services: organise claims intake, assessment and repair',
            'Dealers, fleets, banks and leasing companies: provide customer access and the occasion for cover',
          ],
        },
        {
          title: 'Roles and interfaces',
          paragraphs: [
            'Most projects do not fail because of a single partner but at the handovers between them. Who may see which data? Who speaks to the customer when a claim occurs? Who is liable for advice errors, and how is revenue shared? We answer these questions before they turn into conflicts during implementation.',
            'The result is an ecosystem blueprint. It sets out roles, responsibilities, data flows, technical interfaces and the revenue model in a form that everyone involved can commit to. Data protection under GDPR, consent for telematics data under GDPR and the TDDDG, and distribution duties under the IDD are built in from the start.',
          ],
        },
        {
          title: 'How we stay vendor-neutral',
          paragraphs: [
            'We are neither a broker nor an insurer, platform or data provider, and we sell no products of our own. Our recommendation therefore does not depend on which provider wins the mandate. When several partners could fill a role, we disclose the criteria, compare them transparently and leave the decision to you.',
            'We keep our distance from providers too: we do not represent their interests towards our clients, and we are open about whom we have worked with before. We include your existing partnerships rather than replacing them, as long as they fulfil their role well.',
          ],
        },
        {
          title: 'Selection and quality audit',
          paragraphs: [
            'Before we bring a partner into a client project, we assess it against fixed criteria. A good product alone is not enough; the partner must also work reliably alongside everyone else involved. We repeat the audit whenever something material changes in the partner’s offering or role.',
          ],
          points: [
            'Data protection and information security, including processing agreements under GDPR',
            'Regulatory status, such as licences and supervision by BaFin',
            'Integration capability: documented interfaces, test environments, support',
            'Operational reliability: stability, response times, references',
            'Fit with the use case and the client’s target group',
          ],
        },
        {
          title: 'From map to working ecosystem',
          paragraphs: [
            'It starts with an ecosystem map: which partners do you already have, which roles are vacant, and where do the handovers get stuck? In the Build phase this becomes the blueprint, which we test in co-creation sprints with the selected partners. A first MVP is typically ready in 2–4 weeks.',
            'In the free 60-minute introductory call, we sketch your starting position together and the roles your project needs. You learn where we see the biggest gaps and what a sensible next step looks like, regardless of whether you continue working with us afterwards.',
          ],
        },
      ],
      faq: [
        {
          question: 'Can we bring our existing partners?',
          answer:
            'Yes, and it usually makes sense. Existing relationships with insurers, platforms or dealers are valuable if they fulfil their role. We assess them against the same criteria as new partners and only add to the set where a role is missing or not adequately covered. We recommend a change only when we can give clear reasons for it.',
        },
        {
          question: 'What happens if a partner drops out?',
          answer:
            'Because roles and interfaces are documented in the blueprint, a partner can be replaced without rebuilding the whole model. During selection we already make sure that data remains portable and no one-sided dependencies arise. If a partner drops out, we assess alternatives against the same criteria and support the transition.',
        },
        {
          question: 'Are you part of the value chain yourselves?',
          answer:
            'No. We do not arrange insurance, operate a platform or sell data. Our role is coordination: we bring the parties together, clarify responsibilities and keep the project on track. This independence is what allows every partner to accept us as a neutral party.',
        },
      ],
    },
  },

  ecosystemCoCreation: {
    de: {
      sections: [
        {
          title: 'Wie ein Sprint abläuft',
          paragraphs: [
            'Ein Co-Creation-Sprint beginnt mit einer klar umrissenen Frage, etwa: Wie sieht eine GAP-Deckung aus, die direkt in der Online-Finanzierung abgeschlossen werden kann? Kunde, Versicherer, Technologie- und Vertriebspartner sitzen dafür an einem Tisch, jeweils mit einer Person, die Entscheidungen treffen darf. Wir moderieren, halten Ergebnisse fest und sorgen dafür, dass jeder offene Punkt einen Verantwortlichen hat.',
            'Am Ende jedes Sprints steht ein greifbares Ergebnis, das alle Beteiligten geprüft haben: ein Produktentwurf, ein Klickprototyp der Antragsstrecke, ein abgestimmter Datenfluss oder ein Pilotplan. So wird nicht nacheinander abgestimmt, sondern gemeinsam entschieden, und Einwände kommen auf den Tisch, solange sie sich noch leicht berücksichtigen lassen.',
          ],
        },
        {
          title: 'Formate',
          paragraphs: [
            'Welches Format passt, richtet sich nach dem Reifegrad des Vorhabens. Ein neues Produkt beginnt meist mit Workshops zur Rollenklärung, ein bereits definierter Anwendungsfall geht direkt in einen Design Sprint. Piloten setzen wir erst auf, wenn Produkt, Prozess und rechtlicher Rahmen stehen.',
          ],
          points: [
            'Workshops: Zielbild, Rollenklärung und Priorisierung, vor Ort oder remote',
            'Design Sprints: ein konkreter Anwendungsfall vom Problem bis zum getesteten Prototyp',
            'Piloten: Erprobung mit echten Kunden in begrenztem Rahmen, etwa in einem Autohaus, einer Filiale oder einem Teil der Flotte',
          ],
        },
        {
          title: 'Zeitplan',
          paragraphs: [
            'Erste Ergebnisse liegen typischerweise nach 14 Tagen vor: ein gemeinsames Zielbild, eine Ökosystem-Landkarte und priorisierte Anwendungsfälle. Ein erstes MVP, etwa ein Prototyp mit abgestimmtem Produkt und Prozess, steht in 2–4 Wochen. Für den Weg vom MVP über den Pilot zur Markteinführung erstellen wir eine 90-Tage-Roadmap mit klaren Meilensteinen.',
            'Diese Geschwindigkeit entsteht nicht durch Abkürzungen bei Compliance oder Datenschutz, sondern durch parallele statt nacheinander geschaltete Abstimmung. Rechtliche und technische Fragen werden im selben Sprint geklärt, in dem sie auftauchen. In Projekten dieser Art ist die Markteinführung so bis zu 40 % schneller.',
          ],
        },
        {
          title: 'Wie wir Ergebnisse messen',
          paragraphs: [
            'Vor dem ersten Sprint legen wir gemeinsam fest, woran Erfolg gemessen wird. Das schafft Klarheit für alle Partner und verhindert, dass ein Pilot nach Bauchgefühl bewertet wird. Die Kennzahlen richten sich nach dem Anwendungsfall und werden während des Pilots laufend erhoben, nicht erst am Ende:',
          ],
          points: [
            'Angebots- und Abschlussquoten in der Vertriebsstrecke',
            'Ertrag je Vertrag oder je Finanzierung',
            'Schadenhäufigkeit und Schadenkosten bei Flottenlösungen',
            'Zeit bis zur Markteinführung und Abstimmungsaufwand',
            'Rückmeldungen von Kunden und Mitarbeitenden im Pilot',
          ],
        },
        {
          title: 'Geistiges Eigentum und Vertraulichkeit',
          paragraphs: [
            'Bevor Inhalte geteilt werden, unterzeichnen alle Beteiligten eine Vertraulichkeitsvereinbarung. Wer welche Rechte an den Ergebnissen erhält, wird vor dem Sprint schriftlich geregelt, nicht danach. Grundsatz: Was ein Partner an Wissen, Daten oder Technologie mitbringt, bleibt sein Eigentum. Gemeinsam Entwickeltes wird so zugeordnet, wie es der vereinbarten Rolle im späteren Geschäftsmodell entspricht.',
            'Personenbezogene Daten verwenden wir in Sprints nur, wenn es unvermeidlich ist, und dann auf einer sauberen Rechtsgrundlage nach DSGVO. Für Prototypen arbeiten wir bevorzugt mit anonymisierten oder synthetischen Daten. Direkte Wettbewerber setzen wir nicht ohne Zustimmung aller Beteiligten in denselben Sprint.',
          ],
        },
        {
          title: 'Ihr erster Sprint',
          paragraphs: [
            'Ob Sie ein konkretes Vorhaben haben oder zunächst prüfen möchten, ob Co-Creation der richtige Weg ist: Im kostenlosen 60-minütigen Erstgespräch klären wir Fragestellung, mögliche Partner und den passenden Einstieg. Sie erhalten eine ehrliche Einschätzung, ob sich ein Sprint lohnt und was er in Ihrer Situation leisten kann – ohne Verkaufsgespräch.',
          ],
        },
      ],
      faq: [
        {
          question: 'Wem gehören die Ergebnisse eines Sprints?',
          answer:
            'Das regeln wir vor dem Start schriftlich. Eingebrachtes Wissen bleibt beim jeweiligen Partner; gemeinsam entwickelte Ergebnisse werden entsprechend der späteren Rolle im Geschäftsmodell zugeordnet. So weiß jeder Beteiligte von Anfang an, was er nach dem Sprint nutzen darf, und es entstehen keine Streitfragen, wenn aus einem Prototyp ein Produkt wird.',
        },
        {
          question: 'Sind wir nach dem Pilot an bestimmte Partner gebunden?',
          answer:
            'Nicht durch uns. Ein Pilot dient dazu, ein Modell unter realen Bedingungen zu prüfen. Ob Sie anschließend mit denselben Partnern weiterarbeiten, entscheiden Sie auf Grundlage der gemessenen Ergebnisse. Verbindliche Vereinbarungen für den Regelbetrieb schließen die Partner direkt miteinander; wir bereiten diese Entscheidung vor und begleiten sie.',
        },
        {
          question: 'Wie viel Zeit müssen wir intern einplanen?',
          answer:
            'Das hängt vom Format ab. Für Workshops und Design Sprints brauchen Sie eine entscheidungsbefugte Person aus dem Fachbereich sowie punktuell IT, Recht und Vertrieb. Im Pilot kommen die Mitarbeitenden hinzu, die mit Kunden arbeiten. Den konkreten Aufwand legen wir in der Sprintplanung fest, damit er neben dem Tagesgeschäft tragbar bleibt.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'How a sprint works',
          paragraphs: [
            'A co-creation sprint starts with a clearly defined question, for example: what does GAP cover look like that can be taken out directly within an online financing journey? Client, insurer, technology and distribution partners sit at one table, each represented by someone who is able to make decisions. We facilitate, record outcomes and make sure every open point has an owner.',
            'Each sprint ends with a tangible result that everyone involved has reviewed: a product draft, a clickable prototype of the application journey, an agreed data flow or a pilot plan. Decisions are made together rather than passed from one party to the next, and objections surface while they are still easy to address.',
          ],
        },
        {
          title: 'Formats',
          paragraphs: [
            'The right format depends on how mature the project is. A new product usually starts with workshops to clarify roles, while a use case that is already defined goes straight into a design sprint. We only set up pilots once product, process and legal framework are in place.',
          ],
          points: [
            'Workshops: target picture, roles and priorities, on site or remote',
            'Design sprints: one specific use case, from problem to tested prototype',
            'Pilots: testing with real customers on a limited scale, for example in one dealership, one branch or part of a fleet',
          ],
        },
        {
          title: 'Timeline',
          paragraphs: [
            'First results are typically available after 14 days: a shared target picture, an ecosystem map and prioritised use cases. A first MVP, such as a prototype with agreed product and process, is ready in 2–4 weeks. For the path from MVP through pilot to market launch, we draw up a 90-day roadmap with clear milestones.',
            'This pace does not come from cutting corners on compliance or data protection, but from aligning in parallel rather than in sequence. Legal and technical questions are settled in the same sprint in which they arise. In projects of this kind, time-to-market is up to 40% faster as a result.',
          ],
        },
        {
          title: 'How we measure results',
          paragraphs: [
            'Before the first sprint, we agree together on how success will be measured. This gives every partner clarity and prevents a pilot from being judged on gut feeling. The KPIs depend on the use case and are tracked continuously during the pilot, not only at the end:',
          ],
          points: [
            'Offer and closing rates in the distribution journey',
            'Revenue per contract or per financing',
            'Claims frequency and claims costs for fleet solutions',
            'Time-to-market and alignment effort',
            'Feedback from customers and staff during the pilot',
          ],
        },
        {
          title: 'Intellectual property and confidentiality',
          paragraphs: [
            'Before anything is shared, everyone involved signs a confidentiality agreement. Who receives which rights to the results is set out in writing before the sprint, not afterwards. The principle: whatever knowledge, data or technology a partner brings remains its property. Jointly developed results are allocated according to each party’s agreed role in the later business model.',
            'We use personal data in sprints only where it cannot be avoided, and then on a sound legal basis under GDPR. For prototypes, we prefer anonymised or synthetic data. We do not put direct competitors into the same sprint without the consent of everyone involved.',
          ],
        },
        {
          title: 'Your first sprint',
          paragraphs: [
            'Whether you have a specific project in mind or first want to find out whether co-creation is the right approach, the free 60-minute introductory call is where we clarify the question, possible partners and the right way in. You get an honest assessment of whether a sprint is worthwhile and what it can achieve in your situation, with no sales pitch.',
          ],
        },
      ],
      faq: [
        {
          question: 'Who owns the results of a sprint?',
          answer:
            'We set this out in writing before the start. Knowledge a partner brings in stays with that partner; jointly developed results are allocated according to each party’s later role in the business model. Everyone therefore knows from the outset what they may use after the sprint, and no disputes arise when a prototype becomes a product.',
        },
        {
          question: 'Are we tied to particular partners after the pilot?',
          answer:
            'Not by us. A pilot serves to test a model under real conditions. Whether you continue with the same partners afterwards is your decision, based on the measured results. Binding agreements for regular operation are concluded directly between the partners; we prepare that decision and support it.',
        },
        {
          question: 'How much internal time should we plan for?',
          answer:
            'That depends on the format. Workshops and design sprints need one person with decision-making authority from the business side, plus input from IT, legal and sales at specific points. In a pilot, the staff who work with customers join in. We set the actual effort during sprint planning so that it remains manageable alongside day-to-day business.',
        },
      ],
    },
  },

  joinCoCreation: {
    de: {
      sections: [
        {
          title: 'Für wen das Programm gedacht ist',
          paragraphs: [
            'Das Programm verbindet zwei Gruppen. Auf der einen Seite stehen Unternehmen mit einem konkreten Anwendungsfall: Flottenbetreiber, Leasinggesellschaften, Autohäuser, Banken und Finanzierer, die Versicherung in ihr Angebot einbetten wollen. Auf der anderen Seite stehen Anbieter, die dafür Bausteine liefern: Versicherer, MGAs, Plattformen, Telematik- und Datenanbieter sowie Schadendienstleister.',
            'Gemeinsam ist allen Teilnehmenden, dass sie ein Vorhaben tatsächlich umsetzen wollen und dafür Entscheidungsträger an den Tisch bringen. Für Strategie- und Innovationsverantwortliche, Produktverantwortliche und Gründer ist das Programm ein Weg, eine Idee in kurzer Zeit mit den richtigen Partnern zu prüfen. Reine Marktbeobachtung oder Vertriebsakquise ist nicht sein Zweck.',
          ],
        },
        {
          title: 'Was Sie einbringen und was Sie erhalten',
          paragraphs: [
            'Co-Creation funktioniert nur, wenn jeder etwas beiträgt. Unternehmen bringen ihren Anwendungsfall, ihren Kundenzugang und fachliche Ansprechpartner ein. Anbieter bringen ihr Produkt, ihre Technik oder ihre Daten ein, verbunden mit der Bereitschaft, diese an einen konkreten Fall anzupassen, statt eine Standardlösung vorzustellen.',
          ],
          points: [
            'Unternehmen erhalten einen geprüften Kreis passender Partner, einen erprobten Prototyp und eine 90-Tage-Roadmap',
            'Anbieter erhalten Zugang zu konkreten Anwendungsfällen, direktes Feedback aus der Praxis und die Möglichkeit, ihre Lösung in einem Pilot unter realen Bedingungen zu zeigen',
            'Alle Teilnehmenden erhalten eine neutrale Moderation, klare Regeln zu Vertraulichkeit und Rechten sowie messbare Ergebnisse',
          ],
        },
        {
          title: 'Der Weg ins Programm',
          paragraphs: [
            'Die Aufnahme erfolgt in klaren Schritten. Jeder davon dient dazu, früh zu erkennen, ob Vorhaben und Partner zusammenpassen, damit niemand Zeit in einen Sprint investiert, der nicht trägt. Am Anfang steht das kostenlose 60-minütige Erstgespräch, das zugleich als Kennenlerngespräch dient.',
          ],
          points: [
            'Kennenlerngespräch: Ihre Ziele, Ihr Anwendungsfall oder Ihr Angebot und Ihr möglicher Beitrag',
            'Eignungsprüfung: Passung zum Programm und bei Anbietern die Qualitätsprüfung zu Datenschutz, Sicherheit, Integrationsfähigkeit und Verlässlichkeit',
            'Sprintplanung: Auswahl der Sprints, Rollen, Zeitplan sowie Vereinbarungen zu Vertraulichkeit und Rechten',
          ],
        },
        {
          title: 'Auswahlkriterien',
          paragraphs: [
            'Wir nehmen nicht jeden Interessenten auf. Entscheidend ist, ob ein Teilnehmer die Vorhaben der anderen voranbringt und selbst davon profitiert. Bei Unternehmen achten wir auf einen klaren Anwendungsfall und die Bereitschaft, intern Ressourcen bereitzustellen. Bei Anbietern prüfen wir Datenschutz, Informationssicherheit, Integrationsfähigkeit, regulatorischen Status und Verlässlichkeit im Betrieb.',
            'Eine Absage ist kein Urteil über die Qualität eines Unternehmens. Häufig passt ein Angebot schlicht nicht zu den laufenden Anwendungsfällen. In diesem Fall sagen wir offen, woran es liegt und unter welchen Bedingungen eine spätere Teilnahme sinnvoll wäre, etwa bei einem neuen Anwendungsfall oder einem erweiterten Angebot.',
          ],
        },
        {
          title: 'Ihre Verpflichtungen',
          paragraphs: [
            'Co-Creation lebt von Verbindlichkeit. Ein Sprint, in dem Entscheider fehlen oder Informationen zurückgehalten werden, bringt keinem Beteiligten etwas. Deshalb verpflichten sich alle Teilnehmenden zu wenigen, aber klaren Regeln, die vor dem ersten Sprint schriftlich festgehalten werden. Sie gelten für Unternehmen und Anbieter gleichermaßen:',
          ],
          points: [
            'eine entscheidungsbefugte Person je Sprint, die verlässlich teilnimmt',
            'Vertraulichkeit gegenüber allen Beteiligten und Respekt vor eingebrachtem Wissen',
            'offene Rückmeldung, auch wenn ein Ansatz nicht funktioniert',
            'Einhaltung der DSGVO und der vereinbarten Regeln zum Umgang mit Daten',
            'keine Vertriebsansprache anderer Teilnehmender außerhalb der vereinbarten Zusammenarbeit',
          ],
        },
        {
          title: 'Der erste Schritt',
          paragraphs: [
            'Der Einstieg ist das kostenlose 60-minütige Erstgespräch. Sie schildern Ihr Vorhaben oder Ihr Angebot, wir erläutern, welche Anwendungsfälle gerade bearbeitet werden und wo Sie mitwirken könnten. Danach wissen Sie, ob eine Teilnahme für Sie sinnvoll ist und wie die nächsten Schritte aussehen – ohne Verpflichtung und ohne Verkaufsgespräch.',
          ],
        },
      ],
      faq: [
        {
          question: 'Können Technologieanbieter auch ohne eigenen Kundenfall teilnehmen?',
          answer:
            'Ja. Anbieter bringen in der Regel keinen eigenen Anwendungsfall mit, sondern einen Baustein, der in den Vorhaben von Unternehmen gebraucht wird. Voraussetzung sind die bestandene Qualitätsprüfung und ein Angebot, das zu laufenden oder geplanten Anwendungsfällen passt. In welchem Sprint Sie mitwirken, klären wir gemeinsam in der Sprintplanung.',
        },
        {
          question: 'Sitzen Wettbewerber im selben Sprint?',
          answer:
            'Nicht ohne Zustimmung aller Beteiligten. Bei der Sprintplanung achten wir darauf, dass jede Rolle in der Regel nur einmal besetzt ist und sich keine direkten Wettbewerber gegenübersitzen. Ist es für einen Anwendungsfall sinnvoll, zwei Anbieter zu vergleichen, geschieht das offen und mit klaren Regeln zur Vertraulichkeit.',
        },
        {
          question: 'Müssen wir Kundendaten teilen?',
          answer:
            'Nur, wenn es für einen Pilot unvermeidlich ist, und dann auf einer klaren Rechtsgrundlage nach DSGVO. In Workshops und Design Sprints arbeiten wir mit anonymisierten oder synthetischen Daten. Welche Daten im Pilot fließen, wer sie verarbeitet und wie lange sie gespeichert werden, legen die Beteiligten vorab schriftlich fest.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Who the programme is for',
          paragraphs: [
            'The programme brings two groups together. On one side are companies with a specific use case: fleet operators, leasing companies, dealerships, banks and financiers that want to embed insurance in what they offer. On the other side are providers that supply the building blocks: insurers, MGAs, platforms, telematics and data providers, and claims services.',
            'What all participants share is that they genuinely intend to deliver a project and bring decision-makers to the table. For heads of strategy and innovation, product owners and founders, the programme is a way to test an idea quickly with the right partners. It is not meant for market watching or sales prospecting.',
          ],
        },
        {
          title: 'What you contribute and what you get',
          paragraphs: [
            'Co-creation only works if everyone contributes. Companies bring their use case, their customer access and subject-matter contacts. Providers bring their product, technology or data, together with a willingness to adapt it to a specific case rather than present a standard solution.',
          ],
          points: [
            'Companies get a vetted group of suitable partners, a tested prototype and a 90-day roadmap',
            'Providers get access to specific use cases, direct feedback from practice and the chance to show their solution in a pilot under real conditions',
            'All participants get neutral facilitation, clear rules on confidentiality and rights, and measurable results',
          ],
        },
        {
          title: 'The steps to join',
          paragraphs: [
            'Admission follows clear steps. Each one helps to establish early whether project and partners fit together, so that nobody invests time in a sprint that will not hold. It all begins with the free 60-minute introductory call, which also serves as the first conversation about your participation.',
          ],
          points: [
            'Introductory call: your goals, your use case or offering, and what you could contribute',
            'Fit check: fit with the programme and, for providers, the quality audit covering data protection, security, integration capability and reliability',
            'Sprint planning: choice of sprints, roles, schedule and agreements on confidentiality and rights',
          ],
        },
        {
          title: 'Selection criteria',
          paragraphs: [
            'We do not admit every applicant. What matters is whether a participant moves the others’ projects forward and benefits in return. With companies, we look for a clear use case and a willingness to commit internal resources. With providers, we assess data protection, information security, integration capability, regulatory status and operational reliability.',
            'A rejection is not a verdict on the quality of a company. Often an offering simply does not fit the use cases currently in progress. In that case we say openly why, and under which conditions taking part later would make sense, for example with a new use case or a broader offering.',
          ],
        },
        {
          title: 'Your commitments',
          paragraphs: [
            'Co-creation depends on commitment. A sprint in which decision-makers are missing or information is held back helps no one. All participants therefore commit to a few clear rules, which are set down in writing before the first sprint. They apply equally to companies and providers:',
          ],
          points: [
            'one person with decision-making authority per sprint who takes part reliably',
            'confidentiality towards everyone involved and respect for the knowledge others bring',
            'open feedback, including when an approach does not work',
            'compliance with GDPR and the agreed rules on handling data',
            'no sales approaches to other participants outside the agreed collaboration',
          ],
        },
        {
          title: 'The first step',
          paragraphs: [
            'The way in is the free 60-minute introductory call. You describe your project or your offering; we explain which use cases are currently in progress and where you could contribute. Afterwards you know whether taking part makes sense for you and what the next steps look like, with no obligation and no sales pitch.',
          ],
        },
      ],
      faq: [
        {
          question: 'Can technology providers take part without a client case of their own?',
          answer:
            'Yes. Providers usually do not bring a use case of their own but a building block that companies need for their projects. The requirements are a passed quality audit and an offering that fits current or planned use cases. Which sprint you take part in is something we agree together during sprint planning.',
        },
        {
          question: 'Will competitors sit in the same sprint?',
          answer:
            'Not without the consent of everyone involved. In sprint planning, we make sure that each role is normally filled only once and that direct competitors do not face each other. Where comparing two providers makes sense for a use case, this happens openly and with clear confidentiality rules.',
        },
        {
          question: 'Do we have to share customer data?',
          answer:
            'Only where a pilot cannot work without it, and then on a clear legal basis under GDPR. In workshops and design sprints, we work with anonymised or synthetic data. Which data flows in a pilot, who processes it and how long it is stored are set out in writing by the parties beforehand.',
        },
      ],
    },
  },

  cv: {
    de: {
      sections: [
        {
          title: 'Berufliches Profil',
          paragraphs: [
            'Thomas Keller ist Gründer und Geschäftsführer der Keller Embedded Insurance Advisory GmbH. Sein Werdegang verbindet zwei Branchen, die im Alltag eng verflochten sind, aber selten aus einer Hand betrachtet werden: die Versicherungswirtschaft und die Automobilfinanzierung. Aus dieser doppelten Perspektive berät er heute Flotten, Autohäuser, Banken und Versicherer.',
            'In mehr als 35 Jahren hat er in Führungsrollen bei Versicherern und in der Automobilfinanzierung gearbeitet, Produkte mitentwickelt, Vertriebswege aufgebaut und Partnerschaften verhandelt. Das Geschäft, das er dabei begleitet hat, umfasst mehr als 300 Mio. € Bruttoprämie. Diese Erfahrung aus beiden Branchen ist die Grundlage seiner heutigen Beratung.',
          ],
        },
        {
          title: 'Stationen',
          paragraphs: [
            'Die Stationen seines Werdegangs liegen auf beiden Seiten des Fahrzeuggeschäfts. Auf Versicherungsseite ging es um Produktentwicklung, Risikobewertung und den Aufbau von Vertriebspartnerschaften. In der Automobilfinanzierung standen Finanzierungs- und Leasingprodukte, das F&I-Geschäft im Autohaus und die Zusammenarbeit mit Händlernetzen im Mittelpunkt.',
          ],
          points: [
            'Führungsrollen bei Versicherern mit Verantwortung für Produkt und Vertrieb',
            'Führungsrollen in der Automobilfinanzierung an der Schnittstelle zu Handel und Flotten',
            'Aufbau und Steuerung von Kooperationen zwischen Versicherern, Finanzierern und Händlern',
          ],
        },
        {
          title: 'Fachliche Schwerpunkte',
          paragraphs: [
            'Aus diesen Stationen sind die Schwerpunkte entstanden, in denen er Kunden heute berät. Sie verbinden Produkt, Vertrieb und Regulierung, weil ein eingebettetes Versicherungsmodell nur dann trägt, wenn diese Ebenen zusammenpassen und jede Seite versteht, was die andere braucht. Welche Schwerpunkte in einem Projekt zählen, hängt vom Vorhaben ab.',
          ],
          points: [
            'Embedded Insurance: Versicherung in Fahrzeug, Finanzierung und Service integrieren',
            'F&I: Abschlussquoten, Produktpakete und Verkaufsprozesse im Autohaus',
            'Flottenrisiken: Schadenanalyse, Prävention, Telematik und Halterpflichten',
            'Partner-Ökosysteme: Rollen, Schnittstellen und Erlösmodelle zwischen Versicherern, Plattformen und Vertriebspartnern',
            'Regulierung: IDD, § 34d GewO, DSGVO und die Erwartungen der BaFin in der Praxis',
          ],
        },
        {
          title: 'Arbeitsweise',
          paragraphs: [
            'Thomas Keller arbeitet unabhängig von Versicherern, Plattformen und Datenanbietern. Er verkauft keine Produkte und empfiehlt nur, was er für den jeweiligen Kunden für richtig hält. Seine Beratung ist direkt: Er benennt Risiken und Grenzen eines Vorhabens früh, auch wenn das unbequem ist, und misst Erfolg an vereinbarten Kennzahlen statt an Präsentationen.',
            'Co-Creation ist für ihn Methode, kein Etikett: Entscheidungsträger aller Beteiligten arbeiten gemeinsam an einem konkreten Ergebnis. Geprägt ist diese Arbeitsweise von der Erfahrung, dass 95 % der Embedded-Insurance-Projekte scheitern, meist an Abstimmung und Schnittstellen und nicht an der Idee selbst. Deshalb beginnt jedes Projekt mit der Klärung von Rollen und Zuständigkeiten.',
          ],
        },
        {
          title: 'Vorträge und Veröffentlichungen',
          paragraphs: [
            'Thomas Keller spricht auf Fachkonferenzen, Branchentreffen und Unternehmensveranstaltungen über Embedded Insurance, F&I, Flottenrisiken und Partner-Ökosysteme, auf Deutsch und auf Englisch. In Fachbeiträgen und Gesprächen mit der Fachpresse ordnet er Entwicklungen im Versicherungsvertrieb und in der Mobilität ein, mit dem Anspruch, Praxis verständlich zu machen, statt Trends auszurufen.',
          ],
        },
        {
          title: 'Von der Erfahrung zur Gründung',
          paragraphs: [
            'Keller Advisory in München ist aus der Beobachtung entstanden, dass Versicherer, Finanzierer, Händler und Technologieanbieter oft dasselbe Ziel verfolgen, aber aneinander vorbeiarbeiten. Es fehlte eine unabhängige Instanz, die alle Seiten versteht und koordiniert, ohne selbst Produkte zu verkaufen. Diese Rolle übernimmt die Beratung heute.',
            'Wenn Sie wissen möchten, was diese Erfahrung für Ihr Vorhaben bedeutet, ist das kostenlose 60-minütige Erstgespräch der einfachste Weg. Sie schildern Ihre Ausgangslage und erhalten eine ehrliche Einschätzung, wo Sie stehen und welcher nächste Schritt sinnvoll ist – ohne Verkaufsgespräch. Das Gespräch eignet sich auch für eine zweite Meinung zu einem laufenden Vorhaben.',
          ],
        },
      ],
      faq: [
        {
          question: 'Ist Thomas Keller an einen Versicherer oder Anbieter gebunden?',
          answer:
            'Nein. Keller Advisory ist weder Makler noch Versicherer, Plattform oder Datenanbieter und verkauft keine eigenen Produkte. Die Erfahrung aus Führungsrollen bei Versicherern und in der Automobilfinanzierung fließt in die Beratung ein, eine Bindung an Anbieter entsteht daraus nicht. Empfehlungen richten sich allein nach dem Vorhaben des Kunden.',
        },
        {
          question: 'In welchen Sprachen berät er?',
          answer:
            'Auf Deutsch und auf Englisch. Damit lassen sich Projekte im gesamten DACH-Raum ebenso begleiten wie Vorhaben mit internationalen Versicherern, Rückversicherern oder Technologieanbietern. Workshops, Co-Creation-Sprints und Vorträge finden in der Sprache statt, die für die Beteiligten am besten passt; gemischtsprachige Runden sind in Ökosystem-Projekten keine Ausnahme.',
        },
        {
          question: 'Für wen ist seine Erfahrung besonders relevant?',
          answer:
            'Für Flottenbetreiber und Leasinggesellschaften, Autohäuser sowie Banken, Finanzierer und Versicherer, also überall dort, wo Fahrzeug, Finanzierung und Versicherung zusammentreffen. Ebenso für Strategie- und Partnerschaftsverantwortliche, Produktverantwortliche, Gründer und Technologieanbieter, die ein eingebettetes Versicherungsmodell aufbauen und dafür die Perspektiven aller Beteiligten brauchen.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Professional profile',
          paragraphs: [
            'Thomas Keller is the founder and managing director of Keller Embedded Insurance Advisory GmbH. His career connects two industries that are closely intertwined in practice but rarely seen from a single vantage point: insurance and automotive finance. From this dual perspective, he now advises fleets, dealerships, banks and insurers.',
            'Over more than 35 years, he has worked in leadership roles at insurers and in automotive finance, helped develop products, built distribution channels and negotiated partnerships. The business he has been involved in amounts to more than €300m in gross written premium. This experience from both industries is the foundation of his advice today.',
          ],
        },
        {
          title: 'Career path',
          paragraphs: [
            'His career has taken him to both sides of the vehicle business. On the insurance side, the focus was on product development, risk assessment and building distribution partnerships. In automotive finance, it was on financing and leasing products, the F&I business in dealerships and cooperation with dealer networks.',
          ],
          points: [
            'Leadership roles at insurers with responsibility for product and distribution',
            'Leadership roles in automotive finance at the interface with dealers and fleets',
            'Setting up and steering partnerships between insurers, financiers and dealers',
          ],
        },
        {
          title: 'Areas of expertise',
          paragraphs: [
            'These roles shaped the areas in which he advises clients today. They combine product, distribution and regulation, because an embedded insurance model only holds up when these levels fit together and each side understands what the other needs. Which of them matter most depends on the project.',
          ],
          points: [
            'Embedded insurance: building cover into the vehicle, the financing and the service contract',
            'F&I: closing rates, product bundles and sales processes in dealerships',
            'Fleet risk: claims analysis, prevention, telematics and duty of care',
            'Partner ecosystems: roles, interfaces and revenue models between insurers, platforms and distribution partners',
            'Regulation: IDD, § 34d GewO, GDPR and BaFin’s expectations in practice',
          ],
        },
        {
          title: 'Ways of working',
          paragraphs: [
            'Thomas Keller works independently of insurers, platforms and data providers. He sells no products and recommends only what he considers right for the client in question. His advice is direct: he names the risks and limits of a project early, even when that is uncomfortable, and measures success by agreed KPIs rather than by presentations.',
            'For him, co-creation is a method, not a label: decision-makers from every party work together on a concrete result. This approach is shaped by the experience that 95% of embedded insurance projects fail, mostly because of alignment and interfaces rather than the idea itself. That is why every project begins by clarifying roles and responsibilities.',
          ],
        },
        {
          title: 'Speaking and publications',
          paragraphs: [
            'Thomas Keller speaks at industry conferences, sector gatherings and corporate events on embedded insurance, F&I, fleet risk and partner ecosystems, in German and in English. In articles and conversations with the trade press, he puts developments in insurance distribution and mobility into context, aiming to make practice understandable rather than to proclaim trends.',
          ],
        },
        {
          title: 'From experience to founding',
          paragraphs: [
            'Keller Advisory in Munich grew out of the observation that insurers, financiers, dealers and technology providers often pursue the same goal but work past each other. What was missing was an independent party that understands every side and coordinates them without selling products of its own. That is the role the consultancy fills today.',
            'If you would like to know what this experience means for your project, the free 60-minute introductory call is the simplest way to find out. You describe your situation and receive an honest assessment of where you stand and which next step makes sense, with no sales pitch. The call is also a good way to get a second opinion on an ongoing project.',
          ],
        },
      ],
      faq: [
        {
          question: 'Is Thomas Keller tied to an insurer or provider?',
          answer:
            'No. Keller Advisory is neither a broker nor an insurer, platform or data provider, and it sells no products of its own. Experience from leadership roles at insurers and in automotive finance informs the advice, but it creates no ties to any provider. Recommendations are based solely on the client’s project.',
        },
        {
          question: 'In which languages does he advise?',
          answer:
            'In German and in English. This makes it possible to support projects across the DACH region as well as initiatives involving international insurers, reinsurers or technology providers. Workshops, co-creation sprints and talks take place in whichever language suits the participants best; mixed-language groups are common in ecosystem projects.',
        },
        {
          question: 'For whom is his experience particularly relevant?',
          answer:
            'For fleet operators and leasing companies, car dealerships, and banks, financiers and insurers – wherever vehicle, financing and insurance meet. Equally for heads of strategy and partnerships, product owners, founders and technology providers who are building an embedded insurance model and need the perspectives of every party involved.',
        },
      ],
    },
  },

  keynoteSpeaker: {
    de: {
      sections: [
        {
          title: 'Themen',
          paragraphs: [
            'Die Vorträge setzen dort an, wo Versicherung, Mobilität und Finanzierung zusammentreffen. Jedes Thema wird auf Publikum und Anlass zugeschnitten, von der Vorstandsklausur bis zur Vertriebstagung. Die Inhalte stützen sich auf Erfahrungen aus mehr als 35 Jahren in Versicherung und Automobilfinanzierung, nicht auf Trendberichte.',
          ],
          points: [
            'Embedded Insurance in der Mobilität: wie Versicherung in Fahrzeug, Finanzierung und Service wandert und wer davon profitiert',
            'Warum 95 % der Embedded-Insurance-Projekte scheitern – und was die übrigen anders machen',
            'F&I als Ertragshebel: was eine F&I-Abschlussquote von 60 % von einer Quote über 85 % trennt',
            'Flottenrisiken und Telematik: Daten, Prävention, Halterpflichten und Datenschutz',
            'Ökosysteme statt Einzelpartnerschaften: wie Versicherer, Plattformen, Händler und Banken zusammenarbeiten',
          ],
        },
        {
          title: 'Was Ihr Publikum mitnimmt',
          paragraphs: [
            'Ein guter Vortrag verändert, wie Zuhörer am nächsten Tag arbeiten. Deshalb enthält jede Keynote konkrete Beispiele aus der Praxis, etwa eine Flotte mit 220 Fahrzeugen, deren Schadenkosten innerhalb von sechs Monaten um 28 % sanken, und klare Fragen, die das Publikum auf die eigene Organisation anwenden kann.',
            'Thomas Keller verzichtet auf Schlagworte und spricht auch die unbequemen Seiten an: regulatorische Anforderungen aus IDD und DSGVO, Interessenkonflikte zwischen Partnern und die Gründe, warum viele Vorhaben nach dem Pilot stehen bleiben. Das macht die Vorträge für Fachpublikum ebenso geeignet wie für Führungskreise, die eine nüchterne Einordnung suchen.',
          ],
        },
        {
          title: 'Formate',
          paragraphs: [
            'Länge und Ablauf stimmen wir mit Ihnen ab; Vorträge sind vor Ort und online möglich. Für Inhouse-Veranstaltungen empfiehlt sich ein Termin vor Ort, weil die Diskussion dort erfahrungsgemäß offener verläuft. Auf Wunsch erhalten Teilnehmende im Anschluss eine kurze Zusammenfassung der wichtigsten Aussagen.',
          ],
          points: [
            'Keynote: Impulsvortrag für Konferenzen, Jahrestagungen und Kundenveranstaltungen',
            'Podiumsdiskussion: als Diskutant oder Moderator zu Versicherungsvertrieb, Mobilität und Regulierung',
            'Workshop: Vortrag mit anschließender Arbeitsphase, in der Teilnehmende eigene Fragestellungen bearbeiten',
            'Inhouse-Termin: vertrauliche Runde für Vorstand, Geschäftsleitung oder Projektteam, zugeschnitten auf Ihre Lage',
          ],
        },
        {
          title: 'Sprachen und Publikum',
          paragraphs: [
            'Vorträge sind auf Deutsch und auf Englisch möglich. Typische Zuhörer sind Vorstände und Geschäftsführer, Strategie- und Partnerschaftsverantwortliche, Produktverantwortliche, Innovations- und Digitalisierungsverantwortliche sowie Vertriebsteams aus Versicherung, Banken, Automobilhandel und Flottenmanagement. Bei gemischtem Publikum passen wir Tiefe und Beispiele so an, dass Fachleute und Generalisten gleichermaßen folgen können.',
          ],
        },
        {
          title: 'Anfrage und Buchung',
          paragraphs: [
            'Für eine Anfrage genügen zunächst Anlass, Datum, Ort, Publikum und gewünschtes Format. In einem Vorgespräch klären wir Schwerpunkte, Erwartungen und den Rahmen der Veranstaltung; dafür eignet sich das kostenlose 60-minütige Erstgespräch. Anschließend erhalten Sie einen Vorschlag für Titel, Inhalt und Ablauf, den wir bei Bedarf gemeinsam verfeinern.',
            'Arbeiten Sie über die Veranstaltung hinaus an einem Vorhaben zu Embedded Insurance, lässt sich das Gespräch auch dafür nutzen: Sie erhalten eine unabhängige Einschätzung Ihrer Ausgangslage und der sinnvollen nächsten Schritte – ohne Verkaufsgespräch. Vortrag und Beratung bleiben dabei klar getrennt: Die Keynote ordnet ein, das Gespräch geht auf Ihre konkrete Lage ein.',
          ],
        },
      ],
      faq: [
        {
          question: 'Lässt sich der Vortrag auf unsere Veranstaltung zuschneiden?',
          answer:
            'Ja, das ist der Regelfall. Im Vorgespräch klären wir, wer im Publikum sitzt, welche Fragen es beschäftigen und welche Rolle der Vortrag im Programm spielt. Daraus entstehen Titel, Schwerpunkte und Beispiele. Ein Vortrag von der Stange ist nicht das Ziel; jede Keynote wird für den jeweiligen Anlass vorbereitet.',
        },
        {
          question: 'Ist die Keynote eine Verkaufspräsentation?',
          answer:
            'Nein. Der Vortrag ordnet ein und gibt Anregungen; er wirbt weder für Produkte noch für Anbieter oder Beratungsleistungen. Weil Keller Advisory anbieterneutral arbeitet, werden auf der Bühne keine Anbieter empfohlen. Wer im Anschluss über ein konkretes Vorhaben sprechen möchte, kann dafür ein separates Gespräch vereinbaren.',
        },
        {
          question: 'Ist auch ein englischsprachiger Vortrag möglich?',
          answer:
            'Ja. Thomas Keller spricht auf Deutsch und auf Englisch, auch vor internationalem Publikum mit Teilnehmenden aus Versicherung, Rückversicherung und Technologie. Beispiele und regulatorische Bezüge passen wir an, damit sie auch für Zuhörer außerhalb des DACH-Raums verständlich und relevant sind, etwa durch Einordnung deutscher Vorschriften in den europäischen Rahmen der IDD.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Topics',
          paragraphs: [
            'The talks start where insurance, mobility and finance meet. Each topic is tailored to the audience and the occasion, from a board retreat to a sales conference. The content draws on more than 35 years of experience in insurance and automotive finance, not on trend reports.',
          ],
          points: [
            'Embedded insurance in mobility: how insurance is moving into the vehicle, the financing and the service contract, and who benefits',
            'Why 95% of embedded insurance projects fail – and what the rest do differently',
            'F&I as a profit lever: what separates an F&I closing rate of 60% from one above 85%',
            'Fleet risk and telematics: data, prevention, duty of care and data protection',
            'Ecosystems rather than one-off partnerships: how insurers, platforms, dealers and banks work together',
          ],
        },
        {
          title: 'What your audience takes away',
          paragraphs: [
            'A good talk changes how people work the next day. That is why every keynote includes concrete examples from practice, such as a 220-vehicle fleet that cut its incident costs by 28% over six months, along with clear questions the audience can apply to their own organisation.',
            'Thomas Keller avoids buzzwords and also addresses the uncomfortable aspects: regulatory requirements under the IDD and GDPR, conflicts of interest between partners and the reasons why many projects stall after the pilot. This makes the talks as suitable for specialist audiences as for leadership teams looking for a sober assessment.',
          ],
        },
        {
          title: 'Formats',
          paragraphs: [
            'We agree length and running order with you; talks can be given on site or online. For in-house sessions, meeting in person is advisable, as discussion tends to be more open. On request, participants receive a short summary of the key points afterwards.',
          ],
          points: [
            'Keynote: a talk for conferences, annual meetings and client events',
            'Panel: as panellist or moderator on insurance distribution, mobility and regulation',
            'Workshop: a talk followed by a working session in which participants tackle their own questions',
            'In-house session: a confidential meeting for the board, management or a project team, tailored to your situation',
          ],
        },
        {
          title: 'Languages and audiences',
          paragraphs: [
            'Talks are available in German and in English. Typical audiences include board members and managing directors, heads of strategy and partnerships, product owners, innovation and digital transformation leaders, and sales teams from insurance, banking, automotive retail and fleet management. For mixed audiences, we adjust depth and examples so that specialists and generalists can follow equally well.',
          ],
        },
        {
          title: 'Enquiries and booking',
          paragraphs: [
            'To start an enquiry, the occasion, date, location, audience and preferred format are enough. In a preliminary conversation we clarify focus, expectations and the setting of the event; the free 60-minute introductory call is well suited to this. You then receive a proposal for title, content and running order, which we refine together if needed.',
            'If, beyond the event, you are working on an embedded insurance project, the call can serve that purpose too: you receive an independent assessment of your starting position and the sensible next steps, with no sales pitch. Talk and advice remain clearly separate: the keynote provides perspective, the call addresses your specific situation.',
          ],
        },
      ],
      faq: [
        {
          question: 'Can the talk be tailored to our event?',
          answer:
            'Yes, that is the norm. In the preliminary conversation we establish who is in the audience, which questions concern them and what role the talk plays in the programme. Title, focus and examples follow from that. An off-the-shelf talk is not the aim; every keynote is prepared for the occasion in question.',
        },
        {
          question: 'Is the keynote a sales presentation?',
          answer:
            'No. The talk provides perspective and ideas; it does not promote products, providers or consulting services. Because Keller Advisory is vendor-neutral, no providers are recommended from the stage. Anyone who wants to discuss a specific project afterwards can arrange a separate conversation for that purpose.',
        },
        {
          question: 'Is a talk in English possible?',
          answer:
            'Yes. Thomas Keller speaks in German and in English, including to international audiences with participants from insurance, reinsurance and technology. We adapt examples and regulatory references so that they are clear and relevant for listeners outside the DACH region, for instance by placing German rules within the European framework of the IDD.',
        },
      ],
    },
  },

  seoMonitoring: {
    de: {
      sections: [
        {
          title: 'Beobachtete Themen je Zielgruppe',
          paragraphs: [
            'Die Sichtbarkeit wird entlang der Themen beobachtet, nach denen die Zielgruppen der Website suchen. Für Flottenbetreiber und Leasinggesellschaften sind das etwa Flottenversicherung, Schadenprävention, Telematik und Halterpflichten. Für Autohäuser stehen F&I, GAP-Versicherung, Garantieverlängerung und Servicebindung im Vordergrund, für Banken, Finanzierer und Versicherer Embedded Insurance, eingebetteter Vertrieb und Produktfreigabe.',
          ],
        },
        {
          title: 'Was gemessen wird',
          paragraphs: [
            'Grundlage sind die Berichte, die Suchmaschinen für Websitebetreiber bereitstellen, ergänzt um regelmäßige Prüfungen von Sitemap, Titeln, Beschreibungen und Sprachverweisen. Beide Sprachversionen werden getrennt ausgewertet, damit Unterschiede sichtbar werden, etwa fehlende Übersetzungen oder abweichende Titel. Die Ergebnisse werden je Zielgruppe zusammengefasst.',
          ],
          points: [
            'Indexierte Seiten: ob alle indexierbaren Seiten im Index stehen und interne Seiten ausgeschlossen bleiben',
            'Rankings für Kernthemen: Positionen der zugeordneten Seiten für die beobachteten Suchbegriffe',
            'Klickrate: Verhältnis von Klicks zu Impressionen je Seite und Suchbegriff',
            'Core Web Vitals: Ladezeit, Reaktionsfähigkeit und visuelle Stabilität aus Felddaten',
          ],
        },
        {
          title: 'Rhythmus der Auswertung',
          paragraphs: [
            'Indexierung und Core Web Vitals werden monatlich geprüft, Rankings und Klickraten quartalsweise im Zusammenhang bewertet. Nach größeren Änderungen an Inhalten oder Struktur folgt eine zusätzliche Prüfung. Auffälligkeiten werden dokumentiert, einer Seite zugeordnet und mit einer konkreten Maßnahme versehen, etwa einer Überarbeitung von Titel und Beschreibung.',
          ],
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Tracked topics per audience',
          paragraphs: [
            'Visibility is tracked along the topics the site’s audiences search for. For fleet operators and leasing companies, these include fleet insurance, claims prevention, telematics and duty of care. For car dealerships, the focus is on F&I, GAP insurance, warranty extensions and service retention; for banks, financiers and insurers, on embedded insurance, embedded distribution and product governance.',
          ],
        },
        {
          title: 'What is measured',
          paragraphs: [
            'The basis is the reporting that search engines provide to site owners, supplemented by regular checks of the sitemap, titles, descriptions and language references. Both language versions are analysed separately, so that differences such as missing translations or diverging titles become visible. The results are summarised by audience.',
          ],
          points: [
            'Indexed pages: whether every indexable page is in the index and internal pages stay excluded',
            'Rankings for core topics: positions of the assigned pages for the tracked search terms',
            'Click-through rate: clicks relative to impressions per page and search term',
            'Core Web Vitals: loading, responsiveness and visual stability from field data',
          ],
        },
        {
          title: 'Review rhythm',
          paragraphs: [
            'Indexing and Core Web Vitals are checked monthly; rankings and click-through rates are reviewed together each quarter. Any major change to content or structure triggers an additional check. Issues are documented, assigned to a page and given a specific action, such as revising the title and description.',
          ],
        },
      ],
    },
  },
} satisfies Partial<Record<RouteKey, Localized<PageBody>>>;
