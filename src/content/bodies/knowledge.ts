import type { RouteKey } from '@/site/routes';
import type { Localized, PageBody } from '../types';

export const knowledgeBodies = {
  insights: {
    de: {
      sections: [
        {
          title: 'Wo der Wert entsteht: Autohaus, Flotte, Bank',
          paragraphs: [
            'Embedded Insurance entsteht dort, wo ein Kunde ohnehin eine Entscheidung trifft: beim Fahrzeugkauf, beim Abschluss eines Leasing- oder Finanzierungsvertrags, bei der Übergabe eines Dienstwagens. Wer diesen Moment verantwortet, hat den Zugang zum Kunden – und damit den eigentlichen Wert. Im Mobilitätsumfeld des DACH-Raums sind das vor allem Autohäuser, Flottenbetreiber mit ihren Leasinggesellschaften und die finanzierenden Banken.',
            'Die Werthebel unterscheiden sich deutlich. Produkt, Ertragslogik und Entscheidungswege sind jeweils andere, deshalb lohnt sich für jeden dieser Akteure ein eigener Blick:',
          ],
          points: [
            'Autohäuser: Garantie, GAP und Wartungsverträge als F&I-Ertrag; die Abschlussquote lässt sich in Projekten dieser Art typischerweise von 60 % auf 85 %+ entwickeln, der Serviceumsatz um 15–25 % steigern',
            'Flotten und Leasinggesellschaften: Versicherungskosten, die sich durch Prävention und passende Deckungsstrukturen um 20–30 % senken lassen, dazu Versicherungsbausteine direkt in der Leasingrate',
            'Banken und Finanzierer: bis zu 2–4 % Zusatzertrag je Finanzierung, wenn der Schutz Teil der Finanzierungsentscheidung ist und nicht am Ende der Strecke angehängt wird',
          ],
        },
        {
          title: 'Was Aufsicht und Regulierung erwarten',
          paragraphs: [
            'Wer Versicherungen in das eigene Angebot einbettet, bewegt sich im Vertriebsrecht – auch wenn das Produkt nur ein Häkchen in der Antragsstrecke ist. Die IDD und ihre Umsetzung in VVG und Gewerbeordnung verlangen eine bedarfsgerechte Information des Kunden, eine dokumentierte Beratung, wo sie geschuldet ist, und einen sauberen Umgang mit Interessenkonflikten und Vergütung. Ob ein Autohaus eine Erlaubnis nach § 34d GewO braucht oder als produktakzessorischer Vermittler auftreten kann, hängt vom konkreten Modell ab und gehört vor den Start geklärt.',
            'Die BaFin erwartet, dass Versicherungsprodukte für einen klar definierten Zielmarkt entwickelt, freigegeben und laufend überwacht werden. Für Embedded-Modelle heißt das: Der Versicherer bleibt für die Produktüberwachung verantwortlich, muss aber wissen, wie sein Produkt beim Vertriebspartner tatsächlich angeboten wird. Hinzu kommen DSGVO und TDDDG, sobald Fahrzeug-, Telematik- oder Finanzierungsdaten fließen. Wer diese Fragen früh beantwortet, kann den Compliance-Aufwand um bis zu 60 % senken. Wer sie spät stellt, baut die Strecke zweimal.',
          ],
        },
        {
          title: 'Technologie: APIs, Telematik und Daten verschieben die Rollen',
          paragraphs: [
            'Technisch ist Embedded Insurance heute weniger anspruchsvoll als noch vor einigen Jahren. Viele Versicherer und MGAs bieten Schnittstellen für Tarifierung, Antrag und Policierung an, Plattformen bündeln mehrere Produkte und übernehmen Teile der Verwaltung. Damit verschiebt sich die Frage von „Können wir das anbinden?“ zu „Wer verantwortet welchen Teil der Kundenbeziehung?“.',
            'Telematik und Fahrzeugdaten verändern vor allem das Flottengeschäft. Daten zu Fahrverhalten, Schadenhergang und Standzeiten ermöglichen Prävention statt reiner Schadenregulierung und Tarife, die gutes Risiko belohnen. Voraussetzung sind eine tragfähige Rechtsgrundlage nach DSGVO, beim Zugriff auf Endgeräte die Vorgaben des TDDDG und in Betrieben mit Betriebsrat eine Vereinbarung über die Nutzung der Daten.',
            'Bei Banken und Autohäusern liegt der Datenhebel in der Vorbefüllung: Fahrzeug, Finanzierungsbetrag und Laufzeit sind bereits bekannt. Wer diese Angaben nutzt, um ohne Mehrfacheingaben ein passendes Angebot zu zeigen, verkürzt die Strecke und kann die Abschlussquote in Projekten dieser Art um bis zu 25 % erhöhen.',
          ],
        },
        {
          title: 'Warum 95 % der Projekte scheitern',
          paragraphs: [
            'Die hohe Ausfallquote hat selten mit dem Versicherungsprodukt zu tun. In gescheiterten Vorhaben wiederholen sich andere Muster:',
          ],
          points: [
            'Das Produkt wird vom Versicherer aus gedacht, nicht vom Kaufmoment des Kunden',
            'Niemand verantwortet die Kundenbeziehung über alle Beteiligten hinweg',
            'Verkäufer und Vertrieb am Point of Sale werden erst eingebunden, wenn alles fertig ist',
            'Compliance prüft am Ende, statt mitzuentwickeln – und die Strecke muss neu gebaut werden',
            'Der Business Case rechnet mit Prämienvolumen, aber ohne Annahmen zu Abschlussquote, Storno und Schadenprozess',
            'Der Pilot hat weder Kennzahlen noch einen Weg zur Skalierung',
          ],
        },
        {
          title: 'Was erfolgreiche Projekte anders machen',
          paragraphs: [
            'Erfolgreiche Vorhaben beginnen mit einer einfachen Frage: In welchem Moment braucht der Kunde Schutz, und wer ist dann bei ihm? Von dort aus werden Produkt, Strecke und Partner ausgewählt – nicht umgekehrt. Die Rollen zwischen Vertriebspartner, Versicherer, Plattform und Datenanbieter sind schriftlich geklärt, bevor gebaut wird.',
            'Sie arbeiten zudem in kurzen, messbaren Schritten. Ein MVP in 2–4 Wochen, erste Ergebnisse nach 14 Tagen und eine 90-Tage-Roadmap mit festen Entscheidungspunkten schaffen Verbindlichkeit, ohne dass gleich ein Großprojekt beauftragt werden muss. Compliance sitzt von Anfang an mit am Tisch, und ein vorab vereinbartes KPI-Set zeigt früh, ob der Ansatz trägt. In Projekten dieser Art ist so eine um 40 % schnellere Time-to-Market realistisch.',
            'Und sie haben jemanden, der das Ökosystem orchestriert: unabhängig von einzelnen Anbietern, mit Versicherungskompetenz an der Schnittstelle zwischen den Beteiligten und mit dem Auftrag, Entscheidungen einzufordern. Genau diese Rolle übernehmen wir – anbieterneutral und ohne Provisionsinteresse.',
          ],
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Where the value lies: dealerships, fleets, banks',
          paragraphs: [
            'Embedded insurance comes into play where customers are already making a decision: buying a vehicle, signing a lease or financing agreement, taking over a company car. Whoever owns that moment has access to the customer, and that is where the real value sits. In the DACH mobility market, this means above all car dealerships, fleet operators with their leasing companies, and the banks that provide the financing.',
            'The levers differ considerably. Each of these players has its own product, revenue logic and decision-making process, so each deserves a separate look:',
          ],
          points: [
            'Dealerships: warranty, GAP and service contracts as F&I income; in projects of this kind, closing rates can typically be developed from 60% to 85%+ and service revenue raised by 15–25%',
            'Fleets and leasing companies: insurance costs that prevention and better-suited cover structures can reduce by 20–30%, plus insurance components built directly into the lease payment',
            'Banks and lenders: up to 2–4% additional revenue per financing when protection is part of the financing decision rather than tacked on at the end of the journey',
          ],
        },
        {
          title: 'What regulators and supervisors expect',
          paragraphs: [
            'Embedding insurance in your own offering means operating under distribution law, even if the product is no more than a tick box in the application journey. The IDD, as transposed into German law through the VVG and the Trade Regulation Act, requires customers to be informed according to their needs, advice to be documented wherever it is owed, and conflicts of interest and remuneration to be handled properly. Whether a dealership needs a licence under § 34d GewO or can act as an ancillary intermediary depends on the specific model, and it should be settled before launch.',
            'BaFin expects insurance products to be designed, approved and monitored for a clearly defined target market. For embedded models, this means the insurer remains responsible for product oversight but needs to know how its product is actually presented by the distribution partner. GDPR and TDDDG requirements apply as soon as vehicle, telematics or financing data is exchanged. Answer these questions early and compliance effort can fall by up to 60%. Raise them late and you end up building the journey twice.',
          ],
        },
        {
          title: 'Technology: APIs, telematics and data are shifting roles',
          paragraphs: [
            'Technically, embedded insurance is less demanding today than it was a few years ago. Many insurers and MGAs offer interfaces for pricing, application and policy issuance, while platforms bundle several products and take over parts of the administration. The question has therefore moved from ‘Can we integrate this?’ to ‘Who is responsible for which part of the customer relationship?’.',
            'Telematics and vehicle data are changing the fleet business in particular. Data on driving behaviour, the circumstances of incidents and vehicle downtime makes prevention possible rather than mere claims settlement, and supports pricing that rewards good risks. The prerequisites are a sound legal basis under the GDPR, compliance with the TDDDG where terminal devices are accessed, and, in companies with a works council, an agreement on how the data is used.',
            'For banks and dealerships, the data lever is pre-filling: the vehicle, the amount financed and the term are already known. Using them to present a suitable offer without duplicate data entry shortens the journey and, in projects of this kind, can raise closing rates by up to 25%.',
          ],
        },
        {
          title: 'Why 95% of projects fail',
          paragraphs: [
            'The high failure rate rarely has anything to do with the insurance product. Failed projects tend to share other patterns:',
          ],
          points: [
            'The product is designed from the insurer’s perspective, not from the customer’s moment of purchase',
            'Nobody owns the customer relationship across all the parties involved',
            'Sales staff at the point of sale are brought in only once everything is finished',
            'Compliance reviews at the end instead of helping to shape the product, and the journey has to be rebuilt',
            'The business case counts on premium volume but makes no assumptions about closing rates, cancellations or the claims process',
            'The pilot has neither KPIs nor a route to scale',
          ],
        },
        {
          title: 'What successful projects do differently',
          paragraphs: [
            'Successful projects start with a simple question: at what moment does the customer need protection, and who is with them at that point? Product, journey and partners are chosen from there, not the other way round. The roles of distribution partner, insurer, platform and data provider are agreed in writing before anything is built.',
            'They also work in short, measurable steps. An MVP in 2–4 weeks, first results in 14 days and a 90-day roadmap with fixed decision points create commitment without the need to commission a large project up front. Compliance is part of the team from day one, and a KPI set agreed in advance shows early on whether the approach is working. In projects of this kind, a 40% faster time-to-market is a realistic target.',
            'And they have someone orchestrating the ecosystem: independent of individual vendors, with insurance expertise at the interface between the parties, and with a mandate to press for decisions. That is precisely the role we take on, vendor-neutral and with no interest in commission.',
          ],
        },
      ],
    },
  },
  caseStudies: {
    de: {
      sections: [
        {
          title: 'Flotte: 28 % weniger Schadenkosten in sechs Monaten',
          paragraphs: [
            'Ausgangslage: Ein mittelständischer Logistikbetreiber mit 220 Fahrzeugen, überwiegend Transporter in der Zustellung, hatte mit steigenden Schadenkosten und einer schwierigen Verlängerungsverhandlung zu kämpfen. Telematik war bereits verbaut, wurde aber nur für die Disposition genutzt. Schäden wurden gemeldet und reguliert, aber nicht ausgewertet; wer für Prävention zuständig war, blieb offen.',
            'Vorgehen: Zunächst haben wir die Schäden der zurückliegenden Jahre nach Ursache, Fahrzeuggruppe und Standort ausgewertet. Dabei zeigten sich klare Muster: Rangierschäden an einzelnen Standorten und eine Häufung bei Fahrern in den ersten Monaten nach ihrer Einstellung. Genau dort setzten die Maßnahmen an – mit Telematikdaten, gezielten Fahrerunterweisungen und einem neu geordneten Schadenprozess. Der Betriebsrat war von Beginn an eingebunden.',
            'Ergebnis: Nach sechs Monaten lagen die Schadenkosten um 28 % niedriger. Das Unternehmen ging mit einer dokumentierten Schadenhistorie und einem belastbaren Präventionskonzept in die Gespräche mit dem Versicherer. Entscheidend war weniger die einzelne Maßnahme als die Konsequenz in der Umsetzung: feste Zuständigkeiten und ein regelmäßiger Blick auf die Zahlen.',
          ],
          points: [
            'Schadenauswertung nach Ursache, Fahrzeuggruppe, Standort und Dauer der Betriebszugehörigkeit',
            'Betriebsvereinbarung zur Nutzung der vorhandenen Telematikdaten, DSGVO-konform und mit transparenter Information der Fahrer',
            'Telematikbasierte Prävention: Auswertung von Brems- und Geschwindigkeitsmustern, Rückmeldung an die Fahrer statt Sanktionen',
            'Gezielte Fahrerunterweisungen für neue Fahrer und für Standorte mit Rangierschäden, dokumentiert als Teil der Halterpflichten',
            'Neuer Schadenprozess: Meldung am selben Tag per App, klare Zuständigkeit, Steuerung in Partnerwerkstätten',
            'Monatliches Review der Kennzahlen mit Fuhrparkleitung und Standortverantwortlichen',
          ],
        },
        {
          title: 'Autohausgruppe: Programm für eine F&I-Abschlussquote von 85 %+',
          paragraphs: [
            'Ausgangslage: Eine regionale Autohausgruppe mit mehreren Standorten und Marken verkaufte Garantie-, GAP- und Wartungsprodukte sehr unterschiedlich. An manchen Standorten gehörten sie zu jedem Verkaufsgespräch, an anderen wurden sie kaum angesprochen. Die Abschlussquote bewegte sich im Bereich von 60 %, der in vielen Häusern typisch ist. Eine einheitliche Messung je Verkäufer und Produkt gab es nicht, das Produktangebot war über Jahre gewachsen.',
            'Vorgehen: Statt neue Produkte einzukaufen, haben wir mit der Geschäftsführung ein Programm aufgesetzt, das Produkte, Prozess und Menschen gemeinsam betrachtet. Das Portfolio wurde bereinigt und mit den Versicherern auf die Kundengruppen der Gruppe abgestimmt. Die Absicherung rückte vom Übergabetermin in die Fahrzeugberatung, die Verkäufer wurden geschult, und die Anforderungen aus IDD und § 34d GewO wurden geklärt und dokumentiert.',
            'Ergebnis: Die Gruppe arbeitet mit einem einheitlichen F&I-Prozess, einem schlanken Portfolio und einer monatlichen Messung je Standort, Verkäufer und Produkt. Der Zielpfad von typischerweise 60 % in Richtung 85 %+ ist in Etappen hinterlegt, jede mit eigenen Maßnahmen und Kennzahlen. Weil Wartungsverträge und Garantien Kunden in die eigene Werkstatt zurückführen, verfolgt die Gruppe zusätzlich die Servicebindung. Ein garantiertes Ergebnis ist das nicht – wohl aber ein steuerbares Programm statt einer Hoffnung.',
          ],
          points: [
            'Bestandsaufnahme: Abschlussquoten, Produkte und Gesprächsabläufe je Standort',
            'Portfoliobereinigung: weniger und verständlichere Produkte, abgestimmt mit den Versicherern',
            'Neuer Beratungsablauf: Absicherung ab dem ersten Kundengespräch, nicht erst bei der Übergabe',
            'Verkäuferschulung mit Gesprächsleitfaden und Einwandbehandlung',
            'Klärung der Anforderungen aus IDD und § 34d GewO, Dokumentation der Beratung',
            'Kennzahlen-Dashboard und monatliche Reviews mit Etappenzielen auf dem Weg zu 85 %+',
          ],
        },
        {
          title: 'Bank: Versicherungsschutz in der Finanzierungsstrecke',
          paragraphs: [
            'Ausgangslage: Ein Finanzierer mit Schwerpunkt Fahrzeugfinanzierung wollte Versicherungsschutz direkt in seine digitale Finanzierungsstrecke integrieren. Frühere Vorhaben dieser Art hatten sich lange hingezogen, weil IT, Recht, Compliance und Versicherungspartner nacheinander statt miteinander gearbeitet hatten. Die Produktidee war klar, der Weg zum Markt nicht.',
            'Vorgehen: Wir haben die Arbeit in parallele Stränge aufgeteilt: Produkt und Zielmarkt mit dem Versicherer, Governance und IDD-Anforderungen mit Compliance, Strecke und Schnittstelle mit IT und Plattformpartner. Ein gemeinsames Entscheidungsgremium klärte offene Punkte im wöchentlichen Rhythmus. Statt des vollständigen Zielbilds entstand zunächst ein MVP für ein Produkt in einem Kanal.',
            'Ergebnis: Das MVP stand innerhalb von 2–4 Wochen, erste Ergebnisse zu Annahme und Abbruchpunkten in der Strecke lagen nach 14 Tagen vor. Gegenüber früheren Vorhaben erreichte die Bank eine um 40 % schnellere Time-to-Market. Auf dieser Grundlage hat sie entschieden, welche Produkte als Nächstes folgen und wie die Strecke weiterentwickelt wird.',
          ],
          points: [
            'Zielmarkt und Produktfreigabe gemeinsam mit dem Versicherer festlegen',
            'Anforderungen aus IDD, VVG und DSGVO parallel zur Entwicklung klären',
            'Strecke mit vorbefüllten Fahrzeug- und Finanzierungsdaten gestalten, ohne Mehrfacheingaben',
            'MVP für ein Produkt in einem Kanal bauen und live schalten',
            'Annahmequote, Abbruchpunkte und Beschwerden ab dem ersten Tag messen',
            'Über den Ausbau auf Basis der ersten Ergebnisse entscheiden',
          ],
        },
        {
          title: 'Was die Fälle gemeinsam haben',
          paragraphs: [
            'So unterschiedlich Flotte, Autohaus und Bank sind – die Erfolgsfaktoren ähneln sich. In keinem der Fälle war ein neues Produkt oder eine neue Technologie der entscheidende Hebel. Entscheidend war, dass jemand die Beteiligten an einen Tisch gebracht, Zuständigkeiten geklärt und die Wirkung messbar gemacht hat.',
          ],
          points: [
            'Ausgangspunkt ist der Moment, in dem Kunde oder Fahrer tatsächlich handelt',
            'Zuständigkeiten sind schriftlich geklärt, bevor gebaut wird',
            'Compliance und Datenschutz arbeiten von Anfang an mit',
            'Kleine, messbare Schritte statt eines großen Wurfs',
            'Kennzahlen werden regelmäßig geprüft, und jemand bleibt dran, wenn der erste Effekt nachlässt',
          ],
        },
      ],
      faq: [
        {
          question: 'Warum nennen Sie keine Namen?',
          answer:
            'Unsere Mandanten teilen mit uns Schadenzahlen, Abschlussquoten und interne Abläufe. Diese Vertraulichkeit hat Vorrang vor jeder Referenz. Deshalb beschreiben wir die Fälle so, dass die Entscheidungen und Schritte nachvollziehbar sind, die beteiligten Unternehmen aber nicht erkennbar werden.',
        },
        {
          question: 'Lassen sich die Ergebnisse auf unser Unternehmen übertragen?',
          answer:
            'Die Ergebnisse sind Beispiele und Zielwerte aus der Praxis, keine Zusagen. Was in Ihrem Fall realistisch ist, hängt von Ausgangslage, Partnern und Umsetzung ab. Im kostenlosen 60-minütigen Erstgespräch geben wir Ihnen eine ehrliche erste Einschätzung, welche Hebel bei Ihnen greifen können.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'Fleet: incident costs 28% lower within six months',
          paragraphs: [
            'The challenge: a mid-sized logistics operator with 220 vehicles, mostly delivery vans, was facing rising incident costs and a difficult renewal negotiation. Telematics was already installed but used only for dispatch. Claims were reported and settled, but never analysed, and it was unclear who was responsible for prevention.',
            'The approach: we began by analysing the claims of recent years by cause, vehicle group and location. Clear patterns emerged: manoeuvring damage at particular sites and a cluster of incidents involving drivers in their first months with the company. That is exactly where the measures were aimed, using telematics data, targeted driver briefings and a reorganised claims process. The works council was involved from the outset.',
            'The result: after six months, incident costs were 28% lower. The company went into its talks with the insurer with a documented claims history and a robust prevention concept. What made the difference was less any single measure than the consistency of implementation: clear responsibilities and a regular look at the figures.',
          ],
          points: [
            'Claims analysis by cause, vehicle group, location and length of service',
            'Works agreement on the use of existing telematics data, GDPR-compliant and with clear information for drivers',
            'Telematics-based prevention: analysis of braking and speeding patterns, with feedback to drivers rather than sanctions',
            'Targeted driver briefings for new drivers and for sites with manoeuvring damage, documented as part of the keeper’s duty of care',
            'New claims process: same-day reporting via an app, clear ownership, steering to partner workshops',
            'Monthly KPI review with fleet management and site managers',
          ],
        },
        {
          title: 'Dealer group: a programme towards an F&I closing rate of 85%+',
          paragraphs: [
            'The challenge: a regional dealer group with several sites and brands was selling warranty, GAP and service products very unevenly. At some sites they were part of every sales conversation; at others they were barely mentioned. The closing rate was around the 60% that is typical for many dealerships. There was no consistent measurement by salesperson and product, and the product range had grown piecemeal over the years.',
            'The approach: rather than buying in new products, we set up a programme with the management team that looked at products, process and people together. The portfolio was streamlined and aligned with the insurers to match the group’s customer segments. Protection was moved forward from the handover to the vehicle consultation, sales staff were trained, and the requirements arising from the IDD and § 34d GewO were clarified and documented.',
            'The result: the group now works with a consistent F&I process, a lean portfolio and monthly measurement by site, salesperson and product. The target path from the typical 60% towards 85%+ is broken down into stages, each with its own measures and KPIs. Because service contracts and warranties bring customers back to the group’s own workshops, service retention is tracked as well. This is not a guaranteed outcome, but it is a programme that can be managed rather than a hope.',
          ],
          points: [
            'Baseline: closing rates, products and sales conversations at each site',
            'Portfolio review: fewer, easier-to-explain products, agreed with the insurers',
            'New consultation flow: protection from the first customer conversation, not only at handover',
            'Sales training with a conversation guide and objection handling',
            'Clarification of IDD and § 34d GewO requirements, with documented advice',
            'KPI dashboard and monthly reviews with interim targets on the path to 85%+',
          ],
        },
        {
          title: 'Bank: insurance embedded in the financing journey',
          paragraphs: [
            'The challenge: a lender specialising in vehicle finance wanted to integrate insurance directly into its digital financing journey. Earlier projects of this kind had dragged on because IT, legal, compliance and the insurance partner had worked one after another rather than together. The product idea was clear; the route to market was not.',
            'The approach: we split the work into parallel workstreams: product and target market with the insurer, governance and IDD requirements with compliance, journey and interface with IT and the platform partner. A joint steering group resolved open points every week. Instead of the full target picture, the first step was an MVP for one product in one channel.',
            'The result: the MVP was ready within 2–4 weeks, and first results on take-up and drop-off points in the journey were available after 14 days. Compared with earlier projects, the bank achieved a 40% faster time-to-market. On that basis, it decided which products to add next and how to develop the journey further.',
          ],
          points: [
            'Define target market and product approval jointly with the insurer',
            'Clarify IDD, VVG and GDPR requirements in parallel with development',
            'Design the journey with pre-filled vehicle and financing data, without duplicate entry',
            'Build an MVP for one product in one channel and take it live',
            'Measure take-up, drop-off points and complaints from day one',
            'Decide on expansion based on the first results',
          ],
        },
        {
          title: 'What the cases have in common',
          paragraphs: [
            'Fleets, dealerships and banks could hardly be more different, yet the success factors are similar. In none of these cases was a new product or a new technology the decisive lever. What mattered was that someone brought the parties to the table, clarified responsibilities and made the impact measurable.',
          ],
          points: [
            'The starting point is the moment in which the customer or driver actually acts',
            'Responsibilities are agreed in writing before anything is built',
            'Compliance and data protection are involved from the start',
            'Small, measurable steps instead of one big launch',
            'KPIs are reviewed regularly, and someone keeps at it once the initial effect starts to fade',
          ],
        },
      ],
      faq: [
        {
          question: 'Why don’t you name the companies?',
          answer:
            'Our clients share claims figures, closing rates and internal processes with us. That confidentiality takes priority over any reference. We therefore describe the cases so that the decisions and steps are clear, while the companies involved cannot be identified.',
        },
        {
          question: 'Can these results be transferred to our business?',
          answer:
            'The results are examples and targets from practice, not guarantees. What is realistic in your case depends on your starting point, your partners and the implementation. In the free 60-minute introductory call, we give you an honest first assessment of which levers could work for you.',
        },
      ],
    },
  },
  resources: {
    de: {
      sections: [
        {
          title: '90-Tage-Roadmap: vom Konzept zum Pilot',
          paragraphs: [
            'Die Roadmap gliedert ein Embedded-Insurance-Vorhaben in aufeinander aufbauende Phasen, jede mit einem klaren Ergebnis und einer Entscheidung am Ende. So wissen alle Beteiligten, was bis wann vorliegen muss, und das Vorhaben lässt sich nach jeder Phase stoppen, anpassen oder beschleunigen.',
            'In den ersten 30 Tagen geht es um Klarheit: Wo liegt der Wert, und was steht im Weg? Die Tage 31–60 gehören dem Ökosystem und dem MVP, die Tage 61–90 dem Pilot im echten Betrieb und der Entscheidung, wie es weitergeht.',
          ],
          points: [
            'Tage 1–30: Ausgangslage, Kundengruppen und Kaufmomente erfassen',
            'Tage 1–30: Business Case mit Annahmen zu Abschlussquote, Storno und Ertrag aufstellen',
            'Tage 1–30: regulatorische Rahmenbedingungen aus IDD, DSGVO und gegebenenfalls § 34d GewO klären',
            'Tage 31–60: Ökosystem kartieren und Partner auswählen – Versicherer, MGA, Plattform, Datenanbieter',
            'Tage 31–60: Zielbild der Strecke und Rollenverteilung schriftlich festlegen',
            'Tage 31–60: MVP in 2–4 Wochen bauen, mit Compliance im Team',
            'Tage 61–90: Pilot mit einem Standort, einer Fahrzeuggruppe oder einem Kanal starten',
            'Tage 61–90: KPI-Set messen und erste Ergebnisse nach 14 Tagen auswerten',
            'Tage 61–90: über Rollout, Anpassung oder Abbruch entscheiden',
          ],
        },
        {
          title: 'Checkliste: Ist Ihr Unternehmen bereit für Embedded Insurance?',
          paragraphs: [
            'Mit diesen Fragen prüfen Sie, ob die Grundlagen für ein Vorhaben gelegt sind. Jeder Punkt, den Sie nicht klar mit Ja beantworten können, ist ein Arbeitspaket für die ersten Wochen – kein Grund, das Vorhaben aufzugeben.',
          ],
          points: [
            'Es gibt einen klar benannten Verantwortlichen mit Budget und Entscheidungsbefugnis',
            'Sie kennen den Moment, in dem Ihre Kunden Schutz brauchen, und wissen, wer dann mit ihnen spricht',
            'Ihre Ziele sind in Kennzahlen formuliert, nicht nur in Prämienvolumen',
            'Ihre regulatorische Rolle ist geklärt: Vermittler, Tippgeber oder Kooperationspartner',
            'Die nötigen Daten liegen vor, und die Rechtsgrundlage nach DSGVO ist geklärt',
            'Vertrieb, IT, Recht und Compliance sind von Beginn an eingebunden',
            'Sie wissen, wie ein Schadenfall aus Sicht Ihres Kunden ablaufen soll',
          ],
        },
        {
          title: 'Checkliste: Partner auswählen',
          paragraphs: [
            'Ob Versicherer, MGA, Plattform oder Telematikanbieter: Die Auswahl bestimmt über Jahre, wie beweglich Sie bleiben. Fragen Sie die folgenden Punkte in jeder Ausschreibung schriftlich ab und führen Sie Referenzgespräche, statt sich auf Präsentationen und Demos zu verlassen.',
          ],
          points: [
            'Produkt: Passt die Deckung zum Zielmarkt, und ist sie für Kunden verständlich?',
            'Schadenprozess: Wer reguliert, wie schnell, und wie erfährt der Vertriebspartner davon?',
            'Technik: stabile Schnittstellen, Testumgebung und dokumentierte Datenflüsse',
            'Compliance: DSGVO-Konformität, Auftragsverarbeitung, Nachweise zu IDD und Produktüberwachung',
            'Kommerzielles Modell: Vergütung, Kosten und mögliche Interessenkonflikte offen dargelegt',
            'Exit: Datenrückgabe, Kündigungsrechte und Übergang auf einen anderen Partner geregelt',
            'Unabhängigkeit: keine Bindung an einen einzelnen Anbieter, wo sie nicht zwingend nötig ist',
          ],
        },
        {
          title: 'KPI-Set für Embedded Insurance',
          paragraphs: [
            'Ein Vorhaben ist nur so gut steuerbar wie seine Kennzahlen. Legen Sie das KPI-Set vor dem Pilot fest, messen Sie von Anfang an und prüfen Sie die Werte in festen Abständen mit allen Beteiligten. Nicht jede Kennzahl passt zu jedem Modell: Bei Flotten stehen Schäden und Kosten im Vordergrund, bei Autohäusern und Banken Abschluss und Ertrag.',
          ],
          points: [
            'Abschlussquote je Produkt, Standort, Kanal und Verkäufer',
            'Abbruchquote und Abbruchpunkte in der digitalen Strecke',
            'Zusatzertrag je Finanzierung, Leasingvertrag oder Fahrzeugverkauf',
            'Stornoquote in den ersten Monaten nach Abschluss',
            'Schadenhäufigkeit, Schadenkosten und Schadenquote',
            'Servicebindung: Anteil der Kunden, die zur Wartung in die eigene Werkstatt zurückkehren',
            'Beschwerden und Kundenzufriedenheit im Schadenfall',
            'Time-to-Market sowie Aufwand für Compliance und Dokumentation',
          ],
        },
        {
          title: 'So nutzen Sie den ROI-Rechner',
          paragraphs: [
            'Der ROI-Rechner gibt Ihnen eine erste Größenordnung, bevor Sie Zeit in eine tiefere Analyse investieren. Wählen Sie Ihre Perspektive – Flotte, Autohaus oder Bank – und geben Sie Ihre eigenen Werte ein. Der Rechner arbeitet mit typischen Bandbreiten aus der Praxis, etwa 20–30 % geringeren Versicherungskosten für Flotten, einer Abschlussquote von 60 % auf 85 %+ für Autohäuser oder 2–4 % Zusatzertrag je Finanzierung für Banken.',
            'Für belastbare Ergebnisse empfehlen wir: Rechnen Sie zuerst mit dem unteren Ende der Bandbreiten, verwenden Sie Ist-Werte aus Ihrem Controlling statt Schätzungen, und prüfen Sie, welche Annahme das Ergebnis am stärksten bewegt. Ihre Eingaben werden in Ihrem Browser verarbeitet und nur dann an uns übermittelt, wenn Sie sie selbst mit einer Anfrage senden.',
            'Das Ergebnis ist eine modellhafte Schätzung, keine Zusage. Den größten Nutzen hat es als Ausgangspunkt für das kostenlose 60-minütige Erstgespräch: Dort prüfen wir gemeinsam, welche Annahmen für Ihr Unternehmen realistisch sind und welcher Schritt sich zuerst lohnt.',
          ],
        },
      ],
      faq: [
        {
          question: 'Kann ich die Checklisten ohne Beratungsmandat nutzen?',
          answer:
            'Ja. Die Checklisten und die Roadmap sind so aufgebaut, dass Sie sie intern eigenständig einsetzen können, etwa zur Vorbereitung einer Vorstandsvorlage oder einer Partnerausschreibung. Wenn Sie eine zweite Meinung zu Ihren Antworten möchten, ist das kostenlose Erstgespräch der richtige Rahmen.',
        },
        {
          question: 'Für wen ist die 90-Tage-Roadmap gedacht?',
          answer:
            'Für alle, die ein Embedded-Insurance-Vorhaben verantworten – in Autohäusern, Flotten und Leasinggesellschaften ebenso wie bei Banken, Versicherern und Technologieanbietern. Die Phasen bleiben gleich, die Inhalte passen wir im Projekt an Ihre Ausgangslage an.',
        },
      ],
    },
    en: {
      sections: [
        {
          title: 'The 90-day roadmap: from concept to pilot',
          paragraphs: [
            'The roadmap breaks an embedded insurance project down into consecutive phases, each with a clear deliverable and a decision at the end. Everyone involved knows what needs to be in place and by when, and the project can be stopped, adjusted or accelerated after each phase.',
            'The first 30 days are about clarity: where is the value, and what stands in the way? Days 31–60 are devoted to the ecosystem and the MVP, and days 61–90 to the pilot in live operation and the decision on what comes next.',
          ],
          points: [
            'Days 1–30: map the starting point, customer segments and moments of purchase',
            'Days 1–30: build a business case with assumptions on closing rates, cancellations and revenue',
            'Days 1–30: clarify the regulatory framework under the IDD, the GDPR and, where relevant, § 34d GewO',
            'Days 31–60: map the ecosystem and select partners – insurer, MGA, platform, data provider',
            'Days 31–60: agree the target journey and the division of roles in writing',
            'Days 31–60: build an MVP in 2–4 weeks, with compliance in the team',
            'Days 61–90: launch a pilot at one site, with one vehicle group or in one channel',
            'Days 61–90: measure the KPI set and evaluate the first results after 14 days',
            'Days 61–90: decide on roll-out, adjustment or discontinuation',
          ],
        },
        {
          title: 'Checklist: is your organisation ready for embedded insurance?',
          paragraphs: [
            'Use these questions to check whether the groundwork for a project is in place. Any point you cannot answer with a clear yes becomes a work package for the first few weeks, not a reason to abandon the project.',
          ],
          points: [
            'There is a clearly named owner with a budget and decision-making authority',
            'You know the moment when your customers need protection, and who is speaking to them at that point',
            'Your objectives are expressed as KPIs, not just as premium volume',
            'Your regulatory role is clear: intermediary, introducer or cooperation partner',
            'The necessary data is available, and the legal basis under the GDPR has been established',
            'Sales, IT, legal and compliance are involved from the start',
            'You know how a claim should unfold from your customer’s point of view',
          ],
        },
        {
          title: 'Checklist: selecting partners',
          paragraphs: [
            'Whether insurer, MGA, platform or telematics provider, your choice will determine for years how much room for manoeuvre you keep. Ask for written answers on the following points in every tender, and hold reference calls rather than relying on presentations and demos.',
          ],
          points: [
            'Product: does the cover fit the target market, and can customers understand it?',
            'Claims process: who settles claims, how quickly, and how is the distribution partner kept informed?',
            'Technology: stable interfaces, a test environment and documented data flows',
            'Compliance: GDPR compliance, data processing agreements, evidence on IDD and product oversight',
            'Commercial model: remuneration, costs and potential conflicts of interest set out openly',
            'Exit: return of data, termination rights and transition to another partner agreed',
            'Independence: no tie to a single vendor unless it is genuinely necessary',
          ],
        },
        {
          title: 'A KPI set for embedded insurance',
          paragraphs: [
            'A project can only be managed as well as its KPIs allow. Agree the KPI set before the pilot, measure from the start and review the figures at fixed intervals with everyone involved. Not every KPI suits every model: for fleets, claims and costs come first; for dealerships and banks, closing rates and revenue.',
          ],
          points: [
            'Closing rate by product, site, channel and salesperson',
            'Drop-off rate and drop-off points in the digital journey',
            'Additional revenue per financing, lease or vehicle sale',
            'Cancellation rate in the first months after purchase',
            'Claims frequency, claims costs and loss ratio',
            'Service retention: the share of customers who return to your own workshop for servicing',
            'Complaints and customer satisfaction when a claim occurs',
            'Time-to-market and the effort required for compliance and documentation',
          ],
        },
        {
          title: 'How to use the ROI calculator',
          paragraphs: [
            'The ROI calculator gives you a first order of magnitude before you invest time in a deeper analysis. Choose your perspective – fleet, dealership or bank – and enter your own figures. The calculator works with typical ranges from practice, such as insurance costs 20–30% lower for fleets, a closing rate moving from 60% to 85%+ for dealerships, or 2–4% additional revenue per financing for banks.',
            'For robust results, we recommend the following: calculate with the lower end of the ranges first, use actual figures from your controlling team rather than estimates, and check which assumption moves the result most. Your inputs are processed in your browser and are only sent to us if you choose to submit them with an enquiry.',
            'The result is a model estimate, not a promise. It is most useful as the starting point for the free 60-minute introductory call, where we look together at which assumptions are realistic for your business and which step is worth taking first.',
          ],
        },
      ],
      faq: [
        {
          question: 'Can I use the checklists without hiring you?',
          answer:
            'Yes. The checklists and the roadmap are designed so that you can use them on your own, for example to prepare a board paper or a partner tender. If you would like a second opinion on your answers, the free introductory call is the right place for it.',
        },
        {
          question: 'Who is the 90-day roadmap intended for?',
          answer:
            'For anyone responsible for an embedded insurance project, whether at a dealership, a fleet or a leasing company, or at a bank, an insurer or a technology provider. The phases stay the same; we adapt the content to your starting point in the project.',
        },
      ],
    },
  },
} satisfies Partial<Record<RouteKey, Localized<PageBody>>>;
